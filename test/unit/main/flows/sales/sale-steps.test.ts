import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { qrScanSaleFlow } from '../../../../../main/flows/sales/qr-scan-sale-flow';
import { serviceError, tokenId } from '../flow-harness';
import { FakeService, SaleHarness, tokenJson } from '../sale-flow-kit';

/* The steps every sale shares, through the simplest sale that takes them all. */

const sale = {
  token: {
    payment_type: 'qr_scan',
    email: 'taro@example.com',
    data: { scanned_qr: 'pay_pay:281234567890123456' },
  },
  charge: { amount: 1200, currency: 'JPY', descriptor: 'COUNTER 1' },
} as const;

function service(): FakeService {
  const fake = new FakeService(tokenJson('qr_scan', { brand: 'pay_pay' }));
  fake.reads = ['successful'];
  return fake;
}

let harness: SaleHarness;
beforeEach(async () => {
  harness = new SaleHarness();
  await harness.open();
});
afterEach(() => harness.close());

describe('creating a sale', () => {
  it('leaves a refused token to the engine, before anything is charged', async () => {
    const fake = service();
    fake.handlers.set('tokens.createToken', () => serviceError(400, 'VALIDATION_ERROR'));
    // The engine fails an operation whose error came before money could move (flow-engine.ts).
    await expect(harness.run(qrScanSaleFlow, sale, fake)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    expect(harness.steps()).toEqual(['creating_token']);
    expect(fake.callsTo('charges.createCharge')).toEqual([]);
  });

  it('fails when the service refuses the charge', async () => {
    const fake = service();
    fake.handlers.set('charges.createCharge', () => serviceError(400, 'CHARGE_TOO_QUICK'));
    const run = await harness.run(qrScanSaleFlow, sale, fake);

    expect(harness.steps()).toEqual(['creating_token', 'creating_charge', 'failed']);
    expect(harness.journal.operation(run.id)?.facts.serviceError).toEqual({
      status: 400,
      code: 'CHARGE_TOO_QUICK',
    });
  });

  it('hands the sale to a person when its charge key meets a different request', async () => {
    const fake = service();
    fake.handlers.set('charges.createCharge', () => serviceError(409, 'IDEMPOTENCY_KEY_CONFLICT'));
    const run = await harness.run(qrScanSaleFlow, sale, fake);

    expect(harness.journal.operation(run.id)?.review?.reason).toBe('idempotency_key_conflict');
  });

  it('lets the sale abort while the token is created, and sends no charge', async () => {
    const fake = service();
    harness.abortAt('creating_token');
    const run = await harness.run(qrScanSaleFlow, sale, fake);

    expect(harness.steps()).toEqual(['creating_token', 'abandoned']);
    expect(harness.last().problem).toEqual({ type: 'aborted' });
    expect(fake.callsTo('charges.createCharge')).toEqual([]);
    expect(harness.journal.operation(run.id)?.state).toBe('abandoned');
  });

  it('charges the token it created, with the sale’s amount and descriptor', async () => {
    const fake = service();
    await harness.run(qrScanSaleFlow, sale, fake);
    const [create] = fake.callsTo('charges.createCharge');
    expect(create?.input.body).toMatchObject({
      transaction_token_id: tokenId,
      amount: 1200,
      currency: 'JPY',
      capture: true,
      descriptor: 'COUNTER 1',
    });
  });
});
