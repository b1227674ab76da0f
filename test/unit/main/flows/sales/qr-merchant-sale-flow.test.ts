import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { qrMerchantSaleFlow } from '../../../../../main/flows/sales/qr-merchant-sale-flow';
import { chargeId, storeId, tokenId } from '../flow-harness';
import { cancelJson, FakeService, SaleHarness, tokenJson } from '../sale-flow-kit';

const sale = {
  token: {
    payment_type: 'qr_merchant',
    email: 'mpm@example.com',
    data: { brand: 'pay_pay_merchant' },
  },
  charge: { amount: 1200, currency: 'JPY' },
} as const;

const code = `http://127.0.0.1:9/wallet/charges/${chargeId}`;

const createdToken = tokenJson('qr_merchant', { brand: 'pay_pay_merchant' });
const tokenWithCode = tokenJson('qr_merchant', { brand: 'pay_pay_merchant', qr_image_url: code });

function qrMerchantService(): FakeService {
  return new FakeService(createdToken, {
    'tokens.getToken': () => tokenWithCode,
    'charges.getChargeExpiry': () => ({
      id: '11efdfb1-0000-4000-8000-000000000002',
      charge_id: chargeId,
      expiration_date: '2026-11-21T10:05:00.000000Z',
      extension_count: 0,
      created_on: '2026-11-21T10:00:00.000000Z',
      updated_on: '2026-11-21T10:00:00.000000Z',
    }),
  });
}

let harness: SaleHarness;
beforeEach(async () => {
  harness = new SaleHarness();
  await harness.open();
});
afterEach(() => harness.close());

describe('merchant-presented QR sale', () => {
  it('shows the token’s code, and succeeds once the customer paid', async () => {
    const service = qrMerchantService();
    service.reads = ['awaiting', 'awaiting', 'successful'];
    await harness.run(qrMerchantSaleFlow, sale, service);

    expect(harness.steps().slice(-2)).toEqual(['awaiting_customer', 'succeeded']);
    expect(harness.events.at(-2)).toMatchObject({
      abortable: true,
      action: {
        type: 'qr_code',
        brand: 'pay_pay_merchant',
        content: code,
        expiresAt: '2026-11-21T10:05:00.000Z',
      },
    });
  });

  it('reads the token for its code only once the charge awaits the customer', async () => {
    const service = qrMerchantService();
    service.reads = ['pending', 'awaiting', 'successful'];
    await harness.run(qrMerchantSaleFlow, sale, service);
    const order = service.calls.map((call) => call.route);
    const read = order.indexOf('tokens.getToken');
    expect(order.slice(0, read).filter((route) => route === 'charges.getCharge')).toHaveLength(2);
    expect(service.callsTo('tokens.getToken')[0]?.input.params).toEqual({
      storeId,
      tokenId,
    });
    expect(service.callsTo('charges.getChargeIssuerToken')).toEqual([]);
  });

  it('reads the token again until the service has written its code', async () => {
    const service = qrMerchantService();
    const reads = [createdToken, createdToken, tokenWithCode];
    service.handlers.set('tokens.getToken', () => reads.shift() ?? tokenWithCode);
    service.reads = ['awaiting', 'successful'];
    await harness.run(qrMerchantSaleFlow, sale, service);

    expect(service.callsTo('tokens.getToken')).toHaveLength(3);
    expect(harness.events.at(-2)).toMatchObject({ action: { type: 'qr_code', content: code } });
    expect(harness.last().step).toBe('succeeded');
  });

  it('takes a qr_scan token with a merchant-presented brand', async () => {
    const service = qrMerchantService();
    service.reads = ['awaiting', 'successful'];
    const token = { ...sale.token, payment_type: 'qr_scan' as const };
    await harness.run(qrMerchantSaleFlow, { ...sale, token }, service);
    expect(harness.last().step).toBe('succeeded');
  });

  it('fails with 327 when the code expires', async () => {
    const service = qrMerchantService();
    service.reads = ['awaiting', { status: 'failed', errorCode: 327 }];
    await harness.run(qrMerchantSaleFlow, sale, service);
    expect(harness.last()).toMatchObject({
      step: 'failed',
      problem: { type: 'payment', code: 327 },
    });
  });

  it('cancels the charge when the cashier aborts', async () => {
    const service = qrMerchantService();
    harness.abortAt('awaiting_customer');
    await harness.run(qrMerchantSaleFlow, sale, service);
    expect(harness.steps().slice(-2)).toEqual(['canceling', 'abandoned']);
    expect(service.callsTo('cancels.createCancel')).toHaveLength(1);
  });

  it('waits out a payment made while the cancel was pending until the cancel voids it', async () => {
    const service = qrMerchantService();
    service.handlers.set('cancels.createCancel', () => {
      service.reads = ['successful'];
      return cancelJson('pending');
    });
    // A paid merchant-QR charge can still be canceled: the cancel, not the paid charge, decides.
    const cancelReads = ['pending', 'successful'];
    service.handlers.set('cancels.getCancel', () => {
      const status = cancelReads.shift() ?? 'successful';
      if (status === 'successful') service.reads = ['canceled'];
      return cancelJson(status);
    });
    harness.abortAt('awaiting_customer');
    await harness.run(qrMerchantSaleFlow, sale, service);
    expect(harness.last()).toMatchObject({ step: 'abandoned', chargeStatus: 'canceled' });
    expect(service.callsTo('cancels.getCancel')).toHaveLength(2);
  });

  it('hands the sale to a person when the cancel succeeded but the charge is not canceled', async () => {
    const service = qrMerchantService();
    service.handlers.set('cancels.createCancel', () => {
      service.reads = ['successful'];
      return cancelJson('pending');
    });
    harness.abortAt('awaiting_customer');
    await harness.run(qrMerchantSaleFlow, sale, service);
    expect(harness.last()).toMatchObject({
      step: 'needs_review',
      chargeStatus: 'successful',
      problem: { type: 'review', reason: 'unexpected_service_state' },
    });
  });

  it('hands the sale to a person when the token never shows a code within the bound', async () => {
    const service = qrMerchantService();
    service.handlers.set('tokens.getToken', () => createdToken);
    const run = await harness.run(qrMerchantSaleFlow, sale, service);
    expect(harness.journal.operation(run.id)?.review?.reason).toBe('unexpected_service_state');
  });

  it('leaves the operation open when the wait reaches its bound', async () => {
    const service = qrMerchantService();
    const run = await harness.run(qrMerchantSaleFlow, sale, service);
    expect(run.step).toBe('awaiting_customer');
    expect(harness.last().abortable).toBe(false);
  });
});
