import { request } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readAllItems } from '../../../../../main/service/pagination';
import type { ServiceClientOptions } from '../../../../../main/service/service-client';
import { chargeRoutes } from '../../../../../shared/service/charges';
import { heartbeatRoutes } from '../../../../../shared/service/heartbeat';
import {
  cardTokenBody,
  failureOf,
  startHarness,
  type ClientHandle,
  type Harness,
} from './simulator-harness';

/*
 * Each fault the simulator can inject (docs/simulator.md: Faults), armed with
 * `POST /_sim/faults` for the next matching requests, against the real client. Waits between
 * attempts are recorded and move the simulator's clock instead of passing in real time.
 * Latency and slow-body faults last far longer than the client's timeouts in these tests, so
 * which side gives up first never depends on the machine's speed.
 */

const getChargePath = chargeRoutes.getCharge.path;
const createChargePath = chargeRoutes.createCharge.path;
/** Retries 10 ms then 20 ms apart at most; with the jitter draw fixed at 0.5: 5, then 10. */
const retry = { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 40 };
const backoffs = [5, 10];
const faultMs = 30_000;
const timeoutMs = 1_500;

let h: Harness;
let chargeId: string;

beforeAll(async () => {
  h = await startHarness();
  const { api } = h.connect();
  const token = await api.tokens.createToken({ body: cardTokenBody() });
  chargeId = (
    await api.charges.createCharge({
      body: { transaction_token_id: token.id, amount: 1500, currency: 'JPY' },
    })
  ).id;
});
afterEach(() => h.control('DELETE', '/_sim/faults'));
afterAll(() => h.close());

function connect(options: Partial<ServiceClientOptions> = {}): ClientHandle {
  return h.connect('store1Test', { retry, random: () => 0.5, ...options });
}

function getCharge(
  { client }: ClientHandle,
  timeouts: { headersMs?: number; bodyMs?: number } = {},
) {
  return client.request(
    chargeRoutes.getCharge,
    { params: { storeId: h.storeId, chargeId } },
    { timeouts },
  );
}

const armGet = (fault: string, count: number) =>
  h.armFault({ fault, count, method: 'GET', path: getChargePath });

/** How many of the armed requests the simulator has not seen yet. */
async function unusedFaults(): Promise<number> {
  const { armedFaults } = await h.state();
  return armedFaults.reduce((sum, fault) => sum + fault.remaining, 0);
}

describe('latency beyond the client’s headers timeout', () => {
  it('times out and retries a GET, which then succeeds', async () => {
    const handle = connect();
    await armGet(`latency=${faultMs}`, 1);
    const { data, meta } = await getCharge(handle, { headersMs: timeoutMs });
    expect(data.id).toBe(chargeId);
    expect(meta.attempts).toBe(2);
    expect(handle.delays).toEqual(backoffs.slice(0, 1));
  });

  it('reports a typed headers timeout once every attempt has timed out', async () => {
    const handle = connect();
    await armGet(`latency=${faultMs}`, retry.maxAttempts + 1);
    const error = await failureOf(getCharge(handle, { headersMs: timeoutMs }));
    expect(error.detail).toEqual({ kind: 'timeout', code: 'TIMEOUT', phase: 'headers' });
    expect(handle.sent).toHaveLength(retry.maxAttempts);
    expect(await unusedFaults()).toBe(1);
  });
});

describe('connection reset', () => {
  it('retries a GET whose connection was reset once, which then succeeds', async () => {
    const handle = connect();
    await armGet('reset', 1);
    const { data, meta } = await getCharge(handle);
    expect(data.id).toBe(chargeId);
    expect(meta.attempts).toBe(2);
  });

  it('reports a typed network error once every attempt was reset', async () => {
    const handle = connect();
    await armGet('reset', retry.maxAttempts + 1);
    const error = await failureOf(getCharge(handle));
    expect(error.detail).toEqual({ kind: 'network', code: 'CONNECTION_RESET' });
    expect(handle.sent).toHaveLength(retry.maxAttempts);
    expect(await unusedFaults()).toBe(1);
  });
});

