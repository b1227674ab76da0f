import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  maxPaymentRetries,
  subscriptionChargeProcessingMs,
} from '../../../../../main/simulator/subscriptions/subscription-charging';
import {
  fixedCyclesMetadataKey,
  subscriptionsModule,
} from '../../../../../main/simulator/subscriptions/subscriptions-module';
import { serviceErrorBody } from '../../../../../shared/service/errors';
import { subscriptionRoutes } from '../../../../../shared/service/subscriptions';
import { cardTokenRecord, seedRecordsModule, type CardTokenOptions } from '../seed-records-module';
import {
  secretAuth,
  startTestSimulator,
  type Answer,
  type TestSimulator,
} from '../simulator-fixture';

let sim: TestSimulator;
let store1: string;
let store2: string;
let merchantId: string;
let auth: Record<string, string>;

const dayMs = 86_400_000;
const routes = subscriptionRoutes;

beforeAll(async () => {
  sim = await startTestSimulator({
    modules: [seedRecordsModule, subscriptionsModule],
    clock: 'frozen',
    pollingHoldMs: 10_000,
  });
  const { appTokens } = sim.credentials;
  store1 = appTokens.store1Test.storeId ?? '';
  store2 = appTokens.store2Test.storeId ?? '';
  merchantId = sim.credentials.merchantId;
  auth = { authorization: secretAuth(appTokens.store1Test) };
});
beforeEach(async () => {
  await sim.call('POST', '/_sim/reset');
});
afterAll(() => sim.close());

/** The calendar date in Asia/Tokyo (UTC+9 all year) at an instant. */
const tokyoDate = (ms: number): string => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 10);
const tokyoMidnight = (date: string): number => Date.parse(`${date}T00:00:00+09:00`);
const nextDay = (date: string): string => tokyoDate(tokyoMidnight(date) + dayMs);

async function now(): Promise<number> {
  const state = await sim.call('GET', '/_sim/state');
  return Date.parse((state.json() as { now: string }).now);
}

async function advance(ms: number): Promise<void> {
  const answer = await sim.call('POST', '/_sim/clock/advance', { body: { ms } });
  expect(answer.status).toBe(200);
}

async function advanceTo(time: number): Promise<void> {
  await advance(time - (await now()));
}

/** Lets the pending subscription charge be processed. */
const process = (): Promise<void> => advance(subscriptionChargeProcessingMs);

async function seedToken(options: Partial<CardTokenOptions> = {}): Promise<string> {
  const record = cardTokenRecord({ storeId: store1, merchantId, ...options });
  const answer = await sim.call('POST', '/_sim/seed/tokens', { body: record });
  expect(answer.status).toBe(200);
  return record.id;
}

function errorOf(answer: Answer) {
  return serviceErrorBody.parse(answer.json());
}

async function create(body: Record<string, unknown>, headers = auth) {
  return sim.call('POST', '/subscriptions', { headers, body });
}

async function createOk(body: Record<string, unknown>) {
  const answer = await create({ amount: 1000, currency: 'JPY', period: 'monthly', ...body });
  expect(answer.status).toBe(201);
  return routes.createSubscription.response.parse(answer.json());
}

async function get(id: string, query = '') {
  const answer = await sim.call('GET', `/stores/${store1}/subscriptions/${id}${query}`, {
    headers: auth,
  });
  expect(answer.status).toBe(200);
  return routes.getSubscription.response.parse(answer.json());
}

async function charges(id: string, query = '') {
  const answer = await sim.call('GET', `/stores/${store1}/subscriptions/${id}/charges${query}`, {
    headers: auth,
  });
  expect(answer.status).toBe(200);
  return routes.listSubscriptionCharges.response.parse(answer.json());
}

async function payments(id: string) {
  const answer = await sim.call('GET', `/stores/${store1}/subscriptions/${id}/payments`, {
    headers: auth,
  });
  expect(answer.status).toBe(200);
  return routes.listSubscriptionPayments.response.parse(answer.json());
}

async function patch(id: string, body: Record<string, unknown>) {
  return sim.call('PATCH', `/stores/${store1}/subscriptions/${id}`, { headers: auth, body });
}

