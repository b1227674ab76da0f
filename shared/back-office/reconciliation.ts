import { z } from 'zod';
import { saleKind } from '../flows/flow-input';
import { flowKind } from '../flows/flow-progress';
import { operationOutcome } from '../ipc/ipc-payloads';
import { currencyCode, minorUnits, type money } from '../money';
import { isoTimestamp, timestampToDate, uuid } from '../service/common';
import type { HistoryItem } from '../service/history';
import {
  differenceKey,
  type DifferenceExplanation,
  type ReconciliationDifference,
  type ReconciliationResult,
  type serviceSide,
} from './reconciliation-difference';

/*
 * Reconciliation: this till's operations (what the counter believes happened: its journal and
 * its index of ended operations) against the service's history (what happened) for one range. Every difference is listed with its
 * cause; a range without one is clean. Pure, so the rules are tested without a service.
 */

/** One journal operation as reconciliation reads it (main/back-office builds it). */
export const reconciliationOperation = z.strictObject({
  operationId: uuid,
  kind: flowKind,
  /** The charge the operation made (a sale) or acted on (capture, cancel, refund). */
  chargeId: uuid.optional(),
  refundId: uuid.optional(),
  amount: minorUnits.optional(),
  currency: currencyCode.optional(),
  /** The charge's status as the operation last saw it. */
  chargeStatus: z.string().max(32).optional(),
  /** How it ended, a clerk's resolution included; null while it is open or in review. */
  outcome: operationOutcome.nullable(),
  /** Since when it waits for a person, and why; null when it does not. */
  review: z.strictObject({ reason: z.string().max(64), since: isoTimestamp }).nullable(),
  createdAt: isoTimestamp,
});
export type ReconciliationOperation = z.infer<typeof reconciliationOperation>;

type ServiceSide = z.infer<typeof serviceSide>;

function serviceSideOf(item: HistoryItem): ServiceSide {
  return {
    type: item.type,
    resourceId: item.resource_id,
    chargeId: item.charge_id ?? item.resource_id,
    amount: item.amount,
    currency: item.currency,
    status: item.status,
    createdOn: timestampToDate(item.created_on).toISOString(),
    paymentType: item.payment_type ?? null,
    brand: item.user_data?.brand ?? null,
  };
}

const isSale = (operation: ReconciliationOperation): boolean =>
  (saleKind.options as readonly string[]).includes(operation.kind);

/** A refund operation's outcome as the refund status the service would show. */
const refundStatusOf: Readonly<Record<string, readonly string[]>> = {
  succeeded: ['successful'],
  failed: ['failed', 'error'],
};

interface ChargeExpectation {
  /** The sale that made it. */
  readonly sale: ReconciliationOperation;
  /** The amount and currency it should carry: the sale's, or the last capture's. */
  money: z.infer<typeof money> | undefined;
  /** Its status after every ended operation on it; undefined while one is still open. */
  status: string | undefined;
  settled: boolean;
}

/**
 * What the journal's operations leave each charge as: the sale's last known status, then each
 * capture or cancel that succeeded, in the order they were made. A charge with an operation
 * still open is not compared by status: the service may be ahead of a flow still running.
 */
function expectations(operations: readonly ReconciliationOperation[]) {
  const byCharge = new Map<string, ChargeExpectation>();
  const ordered = [...operations].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const operation of ordered) {
    if (operation.chargeId === undefined) continue;
    const chargeId = operation.chargeId.toLowerCase();
    if (isSale(operation)) {
      byCharge.set(chargeId, {
        sale: operation,
        money:
          operation.amount !== undefined && operation.currency !== undefined
            ? { amount: operation.amount, currency: operation.currency }
            : undefined,
        status: operation.chargeStatus,
        settled: operation.outcome !== null,
      });
      continue;
    }
    const expected = byCharge.get(chargeId);
    if (expected === undefined || operation.kind === 'refund') continue;
    if (operation.outcome === null) expected.settled = false;
    if (operation.outcome !== 'succeeded') continue;
    if (operation.kind === 'capture') {
      expected.status = 'successful';
      if (operation.amount !== undefined && operation.currency !== undefined) {
        expected.money = { amount: operation.amount, currency: operation.currency };
      }
    }
    if (operation.kind === 'cancel') expected.status = 'canceled';
  }
  return byCharge;
}

