import { z } from 'zod';
import { isSaleKind, saleKind, type SaleKind } from '../../shared/flows/payment-methods';
import { flowKind } from '../../shared/flows/flow-progress';
import { operationOutcome } from '../../shared/ipc/ipc-payloads';
import { currencyCode, minorUnits, money } from '../../shared/money';
import { isoDuration, isoTimestamp, metadataInput, mode, uuid } from '../../shared/service/common';
import { actor, profileId } from './actor';
import { refuseSensitiveData } from '../../shared/sensitive-data';

/*
 * What the journal records about one operation (DESIGN.md: Flows): its intent with the
 * idempotency keys of every request it will make, each state change with the facts learnt,
 * and its end. Every object is strict, and no field can hold a card number, a CVV or a
 * credential: only the last four digits and the brand of a card are ever kept.
 */

/** The journal records the operations the flows run (shared/flows: flowKind). */
const operationKind = flowKind;
export type OperationKind = z.infer<typeof operationKind>;

const chargeActionKind = operationKind.extract(['capture', 'cancel', 'refund']);

/** The service requests that carry an Idempotency-Key (conventions: Idempotency). */
const idempotentRequest = z.enum([
  'token_create',
  'charge_create',
  'capture',
  'cancel',
  'refund_create',
]);
export type IdempotentRequest = z.infer<typeof idempotentRequest>;

// A sale the cashier aborts while the customer is still to act is voided with a cancel.
const saleRequests: readonly IdempotentRequest[] = ['token_create', 'charge_create', 'cancel'];

const requestsOfOthers = {
  card_registration: ['token_create'],
  capture: ['capture'],
  cancel: ['cancel'],
  refund: ['refund_create'],
} as const satisfies Record<Exclude<OperationKind, SaleKind>, readonly IdempotentRequest[]>;

/** The requests each kind of operation makes; each gets its key when the intent is recorded. */
export function requestsOf(kind: OperationKind): readonly IdempotentRequest[] {
  return isSaleKind(kind) ? saleRequests : requestsOfOthers[kind];
}

const idempotencyKeys = z.partialRecord(idempotentRequest, uuid);
export type IdempotencyKeys = z.infer<typeof idempotencyKeys>;

const amount = minorUnits.refine((value) => value > 0, { error: 'INVALID_AMOUNT' });

/**
 * Where and how the operation runs: the store, its profile, test or live, training or not,
 * and the operator signed in when it began (none on a till without operators).
 */
const scope = {
  storeId: uuid,
  profileId,
  mode,
  training: z.boolean(),
  operator: actor.shape.operator,
};

export const operationIntent = z.discriminatedUnion('kind', [
  z.strictObject({ kind: saleKind, ...scope, amount, currency: currencyCode }),
  z.strictObject({ kind: z.literal('card_registration'), ...scope }),
  z.strictObject({
    kind: chargeActionKind,
    ...scope,
    chargeId: uuid,
    amount,
    currency: currencyCode,
  }),
]);
export type OperationIntent = z.infer<typeof operationIntent>;

/** How an operation ended. A review, once resolved, ends in one of these too. */
/** The IPC contract shows the same outcomes to the renderer (shared/ipc: operationOutcome). */
export const terminalState = operationOutcome;
export type TerminalState = z.infer<typeof terminalState>;

const reservedStates: readonly string[] = ['intent', 'needs_review', ...terminalState.options];

/** A flow's own name for a state it reached (`token_created`, `awaiting_3ds`...). */
const stateName = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,47}$/, { error: 'INVALID_FORMAT' })
  .refine((name) => !reservedStates.includes(name), { error: 'RESERVED_STATE' });

/** Why an operation waits for a person instead of being resumed by the app. */
const reviewReason = z.enum([
  /** A request may have reached the service and its result could not be learnt. */
  'outcome_unknown',
  /** The idempotency key may have expired (24 hours), so a replay could act twice. */
  'idempotency_window_passed',
  /** The service refused a replay as a different request with the same key. */
  'idempotency_key_conflict',
  /** The service reports a state the flow cannot continue from. */
  'unexpected_service_state',
]);
export type ReviewReason = z.infer<typeof reviewReason>;

export const refundReason = z.enum(['duplicate', 'fraud', 'customer_request']);

