import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPaymentType } from '../../../../../shared/service/tokens';
import { secretAuth, type TestSimulator } from '../simulator-fixture';
import {
  cardBody,
  cardNumber,
  createdToken,
  createToken,
  konbiniBody,
  liveVisa,
  readToken,
  scannedQrBody,
  startTokenSimulator,
  type Caller,
} from './token-test-kit';

let sim: TestSimulator;
let store1: Caller;

beforeAll(async () => {
  sim = await startTokenSimulator();
  store1 = { sim, token: sim.credentials.appTokens.store1Test };
});
beforeEach(async () => {
  await sim.call('POST', '/_sim/reset');
});
afterAll(() => sim.close());

describe('creating and reading each payment type (spec: Transaction token)', () => {
  it('creates a card token with integer created_on and reads it back with the get-only fields', async () => {
    const created = await createdToken(store1, cardBody({ line1: 'Mita 1-1', country: 'JP' }));
    expect(typeof created.created_on).toBe('number');
    expect(created).toMatchObject({
      store_id: store1.token.storeId,
      payment_type: 'card',
      mode: 'test',
      type: 'one_time',
      email: 'taro@example.com',
      last_used_on: null,
    });
    expect(created).not.toHaveProperty('merchant_id');
    expect(created).not.toHaveProperty('active');
    if (!isPaymentType(created, 'card')) throw new Error('not a card token');
    expect(created.data.card).toEqual({
      cardholder: 'TARO YAMADA',
      exp_month: 12,
      exp_year: 2099,
      last_four: liveVisa.slice(-4),
      brand: 'visa',
      country: 'JP',
      category: 'classic',
      issuer: 'SVC TRAINING BANK',
      sub_brand: 'none',
    });

    const read = await readToken(store1, created.id);
    expect(read.created_on).toBe(new Date(created.created_on).toISOString());
    expect(read).toMatchObject({
      id: created.id,
      merchant_id: sim.credentials.merchantId,
      active: true,
      ip_address: null,
      usage_limit: null,
      confirmed: null,
      updated_on: read.created_on,
    });
    if (!isPaymentType(read, 'card')) throw new Error('not a card token');
    expect(read.data.card).toMatchObject({ card_bin: liveVisa.slice(0, 6), card_type: 'credit' });
    expect(read.data.billing).toMatchObject({ line1: 'Mita 1-1', country: 'JP', line2: null });
    expect(read.data.cvv_authorize).toEqual({
      enabled: false,
      status: null,
      currency: null,
      charge_id: null,
      credentials_id: null,
    });
    expect(read.data.three_ds).toEqual({
      enabled: false,
      status: null,
      redirect_endpoint: null,
      redirect_id: null,
      error: null,
    });
  });

  it.each([
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'american_express'],
    ['3530111333300000', 'jcb'],
    ['30569309025904', 'diners_club'],
    ['6011111111111117', 'discover'],
  ])('names the brand of %s from its BIN: %s', async (number, brand) => {
    const created = await createdToken(store1, cardBody({ card_number: number }));
    expect(created.data).toMatchObject({ card: { brand, last_four: number.slice(-4) } });
  });

  it('turns the phone country code into an integer, as the service shows it', async () => {
    const created = await createdToken(
      store1,
      cardBody({ phone_number: { country_code: '81', local_number: '0312345678' } }),
    );
    const read = await readToken(store1, created.id);
    expect(read.data).toMatchObject({
      billing: { phone_number: { country_code: 81, local_number: '0312345678' } },
    });
  });

  it('starts a CVV authorization as pending and makes it current after processing', async () => {
    const created = await createdToken(store1, cardBody({ cvv_authorize: { enabled: true } }));
    expect(created.data).toMatchObject({ cvv_authorize: { enabled: true, status: 'pending' } });
    await sim.call('POST', '/_sim/clock/advance', { body: { ms: 2000 } });
    const read = await readToken(store1, created.id);
    // Spec: cvv_authorize.currency defaults to the merchant's base currency (JPY when seeded).
    expect(read.data).toMatchObject({ cvv_authorize: { status: 'current', currency: 'JPY' } });
  });

  it('fails the CVV authorization of a card whose charges fail', async () => {
    const created = await createdToken(
      store1,
      cardBody({
        card_number: '4111111111111111',
        cvv_authorize: { enabled: true, currency: 'USD' },
      }),
    );
    await sim.call('POST', '/_sim/clock/advance', { body: { ms: 2000 } });
    const read = await readToken(store1, created.id);
    expect(read.data).toMatchObject({ cvv_authorize: { status: 'failed', currency: 'USD' } });
  });

  it('creates an Apple Pay token that keeps the cardholder but not the Apple Pay token', async () => {
    const created = await createdToken(store1, {
      payment_type: 'apple_pay',
      email: 'taro@example.com',
      data: { applepay_token: 'opaque-apple-pay-data', cardholder: 'TARO YAMADA' },
    });
    const read = await readToken(store1, created.id);
    expect(read).toMatchObject({ payment_type: 'apple_pay', data: { cardholder: 'TARO YAMADA' } });
    expect(JSON.stringify(read)).not.toContain('opaque-apple-pay-data');
  });

  it('creates a qr_scan token whose brand is the wallet the scanned code belongs to', async () => {
    const created = await createdToken(store1, scannedQrBody('pay_pay:281234567890123456'));
    expect(created).toMatchObject({ payment_type: 'qr_scan', type: 'one_time' });
    const read = await readToken(store1, created.id);
    expect(read.data).toEqual({ brand: 'pay_pay', gateway: 'pay_pay' });
  });

  it('keeps the wallet of a code that asks for a failing charge', async () => {
    const created = await createdToken(store1, scannedQrBody('we_chat:134567890123456789:330'));
    expect(created.data).toEqual({ brand: 'we_chat', gateway: 'we_chat' });
  });

  it('still makes a token of an unrecognisable code, with no brand', async () => {
    const created = await createdToken(store1, scannedQrBody('0123456789'));
    const read = await readToken(store1, created.id);
    expect(read.data).toEqual({ brand: null, gateway: null });
  });

  it('creates merchant-presented QR tokens with their brand', async () => {
    const scanned = await createdToken(store1, {
      payment_type: 'qr_scan',
      email: 'qr@example.com',
      data: { brand: 'pay_pay_merchant' },
    });
    expect(scanned.data).toEqual({ brand: 'pay_pay_merchant' });
    const merchant = await createdToken(store1, {
      payment_type: 'qr_merchant',
      email: 'qr@example.com',
      data: { brand: 'alipay_merchant_qr' },
    });
    expect((await readToken(store1, merchant.id)).data).toEqual({ brand: 'alipay_merchant_qr' });
  });

  it('creates a konbini token with the default expiration period', async () => {
    const created = await createdToken(store1, konbiniBody());
    const read = await readToken(store1, created.id);
    expect(read).toMatchObject({ payment_type: 'konbini', email: 'hanako@example.com' });
    expect(read.data).toEqual({
      customer_name: 'HANAKO SATO',
      phone_number: { country_code: 81, local_number: '09012345678' },
      convenience_store: 'family_mart',
      expiration_period: 'P30D',
      expiration_time_shift: null,
    });
  });

  it('creates an online token without email and with no issuer token yet', async () => {
    const created = await createdToken(store1, {
      payment_type: 'online',
      data: { brand: 'pay_pay_online', call_method: 'http_post' },
    });
    const read = await readToken(store1, created.id);
    expect(read).toMatchObject({ payment_type: 'online', email: null });
    expect(read.data).toEqual({
      brand: 'pay_pay_online',
      call_method: 'http_post',
      issuer_token: null,
      user_identifier: null,
      os_type: null,
    });
  });

  it('creates a bank-transfer token carrying the account to transfer to', async () => {
    const created = await createdToken(store1, {
      payment_type: 'bank_transfer',
      email: 'taro@example.com',
      data: { brand: 'aozora_bank', match_amount: 'exact', expiration_period: 'P7D' },
    });
    const read = await readToken(store1, created.id);
    expect(read.data).toMatchObject({
      brand: 'aozora_bank',
      match_amount: 'exact',
      expiration_period: 'P7D',
      expiration_time_shift: null,
      bank_code: '0310',
      bank_name: 'GMOあおぞらネット銀行',
      branch_code: '101',
      branch_name: 'トレーニング支店',
      account_holder_name: 'ﾄﾚｰﾆﾝｸﾞﾃﾝﾎﾟ',
    });
    expect(read.data).toHaveProperty('account_number', expect.stringMatching(/^\d{7}$/));
  });

  it('creates a Paidy token without keeping the Paidy token', async () => {
    const created = await createdToken(store1, {
      payment_type: 'paidy',
      email: 'taro@example.com',
      data: { paidy_token: 'paidy-secret-token' },
    });
    const read = await readToken(store1, created.id);
    expect(read.data).toEqual({ shipping_address: null, phone_number: null });
    expect(JSON.stringify(read)).not.toContain('paidy-secret-token');
  });

  it('gives the token the mode of the app token that made it', async () => {
    const live = { sim, token: sim.credentials.appTokens.store1Live };
    const created = await createdToken(live, cardBody());
    expect(created.mode).toBe('live');
    expect((await readToken(live, created.id)).mode).toBe('live');
  });

  it('keeps the metadata given at creation', async () => {
    const metadata = { order: 'A-1', count: 2, tags: ['x', 'y'] };
    const created = await createdToken(store1, cardBody({}, { metadata }));
    expect(created.metadata).toEqual(metadata);
    expect((await readToken(store1, created.id)).metadata).toEqual(metadata);
  });

  it('answers 404 for a token of another store, even to a token that may read that store', async () => {
    const created = await createdToken(store1, cardBody());
    const merchant = sim.credentials.appTokens.merchant;
    const store2 = sim.credentials.stores[1]?.id ?? '';
    const answer = await sim.call('GET', `/stores/${store2}/tokens/${created.id}`, {
      headers: { authorization: secretAuth(merchant) },
    });
    expect(answer.status).toBe(404);
    expect(answer.json()).toEqual({ status: 'error', code: 'NOT_FOUND', errors: [] });
  });
});