describe('5xx answers', () => {
  it.each(['500', '503', '504'])(
    'retries a GET answered %s with backoff and succeeds after',
    async (fault) => {
      const handle = connect();
      await armGet(fault, 2);
      const { data, meta } = await getCharge(handle);
      expect(data.id).toBe(chargeId);
      expect(meta.attempts).toBe(3);
      expect(handle.delays).toEqual(backoffs);
    },
  );

  it.each([
    ['500', 'INTERNAL_ERROR'],
    ['503', 'SERVICE_UNAVAILABLE_TRY_AGAIN'],
    ['504', 'NO_GATEWAY_AVAILABLE_TO_PROCESS_REQUEST'],
  ])('reports the last %s with its code once the attempts are used up', async (fault, code) => {
    const handle = connect();
    await armGet(fault, retry.maxAttempts);
    const error = await failureOf(getCharge(handle));
    expect(error.detail).toMatchObject({ kind: 'service', status: Number(fault), code });
    expect(handle.sent).toHaveLength(retry.maxAttempts);
  });
});

describe('429 with an empty body', () => {
  it('retries an injected 429 and succeeds', async () => {
    const handle = connect();
    await armGet('429', 1);
    const { meta } = await getCharge(handle);
    expect(meta.attempts).toBe(2);
    expect(handle.delays).toEqual(backoffs.slice(0, 1));
  });

  describe('from the simulator’s own rate limiter', () => {
    const perMinute = 2;
    /** How long one request's worth of the route's bucket takes to refill. */
    const refillMs = 60_000 / perMinute;
    let limited: Harness;

    beforeAll(async () => {
      limited = await startHarness({ rateLimits: { routePerMinute: perMinute } });
    });
    afterAll(() => limited.close());

    it('waits for the bucket to refill after a 429, then is paced without another', async () => {
      // Another till behind the same address drains the route's bucket first.
      for (let n = 0; n < perMinute; n++) {
        const answer = await request(`${limited.sim.baseUrl}/heartbeat`);
        await answer.body.text();
        expect(answer.statusCode).toBe(200);
      }
      const handle = limited.connect('store1Test', { retry, random: () => 0.5 });
      const first = await handle.client.request(heartbeatRoutes.heartbeat, {});
      expect(first.meta.attempts).toBe(2);
      // A retry any sooner would have met an empty bucket again.
      expect(handle.delays.reduce((sum, ms) => sum + ms, 0)).toBeGreaterThanOrEqual(refillMs);

      const waitsBefore = handle.delays.length;
      const second = await handle.client.request(heartbeatRoutes.heartbeat, {});
      expect(second.meta.attempts).toBe(1);
      expect(handle.delays.slice(waitsBefore)).toEqual([refillMs]);
      expect(handle.sent).toHaveLength(3);
    });
  });
});

describe('slow body', () => {
  it('times out on a body trickled slower than the body timeout, and retries a GET', async () => {
    const handle = connect();
    await armGet(`slow-body=${faultMs}`, 1);
    const { data, meta } = await getCharge(handle, { bodyMs: timeoutMs });
    expect(data.id).toBe(chargeId);
    expect(meta.attempts).toBe(2);
  });

  it('reports a typed body timeout once every attempt stalled', async () => {
    const handle = connect();
    await armGet(`slow-body=${faultMs}`, retry.maxAttempts);
    const error = await failureOf(getCharge(handle, { bodyMs: timeoutMs }));
    expect(error.detail).toEqual({ kind: 'timeout', code: 'TIMEOUT', phase: 'body' });
    expect(handle.sent).toHaveLength(retry.maxAttempts);
  });

  it('reads a body trickled within the body timeout', async () => {
    const handle = connect();
    await armGet('slow-body=200', 1);
    const { data, meta } = await getCharge(handle);
    expect(data.id).toBe(chargeId);
    expect(meta.attempts).toBe(1);
  });
});

