import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cancelProcessingMs,
  cancelsModule,
} from '../../../../../main/simulator/charges/cancels-module';
import { secretAuth, startTestSimulator, type TestSimulator } from '../simulator-fixture';
import { chargeSeedModule, seedCharge, type Seeded, type SeedOptions } from './charge-seed-module';

let sim: TestSimulator;
let store1: string;
let auth: Record<string, string>;

beforeAll(async () => {
  sim = await startTestSimulator({ modules: [chargeSeedModule, cancelsModule], clock: 'frozen' });
  store1 = sim.credentials.appTokens.store1Test.storeId ?? '';
  auth = { authorization: secretAuth(sim.credentials.appTokens.store1Test) };
});
beforeEach(async () => {
  await sim.call('POST', '/_sim/reset');
});
afterAll(() => sim.close());

interface Cancel {
  id: string;
  charge_id: string;
  status: string;
  metadata: Record<string, unknown>;
  error: { code: number; message: string } | null;
}

const seed = (options: Omit<SeedOptions, 'storeId'> = {}): Promise<Seeded> =>
  seedCharge(sim, { storeId: store1, ...options });

async function createCancel(seeded: Seeded, body: unknown = {}): Promise<Cancel> {
  const answer = await sim.call('POST', `${seeded.path}/cancels`, { headers: auth, body });
  expect(answer.status).toBe(201);
  return answer.json() as Cancel;
}

const cancelPath = (cancel: Cancel): string =>
  `/stores/${store1}/charges/${cancel.charge_id}/cancels/${cancel.id}`;

async function cancelOf(cancel: Cancel, query = ''): Promise<Cancel> {
  const answer = await sim.call('GET', `${cancelPath(cancel)}${query}`, { headers: auth });
  expect(answer.status).toBe(200);
  return answer.json() as Cancel;
}

async function chargeStatus(seeded: Seeded): Promise<string> {
  const answer = await sim.call('GET', `/_sim/test/charges/${seeded.chargeId}`);
  return (answer.json() as { charge: { status: string } }).charge.status;
}

async function processCancels(): Promise<void> {
  await sim.call('POST', '/_sim/clock/advance', { body: { ms: cancelProcessingMs } });
}

async function refusedCancel(seeded: Seeded): Promise<unknown> {
  const answer = await sim.call('POST', `${seeded.path}/cancels`, { headers: auth, body: {} });
  expect(answer.status).toBe(400);
  return answer.json();
}

const cancelNotAllowed = { status: 'error', code: 'CANCEL_NOT_ALLOWED', errors: [] };

