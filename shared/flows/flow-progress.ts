import { z } from 'zod';
import { currencyCode, minorUnits, money } from '../money';
import { isoTimestamp, uuid } from '../service/common';
import { bankTransferMatchAmounts } from '../service/token-options';
import { konbiniPaymentDetails } from '../konbini-payment-guide';
import { saleKind } from './flow-input';

/** Every operation a flow runs (DESIGN.md: Flows); the journal records the same kinds. */
export const flowKind = z.enum([
  ...saleKind.options,
  'card_registration',
  'capture',
  'cancel',
  'refund',
]);
export type FlowKind = z.infer<typeof flowKind>;

/**
 * The steps a cashier sees. Each flow's state machine (main/flows) allows only some of them
 * and only in order; the last four end the flow.
 */
export const flowStep = z.enum([
  'started',
  'creating_token',
  'authenticating_token',
  'creating_charge',
  'processing',
  'authenticating',
  'awaiting_customer',
  'capturing',
  'canceling',
  'refunding',
  'recovering',
  'succeeded',
  'failed',
  'abandoned',
  'needs_review',
]);
export type FlowStep = z.infer<typeof flowStep>;

export const terminalFlowSteps = ['succeeded', 'failed', 'abandoned', 'needs_review'] as const;

export function isTerminalFlowStep(step: FlowStep): boolean {
  return (terminalFlowSteps as readonly FlowStep[]).includes(step);
}

/**
 * The page the customer acts on (the issuer's, the wallet's) was closed by hand before the
 * payment ended: open it again (flows:reopen-customer-page) or abort.
 */
const windowClosed = z.boolean().optional();

/**
 * What the customer must do while the flow waits, for the counter screen and the customer
 * display. Nothing here is secret or personal beyond what the customer is shown anyway.
 */
export const customerAction = z.discriminatedUnion('type', [
  /** Spec: Get the 3DS issuer token, rule 3: post `body` to `url` as `contentType`. */
  z.strictObject({
    type: z.literal('three_ds'),
    url: z.string(),
    contentType: z.string(),
    body: z.string(),
    windowClosed,
  }),
  /**
   * Pay at the convenience store before `expiresAt`, with the numbers the service e-mails the
   * customer; `details` when the charge carries them too (shared/konbini-payment-guide.ts).
   */
  z.strictObject({
    type: z.literal('konbini_payment'),
    convenienceStore: z.string(),
    expiresAt: isoTimestamp.nullable(),
    details: konbiniPaymentDetails.optional(),
  }),
  /** Spec: Issuer token object, bank_transfer: transfer to this account before `expiresAt`. */
  z.strictObject({
    type: z.literal('bank_transfer'),
    bankName: z.string().nullable(),
    bankCode: z.string().nullable(),
    branchName: z.string().nullable(),
    branchCode: z.string().nullable(),
    accountHolderName: z.string().nullable(),
    accountNumber: z.string().nullable(),
    /**
     * Spec: data for bank_transfer, match_amount, the amount rule the bank applies to the
     * transfer; null when the store's or merchant's setting applies, or it is not known.
     */
    matchAmount: z.enum(bankTransferMatchAmounts).nullable(),
    expiresAt: isoTimestamp.nullable(),
  }),
  /** Merchant-presented QR: show `content` as a QR code for the customer's wallet app. */
  z.strictObject({
    type: z.literal('qr_code'),
    brand: z.string(),
    content: z.string(),
    expiresAt: isoTimestamp.nullable(),
  }),
  /**
   * Spec: Issuer token object, online: what the call method needs, and when the charge stops
   * waiting for the customer's approval (expiry/latest; null when the service gives none).
   */
  z.strictObject({
    type: z.literal('wallet'),
    brand: z.string(),
    callMethod: z.string(),
    issuerToken: z.string(),
    payload: z.record(z.string(), z.unknown()).nullable(),
    expiresAt: isoTimestamp.nullable(),
    windowClosed,
  }),
]);
export type CustomerAction = z.infer<typeof customerAction>;

/** Why a flow did not succeed, as codes the renderer translates (STYLE.md: errors are values). */
const flowProblem = z.discriminatedUnion('type', [
  /** Conventions: Errors, a failed payment's integer code. */
  z.strictObject({ type: z.literal('payment'), code: z.number().int(), message: z.string() }),
  /** The service refused a request. */
  z.strictObject({
    type: z.literal('service'),
    status: z.number().int(),
    code: z.string(),
    fields: z.array(z.strictObject({ field: z.string(), reason: z.string() })),
  }),
  /** The service could not be reached, or did not answer in time, or answered garbage. */
  z.strictObject({ type: z.literal('connection'), code: z.string() }),
  /** The cashier aborted. */
  z.strictObject({ type: z.literal('aborted') }),
  /** The customer did not finish within the flow's bound (3-D Secure): the charge was canceled. */
  z.strictObject({ type: z.literal('timed_out') }),
  /** The outcome could not be determined: the operation waits in the review list. */
  z.strictObject({ type: z.literal('review'), reason: z.string() }),
]);
export type FlowProblem = z.infer<typeof flowProblem>;

/** One event on the `flows:progress` channel. */
export const flowProgress = z.strictObject({
  operationId: uuid,
  kind: flowKind,
  step: flowStep,
  at: isoTimestamp,
  /** What the operation asked for. */
  amount: minorUnits.optional(),
  currency: currencyCode.optional(),
  /**
   * What the service charged once it processed the charge, where it knows: a bank transfer's
   * amount received may be more or less than the amount asked.
   */
  charged: money.optional(),
  chargeId: uuid.optional(),
  chargeStatus: z.string().optional(),
  action: customerAction.optional(),
  problem: flowProblem.optional(),
  /** Whether the cashier may abort now (the service allows it at this step). */
  abortable: z.boolean(),
});
export type FlowProgress = z.infer<typeof flowProgress>;

/**
 * Whether `next` is no older than `shown`, both of one operation: a screen that put a running
 * flow back from main's list may then hear an event the list already counted, which must not
 * take it back a step.
 */
export function isLaterProgress(next: FlowProgress, shown: FlowProgress | null): boolean {
  return shown === null || Date.parse(next.at) >= Date.parse(shown.at);
}