describe('creating a subscription (POST /subscriptions)', () => {
  it('answers 201 unverified, in ms, with the first payment due today in the store zone', async () => {
    const tokenId = await seedToken();
    const created = await now();
    const subscription = await createOk({ transaction_token_id: tokenId, metadata: { a: 1 } });
    expect(subscription).toMatchObject({
      store_id: store1,
      merchant_id: merchantId,
      transaction_token_id: tokenId,
      amount: 1000,
      currency: 'JPY',
      amount_formatted: 1000,
      initial_amount: null,
      period: 'monthly',
      cyclical_period: null,
      status: 'unverified',
      metadata: { a: 1 },
      mode: 'test',
      created_on: created,
      schedule_settings: { start_on: tokyoDate(created), zone_id: 'Asia/Tokyo' },
      next_payment: {
        due_date: tokyoDate(created),
        zone_id: 'Asia/Tokyo',
        amount: 1000,
        currency: 'JPY',
        is_paid: false,
        is_last_payment: false,
      },
    });
    expect(subscription).not.toHaveProperty('subscription_plan');
  });

  it('charges an initial_amount first, today, and starts the regular amount on start_on', async () => {
    const tokenId = await seedToken();
    const today = tokyoDate(await now());
    const startOn = tokyoDate(tokyoMidnight(today) + 6 * dayMs);
    const subscription = await createOk({
      transaction_token_id: tokenId,
      initial_amount: 250,
      schedule_settings: { start_on: startOn, zone_id: 'Asia/Tokyo' },
    });
    expect(subscription).toMatchObject({
      initial_amount: 250,
      initial_amount_formatted: 250,
      schedule_settings: { start_on: startOn },
      next_payment: { due_date: today, amount: 250 },
    });
    await process();
    expect((await get(subscription.id)).next_payment).toMatchObject({
      due_date: startOn,
      amount: 1000,
    });
  });

  it('refuses what the body schema refuses, naming each field', async () => {
    const answer = await create({ transaction_token_id: 'nope', amount: 0, currency: 'JPY' });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [
        { field: 'transaction_token_id', reason: 'INVALID_UUID' },
        { field: 'amount', reason: 'INVALID_AMOUNT' },
        { field: 'period', reason: 'REQUIRED_VALUE' },
      ],
    });
  });

  it('refuses a start_on before today in its zone, a day that does not exist, and a timed cycle', async () => {
    const tokenId = await seedToken();
    const yesterday = tokyoDate((await now()) - dayMs);
    const base = { transaction_token_id: tokenId, amount: 1000, currency: 'JPY' };
    const past = await create({
      ...base,
      period: 'daily',
      schedule_settings: { start_on: yesterday, zone_id: 'Asia/Tokyo' },
    });
    expect(past.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'schedule_settings.start_on', reason: 'MUST_BE_FUTURE_TIME' }],
    });
    const missing = await create({
      ...base,
      cyclical_period: 'PT12H',
      schedule_settings: { start_on: '2099-02-30', zone_id: 'Asia/Tokyo' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [
        { field: 'cyclical_period', reason: 'INVALID_FORMAT' },
        { field: 'schedule_settings.start_on', reason: 'INVALID_FORMAT' },
      ],
    });
  });

  it(`refuses a ${fixedCyclesMetadataKey} that is not a positive whole number`, async () => {
    const tokenId = await seedToken();
    const answer = await create({
      transaction_token_id: tokenId,
      amount: 1000,
      currency: 'JPY',
      period: 'daily',
      metadata: { [fixedCyclesMetadataKey]: 0 },
    });
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [{ field: `metadata.${fixedCyclesMetadataKey}`, reason: 'INVALID_FORMAT' }],
    });
  });

  it('refuses a token that does not qualify, with the service code for each reason', async () => {
    const base = { amount: 1000, currency: 'JPY', period: 'monthly' };
    const cases: [Partial<CardTokenOptions> | 'unknown', string, number][] = [
      ['unknown', 'NOT_FOUND', 404],
      [{ storeId: store2 }, 'NOT_FOUND', 404],
      [{ mode: 'live' }, 'PROCESSING_MODE_MISMATCH', 400],
      [{ type: 'one_time' }, 'INVALID_TOKEN_TYPE', 400],
      [{ active: false }, 'TRANSACTION_TOKEN_EXPIRED', 400],
      [{ expiresAt: await now() }, 'TRANSACTION_TOKEN_EXPIRED', 400],
    ];
    for (const [options, code, status] of cases) {
      const tokenId =
        options === 'unknown' ? '6f2b1d2e-0000-4000-8000-000000000000' : await seedToken(options);
      const answer = await create({ ...base, transaction_token_id: tokenId });
      expect(answer.status, code).toBe(status);
      expect(answer.json()).toEqual({ status: 'error', code, errors: [] });
    }
  });

  it('accepts a recurring token as well as a subscription token', async () => {
    const tokenId = await seedToken({ type: 'recurring' });
    expect((await createOk({ transaction_token_id: tokenId })).status).toBe('unverified');
  });

  it('refuses a merchant token, which cannot create (conventions: Authentication)', async () => {
    const tokenId = await seedToken();
    const answer = await create(
      { transaction_token_id: tokenId, amount: 1000, currency: 'JPY', period: 'daily' },
      { authorization: secretAuth(sim.credentials.appTokens.merchant) },
    );
    expect(answer.status).toBe(403);
    expect(errorOf(answer).code).toBe('INVALID_PERMISSIONS');
  });
});

