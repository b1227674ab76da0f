import { afterEach, describe, expect, it } from 'vitest';
import {
  cancelId,
  charge,
  chargeId,
  inTurn,
  networkError,
  openHarness,
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

const successful = charge({ status: 'successful', charged_amount: 1200, charged_currency: 'JPY' });

function cancel(status: string, error: unknown = null) {
  return {
    id: cancelId,
    charge_id: chargeId,
    store_id: storeId,
    status,
    error,
    metadata: {},
    mode: 'test',
    created_on: '2026-11-21T10:00:01.000000Z',
  };
}

describe('cancel', () => {
  it('records the amount it reads from the charge, and succeeds once the cancel is successful', async () => {
    const h = await open({
      [routes.getCharge]: inTurn(successful, charge({ status: 'canceled' })),
      [routes.cancel]: () => cancel('pending'),
      [routes.getCancel]: () => cancel('successful'),
    });
    const id = await started(h.engine.startCancel({ chargeId, metadata: { till: 3 } }));
    const end = await h.ended(id);

    expect(h.steps(id)).toEqual(['started', 'canceling', 'succeeded']);
    expect(end).toMatchObject({ chargeStatus: 'canceled', amount: 1200, currency: 'JPY' });
    const sent = h.callsOf(routes.cancel)[0];
    expect(sent?.idempotencyKey).toBe(h.journal.operation(id)?.idempotencyKeys.cancel);
    expect(sent?.input.body).toEqual({ metadata: { till: 3, 'counter-operation-id': id } });
    expect(h.journal.operation(id)?.facts).toMatchObject({
      cancelId,
      cancelStatus: 'successful',
      chargeStatus: 'canceled',
    });
  });

  it('reads the cancel it made with polling held by the service, until it leaves pending', async () => {
    const h = await open({
      [routes.getCharge]: inTurn(successful, charge({ status: 'canceled' })),
      [routes.cancel]: () => cancel('pending'),
      [routes.getCancel]: inTurn(cancel('pending'), cancel('successful')),
    });
    const id = await started(h.engine.startCancel({ chargeId }));
    expect(await h.ended(id)).toMatchObject({ step: 'succeeded' });

    const reads = h.callsOf(routes.getCancel);
    expect(reads.map((read) => read.input)).toEqual([
      { params: { storeId, chargeId, cancelId }, query: { polling: true } },
      { params: { storeId, chargeId, cancelId }, query: { polling: true } },
    ]);
  });

  it('fails with the payment error when the cancel answers failed', async () => {
    const h = await open({
      [routes.getCharge]: () => successful,
      [routes.cancel]: () => cancel('failed', { code: 312, message: 'CANNOT_CANCEL' }),
    });
    const id = await started(h.engine.startCancel({ chargeId }));
    expect(await h.ended(id)).toMatchObject({
      step: 'failed',
      problem: { type: 'payment', code: 312 },
    });
    expect(h.callsOf(routes.getCancel)).toHaveLength(0);
  });

  it('fails with the payment error the cancel ends in after pending, whatever the charge shows', async () => {
    const h = await open({
      [routes.getCharge]: () => successful,
      [routes.cancel]: () => cancel('pending'),
      [routes.getCancel]: () => cancel('failed', { code: 312, message: 'CANNOT_CANCEL' }),
    });
    const id = await started(h.engine.startCancel({ chargeId }));
    expect(await h.ended(id)).toMatchObject({
      step: 'failed',
      problem: { type: 'payment', code: 312 },
    });
    expect(h.journal.operation(id)?.facts).toMatchObject({ cancelId, cancelStatus: 'failed' });
  });

  it('hands the cancel to a person when the cancel never leaves pending', async () => {
    const h = await open({
      [routes.getCharge]: () => successful,
      [routes.cancel]: () => cancel('pending'),
      [routes.getCancel]: () => cancel('pending'),
    });
    const id = await started(h.engine.startCancel({ chargeId }));
    expect(await h.ended(id)).toMatchObject({
      step: 'needs_review',
      problem: { type: 'review', reason: 'outcome_unknown' },
    });
  });

  it('hands the cancel to a person when it ends in a status no cancel should', async () => {
    const h = await open({
      [routes.getCharge]: () => successful,
      [routes.cancel]: () => cancel('pending'),
      [routes.getCancel]: () => cancel('reversed'),
    });
    const id = await started(h.engine.startCancel({ chargeId }));
    expect(await h.ended(id)).toMatchObject({
      step: 'needs_review',
      problem: { type: 'review', reason: 'unexpected_service_state' },
    });
  });

  it('fails with the service problem when the service refuses the cancel', async () => {
    const h = await open({
      [routes.getCharge]: () => successful,
      [routes.cancel]: () => {
        throw serviceError(400, 'CANCEL_NOT_ALLOWED');
      },
    });
    const id = await started(h.engine.startCancel({ chargeId }));
    expect(await h.ended(id)).toMatchObject({
      step: 'failed',
      problem: { type: 'service', code: 'CANCEL_NOT_ALLOWED' },
    });
  });

  it('hands the cancel to a person when its answer is lost', async () => {
    const h = await open({
      [routes.getCharge]: () => successful,
      [routes.cancel]: () => {
        throw networkError();
      },
    });
    const id = await started(h.engine.startCancel({ chargeId }));
    expect(await h.ended(id)).toMatchObject({ step: 'needs_review' });
  });

  it('does not start when the charge cannot be read, and records nothing', async () => {
    const h = await open({
      [routes.getCharge]: () => {
        throw serviceError(404, 'NOT_FOUND');
      },
    });
    const result = await h.engine.startCancel({ chargeId });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'CHARGE_NOT_READ', problem: { type: 'service', code: 'NOT_FOUND' } },
    });
    expect(h.journal.openOperations()).toEqual([]);
    expect(h.callsOf(routes.cancel)).toHaveLength(0);
  });
});
