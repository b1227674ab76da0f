import { afterEach, describe, expect, it } from 'vitest';
import { refundInput } from '../../../../../shared/flows/flow-input';
import {
  chargeId,
  inTurn,
  networkError,
  openHarness,
  refundId,
  routes,
  serviceError,
  started,
  storeId,
  type Handler,
  type Harness,
} from '../flow-harness';

let harness: Harness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function open(handlers: Record<string, Handler>): Promise<Harness> {
  harness = await openHarness({ handlers });
  return harness;
}

function refund(status: string, error: unknown = null) {
  return {
    id: refundId,
    store_id: storeId,
    charge_id: chargeId,
    status,
    amount: 500,
    currency: 'JPY',
    reason: 'customer_request',
    error,
    metadata: {},
    mode: 'test',
    created_on: '2026-11-21T10:00:01.000000Z',
  };
}

const input = refundInput.parse({
  chargeId,
  amount: 500,
  currency: 'JPY',
  reason: 'customer_request',
});

describe('refund', () => {
  it('refunds under its journal key and reads the refund with polling until it is successful', async () => {
    const h = await open({
      [routes.createRefund]: () => refund('pending'),
      [routes.getRefund]: inTurn(refund('pending'), refund('successful')),
    });
    const id = await started(h.engine.startRefund(input));
    expect(await h.ended(id)).toMatchObject({ step: 'succeeded', amount: 500, chargeId });

    expect(h.steps(id)).toEqual(['started', 'refunding', 'succeeded']);
    const sent = h.callsOf(routes.createRefund)[0];
    expect(sent?.idempotencyKey).toBe(h.journal.operation(id)?.idempotencyKeys.refund_create);
    expect(sent?.input.body).toEqual({
      amount: 500,
      currency: 'JPY',
      reason: 'customer_request',
      metadata: { 'counter-operation-id': id },
    });
    expect(h.callsOf(routes.getRefund).map((call) => call.input.query)).toEqual([
      { polling: true },
      { polling: true },
    ]);
    expect(h.journal.operation(id)?.facts).toMatchObject({
      refundId,
      refundStatus: 'successful',
      refundReason: 'customer_request',
    });
  });

  it('fails with the payment error of a failed refund', async () => {
    const h = await open({
      [routes.createRefund]: () => refund('pending'),
      [routes.getRefund]: () => refund('failed', { code: 318, message: 'PARTIAL_REFUND' }),
    });
    const id = await started(h.engine.startRefund(input));
    expect(await h.ended(id)).toMatchObject({
      step: 'failed',
      problem: { type: 'payment', code: 318 },
    });
  });

  it('fails with the service problem when the service refuses the refund', async () => {
    const h = await open({
      [routes.createRefund]: () => {
        throw serviceError(400, 'REFUND_EXCEEDS_CHARGE_AMOUNT');
      },
    });
    const id = await started(h.engine.startRefund(input));
    expect(await h.ended(id)).toMatchObject({
      step: 'failed',
      problem: { type: 'service', code: 'REFUND_EXCEEDS_CHARGE_AMOUNT' },
    });
  });

  it('hands the refund to a person when its answer is lost', async () => {
    const h = await open({
      [routes.createRefund]: () => {
        throw networkError();
      },
    });
    const id = await started(h.engine.startRefund(input));
    expect(await h.ended(id)).toMatchObject({ step: 'needs_review' });
  });

  it('hands the refund to a person when it stays pending past the polling bound', async () => {
    const h = await open({
      [routes.createRefund]: () => refund('pending'),
      [routes.getRefund]: () => refund('pending'),
    });
    const id = await started(h.engine.startRefund(input));
    expect(await h.ended(id)).toMatchObject({ step: 'needs_review' });
  });

  it('refuses a refund whose message or metadata holds a card number before recording anything', async () => {
    const h = await open({ [routes.createRefund]: () => refund('successful') });
    expect(await h.engine.startRefund({ ...input, message: 'card 4012 8888 8888 1881' })).toEqual({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        fields: [{ field: 'message', reason: 'CARD_NUMBER_NOT_ALLOWED' }],
      },
    });
    expect(
      await h.engine.startRefund({ ...input, metadata: { paidWith: '4242424242424242' } }),
    ).toEqual({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        fields: [{ field: 'metadata.paidWith', reason: 'CARD_NUMBER_NOT_ALLOWED' }],
      },
    });
    expect(h.callsOf(routes.createRefund)).toEqual([]);
    expect(h.journal.openOperations()).toEqual([]);
    const journal = (await h.journalBytes()).toString('utf8');
    expect(journal).not.toContain('8888 8888 1881');
    expect(journal).not.toContain('4242424242424242');
  });

  it('abandons without refunding when aborted before the request', async () => {
    const h = await open({});
    const id = await started(h.engine.startRefund(input));
    h.engine.abort(id);
    expect(await h.ended(id)).toMatchObject({ step: 'abandoned' });
    expect(h.calls).toEqual([]);
  });
});
