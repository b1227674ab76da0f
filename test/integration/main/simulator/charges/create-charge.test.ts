import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { charge } from '../../../../../shared/service/charges';
import { serviceErrorBody } from '../../../../../shared/service/errors';
import type { TestSimulator } from '../simulator-fixture';
import {
  advanceClock,
  type Caller,
  cardBody,
  cardNumber,
  createdToken,
  konbiniBody,
  liveVisa,
  readToken,
} from '../tokens/token-test-kit';
import { caller, createCharge, newCharge, startChargeSimulator } from './charge-test-kit';

let sim: TestSimulator;
let store1: Caller;

beforeAll(async () => {
  sim = await startChargeSimulator();
  store1 = caller(sim, 'store1Test');
});
beforeEach(async () => {
  await sim.call('POST', '/_sim/reset');
});
afterAll(() => sim.close());

/** Creates a charge that must be refused, and answers the error body. */
async function refused(who: Caller, body: Record<string, unknown>, status: number) {
  const answer = await createCharge(who, { amount: 1000, currency: 'JPY', ...body });
  expect(answer.status, answer.text).toBe(status);
  return serviceErrorBody.parse(answer.json());
}

describe('creating a charge (conventions: Charges, Create)', () => {
  it('answers 201 pending with the requested amount, null charged fields, metadata and the token', async () => {
    const token = await createdToken(store1, cardBody());
    const created = await newCharge(store1, token.id, {
      amount: 3350,
      currency: 'USD',
      metadata: { order: 'A-1', count: 2 },
      descriptor: 'TRAINING',
    });
    expect(created).toMatchObject({
      store_id: store1.token.storeId,
      merchant_id: sim.credentials.merchantId,
      transaction_token_id: token.id,
      transaction_token_type: 'one_time',
      requested_amount: 3350,
      requested_currency: 'USD',
      requested_amount_formatted: 33.5,
      charged_amount: null,
      charged_currency: null,
      charged_amount_formatted: null,
      status: 'pending',
      error: null,
      metadata: { order: 'A-1', count: 2 },
      mode: 'test',
      descriptor: 'TRAINING',
      only_direct_currency: false,
      capture_at: null,
      three_ds: { mode: 'normal', redirect_endpoint: null, redirect_id: null },
      redirect: {},
    });
    // Conventions: Wire format, fractional seconds up to microseconds and a Z.
    expect(created.created_on).toMatch(/T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect(created.updated_on).toBe(created.created_on);
    expect(created).not.toHaveProperty('three_ds_mode');
  });

  it('takes the fields the references send beyond the spec: transaction id, IP, fee, descriptor rule', async () => {
    const token = await createdToken(store1, cardBody());
    const answer = await createCharge(store1, {
      transaction_token_id: token.id,
      amount: 1000,
      currency: 'JPY',
      merchant_transaction_id: 'POS-3-000123',
      ip_address: '2001:db8::1',
      fee_amount: 30,
      fee_currency: 'JPY',
      ignore_descriptor_on_error: true,
    });
    expect(answer.status, answer.text).toBe(201);
    expect(charge.parse(answer.json())).toMatchObject({
      status: 'pending',
      requested_amount: 1000,
    });
  });

  it('refuses an ip_address that is no address and a fee in no currency', async () => {
    const token = await createdToken(store1, cardBody());
    const body = await refused(
      store1,
      { transaction_token_id: token.id, ip_address: 'till-3', fee_currency: 'JP' },
      400,
    );
    expect(body.errors).toEqual([
      { field: 'ip_address', reason: 'INVALID_FORMAT' },
      { field: 'fee_currency', reason: 'INVALID_CURRENCY' },
    ]);
  });

  it('refuses a merchant app token, which may read but not create (403 INVALID_PERMISSIONS)', async () => {
    const token = await createdToken(store1, cardBody());
    const error = await refused(caller(sim, 'merchant'), { transaction_token_id: token.id }, 403);
    expect(error.code).toBe('INVALID_PERMISSIONS');
  });

  it('answers 404 NOT_FOUND for a token that does not exist or is another store’s', async () => {
    const missing = await refused(
      store1,
      { transaction_token_id: '6f1c3a52-1c1e-4d55-9a0e-3f1a2b3c4d5e' },
      404,
    );
    expect(missing.code).toBe('NOT_FOUND');
    const elsewhere = await createdToken(caller(sim, 'store2Test'), cardBody());
    const foreign = await refused(store1, { transaction_token_id: elsewhere.id }, 404);
    expect(foreign.code).toBe('NOT_FOUND');
  });

  it('refuses a token of the other mode with PROCESSING_MODE_MISMATCH', async () => {
    const live = await createdToken(caller(sim, 'store1Live'), cardBody({ card_number: liveVisa }));
    const error = await refused(store1, { transaction_token_id: live.id }, 400);
    expect(error.code).toBe('PROCESSING_MODE_MISMATCH');
  });

  it('refuses a one_time token five minutes after its creation (TRANSACTION_TOKEN_EXPIRED)', async () => {
    const token = await createdToken(store1, cardBody());
    await advanceClock(sim, 5 * 60_000);
    const error = await refused(store1, { transaction_token_id: token.id }, 400);
    expect(error.code).toBe('TRANSACTION_TOKEN_EXPIRED');
  });

  it('charges a one_time token once, then answers TRANSACTION_ALREADY_PROCESSED', async () => {
    const token = await createdToken(store1, cardBody());
    await newCharge(store1, token.id);
    const error = await refused(store1, { transaction_token_id: token.id, amount: 2000 }, 400);
    expect(error.code).toBe('TRANSACTION_ALREADY_PROCESSED');
  });

  it('refuses the same card and amount within 30 s (CHARGE_TOO_QUICK), not a different amount or later', async () => {
    const first = await createdToken(store1, cardBody());
    await newCharge(store1, first.id);
    const second = await createdToken(store1, cardBody());
    const error = await refused(store1, { transaction_token_id: second.id }, 400);
    expect(error.code).toBe('CHARGE_TOO_QUICK');
    await newCharge(store1, second.id, { amount: 1001 });
    await advanceClock(sim, 30_000);
    const third = await createdToken(store1, cardBody());
    await newCharge(store1, third.id);
  });

  it('refuses the same recurring token and amount within 30 s (CHARGE_TOO_QUICK)', async () => {
    const recurring = await createdToken(store1, cardBody({}, { type: 'recurring' }));
    await newCharge(store1, recurring.id);
    const error = await refused(store1, { transaction_token_id: recurring.id }, 400);
    expect(error.code).toBe('CHARGE_TOO_QUICK');
    await advanceClock(sim, 30_000);
    await newCharge(store1, recurring.id);
  });

  it('lets a different card charge the same amount at once', async () => {
    const first = await createdToken(store1, cardBody());
    await newCharge(store1, first.id);
    const other = await createdToken(
      store1,
      cardBody({ card_number: cardNumber('401288888888188') }),
    );
    await newCharge(store1, other.id);
  });

  it('refuses a subscription token, which its subscription charges (INVALID_TOKEN_TYPE)', async () => {
    const token = await createdToken(store1, cardBody({}, { type: 'subscription' }));
    const error = await refused(store1, { transaction_token_id: token.id }, 400);
    expect(error.code).toBe('INVALID_TOKEN_TYPE');
  });

  it('refuses capture=false for a payment type that cannot authorize only', async () => {
    const token = await createdToken(store1, konbiniBody());
    const error = await refused(store1, { transaction_token_id: token.id, capture: false }, 400);
    expect(error).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'capture', reason: 'NOT_SUPPORTED_BY_PROCESSOR' }],
    });
  });

  it('refuses capture_at unless the charge authorizes only, and a capture_at in the past', async () => {
    const token = await createdToken(store1, cardBody());
    const future = new Date(Date.parse(sim.clock.iso()) + 86_400_000).toISOString();
    const withCapture = await refused(
      store1,
      { transaction_token_id: token.id, capture_at: future },
      400,
    );
    expect(withCapture.errors).toEqual([{ field: 'capture_at', reason: 'CONFLICTED' }]);
    const past = await refused(
      store1,
      { transaction_token_id: token.id, capture: false, capture_at: '2000-01-01T00:00:00Z' },
      400,
    );
    expect(past.errors).toEqual([{ field: 'capture_at', reason: 'MUST_BE_FUTURE_TIME' }]);
    const created = await newCharge(store1, token.id, { capture: false, capture_at: future });
    expect(created.capture_at).toBe(future);
  });

  it('refuses a konbini charge in a currency other than yen', async () => {
    const token = await createdToken(store1, konbiniBody());
    const error = await refused(
      store1,
      { transaction_token_id: token.id, amount: 1000, currency: 'USD' },
      400,
    );
    expect(error.errors).toEqual([{ field: 'currency', reason: 'INVALID_CURRENCY' }]);
  });

  it('refuses forced 3DS in a store without 3DS set up (spec: Authentication 4)', async () => {
    const store2 = caller(sim, 'store2Test');
    const token = await createdToken(store2, cardBody());
    const error = await refused(
      store2,
      { transaction_token_id: token.id, three_ds: { mode: 'force' } },
      403,
    );
    expect(error.code).toBe('INVALID_PERMISSIONS');
  });

  it('marks a token used: its last_used_on is set', async () => {
    const token = await createdToken(store1, cardBody());
    await newCharge(store1, token.id);
    expect((await readToken(store1, token.id)).last_used_on).toBe(sim.clock.iso());
  });
});

