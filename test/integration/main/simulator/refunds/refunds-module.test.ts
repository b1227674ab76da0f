import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  refundProcessingMs,
  refundsModule,
} from '../../../../../main/simulator/refunds/refunds-module';
import {
  chargeSeedModule,
  seedCharge,
  type Seeded,
  type SeedOptions,
} from '../charges/charge-seed-module';
import { secretAuth, startTestSimulator, type TestSimulator } from '../simulator-fixture';

let sim: TestSimulator;
let store1: string;
let auth: Record<string, string>;

beforeAll(async () => {
  sim = await startTestSimulator({
    modules: [chargeSeedModule, refundsModule],
    clock: 'frozen',
    pollingHoldMs: 10_000,
  });
  store1 = sim.credentials.appTokens.store1Test.storeId ?? '';
  auth = { authorization: secretAuth(sim.credentials.appTokens.store1Test) };
});
beforeEach(async () => {
  await sim.call('POST', '/_sim/reset');
});
afterAll(() => sim.close());

interface Refund {
  id: string;
  status: string;
  amount: number;
  metadata: Record<string, unknown>;
  error: { code: number; message: string } | null;
}

const seed = (options: Omit<SeedOptions, 'storeId'> = {}): Promise<Seeded> =>
  seedCharge(sim, { storeId: store1, amount: 1000, ...options });

function requestRefund(seeded: Seeded, amount: number, extra: Record<string, unknown> = {}) {
  return sim.call('POST', `${seeded.path}/refunds`, {
    headers: auth,
    body: { amount, currency: 'JPY', ...extra },
  });
}

async function refund(seeded: Seeded, amount: number, extra: Record<string, unknown> = {}) {
  const answer = await requestRefund(seeded, amount, extra);
  expect(answer.status).toBe(201);
  return answer.json() as Refund;
}

async function getRefund(seeded: Seeded, id: string, query = ''): Promise<Refund> {
  const answer = await sim.call('GET', `${seeded.path}/refunds/${id}${query}`, { headers: auth });
  expect(answer.status).toBe(200);
  return answer.json() as Refund;
}

async function processRefunds(): Promise<void> {
  await sim.call('POST', '/_sim/clock/advance', { body: { ms: refundProcessingMs } });
}

async function refundedAmount(seeded: Seeded): Promise<number> {
  const answer = await sim.call('GET', `/_sim/test/charges/${seeded.chargeId}`);
  return (answer.json() as { refundedAmount: number }).refundedAmount;
}

const refusal = (code: string) => ({ status: 'error', code, errors: [] });

