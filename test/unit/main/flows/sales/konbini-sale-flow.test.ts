import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { konbiniSaleFlow } from '../../../../../main/flows/sales/konbini-sale-flow';
import { operationIdKey, tillIdKey } from '../../../../../shared/flows/operation-id-metadata';
import { serviceMetadataKeys } from '../../../../../shared/service/identifiers';
import {
  cancelId,
  charge,
  chargeId,
  networkError,
  serviceError,
  storeId,
  tillId,
} from '../flow-harness';
import { cancelJson, chargeJson, FakeService, SaleHarness, tokenJson } from '../sale-flow-kit';

const konbiniData = {
  customer_name: 'Hanako Yamada',
  phone_number: { country_code: '81', local_number: '9012345678' },
  convenience_store: 'family_mart',
} as const;

function sale(data: Partial<Record<string, string>> = {}) {
  return {
    token: {
      payment_type: 'konbini',
      email: 'hanako@example.com',
      data: { ...konbiniData, ...data },
    },
    charge: { amount: 1200, currency: 'JPY' },
  } as const;
}

const expiry = {
  id: '11efdfb1-0000-4000-8000-000000000001',
  charge_id: chargeId,
  expiration_date: '2026-11-28T10:00:00.000000Z',
  extension_count: 0,
  created_on: '2026-11-21T10:00:00.000000Z',
  updated_on: '2026-11-21T10:00:00.000000Z',
};

function konbiniService(): FakeService {
  return new FakeService(tokenJson('konbini', { ...konbiniData, phone_number: null }), {
    'charges.getChargeExpiry': () => expiry,
  });
}

let harness: SaleHarness;
beforeEach(async () => {
  harness = new SaleHarness();
  await harness.open();
});
afterEach(() => harness.close());