const brandName = z.string().regex(/^[a-z0-9_]{1,48}$/, { error: 'INVALID_FORMAT' });
const chargeStatus = z.enum([
  'pending',
  'awaiting',
  'authorized',
  'successful',
  'failed',
  'error',
  'canceled',
]);
const resultStatus = z.enum(['pending', 'successful', 'failed', 'error']);
const freeText = z.string().max(500);

/**
 * What is known about the operation so far. A transition adds to it; a resource id, once
 * known, never changes (a second charge id for one sale would mean a second charge).
 */
export const operationFacts = z.strictObject({
  transactionTokenId: uuid.optional(),
  chargeId: uuid.optional(),
  refundId: uuid.optional(),
  cancelId: uuid.optional(),
  chargeStatus: chargeStatus.optional(),
  /**
   * What the service charged once it processed the charge: a partial capture, or a bank
   * transfer's amount received, which may differ from the sale's amount asked.
   */
  charged: money.optional(),
  refundStatus: resultStatus.optional(),
  cancelStatus: resultStatus.optional(),
  card: z.strictObject({ brand: brandName, lastFour: z.string().regex(/^\d{4}$/) }).optional(),
  /** The wallet, convenience store or bank the payment goes through. */
  brand: brandName.optional(),
  /** The non-secret parts of the charge request, so a replay after a crash is the same request. */
  chargeRequest: z
    .strictObject({
      capture: z.boolean(),
      threeDsMode: z.enum(['normal', 'require', 'force', 'skip', 'if_available']).optional(),
      redirectEndpoint: z
        .url({ protocol: /^https?$/ })
        .max(2048)
        .optional(),
      descriptor: z.string().max(64).optional(),
      metadata: metadataInput.optional(),
    })
    .optional(),
  /**
   * A konbini or bank-transfer token's expiration settings, as its sale applies them (spec:
   * data for konbini and bank_transfer), so every screen counts the same deadline when the
   * service's expiry cannot be read.
   */
  expiration: z
    .strictObject({ period: isoDuration.optional(), timeShift: z.string().max(64).optional() })
    .optional(),
  refundReason: refundReason.optional(),
  /**
   * The cancel's body as it was sent (the cashier's metadata with the operation's id), so a
   * replay after a crash is the same request.
   */
  cancelRequest: z.strictObject({ metadata: metadataInput.optional() }).optional(),
  /**
   * The refund's body as it was sent, beyond the intent's amount and currency and the
   * `refundReason`, so a replay after a crash is the same request.
   */
  refundRequest: z
    .strictObject({ message: z.string().max(255).optional(), metadata: metadataInput.optional() })
    .optional(),
  /** A payment that failed: the charge's, refund's or cancel's `error` (conventions: Errors). */
  paymentError: z.strictObject({ code: z.number().int(), message: freeText }).optional(),
  /** The last HTTP error the service answered with. */
  serviceError: z
    .strictObject({
      status: z.number().int().min(100).max(599),
      code: z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/),
    })
    .optional(),
});
export type OperationFacts = z.infer<typeof operationFacts>;

/** Facts that name a resource at the service: set once, never changed. */
export const resourceIds = ['transactionTokenId', 'chargeId', 'refundId', 'cancelId'] as const;
export type ResourceId = (typeof resourceIds)[number];

const recordBase = { at: isoTimestamp, operationId: uuid };

/** One line of the operations journal. */
export const journalRecord = z
  .discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('intent'),
      ...recordBase,
      intent: operationIntent,
      idempotencyKeys,
    }),
    z.strictObject({
      type: z.literal('transition'),
      ...recordBase,
      state: stateName,
      facts: operationFacts,
    }),
    z.strictObject({
      type: z.literal('outcome'),
      ...recordBase,
      state: terminalState,
      facts: operationFacts,
    }),
    z.strictObject({
      type: z.literal('review'),
      ...recordBase,
      reason: reviewReason,
      detail: freeText.optional(),
      facts: operationFacts,
    }),
    z.strictObject({
      type: z.literal('resolution'),
      ...recordBase,
      outcome: terminalState,
      note: freeText.optional(),
      by: actor,
    }),
    /**
     * The counter let go of a sale: the cashier saw how it ended, or left it to main while it
     * waited for its customer (Keep open). Until then its ending is unacknowledged.
     */
    z.strictObject({ type: z.literal('acknowledgement'), ...recordBase }),
  ])
  .superRefine(refuseSensitiveData);
export type JournalRecord = z.infer<typeof journalRecord>;
export type JournalRecordInput = z.input<typeof journalRecord>;
