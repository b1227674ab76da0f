import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { secretAuth, startTestSimulator, type TestSimulator } from './simulator-fixture';

let sim: TestSimulator;
let auth: Record<string, string>;
let store1: string;

beforeAll(async () => {
  sim = await startTestSimulator();
  auth = { authorization: secretAuth(sim.credentials.appTokens.store1Test) };
  store1 = sim.credentials.appTokens.store1Test.storeId ?? '';
});
afterAll(() => sim.close());

const countNotes = async (): Promise<number> => {
  const answer = await sim.call('GET', `/stores/${store1}/notes?limit=100`, { headers: auth });
  return (answer.json() as { total_hits: number }).total_hits;
};

describe('simulator idempotency', () => {
  it('stores the first answer and replays it without running the handler again', async () => {
    const key = randomUUID();
    const headers = { ...auth, 'idempotency-key': key };
    const first = await sim.call('POST', '/notes', { headers, body: { text: 'once' } });
    expect(first.status).toBe(201);
    expect(first.headers['idempotency-status']).toBe('successfully_stored');
    const before = await countNotes();
    const replay = await sim.call('POST', '/notes', { headers, body: { text: 'once' } });
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotency-status']).toBe('retrieved_idempotent_response');
    expect(replay.json()).toEqual(first.json());
    expect(await countNotes()).toBe(before);
  });

  it('treats the same body with keys in another order as the same request', async () => {
    const headers = { ...auth, 'idempotency-key': randomUUID() };
    await sim.call('POST', '/notes', { headers, body: { text: 'a', amount: 1 } });
    const replay = await sim.call('POST', '/notes', { headers, body: { amount: 1, text: 'a' } });
    expect(replay.headers['idempotency-status']).toBe('retrieved_idempotent_response');
  });

  it('answers 409 IDEMPOTENCY_KEY_CONFLICT for the same key with another body', async () => {
    const headers = { ...auth, 'idempotency-key': randomUUID() };
    await sim.call('POST', '/notes', { headers, body: { text: 'first' } });
    const conflict = await sim.call('POST', '/notes', { headers, body: { text: 'second' } });
    expect(conflict.status).toBe(409);
    expect(conflict.headers['idempotency-status']).toBe('conflicting_key');
    expect(conflict.json()).toEqual({
      status: 'error',
      code: 'IDEMPOTENCY_KEY_CONFLICT',
      errors: [],
    });
  });

  it('answers 409 for the same key on another path', async () => {
    const headers = { ...auth, 'idempotency-key': randomUUID() };
    await sim.call('POST', '/notes', { headers, body: { text: 'same' } });
    const conflict = await sim.call('POST', `/stores/${store1}/notes`, {
      headers,
      body: { text: 'same' },
    });
    expect(conflict.status).toBe(409);
  });

  it('says not_stored when no key is sent', async () => {
    const answer = await sim.call('POST', '/notes', { headers: auth, body: { text: 'no key' } });
    expect(answer.headers['idempotency-status']).toBe('not_stored');
  });

  it('keeps keys apart per app token', async () => {
    const key = randomUUID();
    await sim.call('POST', '/notes', {
      headers: { ...auth, 'idempotency-key': key },
      body: { text: 'store 1' },
    });
    const other = await sim.call('POST', '/notes', {
      headers: {
        authorization: secretAuth(sim.credentials.appTokens.store2Test),
        'idempotency-key': key,
      },
      body: { text: 'store 2' },
    });
    expect(other.status).toBe(201);
    expect(other.headers['idempotency-status']).toBe('successfully_stored');
  });

  it('replays a stored business refusal rather than running again', async () => {
    const headers = { ...auth, 'idempotency-key': randomUUID() };
    const path = `/stores/${store1}/notes`;
    const first = await sim.call('POST', path, { headers, body: { text: 'refuse' } });
    const replay = await sim.call('POST', path, { headers, body: { text: 'refuse' } });
    expect(first.status).toBe(400);
    expect(replay.status).toBe(400);
    expect(replay.headers['idempotency-status']).toBe('retrieved_idempotent_response');
  });

  it('does not store a validation failure, so the corrected request can use the key', async () => {
    const headers = { ...auth, 'idempotency-key': randomUUID() };
    const invalid = await sim.call('POST', '/notes', { headers, body: { text: '' } });
    expect(invalid.status).toBe(400);
    expect(invalid.headers['idempotency-status']).toBe('not_stored');
    const valid = await sim.call('POST', '/notes', { headers, body: { text: 'fixed' } });
    expect(valid.status).toBe(201);
    expect(valid.headers['idempotency-status']).toBe('successfully_stored');
  });

  it('does not store a 500, so a retry runs the handler again', async () => {
    const headers = { ...auth, 'idempotency-key': randomUUID() };
    const path = `/stores/${store1}/notes`;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const failed = await sim.call('POST', path, { headers, body: { text: 'crash' } });
      expect(failed.status).toBe(500);
      expect(failed.headers['idempotency-status']).toBe('error');
      const retry = await sim.call('POST', path, { headers, body: { text: 'crash' } });
      expect(retry.headers['idempotency-status']).toBe('error');
      expect(log).toHaveBeenCalledTimes(2);
    } finally {
      log.mockRestore();
    }
  });

  it('forgets a key after 24 hours on the simulator clock', async () => {
    const headers = { ...auth, 'idempotency-key': randomUUID() };
    await sim.call('POST', '/notes', { headers, body: { text: 'old' } });
    await sim.call('POST', '/_sim/clock/advance', { body: { ms: 24 * 60 * 60 * 1000 } });
    const again = await sim.call('POST', '/notes', { headers, body: { text: 'new' } });
    expect(again.status).toBe(201);
    expect(again.headers['idempotency-status']).toBe('successfully_stored');
  });

  it('refuses an empty or over-long key as a validation error on Idempotency-Key', async () => {
    const answer = await sim.call('POST', '/notes', {
      headers: { ...auth, 'idempotency-key': 'k'.repeat(256) },
      body: { text: 'a' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({
      errors: [{ field: 'Idempotency-Key', reason: 'INVALID_FORMAT' }],
    });
  });
});