describe('creating a refund (conventions: Charges, refunds)', () => {
  it('answers 201 with a pending refund as asked', async () => {
    const seeded = await seed();
    const created = await refund(seeded, 300, {
      reason: 'customer_request',
      message: 'returned goods',
      metadata: { receipt: 'R-9' },
    });
    expect(created).toMatchObject({
      charge_id: seeded.chargeId,
      store_id: store1,
      status: 'pending',
      amount: 300,
      currency: 'JPY',
      amount_formatted: 300,
      reason: 'customer_request',
      message: 'returned goods',
      metadata: { receipt: 'R-9' },
      error: null,
      mode: 'test',
    });
    expect(await refundedAmount(seeded)).toBe(300);
  });

  it('completes a refund once processed, and not before', async () => {
    const seeded = await seed();
    const created = await refund(seeded, 1000);
    await sim.call('POST', '/_sim/clock/advance', { body: { ms: refundProcessingMs - 1 } });
    expect((await getRefund(seeded, created.id)).status).toBe('pending');
    await sim.call('POST', '/_sim/clock/advance', { body: { ms: 1 } });
    expect((await getRefund(seeded, created.id)).status).toBe('successful');
  });

  it('accepts partial refunds up to the charged amount, then refuses any more', async () => {
    const seeded = await seed();
    await refund(seeded, 600);
    await processRefunds();
    await refund(seeded, 400);
    expect(await refundedAmount(seeded)).toBe(1000);
    const over = await requestRefund(seeded, 1);
    expect(over.status).toBe(400);
    expect(over.json()).toEqual(refusal('REFUND_EXCEEDS_CHARGE_AMOUNT'));
  });

  it('counts a pending refund, so two together cannot exceed the charge', async () => {
    const seeded = await seed();
    await refund(seeded, 600);
    const second = await requestRefund(seeded, 500);
    expect(second.json()).toEqual(refusal('REFUND_EXCEEDS_CHARGE_AMOUNT'));
  });

  it('refuses more than a partly captured charge charged', async () => {
    const seeded = await seed({ chargedAmount: 800 });
    const over = await requestRefund(seeded, 900);
    expect(over.json()).toEqual(refusal('REFUND_EXCEEDS_CHARGE_AMOUNT'));
  });

  it('fails the refund of a card ending 4242 and frees its amount again', async () => {
    const seeded = await seed({ refundFails: true });
    const created = await refund(seeded, 1000);
    await processRefunds();
    expect(await getRefund(seeded, created.id)).toMatchObject({
      status: 'failed',
      error: { code: 308, message: 'NOT_APPROVED' },
    });
    expect(await refundedAmount(seeded)).toBe(0);
    expect((await requestRefund(seeded, 1000)).status).toBe(201);
  });

  it('refuses a charge that is not successful with CANNOT_REFUND_UNSUCCESSFUL_CHARGE', async () => {
    for (const status of ['pending', 'authorized', 'failed', 'canceled']) {
      const answer = await requestRefund(await seed({ status }), 100);
      expect(answer.status).toBe(400);
      expect(answer.json()).toEqual(refusal('CANNOT_REFUND_UNSUCCESSFUL_CHARGE'));
    }
  });

  it('refuses another currency than the charged one with CURRENCY_MUST_MATCH_CHARGE', async () => {
    const answer = await sim.call('POST', `${(await seed()).path}/refunds`, {
      headers: auth,
      body: { amount: 100, currency: 'USD' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual(refusal('CURRENCY_MUST_MATCH_CHARGE'));
  });

  it('refuses konbini and bank-transfer charges with REFUND_NOT_ALLOWED', async () => {
    for (const paymentType of ['konbini', 'bank_transfer'] as const) {
      const answer = await requestRefund(await seed({ paymentType }), 100);
      expect(answer.status).toBe(400);
      expect(answer.json()).toEqual(refusal('REFUND_NOT_ALLOWED'));
    }
  });

  it('refuses a reason a merchant cannot give, naming the field', async () => {
    const answer = await requestRefund(await seed(), 100, { reason: 'chargeback' });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'reason', reason: 'INVALID_FORMAT' }],
    });
  });
});

describe('reading and updating refunds (conventions: Charges, refunds)', () => {
  it('holds a polling=true get until the refund leaves pending', async () => {
    const seeded = await seed();
    const created = await refund(seeded, 500);
    const held = getRefund(seeded, created.id, '?polling=true');
    await processRefunds();
    expect((await held).status).toBe('successful');
  });

  it('lists only the charge’s refunds, newest first, paged', async () => {
    const seeded = await seed({ amount: 100_000 });
    const other = await seed();
    await refund(other, 100);
    const ids: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      ids.push((await refund(seeded, 100)).id);
      await sim.call('POST', '/_sim/clock/advance', { body: { ms: 1000 } });
    }
    const answer = await sim.call('GET', `${seeded.path}/refunds`, { headers: auth });
    const page = answer.json() as { items: Refund[]; has_more: boolean; total_hits: number };
    expect(page.items.map((item) => item.id)).toEqual(ids.slice(1).reverse());
    expect(page).toMatchObject({ has_more: true, total_hits: 11 });
  });

  it('replaces a refund’s metadata', async () => {
    const seeded = await seed();
    const created = await refund(seeded, 100, { metadata: { receipt: 'R-1', till: 2 } });
    const answer = await sim.call('PATCH', `${seeded.path}/refunds/${created.id}`, {
      headers: auth,
      body: { metadata: { receipt: 'R-2' } },
    });
    expect(answer.status).toBe(200);
    expect((answer.json() as Refund).metadata).toEqual({ receipt: 'R-2' });
  });

  it('answers 404 for a refund under another charge’s path', async () => {
    const seeded = await seed();
    const other = await seed();
    const created = await refund(seeded, 100);
    const answer = await sim.call('GET', `${other.path}/refunds/${created.id}`, { headers: auth });
    expect(answer.status).toBe(404);
    expect(answer.json()).toEqual(refusal('NOT_FOUND'));
  });
});
