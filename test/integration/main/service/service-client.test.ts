import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../../../../shared/service/route';
import {
  createServiceClient,
  type ServiceClient,
  type ServiceClientOptions,
} from '../../../../main/service/service-client';
import { ServiceClientError } from '../../../../main/service/service-client-error';
import type { Sleep } from '../../../../main/service/sleep';
import {
  closedPortOrigin,
  sendError,
  sendJson,
  startScriptedServer,
  type Script,
} from './scripted-server';

const secret = 'sk_live_SECRETVALUE123';
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhcHBfdG9rZW4ifQ.SIGNATUREVALUE456';

const charge = z.looseObject({ id: z.string(), status: z.string(), amount: z.number().int() });
const chargeBody = { id: 'c-1', status: 'pending', amount: 1000 };
const routes = {
  getCharge: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/charges/{chargeId}',
    auth: 'secret',
    params: z.strictObject({ storeId: z.string(), chargeId: z.string() }),
    response: charge,
    status: 200,
    idempotent: false,
  }),
  getIssuerToken: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/charges/{chargeId}/issuer_token',
    auth: 'jwt',
    params: z.strictObject({ storeId: z.string(), chargeId: z.string() }),
    response: z.looseObject({}),
    status: 200,
    idempotent: false,
  }),
  heartbeat: defineRoute({
    method: 'GET',
    path: '/heartbeat',
    auth: 'none',
    params: z.strictObject({}),
    response: z.looseObject({}),
    status: 200,
    idempotent: false,
  }),
  createCharge: defineRoute({
    method: 'POST',
    path: '/charges',
    auth: 'secret',
    params: z.strictObject({}),
    body: z.strictObject({
      amount: z.number().int({ error: 'INVALID_AMOUNT' }),
      currency: z.string().regex(/^[A-Z]{3}$/, { error: 'INVALID_CURRENCY' }),
    }),
    response: charge,
    status: 201,
    idempotent: true,
  }),
  updateCharge: defineRoute({
    method: 'PATCH',
    path: '/stores/{storeId}/charges/{chargeId}',
    auth: 'secret',
    params: z.strictObject({ storeId: z.string(), chargeId: z.string() }),
    body: z.strictObject({ metadata: z.record(z.string(), z.string()) }),
    response: charge,
    status: 200,
    idempotent: true,
  }),
};
const chargeParams = { params: { storeId: 'store-1', chargeId: 'c-1' } };
const createInput = { body: { amount: 1000, currency: 'JPY' } };

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** Records each delay and returns at once; a pending abort still rejects, as the real one does. */
function recordingSleep(delays: number[]): Sleep {
  return (ms, signal) => {
    delays.push(ms);
    signal.throwIfAborted();
    return Promise.resolve();
  };
}

async function serve(script: Script, options: Partial<ServiceClientOptions> = {}) {
  const server = await startScriptedServer(script);
  const delays: number[] = [];
  const client = createServiceClient({
    baseUrl: server.origin,
    appVersion: '0.1.0',
    credentials: () => Promise.resolve({ secret, jwt }),
    timeouts: { connectMs: 2_000, headersMs: 5_000, bodyMs: 5_000, deadlineMs: 20_000 },
    retry: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 40 },
    random: () => 0.5,
    sleep: recordingSleep(delays),
    ...options,
  });
  cleanup.push(
    () => server.close(),
    () => client.close(),
  );
  return { server, client, delays };
}

async function failure(promise: Promise<unknown>): Promise<ServiceClientError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ServiceClientError)) throw error;
  return error;
}

const ok: Script = (_request, response) => sendJson(response, 200, chargeBody);
const hang: Script = () => undefined;
const reset: Script = (_request, response) => response.socket?.destroy();