describe('the first charge', () => {
  it('is made pending when the first payment falls due, then leaves the subscription current', async () => {
    const tokenId = await seedToken();
    const subscription = await createOk({ transaction_token_id: tokenId });
    const pending = await charges(subscription.id);
    expect(pending.items).toHaveLength(1);
    expect(pending.items[0]).toMatchObject({
      subscription_id: subscription.id,
      transaction_token_id: tokenId,
      requested_amount: 1000,
      requested_currency: 'JPY',
      charged_amount: null,
      status: 'pending',
      error: null,
    });
    expect((await get(subscription.id)).status).toBe('unverified');
    await process();
    const current = await get(subscription.id);
    expect(current.status).toBe('current');
    const [charge] = (await charges(subscription.id)).items;
    expect(charge).toMatchObject({ status: 'successful', charged_amount: 1000 });
    expect(typeof charge?.created_on).toBe('number');
    const listed = await payments(subscription.id);
    expect(listed.items.map((payment) => payment.is_paid)).toEqual([false, true]);
  });

  it('leaves the subscription unconfirmed when it fails with the token failure', async () => {
    const tokenId = await seedToken({ chargeFailure: 306 });
    const subscription = await createOk({ transaction_token_id: tokenId });
    await process();
    expect((await get(subscription.id)).status).toBe('unconfirmed');
    const [charge] = (await charges(subscription.id)).items;
    expect(charge).toMatchObject({
      status: 'failed',
      charged_amount: null,
      error: { code: 306, message: 'DECLINED' },
    });
    await advance(5 * dayMs);
    expect((await charges(subscription.id)).items).toHaveLength(1);
  });

  it('pays an initial_amount of 0 as it falls due, without a charge', async () => {
    const tokenId = await seedToken();
    const subscription = await createOk({ transaction_token_id: tokenId, initial_amount: 0 });
    expect((await get(subscription.id)).status).toBe('current');
    expect((await charges(subscription.id)).items).toHaveLength(0);
    expect((await payments(subscription.id)).items.map((payment) => payment.is_paid)).toEqual([
      false,
      true,
    ]);
  });

  it('holds GET with polling=true until the subscription leaves unverified', async () => {
    const tokenId = await seedToken();
    const subscription = await createOk({ transaction_token_id: tokenId });
    const held = get(subscription.id, '?polling=true');
    await process();
    expect((await held).status).toBe('current');
  });

  it('answers polling=true at once for a subscription no longer unverified', async () => {
    const tokenId = await seedToken({ chargeFailure: 306 });
    const subscription = await createOk({ transaction_token_id: tokenId });
    await process();
    expect((await get(subscription.id, '?polling=true')).status).toBe('unconfirmed');
  });
});

