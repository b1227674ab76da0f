import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chargeAdminModule } from '../../../../../main/simulator/charges/charge-admin-module';
import { serviceTimestamp } from '../../../../../main/simulator/charges/charge-lifecycle';
import { secretAuth, startTestSimulator, type TestSimulator } from '../simulator-fixture';
import { chargeSeedModule, seedCharge } from './charge-seed-module';

let sim: TestSimulator;
let store1: string;
let store2: string;
let store1Auth: Record<string, string>;
let merchantAuth: Record<string, string>;

beforeAll(async () => {
  sim = await startTestSimulator({
    modules: [chargeSeedModule, chargeAdminModule],
    clock: 'frozen',
  });
  const { appTokens } = sim.credentials;
  store1 = appTokens.store1Test.storeId ?? '';
  store2 = appTokens.store2Test.storeId ?? '';
  store1Auth = { authorization: secretAuth(appTokens.store1Test) };
  merchantAuth = { authorization: secretAuth(appTokens.merchant) };
});
beforeEach(async () => {
  await sim.call('POST', '/_sim/reset');
});
afterAll(() => sim.close());

interface Envelope {
  items: { id: string; store_id: string; merchant_name?: string; store_name?: string }[];
  has_more: boolean;
  total_hits?: number;
}

async function advance(ms: number): Promise<void> {
  await sim.call('POST', '/_sim/clock/advance', { body: { ms } });
}

async function list(path: string, headers: Record<string, string>): Promise<Envelope> {
  const answer = await sim.call('GET', path, { headers });
  expect(answer.status).toBe(200);
  return answer.json() as Envelope;
}

/** Seeds `n` charges in a store, one simulated second apart, oldest first. */
async function seedCharges(n: number, storeId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    ids.push((await seedCharge(sim, { storeId })).chargeId);
    await advance(1000);
  }
  return ids;
}

describe('listing charges (conventions: Charges)', () => {
  it('lists a store’s charges newest first with merchant and store names', async () => {
    const ids = await seedCharges(2, store1);
    await seedCharges(1, store2);
    const page = await list(`/stores/${store1}/charges`, store1Auth);
    expect(page.items.map((item) => item.id)).toEqual([...ids].reverse());
    expect(page.items[0]).toMatchObject({
      merchant_name: 'Training Merchant',
      store_name: 'Training store',
    });
    expect(page).toMatchObject({ has_more: false, total_hits: 2 });
  });

  it('lists every store’s charges to a merchant token and only its own to a store token', async () => {
    const own = await seedCharges(1, store1);
    const other = await seedCharges(1, store2);
    const merchant = await list('/charges', merchantAuth);
    expect(merchant.items.map((item) => item.id)).toEqual([...other, ...own]);
    const store = await list('/charges', store1Auth);
    expect(store.items.map((item) => item.id)).toEqual(own);
  });

  it('pages with limit and cursor', async () => {
    const ids = await seedCharges(12, store1);
    const first = await list(`/stores/${store1}/charges?limit=10`, store1Auth);
    expect(first.has_more).toBe(true);
    const last = first.items.at(-1)?.id ?? '';
    const second = await list(`/stores/${store1}/charges?limit=10&cursor=${last}`, store1Auth);
    expect(second.items.map((item) => item.id)).toEqual([ids[1], ids[0]]);
    expect(second.has_more).toBe(false);
  });

  it('filters by creation time, from inclusive and to exclusive', async () => {
    const ids = await seedCharges(3, store1);
    const start = Date.parse(sim.clock.iso()) - 3000;
    const from = new Date(start + 1000).toISOString();
    const to = new Date(start + 2000).toISOString();
    const page = await list(`/stores/${store1}/charges?from=${from}&to=${to}`, store1Auth);
    expect(page.items.map((item) => item.id)).toEqual([ids[1]]);
  });

  it('filters by mode', async () => {
    const test = await seedCharge(sim, { storeId: store1 });
    await seedCharge(sim, { storeId: store1, mode: 'live' });
    const page = await list(`/stores/${store1}/charges?mode=test`, store1Auth);
    expect(page.items.map((item) => item.id)).toEqual([test.chargeId]);
  });
});

describe('updating a charge’s metadata (conventions: Charges)', () => {
  it('replaces the metadata and keeps the creation metadata for the 3DS redirect', async () => {
    const seeded = await seedCharge(sim, { storeId: store1, metadata: { order: 'A-1', till: 3 } });
    const answer = await sim.call('PATCH', seeded.path, {
      headers: store1Auth,
      body: { metadata: { order: 'A-2' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ id: seeded.chargeId, metadata: { order: 'A-2' } });
    expect((answer.json() as { metadata: object }).metadata).not.toHaveProperty('till');
    const record = await sim.call('GET', `/_sim/test/charges/${seeded.chargeId}`);
    expect(record.json()).toMatchObject({ creationMetadata: { order: 'A-1', till: 3 } });
  });

  it('refuses nested metadata with the field named', async () => {
    const seeded = await seedCharge(sim, { storeId: store1 });
    const answer = await sim.call('PATCH', seeded.path, {
      headers: store1Auth,
      body: { metadata: { order: { id: 1 } } },
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'metadata.order', reason: 'NESTED_JSON_NOT_ALLOWED' }],
    });
  });

  it('answers 404 for another store’s charge under this store’s path', async () => {
    const other = await seedCharge(sim, { storeId: store2 });
    const answer = await sim.call('PATCH', `/stores/${store1}/charges/${other.chargeId}`, {
      headers: store1Auth,
      body: { metadata: {} },
    });
    expect(answer.status).toBe(404);
    expect(answer.json()).toEqual({ status: 'error', code: 'NOT_FOUND', errors: [] });
  });

  it('refuses a live charge to a test token', async () => {
    const live = await seedCharge(sim, { storeId: store1, mode: 'live' });
    const answer = await sim.call('PATCH', live.path, {
      headers: store1Auth,
      body: { metadata: {} },
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'PROCESSING_MODE_MISMATCH',
      errors: [],
    });
  });
});

describe('the latest expiry of a charge (conventions: Charges)', () => {
  it('answers a konbini charge’s payment deadline', async () => {
    const deadline = sim.clock.now() + 3 * 86_400_000;
    const seeded = await seedCharge(sim, {
      storeId: store1,
      paymentType: 'konbini',
      status: 'awaiting',
      expiresAt: deadline,
    });
    const answer = await sim.call('GET', `${seeded.path}/expiry/latest`, { headers: store1Auth });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({
      charge_id: seeded.chargeId,
      expiration_date: serviceTimestamp(deadline),
      extension_count: 0,
    });
  });

  it('answers 404 for a charge without a payment deadline', async () => {
    const seeded = await seedCharge(sim, { storeId: store1 });
    const answer = await sim.call('GET', `${seeded.path}/expiry/latest`, { headers: store1Auth });
    expect(answer.status).toBe(404);
    expect(answer.json()).toEqual({ status: 'error', code: 'NOT_FOUND', errors: [] });
  });
});
