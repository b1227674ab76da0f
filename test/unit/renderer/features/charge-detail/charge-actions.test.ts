import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '../../../../../shared/money';
import { charge as chargeSchema, type Charge } from '../../../../../shared/service/charges';
import { refund as refundSchema, type Refund } from '../../../../../shared/service/refunds';
import {
  captureRequest,
  chargeActionsOf,
  chargeMoneyOf,
  refundRequest,
} from '../../../../../renderer/features/charge-detail/charge-actions';

const chargeId = '3a4b5c6d-7e8f-4a9b-8c0d-1e2f3a4b5c6d';
const storeId = '7f3c0d4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f';

function chargeOf(fields: Record<string, unknown>): Charge {
  return chargeSchema.parse({
    id: chargeId,
    store_id: storeId,
    requested_amount: 5000,
    requested_currency: 'JPY',
    charged_amount: 5000,
    charged_currency: 'JPY',
    status: 'successful',
    error: null,
    metadata: {},
    created_on: '2025-05-01T10:00:00.000Z',
    ...fields,
  });
}

let refundNumber = 0;
function refundOf(amount: number, status: string): Refund {
  refundNumber += 1;
  return refundSchema.parse({
    id: `9a8b7c6d-5e4f-4a3b-8c2d-${String(refundNumber).padStart(12, '0')}`,
    store_id: storeId,
    charge_id: chargeId,
    status,
    amount,
    currency: 'JPY',
    mode: 'test',
    created_on: '2025-05-01T11:00:00.000Z',
  });
}

const authorized = chargeOf({ status: 'authorized' });
const captured = chargeOf({ status: 'successful' });

describe('what a charge allows', () => {
  it('offers capture and cancel for an authorization, and no refund until it is captured', () => {
    expect(chargeActionsOf(authorized, [], 'card')).toEqual({
      capture: { allowed: true },
      cancel: { allowed: true },
      refund: { allowed: false, block: 'notSuccessful' },
    });
  });

  it('offers refund and cancel for a captured card charge, never a second capture', () => {
    expect(chargeActionsOf(captured, [], 'card')).toEqual({
      capture: { allowed: false, block: 'alreadyCaptured' },
      cancel: { allowed: true },
      refund: { allowed: true },
    });
  });

  it('refuses refund and cancel of a paid konbini or bank-transfer charge, the shop refunds those', () => {
    for (const method of ['konbini', 'bank_transfer']) {
      const actions = chargeActionsOf(captured, [], method);
      expect(actions.refund).toEqual({ allowed: false, block: 'paidOutsideTheService' });
      expect(actions.cancel).toEqual({ allowed: false, block: 'paidOutsideTheService' });
    }
  });

  it('lets a konbini or bank-transfer charge awaiting payment be canceled, saying it is unpaid', () => {
    const awaiting = chargeOf({ status: 'awaiting', charged_amount: null, charged_currency: null });
    for (const method of ['konbini', 'bank_transfer']) {
      const actions = chargeActionsOf(awaiting, [], method);
      expect(actions.cancel).toEqual({ allowed: true });
      expect(actions.refund).toEqual({ allowed: false, block: 'awaitingPayment' });
    }
  });

  it('never calls a konbini charge that was not paid "paid outside the service"', () => {
    for (const status of ['canceled', 'failed', 'error'] as const) {
      const unpaid = chargeOf({ status, charged_amount: null, charged_currency: null });
      expect(chargeActionsOf(unpaid, [], 'konbini').refund).toEqual({
        allowed: false,
        block: 'notSuccessful',
      });
    }
  });

  it('refuses to cancel a charge partly refunded, and to refund one fully refunded', () => {
    const partly = chargeActionsOf(captured, [refundOf(1000, 'successful')], 'card');
    expect(partly.cancel).toEqual({ allowed: false, block: 'partlyRefunded' });
    expect(partly.refund).toEqual({ allowed: true });
    const fully = chargeActionsOf(captured, [refundOf(5000, 'successful')], 'card');
    expect(fully.refund).toEqual({ allowed: false, block: 'fullyRefunded' });
  });

  it('offers nothing on a failed charge, and waits while one is pending', () => {
    const failed = chargeActionsOf(chargeOf({ status: 'failed' }), [], 'card');
    expect(failed.cancel).toEqual({ allowed: false, block: 'ended' });
    expect(failed.capture).toEqual({ allowed: false, block: 'notAuthorized' });
    const pending = chargeActionsOf(chargeOf({ status: 'pending' }), [], 'card');
    expect(pending.cancel).toEqual({ allowed: false, block: 'processing' });
  });

  it('leaves a canceled charge as it is', () => {
    const actions = chargeActionsOf(chargeOf({ status: 'canceled' }), [], 'card');
    expect(actions.cancel).toEqual({ allowed: false, block: 'alreadyCanceled' });
    expect(actions.refund).toEqual({ allowed: false, block: 'notSuccessful' });
  });
});

