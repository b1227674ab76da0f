import { z } from 'zod';
import { flowKind } from '../flows/flow-progress';
import { currencyCode, minorUnits, money } from '../money';
import { isoTimestamp, uuid } from '../service/common';

/*
 * What a reconciliation reports (reconciliation.ts computes it): each difference with its
 * cause, the clerk's explanation of it if one was given, and how far back the till remembers.
 */

/** What the service lists about a charge or refund, as a difference shows it. */
export const serviceSide = z.strictObject({
  type: z.string().max(32),
  resourceId: uuid,
  chargeId: uuid,
  amount: minorUnits,
  currency: currencyCode,
  status: z.string().max(32),
  createdOn: isoTimestamp,
  paymentType: z.string().max(64).nullable(),
  brand: z.string().max(64).nullable(),
});

const operationSide = z.strictObject({ operationId: uuid, kind: flowKind });

/** A clerk's word that a difference is understood (audited: `difference_explained`). */
export const differenceExplanation = z.strictObject({
  note: z.string().trim().min(1).max(500),
  at: isoTimestamp,
  operator: z.string().max(80).optional(),
});
export type DifferenceExplanation = z.infer<typeof differenceExplanation>;

const explained = { explanation: differenceExplanation.optional() };

export const reconciliationDifference = z.discriminatedUnion('cause', [
  /** The service lists a charge or refund no operation of this till recorded. */
  z.strictObject({ cause: z.literal('not_in_journal'), service: serviceSide, ...explained }),
  /**
   * A charge the service made itself for a subscription (its `subscription_id`): no till
   * made it, so no journal holds it.
   */
  z.strictObject({
    cause: z.literal('subscription_charge'),
    service: serviceSide,
    subscriptionId: uuid,
    ...explained,
  }),
  /**
   * A charge whose metadata names a Counter operation (`counter-operation-id`) this till does
   * not remember: `this` when it also names this till (`counter-till-id`), `unnamed` when it
   * names no till (made before tills named themselves).
   */
  z.strictObject({
    cause: z.literal('journal_lost'),
    service: serviceSide,
    operationId: uuid,
    till: z.enum(['this', 'unnamed']),
    ...explained,
  }),
  /** A charge another till running Counter made: its metadata names that till. */
  z.strictObject({
    cause: z.literal('other_till'),
    service: serviceSide,
    operationId: uuid,
    tillId: uuid,
    ...explained,
  }),
  /**
   * The till holds an operation whose charge or refund the service does not list. A sale
   * settled as succeeded without the till ever learning its charge has no charge id.
   */
  z.strictObject({
    cause: z.literal('not_at_service'),
    operation: operationSide,
    chargeId: uuid.optional(),
    refundId: uuid.optional(),
    journal: money.optional(),
    createdAt: isoTimestamp,
    ...explained,
  }),
  z.strictObject({
    cause: z.literal('amount_differs'),
    operation: operationSide,
    service: serviceSide,
    journal: money,
    ...explained,
  }),
  z.strictObject({
    cause: z.literal('status_differs'),
    operation: operationSide,
    service: serviceSide,
    /** The status the till's operations leave the charge or refund in. */
    journalStatus: z.string().max(32),
    ...explained,
  }),
  /** An operation of the range waits for a person (the review screen). */
  z.strictObject({
    cause: z.literal('in_review'),
    operation: operationSide,
    chargeId: uuid.optional(),
    reason: z.string().max(64),
    since: isoTimestamp,
    ...explained,
  }),
]);
export type ReconciliationDifference = z.infer<typeof reconciliationDifference>;
export type DifferenceCause = ReconciliationDifference['cause'];

export const reconciliationResult = z.strictObject({
  differences: z.array(reconciliationDifference).max(100_000),
  /** What was compared: the service's items and the till's operations of the range. */
  checked: z.strictObject({
    charges: z.number().int().nonnegative(),
    refunds: z.number().int().nonnegative(),
    operations: z.number().int().nonnegative(),
  }),
  /**
   * Since when the till remembers its ended operations (main/journal/operation-index.ts);
   * `reachesBefore` when the range starts earlier, so its sales may read as not this till's.
   */
  memory: z.strictObject({ keptSince: isoTimestamp, reachesBefore: z.boolean() }),
});
export type ReconciliationResult = z.infer<typeof reconciliationResult>;

/** The longest difference key: a cause and two UUIDs. */
const differenceKeyPattern = /^[a-z_]{1,32}(:[0-9a-fA-F-]{36}){1,2}$/;
export const differenceKeyText = z
  .string()
  .regex(differenceKeyPattern, { error: 'INVALID_FORMAT' });

/**
 * A difference's key: its cause and what it is about (an operation, the service's item, or
 * both). The same difference on a later reconciliation has the same key, so an explanation
 * given once is shown again; a different cause is a new difference.
 */
export function differenceKey(difference: ReconciliationDifference): string {
  switch (difference.cause) {
    case 'not_in_journal':
    case 'subscription_charge':
    case 'journal_lost':
    case 'other_till':
      return `${difference.cause}:${difference.service.resourceId}`;
    case 'amount_differs':
    case 'status_differs':
      return `${difference.cause}:${difference.operation.operationId}:${difference.service.resourceId}`;
    case 'not_at_service':
    case 'in_review':
      return `${difference.cause}:${difference.operation.operationId}`;
  }
}

/** The differences no clerk has explained yet: what a day close still has to answer for. */
export function unexplainedDifferences(result: {
  readonly differences: readonly ReconciliationDifference[];
}): ReconciliationDifference[] {
  return result.differences.filter((difference) => difference.explanation === undefined);
}