describe('the payment schedule', () => {
  it('makes a payment due at local midnight in Asia/Tokyo, not a millisecond before', async () => {
    const tokenId = await seedToken();
    const tomorrow = nextDay(tokyoDate(await now()));
    const subscription = await createOk({
      transaction_token_id: tokenId,
      schedule_settings: { start_on: tomorrow, zone_id: 'Asia/Tokyo' },
    });
    await advanceTo(tokyoMidnight(tomorrow) - 1);
    expect((await charges(subscription.id)).items).toHaveLength(0);
    await advance(1);
    expect((await charges(subscription.id)).items).toHaveLength(1);
  });

  it('makes a payment due at midnight of the schedule zone_id', async () => {
    const tokenId = await seedToken();
    const subscription = await createOk({
      transaction_token_id: tokenId,
      schedule_settings: { start_on: '2099-01-15', zone_id: 'America/New_York' },
    });
    expect(subscription.next_payment).toMatchObject({
      due_date: '2099-01-15',
      zone_id: 'America/New_York',
    });
    await advanceTo(Date.parse('2099-01-15T00:00:00-05:00') - 1);
    expect((await charges(subscription.id)).items).toHaveLength(0);
    await advance(1);
    expect((await charges(subscription.id)).items).toHaveLength(1);
  });

  it.each([
    ['daily', '2099-02-01'],
    ['weekly', '2099-02-07'],
    ['biweekly', '2099-02-14'],
    ['monthly', '2099-02-28'],
    ['quarterly', '2099-04-30'],
    ['semiannually', '2099-07-31'],
    ['annually', '2100-01-31'],
  ])('schedules the payment after 2099-01-31 a %s period later', async (period, expected) => {
    const tokenId = await seedToken();
    const subscription = await createOk({
      transaction_token_id: tokenId,
      period,
      schedule_settings: { start_on: '2099-01-31', zone_id: 'Asia/Tokyo' },
    });
    await advanceTo(tokyoMidnight('2099-01-31'));
    await process();
    const paid = await get(subscription.id);
    expect(paid.status).toBe('current');
    expect(paid.next_payment?.due_date).toBe(expected);
  });

  it('schedules by a cyclical_period', async () => {
    const tokenId = await seedToken();
    const subscription = await createOk({
      transaction_token_id: tokenId,
      period: undefined,
      cyclical_period: 'P1M10D',
      schedule_settings: { start_on: '2099-01-31', zone_id: 'Asia/Tokyo' },
    });
    expect(subscription).toMatchObject({ period: null, cyclical_period: 'P1M10D' });
    await advanceTo(tokyoMidnight('2099-01-31'));
    await process();
    expect((await get(subscription.id)).next_payment?.due_date).toBe('2099-03-10');
  });

  it('creates a charge as the clock reaches each due date and flips is_paid', async () => {
    const tokenId = await seedToken();
    const subscription = await createOk({
      transaction_token_id: tokenId,
      schedule_settings: { start_on: '2099-01-31', zone_id: 'Asia/Tokyo' },
    });
    // One jump over two due dates runs both, in order.
    await advanceTo(tokyoMidnight('2099-02-28') + subscriptionChargeProcessingMs);
    const listed = await payments(subscription.id);
    expect(listed.items.map(({ due_date: dueDate, is_paid: paid }) => [dueDate, paid])).toEqual([
      ['2099-03-31', false],
      ['2099-02-28', true],
      ['2099-01-31', true],
    ]);
    const made = await charges(subscription.id);
    expect(made.items.map((charge) => [charge.status, charge.created_on])).toEqual([
      ['successful', tokyoMidnight('2099-02-28')],
      ['successful', tokyoMidnight('2099-01-31')],
    ]);
  });

  it('marks the last payment of a finite schedule and completes after paying it', async () => {
    const tokenId = await seedToken();
    const today = tokyoDate(await now());
    const subscription = await createOk({
      transaction_token_id: tokenId,
      period: 'daily',
      initial_amount: 250,
      metadata: { [fixedCyclesMetadataKey]: 2 },
    });
    expect(subscription).toMatchObject({
      subscription_plan: { plan_type: 'fixed_cycles', fixed_cycles: 2 },
      cycles_left: 2,
      next_payment: { due_date: today, amount: 250, is_last_payment: false },
    });
    await process();
    expect(await get(subscription.id)).toMatchObject({
      status: 'current',
      cycles_left: 1,
      next_payment: { due_date: nextDay(today), amount: 1000, is_last_payment: true },
    });
    await advanceTo(tokyoMidnight(nextDay(today)) + subscriptionChargeProcessingMs);
    expect(await get(subscription.id)).toMatchObject({
      status: 'completed',
      cycles_left: 0,
      next_payment: null,
    });
    await advance(10 * dayMs);
    expect((await charges(subscription.id)).items).toHaveLength(2);
    expect((await payments(subscription.id)).items[0]).toMatchObject({
      is_last_payment: true,
      is_paid: true,
    });
  });
});

