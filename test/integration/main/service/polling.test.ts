import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryBoolean } from '../../../../shared/service/common';
import { defineRoute } from '../../../../shared/service/route';
import {
  getWithServerPolling,
  iframePollSchedule,
  pollUntil,
  threeDsPollSchedule,
} from '../../../../main/service/polling';
import { createServiceClient } from '../../../../main/service/service-client';
import { ServiceClientError } from '../../../../main/service/service-client-error';
import type { Sleep } from '../../../../main/service/sleep';
import { sendJson, startScriptedServer, type Script } from './scripted-server';

const getCharge = defineRoute({
  method: 'GET',
  path: '/stores/{storeId}/charges/{chargeId}',
  auth: 'secret',
  params: z.strictObject({ storeId: z.string(), chargeId: z.string() }),
  query: z.strictObject({ polling: queryBoolean.optional() }),
  response: z.looseObject({ id: z.string(), status: z.string() }),
  status: 200,
  idempotent: false,
});
const params = { params: { storeId: 'store-1', chargeId: 'c-1' } };

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function serve(script: Script, headersMs = 5_000) {
  const server = await startScriptedServer(script);
  const client = createServiceClient({
    baseUrl: server.origin,
    appVersion: '0.1.0',
    credentials: () => Promise.resolve({ secret: 's', jwt: 'j' }),
    timeouts: { headersMs },
    retry: { maxAttempts: 1 },
  });
  cleanup.push(
    () => server.close(),
    () => client.close(),
  );
  return { server, client };
}

/** The charge moves through `statuses`, one per poll, then stays at the last. */
const charge =
  (...statuses: string[]): Script =>
  (_request, response, index) =>
    sendJson(response, 200, { id: 'c-1', status: statuses[Math.min(index, statuses.length - 1)] });

function fakeTime() {
  let now = 0;
  const delays: number[] = [];
  const sleep: Sleep = (ms, signal) => {
    signal.throwIfAborted();
    delays.push(ms);
    now += ms;
    return Promise.resolve();
  };
  return { sleep, now: () => now, delays };
}

describe('polling over loopback HTTP', () => {
  it('polls a charge on the 3DS schedule until awaiting, then stops', async () => {
    const { server, client } = await serve(charge('pending', 'pending', 'pending', 'awaiting'));
    const time = fakeTime();
    const result = await pollUntil(
      async (signal) => (await client.request(getCharge, params, signal ? { signal } : {})).data,
      (value) => value.status === 'awaiting',
      threeDsPollSchedule(),
      time,
    );
    expect(result.status).toBe('awaiting');
    expect(time.delays).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(server.requests).toHaveLength(4);
  });

  it('polls every 3 s during the iframe and is cancelled mid-poll with no further request', async () => {
    const controller = new AbortController();
    const { server, client } = await serve((request, response, index) => {
      if (index === 1) controller.abort();
      else sendJson(response, 200, { id: 'c-1', status: 'awaiting' });
    });
    const time = fakeTime();
    const error: unknown = await pollUntil(
      async (signal) => (await client.request(getCharge, params, signal ? { signal } : {})).data,
      (value) => value.status === 'successful',
      iframePollSchedule(),
      { ...time, signal: controller.signal },
    ).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ServiceClientError);
    expect((error as ServiceClientError).kind).toBe('cancelled');
    expect(time.delays).toEqual([3_000, 3_000]);
    expect(server.requests).toHaveLength(2);
  });

  it('waits out a held polling=true GET longer than the usual headers timeout', async () => {
    const hold: Script = (request, response) => {
      const held = request.url.includes('polling=true');
      setTimeout(
        () => sendJson(response, 200, { id: 'c-1', status: 'successful' }),
        held ? 1_500 : 0,
      );
    };
    const { server, client } = await serve(hold, 200);
    const { data } = await getWithServerPolling(client, getCharge, params, { holdMs: 10_000 });
    expect(data.status).toBe('successful');
    expect(server.requests[0]?.url).toBe('/stores/store-1/charges/c-1?polling=true');
    const plain: unknown = await client
      .request(getCharge, { ...params, query: { polling: true } })
      .catch((reason: unknown) => reason);
    expect(plain).toMatchObject({ detail: { kind: 'timeout', phase: 'headers' } });
  });
});
