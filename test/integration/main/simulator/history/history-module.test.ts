import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceTimestamp } from '../../../../../main/simulator/charges/charge-lifecycle';
import { historyModule } from '../../../../../main/simulator/history/history-module';
import { refundsModule } from '../../../../../main/simulator/refunds/refunds-module';
import {
  chargeSeedModule,
  seedCharge,
  type Seeded,
  type SeedOptions,
} from '../charges/charge-seed-module';
import { secretAuth, startTestSimulator, type TestSimulator } from '../simulator-fixture';

let sim: TestSimulator;
let store1: string;
let store2: string;
let store1Auth: Record<string, string>;
let merchantAuth: Record<string, string>;

beforeAll(async () => {
  sim = await startTestSimulator({
    modules: [chargeSeedModule, refundsModule, historyModule],
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

interface Item {
  resource_id: string;
  type: string;
  status: string;
  [key: string]: unknown;
}
interface Envelope {
  items: Item[];
  has_more: boolean;
  total_hits?: number;
}

async function tick(): Promise<void> {
  await sim.call('POST', '/_sim/clock/advance', { body: { ms: 1000 } });
}

/** Seeds a charge in store 1 (unless told), then lets a simulated second pass. */
async function seed(options: Partial<SeedOptions> = {}): Promise<Seeded> {
  const seeded = await seedCharge(sim, { storeId: store1, ...options });
  await tick();
  return seeded;
}

async function refund(seeded: Seeded, amount: number): Promise<string> {
  const answer = await sim.call('POST', `${seeded.path}/refunds`, {
    headers: store1Auth,
    body: { amount, currency: 'JPY', reason: 'customer_request', metadata: { slip: 'S-7' } },
  });
  expect(answer.status).toBe(201);
  await tick();
  return (answer.json() as { id: string }).id;
}

async function history(query = '', path = `/stores/${store1}/transaction_history`) {
  const answer = await sim.call('GET', `${path}${query}`, { headers: store1Auth });
  expect(answer.status).toBe(200);
  return answer.json() as Envelope;
}

const ids = (page: Envelope): string[] => page.items.map((item) => item.resource_id);

describe('transaction history items (spec: Transaction history item)', () => {
  it('shows a card charge as the service does', async () => {
    const createdOn = serviceTimestamp(sim.clock.now());
    const seeded = await seed({
      amount: 3350,
      currency: 'USD',
      metadata: { order: 'A-1' },
      cardholder: 'TARO YAMADA',
    });
    const [item] = (await history()).items;
    expect(item).toEqual({
      store_id: store1,
      resource_id: seeded.chargeId,
      charge_id: seeded.chargeId,
      amount: 3350,
      currency: 'USD',
      amount_formatted: 33.5,
      type: 'charge',
      status: 'successful',
      metadata: { order: 'A-1' },
      created_on: createdOn,
      mode: 'test',
      payment_type: 'card',
      merchant_name: 'Training Merchant',
      store_name: 'Training store',
      user_data: { type: 'charge', brand: 'visa', cardholder_name: 'TARO YAMADA', refunds: [] },
    });
  });

  it('lists a refund as its own item and under its charge', async () => {
    const seeded = await seed();
    const refundId = await refund(seeded, 400);
    const [refundItem, chargeItem] = (await history()).items;
    expect(refundItem).toMatchObject({
      resource_id: refundId,
      charge_id: seeded.chargeId,
      type: 'refund',
      status: 'pending',
      amount: 400,
      metadata: { slip: 'S-7' },
      payment_type: 'card',
      user_data: { type: 'refund', reason: 'customer_request' },
    });
    expect(chargeItem?.user_data).toMatchObject({
      refunds: [
        {
          refund_id: refundId,
          amount: 400,
          currency: 'JPY',
          amount_formatted: 400,
          status: 'pending',
          reason: 'customer_request',
        },
      ],
    });
  });

  it('shows the konbini customer and the wallet payer’s email', async () => {
    await seed({ paymentType: 'konbini', status: 'awaiting', customerName: 'Hanako Suzuki' });
    await seed({ paymentType: 'online', email: 'payer@example.com' });
    const [online, konbini] = (await history()).items;
    expect(online?.user_data).toEqual({
      type: 'charge',
      brand: 'alipay_online',
      cardholder_email_address: 'payer@example.com',
      refunds: [],
    });
    expect(konbini?.user_data).toMatchObject({ customer_name: 'Hanako Suzuki' });
  });

  it('shows what a partly captured charge charged, not what was asked', async () => {
    await seed({ amount: 1000, chargedAmount: 600 });
    expect((await history()).items[0]).toMatchObject({ amount: 600, amount_formatted: 600 });
  });
});

describe('transaction history scopes', () => {
  it('lists one store under its path, every store to a merchant token, its own to a store token', async () => {
    const own = await seed();
    const other = await seed({ storeId: store2 });
    expect(ids(await history())).toEqual([own.chargeId]);
    const merchant = await sim.call('GET', '/transaction_history', { headers: merchantAuth });
    expect(ids(merchant.json() as Envelope)).toEqual([other.chargeId, own.chargeId]);
    expect(ids(await history('', '/transaction_history'))).toEqual([own.chargeId]);
  });
});

describe('transaction history filters (spec: Transaction history, query)', () => {
  it('filters by type and status', async () => {
    const successful = await seed();
    const failed = await seed({ status: 'failed' });
    const refundId = await refund(successful, 100);
    expect(ids(await history('?type=refund'))).toEqual([refundId]);
    expect(ids(await history('?type=charge'))).toEqual([failed.chargeId, successful.chargeId]);
    expect(ids(await history('?status=failed'))).toEqual([failed.chargeId]);
    expect(ids(await history('?type=charge&status=pending'))).toEqual([]);
  });

  it('filters by mode', async () => {
    await seed();
    const live = await seed({ mode: 'live' });
    expect(ids(await history('?mode=live'))).toEqual([live.chargeId]);
  });

  it('filters by creation time, from inclusive and to exclusive', async () => {
    const start = sim.clock.now();
    await seed();
    const middle = await seed();
    await seed();
    const from = new Date(start + 1000).toISOString();
    const to = new Date(start + 2000).toISOString();
    expect(ids(await history(`?from=${from}&to=${to}`))).toEqual([middle.chargeId]);
  });

  it('takes from and to as epoch milliseconds too (references)', async () => {
    const start = sim.clock.now();
    await seed();
    const middle = await seed();
    await seed();
    expect(ids(await history(`?from=${start + 1000}&to=${start + 2000}`))).toEqual([
      middle.chargeId,
    ]);
  });

  it('filters by the references’ id, short_id, email, card fields, currency and metadata', async () => {
    const seeded = await seed({
      cardholder: 'TARO YAMADA',
      email: 'taro@example.jp',
      lastFour: '4242',
      currency: 'USD',
      metadata: { order: 'ORD-4711' },
    });
    const other = await seed({
      cardholder: 'JIRO SATO',
      email: 'jiro@example.jp',
      lastFour: '1881',
    });
    const refundId = await refund(other, 100);
    expect(ids(await history(`?id=${seeded.chargeId}`))).toEqual([seeded.chargeId]);
    expect(ids(await history(`?id=${refundId}`))).toEqual([refundId]);
    expect(ids(await history(`?short_id=${seeded.chargeId.slice(-6).toUpperCase()}`))).toEqual([
      seeded.chargeId,
    ]);
    expect(ids(await history('?email=TARO%40example.jp'))).toEqual([seeded.chargeId]);
    expect(ids(await history('?cardholder=taro%20yamada'))).toEqual([seeded.chargeId]);
    expect(ids(await history('?card_last_four=1881'))).toEqual([refundId, other.chargeId]);
    expect(ids(await history('?currency=USD'))).toEqual([seeded.chargeId]);
    expect(ids(await history('?metadata=order:ORD-4711'))).toEqual([seeded.chargeId]);
    expect(ids(await history('?metadata=order:ORD-1'))).toEqual([]);
  });

  it('filters by brand: the card network, the wallet or the convenience store (references)', async () => {
    const card = await seed();
    const online = await seed({ paymentType: 'online' });
    const konbini = await seed({ paymentType: 'konbini', status: 'awaiting' });
    const refundId = await refund(card, 100);
    expect(ids(await history('?brand=visa'))).toEqual([refundId, card.chargeId]);
    expect(ids(await history('?brand=alipay_online'))).toEqual([online.chargeId]);
    expect(ids(await history('?brand=family_mart&type=charge'))).toEqual([konbini.chargeId]);
    expect(ids(await history('?brand=mastercard'))).toEqual([]);
  });

  it('searches a charge id, finding the charge and its refunds', async () => {
    const seeded = await seed();
    await seed();
    const refundId = await refund(seeded, 100);
    expect(ids(await history(`?search=${seeded.chargeId}`))).toEqual([refundId, seeded.chargeId]);
    expect(ids(await history(`?search=${refundId}`))).toEqual([refundId]);
  });

  it('searches metadata values', async () => {
    const seeded = await seed({ metadata: { order: 'ORD-4711', tags: ['gift', 'vip'] } });
    await seed({ metadata: { order: 'ORD-1' } });
    expect(ids(await history('?search=4711'))).toEqual([seeded.chargeId]);
    expect(ids(await history('?search=vip'))).toEqual([seeded.chargeId]);
  });

  it('searches the cardholder name ignoring case, the email and the last four digits', async () => {
    const seeded = await seed({
      cardholder: 'TARO YAMADA',
      email: 'taro@example.jp',
      lastFour: '4242',
    });
    await seed({ cardholder: 'JIRO SATO', email: 'jiro@example.jp', lastFour: '1881' });
    expect(ids(await history('?search=yamada'))).toEqual([seeded.chargeId]);
    expect(ids(await history('?search=taro%40example.jp'))).toEqual([seeded.chargeId]);
    expect(ids(await history('?search=4242'))).toEqual([seeded.chargeId]);
  });

  it('searches the konbini customer’s name', async () => {
    const seeded = await seed({
      paymentType: 'konbini',
      status: 'awaiting',
      customerName: 'Hanako',
    });
    await seed();
    expect(ids(await history('?search=hanako'))).toEqual([seeded.chargeId]);
  });

  it('refuses an unknown type naming the field', async () => {
    const answer = await sim.call('GET', `/stores/${store1}/transaction_history?type=payout`, {
      headers: store1Auth,
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'type', reason: 'INVALID_FORMAT' }],
    });
  });
});

describe('transaction history pagination (spec: Limits)', () => {
  it('pages charges and refunds together by resource id', async () => {
    const seeded = await seed({ amount: 100_000 });
    const all = [seeded.chargeId];
    for (let i = 0; i < 11; i += 1) all.push(await refund(seeded, 100));
    const newestFirst = [...all].reverse();
    const first = await history('?limit=10');
    expect(ids(first)).toEqual(newestFirst.slice(0, 10));
    expect(first).toMatchObject({ has_more: true, total_hits: 12 });
    const second = await history(`?limit=10&cursor=${newestFirst[9] ?? ''}`);
    expect(ids(second)).toEqual(newestFirst.slice(10));
    expect(second.has_more).toBe(false);
    const ascending = await history('?cursor_direction=asc&limit=10');
    expect(ids(ascending)).toEqual(all.slice(0, 10));
  });
});