describe('payments of a subscription', () => {
  it('lists payments with updated_on and gets one without it (spec: Subscription payment)', async () => {
    const tokenId = await seedToken();
    const subscription = await createOk({ transaction_token_id: tokenId });
    await process();
    const listed = await payments(subscription.id);
    expect(listed).toMatchObject({ has_more: false, total_hits: 2 });
    for (const item of listed.items) expect(typeof item.updated_on).toBe('string');
    const first = listed.items[1];
    const answer = await sim.call(
      'GET',
      `/stores/${store1}/subscriptions/${subscription.id}/payments/${first?.id ?? ''}`,
      { headers: auth },
    );
    expect(answer.status).toBe(200);
    const payment = routes.getSubscriptionPayment.response.parse(answer.json());
    expect(payment).toMatchObject({ id: first?.id, is_paid: true, amount: 1000 });
    expect(payment).not.toHaveProperty('updated_on');
  });

  it("answers 404 for a payment of another subscription and for another store's subscription", async () => {
    const tokenId = await seedToken();
    const one = await createOk({ transaction_token_id: tokenId });
    const two = await createOk({ transaction_token_id: tokenId });
    const paymentOfTwo = two.next_payment?.id ?? '';
    const wrong = await sim.call(
      'GET',
      `/stores/${store1}/subscriptions/${one.id}/payments/${paymentOfTwo}`,
      { headers: auth },
    );
    expect(wrong.status).toBe(404);
    expect(wrong.json()).toEqual({ status: 'error', code: 'NOT_FOUND', errors: [] });
    const otherStore = await sim.call('GET', `/stores/${store2}/subscriptions/${one.id}`, {
      headers: { authorization: secretAuth(sim.credentials.appTokens.store2Test) },
    });
    expect(otherStore.status).toBe(404);
  });

  it('refuses a token of the other mode (PROCESSING_MODE_MISMATCH)', async () => {
    const tokenId = await seedToken();
    const subscription = await createOk({ transaction_token_id: tokenId });
    const answer = await sim.call('GET', `/stores/${store1}/subscriptions/${subscription.id}`, {
      headers: { authorization: secretAuth(sim.credentials.appTokens.store1Live) },
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'PROCESSING_MODE_MISMATCH',
      errors: [],
    });
  });
});