describe('the two 3DS request forms (conventions: Charges)', () => {
  const endpoint = 'https://shop.example/return?shop=1';

  it('answers three_ds with a redirect id when given three_ds, and no older names', async () => {
    const token = await createdToken(store1, cardBody());
    const created = await newCharge(store1, token.id, {
      three_ds: { mode: 'skip', redirect_endpoint: endpoint },
    });
    expect(created.three_ds).toMatchObject({ mode: 'skip', redirect_endpoint: endpoint });
    expect(created.three_ds?.redirect_id).toEqual(expect.any(String));
    expect(created).not.toHaveProperty('three_ds_mode');
    expect(created).not.toHaveProperty('redirect_three_ds');
  });

  it('answers the spec’s older names too when the request used them, with the same redirect id', async () => {
    const token = await createdToken(store1, cardBody());
    const answer = await createCharge(store1, {
      transaction_token_id: token.id,
      amount: 1000,
      currency: 'JPY',
      three_ds_mode: 'normal',
      redirect_three_ds: { endpoint },
    });
    expect(answer.status, answer.text).toBe(201);
    const created = charge.parse(answer.json());
    expect(created.three_ds_mode).toBe('normal');
    expect(created.redirect_three_ds?.endpoint).toBe(endpoint);
    expect(created.redirect_three_ds?.redirect_id).toEqual(expect.any(String));
    expect(created.three_ds).toEqual({
      mode: 'normal',
      redirect_endpoint: endpoint,
      redirect_id: created.redirect_three_ds?.redirect_id,
    });
  });
});