/** What the journal says of a sale it never learnt the charge of, once the charge is found. */
function unrecordedSaleStatus(
  sale: ReconciliationOperation,
): { status: string; accepts: readonly string[] } | undefined {
  // Ended without moving money, as far as the till knows: a charge that took it differs.
  return sale.outcome === 'failed' || sale.outcome === 'abandoned'
    ? { status: 'failed', accepts: ['failed', 'error', 'canceled'] }
    : undefined;
}

/** What a charge itself says of where it came from (the charge object, not the history item). */
export interface ChargeOrigin {
  /** The Counter operation its metadata names (`counter-operation-id`). */
  readonly operationId?: string;
  /** The Counter till its metadata names (`counter-till-id`). */
  readonly tillId?: string;
  /** The subscription the service made it for (`subscription_id`). */
  readonly subscriptionId?: string;
}

export interface ReconciliationContext {
  /** Each charge of the range, by id (lower case), and what it says of its origin. */
  readonly origins: ReadonlyMap<string, ChargeOrigin>;
  /** This till's id, which every charge it makes names. */
  readonly tillId: string;
  /** The clerks' explanations, by difference key (reconciliation-difference.ts). */
  readonly explanations: ReadonlyMap<string, DifferenceExplanation>;
  /** Since when the till remembers its ended operations. */
  readonly keptSince: string;
}

/**
 * Every difference between `items` (the service's charges and refunds of the range) and the
 * till's operations. `operations` are every operation the till keeps for this store, so a
 * capture or refund of an older sale is understood; `range` picks which of them the service
 * should list (created within it). A charge's origin finds the charge of a sale whose answer
 * the till never heard, and tells a subscription's charge, another till's and one this till
 * forgot from a charge made elsewhere.
 */
export function reconcile(
  items: readonly HistoryItem[],
  operations: readonly ReconciliationOperation[],
  range: { readonly from: string; readonly to: string },
  context: ReconciliationContext,
): ReconciliationResult {
  const differences: ReconciliationDifference[] = [];
  const inRange = (at: string) => {
    const time = Date.parse(at);
    return time >= Date.parse(range.from) && time < Date.parse(range.to);
  };
  const byCharge = expectations(operations);
  const refundOperations = new Map<string, ReconciliationOperation>();
  for (const operation of operations) {
    if (operation.kind === 'refund' && operation.refundId !== undefined) {
      refundOperations.set(operation.refundId.toLowerCase(), operation);
    }
  }
  const known = new Set(operations.map((operation) => operation.operationId.toLowerCase()));
  // Sales that never learnt their charge's id: a charge naming one of them is its charge.
  const unrecordedSales = new Map<string, ReconciliationOperation>();
  for (const operation of operations) {
    if (isSale(operation) && operation.chargeId === undefined) {
      unrecordedSales.set(operation.operationId.toLowerCase(), operation);
    }
  }
  const foundSales = new Set<string>();
  const inReview = new Set<string>();
  const rangeOperations = operations.filter((operation) => inRange(operation.createdAt));
  for (const operation of rangeOperations) {
    if (operation.review === null || operation.outcome !== null) continue;
    inReview.add(operation.operationId);
    differences.push({
      cause: 'in_review',
      operation: { operationId: operation.operationId, kind: operation.kind },
      ...(operation.chargeId !== undefined && { chargeId: operation.chargeId }),
      reason: operation.review.reason,
      since: operation.review.since,
    });
  }

  const listed = new Set<string>();
  let charges = 0;
  let refunds = 0;
  for (const item of items) {
    const service = serviceSideOf(item);
    const id = item.resource_id.toLowerCase();
    listed.add(id);
    const origin = item.type === 'charge' ? context.origins.get(id) : undefined;
    const named = origin?.operationId?.toLowerCase();
    const unrecorded = named === undefined ? undefined : unrecordedSales.get(named);
    const operation =
      item.type === 'charge'
        ? (byCharge.get(id)?.sale ?? unrecorded)
        : item.type === 'refund'
          ? refundOperations.get(id)
          : undefined;
    if (item.type === 'charge') charges += 1;
    if (item.type === 'refund') refunds += 1;
    if (operation === undefined) {
      differences.push(unmatched(service, origin, known, context.tillId));
      continue;
    }
    if (operation === unrecorded) foundSales.add(operation.operationId);
    // An operation in review is listed once, for its review: its facts may be incomplete.
    if (inReview.has(operation.operationId)) continue;
    const side = { operationId: operation.operationId, kind: operation.kind };
    const expected =
      item.type === 'charge' && operation !== unrecorded
        ? byCharge.get(id)?.money
        : operation.amount !== undefined && operation.currency !== undefined
          ? { amount: operation.amount, currency: operation.currency }
          : undefined;
    if (
      expected !== undefined &&
      (expected.amount !== item.amount || expected.currency !== item.currency)
    ) {
      differences.push({ cause: 'amount_differs', operation: side, service, journal: expected });
    }
    const journalStatus =
      operation === unrecorded
        ? unrecordedSaleStatus(operation)
        : expectedStatus(item, operation, byCharge.get(id));
    if (journalStatus !== undefined && !journalStatus.accepts.includes(item.status)) {
      differences.push({
        cause: 'status_differs',
        operation: side,
        service,
        journalStatus: journalStatus.status,
      });
    }
  }

  for (const operation of rangeOperations) {
    if (inReview.has(operation.operationId) || !expectsAtService(operation, listed, foundSales)) {
      continue;
    }
    differences.push({
      cause: 'not_at_service',
      operation: { operationId: operation.operationId, kind: operation.kind },
      ...(operation.chargeId !== undefined && { chargeId: operation.chargeId }),
      ...(operation.kind === 'refund' &&
        operation.refundId !== undefined && { refundId: operation.refundId }),
      ...(operation.amount !== undefined &&
        operation.currency !== undefined && {
          journal: { amount: operation.amount, currency: operation.currency },
        }),
      createdAt: operation.createdAt,
    });
  }

  return {
    differences: differences
      .map((difference) => {
        const explanation = context.explanations.get(differenceKey(difference));
        return explanation === undefined ? difference : { ...difference, explanation };
      })
      .sort((a, b) => timeOf(a).localeCompare(timeOf(b))),
    checked: { charges, refunds, operations: rangeOperations.length },
    memory: {
      keptSince: context.keptSince,
      reachesBefore: Date.parse(range.from) < Date.parse(context.keptSince),
    },
  };
}