describe('create-token schema rules, end to end (spec: Create a transaction token)', () => {
  it('names a missing payment_type', async () => {
    const answer = await createToken(store1, { email: 'taro@example.com', data: {} });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'payment_type', reason: 'REQUIRED_VALUE' }],
    });
  });

  it('refuses a card number that fails the Luhn check', async () => {
    const answer = await createToken(store1, cardBody({ card_number: '4556737586899856' }));
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'data.card_number', reason: 'INVALID_CARD_NUMBER' }],
    });
  });

  it('refuses 3DS on a token that is not recurring', async () => {
    const answer = await createToken(store1, cardBody({ three_ds: { enabled: true } }));
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'data.three_ds.enabled', reason: 'CONFLICTED' }],
    });
  });

  it('takes a top-level three_ds mode as the references send it, and refuses an unknown mode', async () => {
    const taken = await createToken(store1, { ...cardBody(), three_ds: { mode: 'if_available' } });
    expect(taken.status, taken.text).toBe(201);
    const refused = await createToken(store1, { ...cardBody(), three_ds: { mode: 'sometimes' } });
    expect(refused.status).toBe(400);
    expect(refused.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'three_ds.mode', reason: 'INVALID_FORMAT' }],
    });
  });

  it('refuses a qr_scan token that is not one_time (conventions: Transaction tokens)', async () => {
    const answer = await createToken(store1, {
      ...scannedQrBody('pay_pay:281234567890123456'),
      type: 'recurring',
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'type', reason: 'CONFLICTED' }],
    });
  });
});

