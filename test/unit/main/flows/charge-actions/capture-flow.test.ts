import { afterEach, describe, expect, it } from 'vitest';
import { captureInput } from '../../../../../shared/flows/flow-input';
import {
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

const authorized = charge({ status: 'authorized', charged_amount: 1200, charged_currency: 'JPY' });
const capture = (amount: number, currency = 'JPY') =>
  captureInput.parse({ chargeId, amount, currency });

describe('capture', () => {
  it('captures under its journal key and succeeds once the charge is successful', async () => {
    const h = await open({
      [routes.getCharge]: inTurn(authorized, charge({ status: 'successful', charged_amount: 800 })),
      [routes.capture]: () => ({}),
    });
    const id = await started(h.engine.startCapture(capture(800)));
    const end = await h.ended(id);

    expect(h.steps(id)).toEqual(['started', 'capturing', 'succeeded']);
    expect(end).toMatchObject({ chargeId, chargeStatus: 'successful', amount: 800 });
    const sent = h.callsOf(routes.capture)[0];
    expect(sent?.input).toEqual({
      params: { storeId, chargeId },
      body: { amount: 800, currency: 'JPY' },
    });
    expect(sent?.idempotencyKey).toBe(h.journal.operation(id)?.idempotencyKeys.capture);
    expect(h.journal.operation(id)?.intent).toMatchObject({
      chargeId,
      amount: 800,
      currency: 'JPY',
    });
  });

  it('refuses more than the authorized amount before sending the capture', async () => {
    const h = await open({ [routes.getCharge]: () => authorized });
    const id = await started(h.engine.startCapture(capture(1201)));
    expect(await h.ended(id)).toMatchObject({
      step: 'failed',
      problem: {
        type: 'service',
        status: 400,
        code: 'CAPTURE_AMOUNT_TOO_LARGE',
        fields: [{ field: 'amount', reason: 'OUT_OF_RANGE' }],
      },
    });
    expect(h.callsOf(routes.capture)).toHaveLength(0);
  });

  it('refuses another currency than the authorization before sending the capture', async () => {
    const h = await open({ [routes.getCharge]: () => authorized });
    const id = await started(h.engine.startCapture(capture(1200, 'USD')));
    expect(await h.ended(id)).toMatchObject({
      step: 'failed',
      problem: { type: 'service', code: 'CURRENCY_MUST_MATCH_CHARGE' },
    });
    expect(h.callsOf(routes.capture)).toHaveLength(0);
  });

  it('fails with the service problem when the service refuses the capture', async () => {
    const h = await open({
      [routes.getCharge]: () => authorized,
      [routes.capture]: () => {
        throw serviceError(400, 'INVALID_CHARGE_STATUS');
      },
    });
    const id = await started(h.engine.startCapture(capture(1200)));
    expect(await h.ended(id)).toMatchObject({
      step: 'failed',
      problem: { type: 'service', code: 'INVALID_CHARGE_STATUS' },
    });
  });

  it('fails with the payment error when the capture fails the charge', async () => {
    const expired = { code: 313, message: 'AUTHORIZATION_EXPIRED', details: null };
    const h = await open({
      [routes.getCharge]: inTurn(authorized, charge({ status: 'failed', error: expired })),
      [routes.capture]: () => ({}),
    });
    const id = await started(h.engine.startCapture(capture(1200)));
    expect(await h.ended(id)).toMatchObject({
      step: 'failed',
      problem: { type: 'payment', code: 313 },
    });
  });

  it('hands the capture to a person when its answer is lost', async () => {
    const h = await open({
      [routes.getCharge]: () => authorized,
      [routes.capture]: () => {
        throw networkError('CONNECTION_RESET');
      },
    });
    const id = await started(h.engine.startCapture(capture(1200)));
    expect(await h.ended(id)).toMatchObject({
      step: 'needs_review',
      problem: { type: 'review', reason: 'outcome_unknown' },
    });
  });

  it('fails without capturing when the charge cannot be read first', async () => {
    const h = await open({
      [routes.getCharge]: () => {
        throw networkError('CONNECTION_REFUSED');
      },
    });
    const id = await started(h.engine.startCapture(capture(1200)));
    expect(await h.ended(id)).toMatchObject({
      step: 'failed',
      problem: { type: 'connection', code: 'CONNECTION_REFUSED' },
    });
    expect(h.callsOf(routes.capture)).toHaveLength(0);
  });

  it('abandons without capturing when aborted while the charge is read', async () => {
    const h = await open({
      [routes.getCharge]: () => {
        harness?.engine.abort(harness.engine.running()[0]?.operationId ?? '');
        return authorized;
      },
    });
    const id = await started(h.engine.startCapture(capture(1200)));
    expect(await h.ended(id)).toMatchObject({ step: 'abandoned' });
    expect(h.callsOf(routes.capture)).toHaveLength(0);
  });
});