describe('service client over loopback HTTP', () => {
  it('sends the Authorization form each route declares', async () => {
    const { server, client } = await serve((_request, response) => sendJson(response, 200, {}));
    await client.request(routes.getIssuerToken, chargeParams);
    await client.request(routes.heartbeat, {});
    await client.request(routes.getCharge, chargeParams).catch(() => undefined);
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      `Bearer ${jwt}`,
      undefined,
      `Bearer ${secret}.${jwt}`,
    ]);
  });

  it('sends User-Agent, Accept, and a JSON body with its Content-Type', async () => {
    const { server, client } = await serve((_request, response) =>
      sendJson(response, 201, chargeBody),
    );
    const { data } = await client.request(routes.createCharge, createInput);
    expect(data).toEqual(chargeBody);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/charges');
    expect(request?.headers['user-agent']).toBe('Counter/0.1.0');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual(createInput.body);
  });

  it('keeps the base URL’s path before every route path', async () => {
    const server = await startScriptedServer(ok);
    const client = createServiceClient({
      baseUrl: `${server.origin}/sandbox/`,
      appVersion: '0.1.0',
      credentials: () => Promise.resolve({ secret, jwt }),
    });
    cleanup.push(
      () => server.close(),
      () => client.close(),
    );
    await client.request(routes.getCharge, chargeParams);
    expect(server.requests[0]?.url).toBe('/sandbox/stores/store-1/charges/c-1');
  });

  it('reuses one kept-alive connection for successive calls', async () => {
    const ports = new Set<number | undefined>();
    const { client } = await serve((_request, response) => {
      ports.add(response.socket?.remotePort);
      sendJson(response, 200, chargeBody);
    });
    const calls = 6;
    for (let n = 0; n < calls; n++) await client.request(routes.getCharge, chargeParams);
    expect(ports.size).toBeLessThan(calls);
  });

  it('keeps one Idempotency-Key and body across a 503, a reset socket and the success', async () => {
    const { server, client } = await serve((_request, response, index) => {
      if (index === 0) sendError(response, 503, 'SERVICE_UNAVAILABLE_TRY_AGAIN');
      else if (index === 1) response.socket?.destroy();
      else sendJson(response, 201, chargeBody, { 'idempotency-status': 'successfully_stored' });
    });
    const { meta } = await client.request(routes.createCharge, createInput, {
      idempotencyKey: 'journal-7',
    });
    expect(server.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'journal-7',
      'journal-7',
      'journal-7',
    ]);
    expect(new Set(server.requests.map((request) => request.body)).size).toBe(1);
    expect(meta).toMatchObject({ attempts: 3, idempotencyStatus: 'successfully_stored' });
  });

  it('generates a key for a PATCH and keeps it on retry', async () => {
    const { server, client } = await serve((_request, response, index) =>
      index === 0
        ? sendError(response, 500, 'INTERNAL_ERROR')
        : sendJson(response, 200, chargeBody),
    );
    await client.request(routes.updateCharge, { ...chargeParams, body: { metadata: { a: 'b' } } });
    const [first, second] = server.requests.map((request) => request.headers['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  it('retries an empty 429 and succeeds', async () => {
    const { server, client } = await serve((_request, response, index) => {
      if (index === 0) response.writeHead(429).end();
      else sendJson(response, 200, chargeBody);
    });
    const { meta } = await client.request(routes.getCharge, chargeParams);
    expect(meta.attempts).toBe(2);
    expect(server.requests).toHaveLength(2);
  });

  it('bounds retries of a failing service and reports its last answer', async () => {
    const { server, client, delays } = await serve((_request, response) =>
      response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'),
    );
    const error = await failure(client.request(routes.getCharge, chargeParams));
    expect(error.detail).toMatchObject({ kind: 'service', status: 502, code: 'HTTP_502' });
    expect(server.requests).toHaveLength(3);
    expect(delays).toEqual([5, 10]);
  });

  it('never retries a 4xx other than 429, and keeps its code and fields', async () => {
    const { server, client } = await serve((_request, response) =>
      sendJson(response, 409, {
        status: 'error',
        code: 'IDEMPOTENCY_KEY_CONFLICT',
        errors: [],
      }),
    );
    const error = await failure(client.request(routes.createCharge, createInput));
    expect(error.detail).toMatchObject({
      kind: 'service',
      status: 409,
      code: 'IDEMPOTENCY_KEY_CONFLICT',
    });
    expect(server.requests).toHaveLength(1);
  });

  it('reports a reset connection as a network error after the bounded attempts', async () => {
    const { server, client } = await serve(reset);
    const error = await failure(client.request(routes.getCharge, chargeParams));
    expect(error.detail).toEqual({ kind: 'network', code: 'CONNECTION_RESET' });
    expect(server.requests).toHaveLength(3);
  });

  it('reports a refused connection as a network error, retried', async () => {
    const delays: number[] = [];
    const client = createServiceClient({
      baseUrl: await closedPortOrigin(),
      appVersion: '0.1.0',
      credentials: () => Promise.resolve({ secret, jwt }),
      sleep: recordingSleep(delays),
      retry: { maxAttempts: 2 },
    });
    cleanup.push(() => client.close());
    const error = await failure(client.request(routes.getCharge, chargeParams));
    expect(error.detail).toEqual({ kind: 'network', code: 'CONNECTION_REFUSED' });
    expect(delays).toHaveLength(1);
  });

  it('times out waiting for headers, retrying a bounded number of times', async () => {
    const { server, client } = await serve(hang);
    const error = await failure(
      client.request(routes.getCharge, chargeParams, { timeouts: { headersMs: 150 } }),
    );
    expect(error.detail).toEqual({ kind: 'timeout', code: 'TIMEOUT', phase: 'headers' });
    expect(server.requests).toHaveLength(3);
  });

  it('times out on a body that stalls', async () => {
    const { client } = await serve(
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"id":"c-1",');
      },
      { retry: { maxAttempts: 1 } },
    );
    const error = await failure(
      client.request(routes.getCharge, chargeParams, { timeouts: { bodyMs: 150 } }),
    );
    expect(error.detail).toEqual({ kind: 'timeout', code: 'TIMEOUT', phase: 'body' });
  });

  it('ends the whole call at its deadline without retrying', async () => {
    const { server, client } = await serve(hang);
    const error = await failure(
      client.request(routes.getCharge, chargeParams, { timeouts: { deadlineMs: 150 } }),
    );
    expect(error.detail).toEqual({ kind: 'timeout', code: 'TIMEOUT', phase: 'deadline' });
    expect(server.requests).toHaveLength(1);
  });

  it('reports a success body of the wrong shape by field path', async () => {
    const { client } = await serve((_request, response) =>
      sendJson(response, 200, { id: 'c-1', status: 'pending', amount: '¥1,000' }),
    );
    const error = await failure(client.request(routes.getCharge, chargeParams));
    expect(error.detail).toMatchObject({ kind: 'response_shape', paths: ['amount'] });
    expect(error.message).not.toContain('1,000');
  });

  it('cancels a call in flight', async () => {
    const controller = new AbortController();
    const { server, client } = await serve(() => controller.abort());
    const error = await failure(
      client.request(routes.getCharge, chargeParams, { signal: controller.signal }),
    );
    expect(error.kind).toBe('cancelled');
    expect(server.requests).toHaveLength(1);
  });

  it('cancels between retries without another request', async () => {
    const controller = new AbortController();
    const { server, client } = await serve(
      (_request, response) => sendError(response, 503, 'SERVICE_UNAVAILABLE_TRY_AGAIN'),
      {
        sleep: (_ms, signal) => {
          controller.abort();
          return Promise.reject(signal.reason as Error);
        },
      },
    );
    const error = await failure(
      client.request(routes.getCharge, chargeParams, { signal: controller.signal }),
    );
    expect(error.kind).toBe('cancelled');
    expect(server.requests).toHaveLength(1);
  });

  it('paces the next call by the advertised rate instead of provoking a 429', async () => {
    const { server, client, delays } = await serve((_request, response) =>
      sendJson(response, 200, chargeBody, {
        'x-remaining-requests-exact': '0',
        'x-requests-per-minute-exact': '600',
        'x-remaining-requests-route': '10',
        'x-requests-per-minute-route': '600',
      }),
    );
    await client.request(routes.getCharge, chargeParams);
    await client.request(routes.getCharge, chargeParams);
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeGreaterThan(0);
    expect(delays[0]).toBeLessThanOrEqual(100);
    expect(server.requests).toHaveLength(2);
  });
});