describe('truncated and garbled bodies', () => {
  it('retries a GET whose body was cut short, which then succeeds', async () => {
    const handle = connect();
    await armGet('truncate', 1);
    const { data, meta } = await getCharge(handle);
    expect(data.id).toBe(chargeId);
    expect(meta.attempts).toBe(2);
  });

  it('reports a body cut short on every attempt as a network error', async () => {
    const handle = connect();
    await armGet('truncate', retry.maxAttempts);
    const error = await failureOf(getCharge(handle));
    expect(error.detail).toEqual({ kind: 'network', code: 'CONNECTION_RESET' });
    expect(handle.sent).toHaveLength(retry.maxAttempts);
  });

  it('reports a body that is not JSON as a response shape error, without retrying', async () => {
    const handle = connect();
    await armGet('garble', 2);
    const error = await failureOf(getCharge(handle));
    expect(error.detail).toEqual({
      kind: 'response_shape',
      code: 'RESPONSE_SHAPE',
      status: 200,
      paths: ['$'],
    });
    expect(handle.sent).toHaveLength(1);
    expect(await unusedFaults()).toBe(1);
  });
});

describe('createCharge under faults', () => {
  async function newToken(handle: ClientHandle) {
    return handle.api.tokens.createToken({ body: cardTokenBody() });
  }

  /** Every charge of the store made with `tokenId`, read through every page. */
  async function chargesOf({ client }: ClientHandle, tokenId: string) {
    const found: string[] = [];
    for await (const charge of readAllItems(client, chargeRoutes.listStoreCharges, {
      params: { storeId: h.storeId },
    })) {
      if (charge.transaction_token_id === tokenId) found.push(charge.id);
    }
    return found;
  }

  let amount = 3000;

  async function chargeThrough(fault: string, timeouts: { bodyMs?: number } = {}) {
    const handle = connect();
    const token = await newToken(handle);
    await h.armFault({ fault, count: 1, method: 'POST', path: createChargePath });
    const sentBefore = handle.sent.length;
    const { data, meta } = await handle.client.request(
      chargeRoutes.createCharge,
      { body: { transaction_token_id: token.id, amount: (amount += 1), currency: 'JPY' } },
      { timeouts },
    );
    const attempts = handle.sent.slice(sentBefore);
    return { handle, token, data, meta, attempts };
  }

  it.each(['503', 'reset'])(
    'retries a charge refused with %s before processing under the same key, making one charge',
    async (fault) => {
      const { handle, token, data, meta, attempts } = await chargeThrough(fault);
      expect(attempts.map((sent) => [sent.method, sent.path])).toEqual([
        ['POST', createChargePath],
        ['POST', createChargePath],
      ]);
      expect(attempts.map((sent) => sent.idempotencyKey)).toEqual([
        meta.idempotencyKey,
        meta.idempotencyKey,
      ]);
      expect(meta).toMatchObject({ attempts: 2, idempotencyStatus: 'successfully_stored' });
      expect(await chargesOf(handle, token.id)).toEqual([data.id]);
    },
  );

  it.each([
    ['reset-after', {}],
    ['truncate', {}],
    [`slow-body=${faultMs}`, { bodyMs: timeoutMs }],
  ])(
    'gets the stored answer of a charge processed but lost to %s, making one charge',
    async (fault, timeouts) => {
      const { handle, token, data, meta, attempts } = await chargeThrough(fault, timeouts);
      expect(new Set(attempts.map((sent) => sent.idempotencyKey))).toEqual(
        new Set([meta.idempotencyKey]),
      );
      expect(meta).toMatchObject({
        attempts: 2,
        idempotencyStatus: 'retrieved_idempotent_response',
      });
      expect(data).toMatchObject({ transaction_token_id: token.id, status: 'pending' });
      expect(await chargesOf(handle, token.id)).toEqual([data.id]);
    },
  );
});
