import {
  captureInput,
  refundInput,
  type CaptureInput,
  type RefundInput,
} from '../../../shared/flows/flow-input';
import {
  parseMajorUnits,
  toMinorUnits,
  type CurrencyCode,
  type MajorUnitParseError,
  type MinorUnits,
} from '../../../shared/money';
import { paymentTypesWhere } from '../../../shared/flows/payment-methods';
import type { Charge } from '../../../shared/service/charges';
import { parseRequest, type ValidationReason } from '../../../shared/service/common';
import type { Refund, refundRequestReason } from '../../../shared/service/refunds';
import type { z } from 'zod';

/*
 * What a cashier may do with a charge, and the amounts a capture or refund may take, decided
 * from the charge, its refunds and its payment method before anything leaves the renderer.
 * The service decides in the end; these are its rules as the conventions state them
 * (conventions: Charges), so the counter offers only what the service would accept and says
 * why when it will not.
 */

/** Paid at a convenience store or by the customer's own transfer: refunded by the shop itself. */
const paidOutsideTheService = paymentTypesWhere((method) => !method.refundsAtService);

/** A refund counts against the charge until it fails (conventions: Charges, Refunds). */
function countsAgainstCharge(refund: Refund): boolean {
  return refund.status === 'successful' || refund.status === 'pending';
}

function sum(amounts: readonly number[]): MinorUnits {
  return toMinorUnits(amounts.reduce((total, amount) => total + amount, 0));
}

/** The charge's money as the detail screen shows it, all in the charge's own currency. */
export interface ChargeMoney {
  currency: CurrencyCode;
  requested: MinorUnits;
  /** Held on the card and not captured yet: only while the charge is `authorized`. */
  authorized: MinorUnits | null;
  /** Taken from the customer: the captured amount once the charge is `successful`. */
  charged: MinorUnits | null;
  refunded: MinorUnits;
  /** Refunds sent and not yet answered. */
  refundPending: MinorUnits;
  /** What a new refund may still return. */
  refundable: MinorUnits;
}

export function chargeMoneyOf(charge: Charge, refunds: readonly Refund[]): ChargeMoney {
  const currency = charge.charged_currency ?? charge.requested_currency;
  const ofCharge = refunds.filter((refund) => refund.currency === currency);
  const refunded = sum(ofCharge.filter((r) => r.status === 'successful').map((r) => r.amount));
  const refundPending = sum(ofCharge.filter((r) => r.status === 'pending').map((r) => r.amount));
  const held = charge.charged_amount ?? charge.requested_amount;
  const charged = charge.status === 'successful' ? held : null;
  const counted = sum(ofCharge.filter(countsAgainstCharge).map((refund) => refund.amount));
  return {
    currency,
    requested: charge.requested_amount,
    authorized: charge.status === 'authorized' ? held : null,
    charged,
    refunded,
    refundPending,
    refundable: toMinorUnits(charged === null ? 0 : Math.max(0, charged - counted)),
  };
}

/** Why an action is not offered, each with its own sentence at the counter. */
type ActionBlock =
  /** Still being processed: wait for its outcome. */
  | 'processing'
  /** Captured already (ALREADY_CAPTURED). */
  | 'alreadyCaptured'
  /** Not an open authorization (INVALID_CHARGE_STATUS). */
  | 'notAuthorized'
  /** Failed or ended in error: nothing moved, nothing to undo. */
  | 'ended'
  | 'alreadyCanceled'
  /** A paid konbini or bank-transfer charge: the shop returns the money itself. */
  | 'paidOutsideTheService'
  /** The customer has not paid yet: nothing to refund; cancel it if the sale is off. */
  | 'awaitingPayment'
  /** Part of it is refunded already; refund the rest instead of canceling. */
  | 'partlyRefunded'
  /** Only a successful charge can be refunded (CANNOT_REFUND_UNSUCCESSFUL_CHARGE). */
  | 'notSuccessful'
  | 'fullyRefunded';

export type ActionAvailability = { allowed: true } | { allowed: false; block: ActionBlock };

export interface ChargeActions {
  capture: ActionAvailability;
  cancel: ActionAvailability;
  refund: ActionAvailability;
}

const allowed: ActionAvailability = { allowed: true };
const blocked = (block: ActionBlock): ActionAvailability => ({ allowed: false, block });

/**
 * Conventions: Charges. Capture: only `authorized`. Cancel: a charge still waiting or
 * authorized, or a successful one unless it was paid at a konbini or by bank transfer or is
 * partly refunded already. Refund: only `successful`, never konbini or bank transfer, and only
 * while something is left. Each refusal names the charge's own state: a konbini slip still to
 * be paid is not "paid outside the service", and can be canceled. `paymentType` is null when the method could not be read; the
 * service then has the last word on what the method allows.
 */