describe('updating a subscription (PATCH)', () => {
  it('replaces the metadata and answers with merchant_id', async () => {
    const tokenId = await seedToken();
    const subscription = await createOk({ transaction_token_id: tokenId, metadata: { a: 1 } });
    const answer = await patch(subscription.id, { metadata: { b: 'two' } });
    expect(answer.status).toBe(200);
    const updated = routes.updateSubscription.response.parse(answer.json());
    expect(updated).toMatchObject({ merchant_id: merchantId, metadata: { b: 'two' } });
  });

  it('refuses to switch to a token that does not qualify and keeps the old one', async () => {
    const tokenId = await seedToken();
    const subscription = await createOk({ transaction_token_id: tokenId });
    const oneTime = await seedToken({ type: 'one_time' });
    const answer = await patch(subscription.id, { transaction_token_id: oneTime });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({ status: 'error', code: 'INVALID_TOKEN_TYPE', errors: [] });
    const otherStore = await seedToken({ storeId: store2 });
    expect((await patch(subscription.id, { transaction_token_id: otherStore })).status).toBe(404);
    expect((await get(subscription.id)).transaction_token_id).toBe(tokenId);
  });

  it('pays an unconfirmed subscription at once with the new token', async () => {
    const failing = await seedToken({ chargeFailure: 306 });
    const subscription = await createOk({ transaction_token_id: failing });
    await process();
    const good = await seedToken();
    const answer = await patch(subscription.id, { transaction_token_id: good });
    expect(answer.status).toBe(200);
    await process();
    expect((await get(subscription.id)).status).toBe('current');
    const [latest] = (await charges(subscription.id)).items;
    expect(latest).toMatchObject({ transaction_token_id: good, status: 'successful' });
  });

  it(`makes a failed later payment unpaid, retries it ${maxPaymentRetries} times daily, then suspends; a new token pays it`, async () => {
    const good = await seedToken();
    const today = tokyoDate(await now());
    const subscription = await createOk({ transaction_token_id: good, period: 'daily' });
    await process();
    const failing = await seedToken({ chargeFailure: 330 });
    expect((await patch(subscription.id, { transaction_token_id: failing })).status).toBe(200);
    let day = nextDay(today);
    await advanceTo(tokyoMidnight(day) + subscriptionChargeProcessingMs);
    const unpaid = await get(subscription.id);
    expect(unpaid).toMatchObject({
      status: 'unpaid',
      next_payment: { due_date: day, is_paid: false, retry_date: nextDay(day) },
    });
    for (let retry = 1; retry <= maxPaymentRetries; retry += 1) {
      day = nextDay(day);
      await advanceTo(tokyoMidnight(day) + subscriptionChargeProcessingMs);
    }
    expect((await get(subscription.id)).status).toBe('suspended');
    expect((await charges(subscription.id)).items).toHaveLength(2 + maxPaymentRetries);
    await advance(3 * dayMs);
    expect((await charges(subscription.id)).items).toHaveLength(2 + maxPaymentRetries);
    expect((await patch(subscription.id, { transaction_token_id: good })).status).toBe(200);
    await process();
    expect((await get(subscription.id)).status).toBe('current');
    const paidRetry = (await charges(subscription.id, `?transaction_token_id=${good}`)).items;
    expect(paidRetry.map((charge) => charge.status)).toContain('successful');
    expect(paidRetry).toHaveLength(3);
  });
});