describe('the money of a charge', () => {
  it('counts pending refunds against what may still be refunded, and failed ones not at all', () => {
    const money = chargeMoneyOf(captured, [
      refundOf(1000, 'successful'),
      refundOf(500, 'pending'),
      refundOf(2000, 'failed'),
    ]);
    expect(money).toMatchObject({ refunded: 1000, refundPending: 500, refundable: 3500 });
  });

  it('shows an authorization as held, not charged', () => {
    expect(chargeMoneyOf(authorized, [])).toMatchObject({ authorized: 5000, charged: null });
  });
});

describe('a capture amount', () => {
  it('takes the authorized amount or less, in the authorization’s currency', () => {
    expect(captureRequest(authorized, '3,000')).toEqual({
      ok: true,
      input: { chargeId, amount: 3000, currency: 'JPY' },
    });
    expect(captureRequest(authorized, '5000').ok).toBe(true);
  });

  it('refuses more than the authorized amount, naming the limit', () => {
    expect(captureRequest(authorized, '5001')).toEqual({
      ok: false,
      problem: { type: 'aboveAuthorized', limit: toMinorUnits(5000), currency: 'JPY' },
    });
  });

  it('refuses zero with the flow schema’s reason, and decimals the currency does not have', () => {
    expect(captureRequest(authorized, '0')).toEqual({
      ok: false,
      problem: { type: 'validation', reason: 'INVALID_AMOUNT' },
    });
    expect(captureRequest(authorized, '10.5')).toEqual({
      ok: false,
      problem: { type: 'typed', error: 'NO_DECIMALS_IN_CURRENCY' },
    });
    expect(captureRequest(authorized, '10000000000')).toEqual({
      ok: false,
      problem: { type: 'typed', error: 'TOO_MANY_DIGITS' },
    });
    expect(captureRequest(authorized, '')).toEqual({
      ok: false,
      problem: { type: 'typed', error: 'EMPTY' },
    });
  });

  it('reads dollars and cents without floats for a USD authorization', () => {
    const usd = chargeOf({
      status: 'authorized',
      requested_amount: 3350,
      requested_currency: 'USD',
      charged_amount: 3350,
      charged_currency: 'USD',
    });
    expect(captureRequest(usd, '33.50')).toEqual({
      ok: true,
      input: { chargeId, amount: 3350, currency: 'USD' },
    });
    expect(captureRequest(usd, '33.51').ok).toBe(false);
  });
});

describe('a refund amount', () => {
  it('takes at most what is charged and not refunded yet', () => {
    const refunds = [refundOf(2000, 'successful')];
    expect(refundRequest(captured, refunds, '3000', 'customer_request')).toEqual({
      ok: true,
      input: { chargeId, amount: 3000, currency: 'JPY', reason: 'customer_request' },
    });
    expect(refundRequest(captured, refunds, '3001', null)).toEqual({
      ok: false,
      problem: { type: 'aboveRefundable', limit: toMinorUnits(3000), currency: 'JPY' },
    });
  });

  it('leaves the reason out when none is chosen', () => {
    expect(refundRequest(captured, [], '5000', null)).toEqual({
      ok: true,
      input: { chargeId, amount: 5000, currency: 'JPY' },
    });
  });

  it('refuses anything on a charge that is not successful', () => {
    expect(refundRequest(authorized, [], '1', null)).toEqual({
      ok: false,
      problem: { type: 'aboveRefundable', limit: toMinorUnits(0), currency: 'JPY' },
    });
  });
});
