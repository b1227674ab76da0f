import { amountFormatted, type MinorUnits } from '../../../shared/money';
import type { Charge } from '../../../shared/service/charges';
import { paymentErrorCodes } from '../../../shared/service/errors';
import type { ChargeRecord } from './charge-record';
import { chargeKind, waitsForCustomer } from './charge-kind';
import { konbiniPaymentMetadata } from './konbini-payment-numbers';
import { paymentFailure } from './payment-failure';

/*
 * The charge state machine (conventions: Charges, Statuses): pending -> awaiting, authorized,
 * successful or failed; awaiting -> authorized, successful or failed. Each step is a pure
 * function from a record to its next version; the module stores it with `replace`, so polling
 * holds and persistence see every step. A step that no longer applies returns the record as it
 * was, since clock work and triggers may arrive after a colleague's cancel or capture.
 */

export type Outcome = 'success' | 'failure';

/** Conventions: 3DS failed. */
const threeDsFailedCode = 358;
/** Conventions: payment deadline expired. */
const deadlineExpiredCode = 327;
/** Conventions: not approved, what a customer declining on the wallet page shows. */
const notApprovedCode = 308;

/** Conventions: Wire format, ISO-8601 with fractional seconds up to microseconds and a Z. */
export function serviceTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace('Z', '000Z');
}

function isPaymentErrorCode(code: number): code is keyof typeof paymentErrorCodes {
  return Object.hasOwn(paymentErrorCodes, code);
}

function changed(record: ChargeRecord, now: number, change: Partial<Charge>): ChargeRecord {
  return {
    ...record,
    charge: { ...record.charge, ...change, updated_on: serviceTimestamp(now) },
  };
}

/** Conventions: Errors, a failed payment is `status: failed` with `error: {code, message, details}`. */
function failCharge(record: ChargeRecord, code: number, now: number): ChargeRecord {
  return changed(record, now, {
    status: 'failed',
    // A token's failure is one of the conventions' codes; any other still fails, unnamed.
    error: isPaymentErrorCode(code)
      ? paymentFailure(code)
      : { code, message: 'PAYMENT_FAILED', details: null },
  });
}

/** Approved: authorized when the request said `capture: false`, else successful. */
function approve(
  record: ChargeRecord,
  now: number,
  amount: MinorUnits = record.charge.requested_amount,
): ChargeRecord {
  const currency = record.charge.requested_currency;
  return changed(record, now, {
    status: record.capture ? 'successful' : 'authorized',
    charged_amount: amount,
    charged_currency: currency,
    charged_amount_formatted: amountFormatted(amount, currency),
  });
}

/** The issuer's answer: the failure the token was made to end in (a test card), or approval. */
function settle(record: ChargeRecord, now: number, amount?: MinorUnits): ChargeRecord {
  return record.failure === null
    ? approve(record, now, amount)
    : failCharge(record, record.failure, now);
}

function isAwaiting(record: ChargeRecord): boolean {
  return record.charge.status === 'awaiting';
}

/** The service's processing of a new charge: what `pending` becomes. */
export function processCharge(record: ChargeRecord, now: number): ChargeRecord {
  if (record.charge.status !== 'pending') return record;
  if (record.threeDs !== null) {
    // Spec: Get the 3DS issuer token, rule 2: the charge reaches awaiting, then the issuer
    // token can be fetched.
    const awaiting = changed(record, now, { status: 'awaiting' });
    return { ...awaiting, threeDs: { ...record.threeDs, status: 'awaiting' } };
  }
  const kind = chargeKind(record);
  if (kind === 'konbini') {
    const metadata = { ...record.charge.metadata, ...konbiniPaymentMetadata(record) };
    return changed(record, now, { status: 'awaiting', metadata });
  }
  if (waitsForCustomer(kind)) return changed(record, now, { status: 'awaiting' });
  return settle(record, now);
}

/** The customer finished 3DS on the issuer page; a failure is conventions' 358. */
export function completeChargeThreeDs(
  record: ChargeRecord,
  outcome: Outcome,
  now: number,
): ChargeRecord {
  if (!isAwaiting(record) || record.threeDs?.status !== 'awaiting') return record;
  const status = outcome === 'success' ? 'successful' : 'failed';
  const next =
    outcome === 'success' ? settle(record, now) : failCharge(record, threeDsFailedCode, now);
  return { ...next, threeDs: { ...record.threeDs, status } };
}

/**
 * The customer paid at the konbini, with their wallet, on the wallet page, or by a transfer
 * the bank accepted (`amount`, what arrived).
 */
export function payCharge(record: ChargeRecord, now: number, amount?: MinorUnits): ChargeRecord {
  if (!isAwaiting(record) || record.threeDs !== null) return record;
  return settle(record, now, amount);
}

/** The customer declined on the wallet page. */
export function declineCharge(record: ChargeRecord, now: number): ChargeRecord {
  if (!isAwaiting(record) || record.threeDs !== null) return record;
  return failCharge(record, notApprovedCode, now);
}

/**
 * Spec: data for bank_transfer (`match_amount`): the bank accepts a transfer that equals, is
 * at least or is at most the requested amount, or any amount when matching is disabled. An
 * accepted transfer makes the charge successful for the amount received; a rejected one goes
 * back to the payer and the charge keeps waiting.
 */
export function acceptsTransfer(matchAmount: string, requested: number, amount: number): boolean {
  switch (matchAmount) {
    case 'disabled':
      return true;
    case 'minimum':
      return amount >= requested;
    case 'maximum':
      return amount <= requested;
    default:
      return amount === requested;
  }
}

/** The payment deadline passed (conventions: 327), unless it was extended meanwhile. */
export function expireCharge(record: ChargeRecord, now: number): ChargeRecord {
  if (!isAwaiting(record) || record.expiry === null || record.expiry.expiresAt > now) {
    return record;
  }
  return failCharge(record, deadlineExpiredCode, now);
}