describe('creating a cancel (spec: Create a cancel)', () => {
  it('answers 201 with a pending cancel carrying the metadata', async () => {
    const seeded = await seed();
    const cancel = await createCancel(seeded, { metadata: { reason: 'wrong item' } });
    expect(cancel).toMatchObject({
      charge_id: seeded.chargeId,
      store_id: store1,
      status: 'pending',
      error: null,
      metadata: { reason: 'wrong item' },
      mode: 'test',
    });
  });

  it('accepts a cancel without a body', async () => {
    const seeded = await seed();
    const answer = await sim.call('POST', `${seeded.path}/cancels`, { headers: auth });
    expect(answer.status).toBe(201);
    expect(answer.json()).toMatchObject({ status: 'pending', metadata: {} });
  });

  it('cancels the charge once processed, and not before', async () => {
    const seeded = await seed();
    const cancel = await createCancel(seeded);
    await sim.call('POST', '/_sim/clock/advance', { body: { ms: cancelProcessingMs - 1 } });
    expect((await cancelOf(cancel)).status).toBe('pending');
    expect(await chargeStatus(seeded)).toBe('successful');
    await sim.call('POST', '/_sim/clock/advance', { body: { ms: 1 } });
    expect(await cancelOf(cancel)).toMatchObject({ status: 'successful', error: null });
    expect(await chargeStatus(seeded)).toBe('canceled');
  });

  it('cancels pending, awaiting and authorized charges', async () => {
    for (const status of ['pending', 'awaiting', 'authorized']) {
      const seeded = await seed({ status });
      await createCancel(seeded);
      await processCancels();
      expect(await chargeStatus(seeded)).toBe('canceled');
    }
  });

  it('stops an awaiting konbini charge waiting for its payment', async () => {
    const seeded = await seed({
      paymentType: 'konbini',
      status: 'awaiting',
      expiresAt: sim.clock.now() + 86_400_000,
    });
    const cancel = await createCancel(seeded);
    await processCancels();
    expect((await cancelOf(cancel)).status).toBe('successful');
    expect(await chargeStatus(seeded)).toBe('canceled');
  });

  it('fails the cancel of a card ending 1881 with 312 and leaves the charge successful', async () => {
    const seeded = await seed({ cancelFails: true });
    const cancel = await createCancel(seeded);
    await processCancels();
    expect(await cancelOf(cancel)).toMatchObject({
      status: 'failed',
      error: { code: 312, message: 'CANNOT_CANCEL' },
    });
    expect(await chargeStatus(seeded)).toBe('successful');
  });

  it('fails the cancel of an already canceled charge with 345', async () => {
    const seeded = await seed({ status: 'canceled' });
    const cancel = await createCancel(seeded);
    expect(cancel.status).toBe('pending');
    await processCancels();
    expect(await cancelOf(cancel)).toMatchObject({
      status: 'failed',
      error: { code: 345, message: 'ALREADY_CANCELED' },
    });
  });

  it('fails a second cancel sent while the first was pending with 345', async () => {
    const seeded = await seed();
    const first = await createCancel(seeded);
    const second = await createCancel(seeded);
    await processCancels();
    expect((await cancelOf(first)).status).toBe('successful');
    expect(await cancelOf(second)).toMatchObject({ status: 'failed', error: { code: 345 } });
  });

  it('refuses a failed or errored charge with CANCEL_NOT_ALLOWED', async () => {
    for (const status of ['failed', 'error']) {
      expect(await refusedCancel(await seed({ status }))).toEqual(cancelNotAllowed);
    }
  });

  it('refuses a paid konbini or bank-transfer charge with CANCEL_NOT_ALLOWED', async () => {
    for (const paymentType of ['konbini', 'bank_transfer'] as const) {
      expect(await refusedCancel(await seed({ paymentType }))).toEqual(cancelNotAllowed);
    }
  });

  it('refuses a partly refunded charge with CANCEL_NOT_ALLOWED', async () => {
    expect(await refusedCancel(await seed({ refundedAmount: 100 }))).toEqual(cancelNotAllowed);
  });

  it('refuses a live charge to a test token with PROCESSING_MODE_MISMATCH', async () => {
    const seeded = await seed({ mode: 'live' });
    expect(await refusedCancel(seeded)).toEqual({
      status: 'error',
      code: 'PROCESSING_MODE_MISMATCH',
      errors: [],
    });
  });
});

describe('reading and updating cancels (references: Cancels)', () => {
  it('holds a polling=true get until the cancel leaves pending', async () => {
    const cancel = await createCancel(await seed());
    const held = cancelOf(cancel, '?polling=true');
    await processCancels();
    expect(await held).toMatchObject({ id: cancel.id, status: 'successful', error: null });
  });

  it('lists only the charge’s cancels, newest first, paged', async () => {
    const seeded = await seed();
    await createCancel(await seed());
    const ids: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      ids.push((await createCancel(seeded)).id);
      await sim.call('POST', '/_sim/clock/advance', { body: { ms: 1 } });
    }
    const first = await sim.call('GET', `${seeded.path}/cancels`, { headers: auth });
    const page = first.json() as { items: Cancel[]; has_more: boolean; total_hits: number };
    expect(page.items.map((item) => item.id)).toEqual(ids.slice(1).reverse());
    expect(page).toMatchObject({ has_more: true, total_hits: 11 });
    const next = await sim.call('GET', `${seeded.path}/cancels?cursor=${ids[1] ?? ''}`, {
      headers: auth,
    });
    expect((next.json() as { items: Cancel[] }).items.map((item) => item.id)).toEqual([ids[0]]);
  });

  it('replaces a cancel’s metadata with PATCH', async () => {
    const cancel = await createCancel(await seed(), { metadata: { reason: 'wrong item' } });
    const answer = await sim.call('PATCH', cancelPath(cancel), {
      headers: auth,
      body: { metadata: { note: 'customer changed their mind' } },
    });
    expect(answer.status).toBe(200);
    expect((await cancelOf(cancel)).metadata).toEqual({ note: 'customer changed their mind' });
  });

  it('answers NOT_FOUND for a cancel read under another charge', async () => {
    const cancel = await createCancel(await seed());
    const other = await seed();
    const answer = await sim.call('GET', `${other.path}/cancels/${cancel.id}`, { headers: auth });
    expect(answer.status).toBe(404);
  });
});