describe('service client errors never carry credentials', () => {
  function assertNoCredentials(error: unknown): void {
    const texts: string[] = [JSON.stringify(error), inspect(error, { depth: Infinity })];
    for (let link: unknown = error; link !== undefined;) {
      if (link instanceof Error) texts.push(link.message, link.stack ?? '');
      link = link instanceof Error ? link.cause : undefined;
    }
    for (const text of texts) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(jwt);
      expect(text).not.toContain('SIGNATUREVALUE456');
      expect(text).not.toContain('Bearer');
    }
  }

  it.each<[string, Script, (client: ServiceClient) => Promise<unknown>]>([
    [
      'service',
      (_q, r) => sendError(r, 401, 'INVALID_CREDENTIALS'),
      (c) => c.request(routes.getCharge, chargeParams),
    ],
    ['network', reset, (c) => c.request(routes.getCharge, chargeParams)],
    [
      'timeout',
      hang,
      (c) => c.request(routes.getCharge, chargeParams, { timeouts: { headersMs: 100 } }),
    ],
    [
      'response_shape',
      (_q, r) => sendJson(r, 200, { id: 1 }),
      (c) => c.request(routes.getCharge, chargeParams),
    ],
    [
      'invalid_request',
      ok,
      (c) => c.request(routes.createCharge, { body: { amount: 1, currency: 'yen' } }),
    ],
    [
      'cancelled',
      hang,
      (c) => c.request(routes.getCharge, chargeParams, { signal: AbortSignal.timeout(50) }),
    ],
  ])('%s', async (kind, script, call) => {
    const { client } = await serve(script, { retry: { maxAttempts: 1 } });
    const error = await failure(call(client));
    expect(error.kind).toBe(kind);
    assertNoCredentials(error);
  });

  it('credentials that are malformed', async () => {
    const { client } = await serve(ok, {
      credentials: () => Promise.resolve({ secret: `${secret}\n`, jwt }),
    });
    const error = await failure(client.request(routes.getCharge, chargeParams));
    expect(error.code).toBe('CREDENTIALS_MALFORMED');
    assertNoCredentials(error);
  });

  it('credentials that cannot be read', async () => {
    const { client } = await serve(ok, {
      credentials: () => Promise.reject(new Error('keychain locked')),
    });
    const error = await failure(client.request(routes.getCharge, chargeParams));
    expect(error.code).toBe('CREDENTIALS_UNAVAILABLE');
    assertNoCredentials(error);
  });
});