/** Why the service lists a charge or refund no operation of this till matches. */
function unmatched(
  service: ServiceSide,
  origin: ChargeOrigin | undefined,
  known: ReadonlySet<string>,
  tillId: string,
): ReconciliationDifference {
  if (origin?.subscriptionId !== undefined) {
    return { cause: 'subscription_charge', service, subscriptionId: origin.subscriptionId };
  }
  const named = origin?.operationId;
  if (named === undefined || known.has(named.toLowerCase())) {
    return { cause: 'not_in_journal', service };
  }
  if (origin?.tillId === undefined) {
    return { cause: 'journal_lost', service, operationId: named, till: 'unnamed' };
  }
  return origin.tillId.toLowerCase() === tillId.toLowerCase()
    ? { cause: 'journal_lost', service, operationId: named, till: 'this' }
    : { cause: 'other_till', service, operationId: named, tillId: origin.tillId };
}

/**
 * Whether the service should list what `operation` made and does not: a sale's charge, or a
 * refund that succeeded. A sale without a charge id counts only once it is settled as
 * succeeded (a person said so) and no charge of the range names it; one that failed or was
 * abandoned before the till learnt a charge may never have made one.
 */
function expectsAtService(
  operation: ReconciliationOperation,
  listed: ReadonlySet<string>,
  foundSales: ReadonlySet<string>,
): boolean {
  if (isSale(operation)) {
    if (operation.chargeId !== undefined) return !listed.has(operation.chargeId.toLowerCase());
    return operation.outcome === 'succeeded' && !foundSales.has(operation.operationId);
  }
  if (operation.kind !== 'refund' || operation.outcome !== 'succeeded') return false;
  return operation.refundId !== undefined && !listed.has(operation.refundId.toLowerCase());
}

function expectedStatus(
  item: HistoryItem,
  operation: ReconciliationOperation,
  charge: ChargeExpectation | undefined,
): { status: string; accepts: readonly string[] } | undefined {
  if (item.type === 'refund') {
    const accepts = operation.outcome === null ? undefined : refundStatusOf[operation.outcome];
    return accepts === undefined || operation.outcome === null
      ? undefined
      : { status: accepts[0] ?? operation.outcome, accepts };
  }
  if (charge === undefined || !charge.settled || charge.status === undefined) return undefined;
  return { status: charge.status, accepts: [charge.status] };
}

function timeOf(difference: ReconciliationDifference): string {
  switch (difference.cause) {
    case 'not_in_journal':
    case 'subscription_charge':
    case 'journal_lost':
    case 'other_till':
    case 'amount_differs':
    case 'status_differs':
      return difference.service.createdOn;
    case 'not_at_service':
      return difference.createdAt;
    case 'in_review':
      return difference.since;
  }
}
