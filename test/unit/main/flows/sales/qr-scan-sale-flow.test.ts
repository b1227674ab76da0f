import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { qrScanSaleFlow } from '../../../../../main/flows/sales/qr-scan-sale-flow';
import { chargeId } from '../flow-harness';
import { FakeService, SaleHarness, tokenJson } from '../sale-flow-kit';

const sale = {
  token: {
    payment_type: 'qr_scan',
    email: 'taro@example.com',
    data: { scanned_qr: 'pay_pay:281234567890123456' },
  },
  charge: { amount: 1200, currency: 'JPY' },
} as const;

function qrScanService(): FakeService {
  return new FakeService(tokenJson('qr_scan', { brand: 'pay_pay' }));
}

let harness: SaleHarness;
beforeEach(async () => {
  harness = new SaleHarness();
  await harness.open();
});
afterEach(() => harness.close());

describe('customer-presented QR sale', () => {
  it('succeeds once the service has processed the charge', async () => {
    const service = qrScanService();
    service.reads = ['pending', 'successful'];
    const run = await harness.run(qrScanSaleFlow, sale, service);

    expect(harness.steps()).toEqual([
      'creating_token',
      'creating_charge',
      'processing',
      'succeeded',
    ]);
    expect(service.callsTo('charges.getCharge')).toHaveLength(2);
    expect(harness.journal.operation(run.id)?.facts).toMatchObject({
      chargeId,
      chargeStatus: 'successful',
      brand: 'pay_pay',
    });
  });

  it('sends the scanned code as a one-time token', async () => {
    const service = qrScanService();
    service.reads = ['successful'];
    await harness.run(qrScanSaleFlow, sale, service);
    expect(service.callsTo('tokens.createToken')[0]?.input.body).toMatchObject({
      payment_type: 'qr_scan',
      data: { scanned_qr: 'pay_pay:281234567890123456' },
    });
  });

  it.each([322, 323, 324, 330])('fails with the wallet’s payment problem %i', async (code) => {
    const service = qrScanService();
    service.reads = [{ status: 'failed', errorCode: code }];
    const run = await harness.run(qrScanSaleFlow, sale, service);

    expect(harness.last()).toMatchObject({
      step: 'failed',
      chargeStatus: 'failed',
      problem: { type: 'payment', code, message: `PAYMENT_FAILED_${code}` },
      abortable: false,
    });
    expect(harness.journal.operation(run.id)?.facts.paymentError?.code).toBe(code);
  });

  it('offers no abort once the charge request went out', async () => {
    const service = qrScanService();
    service.reads = ['successful'];
    await harness.run(qrScanSaleFlow, sale, service);
    expect(harness.events.filter((event) => event.abortable).map((event) => event.step)).toEqual([
      'creating_token',
    ]);
  });

  it('hands a charge that waits for a customer to a person', async () => {
    const service = qrScanService();
    service.reads = ['awaiting'];
    const run = await harness.run(qrScanSaleFlow, sale, service);
    expect(harness.last()).toMatchObject({
      step: 'needs_review',
      problem: { type: 'review', reason: 'unexpected_service_state' },
    });
    expect(harness.journal.reviewList().map((operation) => operation.id)).toEqual([run.id]);
  });

  it('refuses a merchant-presented token as its input', () => {
    const token = { ...sale.token, data: { brand: 'pay_pay_merchant' } };
    expect(qrScanSaleFlow.input.safeParse({ ...sale, token }).success).toBe(false);
    expect(qrScanSaleFlow.input.safeParse(sale).success).toBe(true);
  });
});