describe('create-token server-side rules', () => {
  it('refuses a merchant token, which cannot create tokens', async () => {
    const answer = await createToken(
      { sim, token: sim.credentials.appTokens.merchant },
      cardBody(),
    );
    expect(answer.status).toBe(403);
    expect(answer.json()).toEqual({ status: 'error', code: 'INVALID_PERMISSIONS', errors: [] });
  });

  it('requires usage_limit on a recurring token where infinite tokens are not permitted', async () => {
    const store2 = { sim, token: sim.credentials.appTokens.store2Test };
    const refused = await createToken(store2, cardBody({}, { type: 'recurring' }));
    expect(refused.status).toBe(400);
    expect(refused.json()).toEqual({
      status: 'error',
      code: 'RECURRING_USAGE_LIMIT_REQUIRED',
      errors: [],
    });
    const limited = await createdToken(
      store2,
      cardBody({}, { type: 'recurring', usage_limit: 'monthly' }),
    );
    expect((await readToken(store2, limited.id)).usage_limit).toBe('monthly');
  });

  it('lets a store with the permission create a recurring token without usage_limit', async () => {
    const created = await createdToken(store1, cardBody({}, { type: 'recurring' }));
    expect(created.type).toBe('recurring');
  });

  it('refuses 3DS where the store has no 3DS configured', async () => {
    const store2 = { sim, token: sim.credentials.appTokens.store2Test };
    const answer = await createToken(
      store2,
      cardBody({ three_ds: { enabled: true } }, { type: 'recurring', usage_limit: 'monthly' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'NOT_SUPPORTED_BY_PROCESSOR',
      errors: [],
    });
  });

  describe('card expiry on the simulator clock', () => {
    /** Moves the clock to 15 March of next year and answers that year. */
    async function toMarchNextYear(): Promise<number> {
      const year = new Date(sim.clock.now()).getUTCFullYear() + 1;
      await sim.call('POST', '/_sim/clock/advance', {
        body: { ms: Date.UTC(year, 2, 15) - sim.clock.now() },
      });
      return year;
    }

    it('names exp_month for a card that expired earlier this year', async () => {
      const year = await toMarchNextYear();
      const answer = await createToken(
        store1,
        cardBody({ exp_month: '2', exp_year: String(year) }),
      );
      expect(answer.status).toBe(400);
      expect(answer.json()).toEqual({
        status: 'error',
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'data.exp_month', reason: 'INVALID_CARD_EXPIRATION' }],
      });
    });

    it('names exp_year for a card that expired in an earlier year', async () => {
      const year = await toMarchNextYear();
      const answer = await createToken(
        store1,
        cardBody({ exp_month: '12', exp_year: String(year - 1) }),
      );
      expect(answer.status).toBe(400);
      expect(answer.json()).toEqual({
        status: 'error',
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'data.exp_year', reason: 'INVALID_CARD_EXPIRATION' }],
      });
    });

    it('accepts a card through the last day of its expiry month', async () => {
      const year = await toMarchNextYear();
      await createdToken(store1, cardBody({ exp_month: '03', exp_year: String(year) }));
    });
  });

  describe('test cards in live mode (conventions: Test mode)', () => {
    it.each(['4242424242424242', '4111111111111111', '4012888888881881', '5555555555554444'])(
      'refuses %s with a live app token',
      async (number) => {
        const live = { sim, token: sim.credentials.appTokens.store1Live };
        const answer = await createToken(live, cardBody({ card_number: number }));
        expect(answer.status).toBe(400);
        expect(answer.json()).toEqual({
          status: 'error',
          code: 'NO_TEST_CARD_IN_LIVE_MODE',
          errors: [],
        });
      },
    );

    it('accepts the same test card in test mode', async () => {
      await createdToken(store1, cardBody({ card_number: '4242424242424242' }));
    });
  });

  describe('one active recurring token per card and store (conventions: NON_UNIQUE_ACTIVE_TOKEN)', () => {
    const recurring = (data: Parameters<typeof cardBody>[0] = {}) =>
      cardBody(data, { type: 'recurring', usage_limit: 'monthly' });

    it('refuses a second recurring token for the same card in the same store and mode', async () => {
      await createdToken(store1, recurring());
      const answer = await createToken(store1, recurring({ cardholder: 'SOMEONE ELSE' }));
      expect(answer.status).toBe(409);
      expect(answer.json()).toEqual({
        status: 'error',
        code: 'NON_UNIQUE_ACTIVE_TOKEN',
        errors: [],
      });
    });

    it('accepts the same card in another store, in the other mode, or as a one_time token', async () => {
      await createdToken(store1, recurring());
      await createdToken({ sim, token: sim.credentials.appTokens.store2Test }, recurring());
      await createdToken({ sim, token: sim.credentials.appTokens.store1Live }, recurring());
      await createdToken(store1, cardBody());
    });

    it('accepts another card, or the same number with another expiry', async () => {
      await createdToken(store1, recurring());
      await createdToken(store1, recurring({ card_number: cardNumber('455673758689986') }));
      await createdToken(store1, recurring({ exp_year: '2098' }));
    });
  });
});