describe('konbini sale', () => {
  it('shows the store and the latest expiry while awaiting, and succeeds once paid', async () => {
    const service = konbiniService();
    service.reads = ['awaiting', 'awaiting', 'successful'];
    const run = await harness.run(konbiniSaleFlow, sale(), service);

    expect(harness.steps()).toEqual([
      'creating_token',
      'creating_charge',
      'processing',
      'awaiting_customer',
      'succeeded',
    ]);
    const awaiting = harness.events[3];
    expect(awaiting).toMatchObject({
      abortable: true,
      chargeId,
      action: {
        type: 'konbini_payment',
        convenienceStore: 'family_mart',
        expiresAt: '2026-11-28T10:00:00.000Z',
      },
    });
    expect(harness.last()).toMatchObject({ chargeStatus: 'successful', abortable: false });
    expect(harness.journal.operation(run.id)).toMatchObject({
      state: 'succeeded',
      facts: { chargeId, chargeStatus: 'successful', brand: 'family_mart' },
    });
  });

  it('shows the payment numbers the awaiting charge carries in its metadata', async () => {
    const service = konbiniService();
    const numbers = {
      [serviceMetadataKeys.konbiniPaymentNumber]: '12345678901',
      [serviceMetadataKeys.konbiniConfirmationNumber]: '4321',
    };
    let reads = 0;
    service.handlers.set('charges.getCharge', () => {
      reads += 1;
      return reads < 3
        ? charge({ status: 'awaiting', metadata: numbers })
        : chargeJson('successful');
    });
    await harness.run(konbiniSaleFlow, sale(), service);
    expect(harness.events[3]).toMatchObject({
      action: {
        type: 'konbini_payment',
        details: {
          paymentNumber: '12345678901',
          confirmationNumber: '4321',
          institutionNumber: null,
        },
      },
    });
  });

  it('shows no numbers when the charge carries none: the e-mail has them', async () => {
    const service = konbiniService();
    service.reads = ['awaiting', 'successful'];
    await harness.run(konbiniSaleFlow, sale(), service);
    const awaiting = harness.events.find((event) => event.step === 'awaiting_customer');
    expect(awaiting?.action).not.toHaveProperty('details');
  });

  it('holds the first charge read at the service until the charge leaves pending', async () => {
    const service = konbiniService();
    service.reads = ['awaiting', 'successful'];
    await harness.run(konbiniSaleFlow, sale(), service);
    const [first] = service.callsTo('charges.getCharge');
    expect(first?.input.query).toEqual({ polling: true });
  });

  it('records the charge request, with the operation id in its metadata, before sending it', async () => {
    const service = konbiniService();
    service.reads = ['successful'];
    let recordedBeforeSending: unknown;
    service.handlers.set('charges.createCharge', () => {
      recordedBeforeSending = harness.journal.openOperations()[0]?.facts.chargeRequest;
      return chargeJson('pending');
    });
    const run = await harness.run(konbiniSaleFlow, sale(), service);

    expect(recordedBeforeSending).toEqual({
      capture: true,
      metadata: { [operationIdKey]: run.id, [tillIdKey]: tillId },
    });
    const [create] = service.callsTo('charges.createCharge');
    expect(create?.input.body).toMatchObject({ metadata: { [operationIdKey]: run.id } });
    expect(create?.options?.idempotencyKey).toBe(run.idempotencyKey('charge_create'));
    expect(service.callsTo('tokens.createToken')[0]?.options?.idempotencyKey).toBe(
      run.idempotencyKey('token_create'),
    );
  });

  it('fails with the payment problem 327 when the deadline passes', async () => {
    const service = konbiniService();
    service.reads = ['awaiting', 'awaiting', { status: 'failed', errorCode: 327 }];
    const run = await harness.run(konbiniSaleFlow, sale(), service);

    expect(harness.last()).toMatchObject({
      step: 'failed',
      problem: { type: 'payment', code: 327 },
    });
    expect(harness.journal.operation(run.id)?.facts.paymentError?.code).toBe(327);
  });

  it('cancels the charge when the cashier aborts while the customer has not paid', async () => {
    const service = konbiniService();
    harness.abortAt('awaiting_customer');
    const run = await harness.run(konbiniSaleFlow, sale(), service);

    expect(harness.steps().slice(-3)).toEqual(['awaiting_customer', 'canceling', 'abandoned']);
    expect(harness.last()).toMatchObject({
      problem: { type: 'aborted' },
      chargeStatus: 'canceled',
    });
    const [cancel] = service.callsTo('cancels.createCancel');
    expect(cancel?.input).toMatchObject({
      params: { storeId, chargeId },
      body: { metadata: { [operationIdKey]: run.id } },
    });
    expect(harness.journal.operation(run.id)).toMatchObject({
      state: 'abandoned',
      facts: { cancelStatus: 'successful', chargeStatus: 'canceled' },
    });
  });

  it('learns the outcome of its cancel from the cancel itself, read with polling held', async () => {
    const service = konbiniService();
    service.handlers.set('cancels.createCancel', () => {
      service.reads = ['canceled'];
      return cancelJson('pending');
    });
    const cancelReads = ['pending', 'successful'];
    service.handlers.set('cancels.getCancel', () => cancelJson(cancelReads.shift() ?? 'gone'));
    harness.abortAt('awaiting_customer');
    const run = await harness.run(konbiniSaleFlow, sale(), service);

    expect(harness.steps().slice(-2)).toEqual(['canceling', 'abandoned']);
    expect(service.callsTo('cancels.getCancel').map((call) => call.input)).toEqual([
      { params: { storeId, chargeId, cancelId }, query: { polling: true } },
      { params: { storeId, chargeId, cancelId }, query: { polling: true } },
    ]);
    expect(harness.journal.operation(run.id)?.facts).toMatchObject({
      cancelId,
      cancelStatus: 'successful',
    });
  });

  it('hands the sale to a person, charging nothing again, when its cancel is still pending at the bound', async () => {
    const service = konbiniService();
    service.handlers.set('cancels.createCancel', () => {
      // Were the charge followed instead of the cancel, this would end the sale as canceled.
      service.reads = ['canceled'];
      return cancelJson('pending');
    });
    service.handlers.set('cancels.getCancel', () => cancelJson('pending'));
    harness.abortAt('awaiting_customer');
    const run = await harness.run(konbiniSaleFlow, sale(), service);

    expect(harness.steps().slice(-2)).toEqual(['canceling', 'needs_review']);
    expect(harness.last().problem).toEqual({ type: 'review', reason: 'outcome_unknown' });
    expect(harness.journal.operation(run.id)).toMatchObject({
      state: 'needs_review',
      facts: { cancelId, cancelStatus: 'pending' },
    });
    expect(service.callsTo('cancels.createCancel')).toHaveLength(1);
    expect(service.callsTo('charges.createCharge')).toHaveLength(1);
  });

  it('reports that a paid charge could not be canceled, and ends as paid', async () => {
    const service = konbiniService();
    service.handlers.set('cancels.createCancel', () => {
      service.reads = ['successful'];
      return serviceError(400, 'CANCEL_NOT_ALLOWED');
    });
    harness.abortAt('awaiting_customer');
    const run = await harness.run(konbiniSaleFlow, sale(), service);

    expect(harness.steps().slice(-2)).toEqual(['canceling', 'succeeded']);
    expect(harness.last().problem).toMatchObject({
      type: 'service',
      status: 400,
      code: 'CANCEL_NOT_ALLOWED',
    });
    expect(harness.journal.operation(run.id)?.facts.serviceError).toEqual({
      status: 400,
      code: 'CANCEL_NOT_ALLOWED',
    });
  });

  it("ends as paid, with the failed cancel's error, when the customer pays while the cancel is pending", async () => {
    const service = konbiniService();
    service.handlers.set('cancels.createCancel', () => {
      service.reads = ['successful'];
      return cancelJson('pending');
    });
    // A paid konbini charge can no longer be canceled: the pending cancel fails.
    service.handlers.set('cancels.getCancel', () => cancelJson('failed', 312));
    harness.abortAt('awaiting_customer');
    const run = await harness.run(konbiniSaleFlow, sale(), service);

    expect(harness.steps().slice(-2)).toEqual(['canceling', 'succeeded']);
    expect(harness.last()).toMatchObject({
      chargeStatus: 'successful',
      problem: { type: 'payment', code: 312 },
    });
    expect(harness.journal.operation(run.id)?.facts).toMatchObject({
      cancelId,
      cancelStatus: 'failed',
      chargeStatus: 'successful',
    });
  });

  it('ends as canceled after a failed cancel when the charge shows it canceled', async () => {
    const service = konbiniService();
    service.handlers.set('cancels.createCancel', () => {
      service.reads = ['canceled'];
      return cancelJson('pending');
    });
    // Conventions: Errors, 345: another cancel got there first.
    service.handlers.set('cancels.getCancel', () => cancelJson('failed', 345));
    harness.abortAt('awaiting_customer');
    await harness.run(konbiniSaleFlow, sale(), service);

    expect(harness.last()).toMatchObject({ step: 'abandoned', chargeStatus: 'canceled' });
  });

  it('offers no abort once paid, so nothing is canceled', async () => {
    const service = konbiniService();
    service.reads = ['awaiting', 'successful'];
    harness.abortAt('succeeded');
    await harness.run(konbiniSaleFlow, sale(), service);

    expect(harness.last()).toMatchObject({ step: 'succeeded', abortable: false });
    expect(service.callsTo('cancels.createCancel')).toEqual([]);
  });

  it('leaves the operation open at awaiting_customer when the wait reaches its bound', async () => {
    const service = konbiniService();
    service.reads = ['awaiting'];
    const run = await harness.run(konbiniSaleFlow, sale(), service);

    expect(harness.steps().slice(-2)).toEqual(['awaiting_customer', 'awaiting_customer']);
    expect(harness.last()).toMatchObject({
      abortable: false,
      action: { type: 'konbini_payment', convenienceStore: 'family_mart' },
    });
    expect(run.step).toBe('awaiting_customer');
    expect(harness.journal.openOperations().map((operation) => operation.id)).toEqual([run.id]);
    expect(harness.journal.operation(run.id)).toMatchObject({
      state: 'awaiting_customer',
      terminal: false,
      review: null,
    });
  });

  it('leaves the operation open when the charge cannot be read while waiting', async () => {
    const service = konbiniService();
    service.reads = ['awaiting', networkError()];
    const run = await harness.run(konbiniSaleFlow, sale(), service);

    expect(harness.steps().slice(-2)).toEqual(['awaiting_customer', 'awaiting_customer']);
    expect(harness.journal.operation(run.id)?.state).toBe('awaiting_customer');
  });

  it('counts the deadline from the charge when the service gives no expiry', async () => {
    const service = konbiniService();
    service.handlers.set('charges.getChargeExpiry', () => serviceError(404, 'NOT_FOUND'));
    await harness.run(konbiniSaleFlow, sale({ expiration_period: 'P2D' }), service);

    expect(harness.events[3]?.action).toMatchObject({ expiresAt: '2026-11-23T10:00:00.000Z' });
  });

  it('leaves the deadline unknown when a time shift moves it and the service gives none', async () => {
    const service = konbiniService();
    service.handlers.set('charges.getChargeExpiry', () => serviceError(404, 'NOT_FOUND'));
    await harness.run(
      konbiniSaleFlow,
      sale({ expiration_period: 'P2D', expiration_time_shift: '09:00:00.000+09:00' }),
      service,
    );

    expect(harness.events[3]?.action).toMatchObject({ expiresAt: null });
  });

  it('records the deadline rule with the charge request, the 30-day default when none is given', async () => {
    const run = await harness.run(konbiniSaleFlow, sale(), konbiniService());
    expect(harness.journal.operation(run.id)?.facts.expiration).toEqual({ period: 'P30D' });

    const shifted = await harness.run(
      konbiniSaleFlow,
      sale({ expiration_period: 'P2D', expiration_time_shift: '09:00:00.000+09:00' }),
      konbiniService(),
    );
    expect(harness.journal.operation(shifted.id)?.facts.expiration).toEqual({
      period: 'P2D',
      timeShift: '09:00:00.000+09:00',
    });
  });

  it('refuses a token of another payment type as its input', () => {
    const token = {
      payment_type: 'qr_merchant',
      email: 'a@example.com',
      data: { brand: 'we_chat_mpm' },
    };
    expect(konbiniSaleFlow.input.safeParse({ ...sale(), token }).success).toBe(false);
    expect(konbiniSaleFlow.input.safeParse(sale()).success).toBe(true);
  });
});