export function chargeActionsOf(
  charge: Charge,
  refunds: readonly Refund[],
  paymentType: string | null,
): ChargeActions {
  const paidOutside = paymentType !== null && paidOutsideTheService.has(paymentType);
  const money = chargeMoneyOf(charge, refunds);
  const hasRefunds = refunds.some(countsAgainstCharge);
  switch (charge.status) {
    case 'authorized':
      return { capture: allowed, cancel: allowed, refund: blocked('notSuccessful') };
    case 'awaiting':
      return {
        capture: blocked('notAuthorized'),
        cancel: allowed,
        refund: blocked('awaitingPayment'),
      };
    case 'successful':
      return {
        capture: blocked('alreadyCaptured'),
        cancel: paidOutside
          ? blocked('paidOutsideTheService')
          : hasRefunds
            ? blocked('partlyRefunded')
            : allowed,
        refund: paidOutside
          ? blocked('paidOutsideTheService')
          : money.refundable > 0
            ? allowed
            : blocked('fullyRefunded'),
      };
    case 'canceled':
      return {
        capture: blocked('notAuthorized'),
        cancel: blocked('alreadyCanceled'),
        refund: blocked('notSuccessful'),
      };
    case 'failed':
    case 'error':
      return {
        capture: blocked('notAuthorized'),
        cancel: blocked('ended'),
        refund: blocked('notSuccessful'),
      };
    default:
      // `pending`, or a status this version does not know: nothing until it settles.
      return {
        capture: blocked('processing'),
        cancel: blocked('processing'),
        refund: blocked('processing'),
      };
  }
}

/** Why a typed amount was refused, to show under the amount field. */
export type AmountProblem =
  | { type: 'typed'; error: MajorUnitParseError }
  | { type: 'validation'; reason: ValidationReason }
  /** More than the authorization holds (the service's CAPTURE_AMOUNT_TOO_LARGE). */
  | { type: 'aboveAuthorized'; limit: MinorUnits; currency: CurrencyCode }
  /** More than is left to refund (the service's REFUND_EXCEEDS_CHARGE_AMOUNT). */
  | { type: 'aboveRefundable'; limit: MinorUnits; currency: CurrencyCode };

export type AmountRequest<Input> =
  { ok: true; input: Input } | { ok: false; problem: AmountProblem };

/**
 * `typed`, an amount in major units ("1,000", "33.50") read without floats, as a flow's input
 * for the charge in `currency`: checked by the flow's own `schema` (its first reason names the
 * problem), then by `beyond`, the flow's own limit on it.
 */
function amountRequest<Schema extends z.ZodType<{ amount: number }>>(
  schema: Schema,
  input: { chargeId: string; currency: CurrencyCode; typed: string; reason?: RefundReason },
  beyond: (amount: number) => AmountProblem | null,
): AmountRequest<z.output<Schema>> {
  const { typed, ...rest } = input;
  const amount = parseMajorUnits(typed, rest.currency);
  if (!amount.ok) return { ok: false, problem: { type: 'typed', error: amount.error } };
  const parsed = parseRequest(schema, { ...rest, amount: amount.amount });
  if (!parsed.success) {
    return {
      ok: false,
      problem: { type: 'validation', reason: parsed.errors[0]?.reason ?? 'INVALID_FORMAT' },
    };
  }
  const problem = beyond(parsed.data.amount);
  return problem === null ? { ok: true, input: parsed.data } : { ok: false, problem };
}

/**
 * A capture of `typed`: checked by the capture flow's schema (a positive integer of minor
 * units, a currency), in the authorization's currency, and for at most the authorized amount
 * (spec: Capture a charge, "lower than the authorized amount", read as not more).
 */
export function captureRequest(charge: Charge, typed: string): AmountRequest<CaptureInput> {
  const { currency, authorized } = chargeMoneyOf(charge, []);
  return amountRequest(captureInput, { chargeId: charge.id, currency, typed }, (amount) =>
    authorized === null || amount > authorized
      ? { type: 'aboveAuthorized', limit: authorized ?? toMinorUnits(0), currency }
      : null,
  );
}

export type RefundReason = z.infer<typeof refundRequestReason>;

/**
 * A refund of `typed`: checked by the refund flow's schema, in the charged currency, and for
 * at most what is charged and not refunded yet, pending refunds included (conventions:
 * Charges, Refunds: partial refunds add up to at most the charge).
 */
export function refundRequest(
  charge: Charge,
  refunds: readonly Refund[],
  typed: string,
  reason: RefundReason | null,
): AmountRequest<RefundInput> {
  const { currency, refundable } = chargeMoneyOf(charge, refunds);
  return amountRequest(
    refundInput,
    { chargeId: charge.id, currency, typed, ...(reason !== null && { reason }) },
    (amount) =>
      amount > refundable ? { type: 'aboveRefundable', limit: refundable, currency } : null,
  );
}
