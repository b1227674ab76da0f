import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SimulatorClock } from '../../../../main/simulator/clock';
import { IdempotencyStore } from '../../../../main/simulator/idempotency';

describe('simulator idempotency store', () => {
  it('fingerprints a body the same whatever its key order, and differently for other values', () => {
    const store = new IdempotencyStore(new SimulatorClock(), () => undefined);
    const requestFingerprint = store.fingerprint.bind(store);
    const a = requestFingerprint('POST', '/charges', { amount: 1, metadata: { a: 1, b: [1, 2] } });
    const b = requestFingerprint('POST', '/charges', { metadata: { b: [1, 2], a: 1 }, amount: 1 });
    expect(a).toBe(b);
    expect(requestFingerprint('POST', '/charges', { amount: 2 })).not.toBe(
      requestFingerprint('POST', '/charges', { amount: 1 }),
    );
    expect(requestFingerprint('PATCH', '/charges', {})).not.toBe(
      requestFingerprint('POST', '/charges', {}),
    );
  });

  it('keeps no reversible trace of a card number in the fingerprint', () => {
    const body = { payment_type: 'card', data: { card_number: '4242424242424242', cvv: '123' } };
    const first = new IdempotencyStore(new SimulatorClock(), () => undefined);
    const plainHash = createHash('sha256')
      .update(`POST /tokens\n${JSON.stringify(body)}`)
      .digest('base64url');
    expect(first.fingerprint('POST', '/tokens', body)).toBe(
      first.fingerprint('POST', '/tokens', body),
    );
    expect(first.fingerprint('POST', '/tokens', body)).not.toBe(plainHash);
    // Another process (a restart) blinds with another key, so nothing offline can test guesses.
    const second = new IdempotencyStore(new SimulatorClock(), () => undefined);
    expect(second.fingerprint('POST', '/tokens', body)).not.toBe(
      first.fingerprint('POST', '/tokens', body),
    );
    expect(second.fingerprint('POST', '/charges', { amount: 1 })).toBe(
      first.fingerprint('POST', '/charges', { amount: 1 }),
    );
  });

  it('runs a retry racing the first request once, answering both the same', async () => {
    const store = new IdempotencyStore(new SimulatorClock(), () => undefined);
    let runs = 0;
    let finish: () => void = () => undefined;
    const execute = () =>
      new Promise<{ status: number; body: unknown }>((resolve) => {
        runs += 1;
        finish = () => resolve({ status: 201, body: { n: runs } });
      });
    const first = store.run('token', 'key', 'fp', execute);
    const retry = store.run('token', 'key', 'fp', execute);
    finish();
    expect(await first).toMatchObject({ status: 201, idempotency: 'successfully_stored' });
    expect(await retry).toMatchObject({
      status: 201,
      body: { n: 1 },
      idempotency: 'retrieved_idempotent_response',
    });
    expect(runs).toBe(1);
  });

  it('keeps only live records in its snapshot', async () => {
    const clock = new SimulatorClock({ realNow: () => 0 });
    const store = new IdempotencyStore(clock, () => undefined);
    await store.run('t', 'old', 'fp', () => Promise.resolve({ status: 200, body: {} }));
    clock.advance(24 * 60 * 60 * 1000 - 1);
    await store.run('t', 'new', 'fp', () => Promise.resolve({ status: 200, body: {} }));
    clock.advance(1);
    expect(store.snapshot().map((record) => record.key)).toEqual(['new']);
  });
});