describe('the subscriptions.cancel trigger', () => {
  it('cancels a subscription so no further payment is charged', async () => {
    const tokenId = await seedToken();
    const subscription = await createOk({ transaction_token_id: tokenId, period: 'daily' });
    await process();
    const answer = await sim.call('POST', '/_sim/triggers/subscriptions.cancel', {
      body: { id: subscription.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'canceled', next_payment: null });
    await advance(5 * dayMs);
    expect((await charges(subscription.id)).items).toHaveLength(1);
    expect((await get(subscription.id)).status).toBe('canceled');
  });

  it('answers 404 for an unknown subscription', async () => {
    const answer = await sim.call('POST', '/_sim/triggers/subscriptions.cancel', {
      body: { id: '6f2b1d2e-0000-4000-8000-000000000000' },
    });
    expect(answer.status).toBe(404);
  });
});

describe('listing charges of a subscription with the spec filters', () => {
  /**
   * Two charges: 250 with card A (metadata plan gold) today, then 1000 with card B (plan
   * silver) tomorrow.
   */
  async function twoCharges() {
    const cardA = await seedToken({
      cardholder: 'Taro Yamada',
      bin: '424242',
      lastFour: '4242',
      expMonth: 12,
      expYear: 2030,
      email: 'taro@example.com',
      phone: { country_code: 81, local_number: '09012345678' },
    });
    const cardB = await seedToken({
      cardholder: 'Hanako Suzuki',
      bin: '555555',
      lastFour: '4444',
      expMonth: 1,
      expYear: 2031,
      email: 'hanako@example.com',
      phone: { country_code: 81, local_number: '08087654321' },
    });
    const subscription = await createOk({
      transaction_token_id: cardA,
      period: 'daily',
      initial_amount: 250,
      metadata: { plan: 'gold', tags: ['vip', 'early'] },
    });
    await process();
    await patch(subscription.id, { transaction_token_id: cardB, metadata: { plan: 'silver' } });
    const secondAt = tokyoMidnight(nextDay(tokyoDate(await now())));
    await advanceTo(secondAt + subscriptionChargeProcessingMs);
    const all = await charges(subscription.id);
    expect(all.items).toHaveLength(2);
    const [b, a] = all.items;
    return { id: subscription.id, cardA, cardB, a: a?.id, b: b?.id, secondAt };
  }

  const ids = async (subscriptionId: string, query: string): Promise<(string | undefined)[]> =>
    (await charges(subscriptionId, query)).items.map((charge) => charge.id);

  it('filters by the card group last_four, name, exp_month and exp_year together', async () => {
    const { id, a } = await twoCharges();
    expect(await ids(id, '?last_four=4242&name=taro%20YAMADA&exp_month=12&exp_year=2030')).toEqual([
      a,
    ]);
    expect(await ids(id, '?last_four=4242&name=Taro%20Yamada&exp_month=12&exp_year=2031')).toEqual(
      [],
    );
  });

  it('refuses part of the card group, naming the missing fields (spec: Errors 3)', async () => {
    const { id } = await twoCharges();
    const answer = await sim.call(
      'GET',
      `/stores/${store1}/subscriptions/${id}/charges?last_four=4242`,
      { headers: auth },
    );
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [
        { field: 'name', reason: 'CONFLICTED' },
        { field: 'exp_month', reason: 'CONFLICTED' },
        { field: 'exp_year', reason: 'CONFLICTED' },
      ],
    });
  });

  it('matches card_number by the token BIN and last four', async () => {
    const { id, a, b } = await twoCharges();
    expect(await ids(id, '?card_number=4242424242424242')).toEqual([a]);
    expect(await ids(id, '?card_number=5555555555554444')).toEqual([b]);
    expect(await ids(id, '?card_number=4000000000004242')).toEqual([]);
  });

  it('filters by creation time, from inclusive and to exclusive', async () => {
    const { id, a, b, secondAt } = await twoCharges();
    const at = encodeURIComponent(new Date(secondAt).toISOString());
    expect(await ids(id, `?from=${at}`)).toEqual([b]);
    expect(await ids(id, `?to=${at}`)).toEqual([a]);
  });

  it('filters by the token email and phone', async () => {
    const { id, a, b } = await twoCharges();
    expect(await ids(id, '?email=hanako@example.com')).toEqual([b]);
    expect(await ids(id, `?phone=${encodeURIComponent('+81 90-1234-5678')}`)).toEqual([a]);
    expect(await ids(id, '?phone=08087654321')).toEqual([b]);
    expect(await ids(id, '?phone=0311112222')).toEqual([]);
  });

  it('filters by amount_from and amount_to, both exclusive', async () => {
    const { id, a, b } = await twoCharges();
    expect(await ids(id, '?amount_from=250')).toEqual([b]);
    expect(await ids(id, '?amount_to=1000')).toEqual([a]);
    expect(await ids(id, '?amount_from=249&amount_to=251')).toEqual([a]);
  });

  it('filters by currency and mode', async () => {
    const { id, a, b } = await twoCharges();
    expect(await ids(id, '?currency=JPY')).toEqual([b, a]);
    expect(await ids(id, '?currency=USD')).toEqual([]);
    expect(await ids(id, '?mode=test')).toEqual([b, a]);
    expect(await ids(id, '?mode=live')).toEqual([]);
  });

  it('filters by metadata as key:value or as text anywhere in it', async () => {
    const { id, a, b } = await twoCharges();
    expect(await ids(id, '?metadata=plan:gold')).toEqual([a]);
    expect(await ids(id, '?metadata=tags:vip')).toEqual([a]);
    expect(await ids(id, '?metadata=silv')).toEqual([b]);
    expect(await ids(id, '?metadata=plan:bronze')).toEqual([]);
  });

  it('filters by transaction_token_id', async () => {
    const { id, a, b, cardA, cardB } = await twoCharges();
    expect(await ids(id, `?transaction_token_id=${cardA}`)).toEqual([a]);
    expect(await ids(id, `?transaction_token_id=${cardB}`)).toEqual([b]);
  });

  it('answers created_on in integer ms (spec: Timestamps)', async () => {
    const { id, secondAt } = await twoCharges();
    const [latest] = (await charges(id)).items;
    expect(latest?.created_on).toBe(secondAt);
  });
});
