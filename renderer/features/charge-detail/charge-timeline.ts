import type { FlowKind } from '../../../shared/flows/flow-progress';
import type { OperationDetail } from '../../../shared/ipc/ipc-payloads';
import type { CurrencyCode, MinorUnits } from '../../../shared/money';
import type { Cancel } from '../../../shared/service/cancels';
import type { Charge } from '../../../shared/service/charges';
import { timestampToDate, type Timestamp } from '../../../shared/service/common';
import type { Refund } from '../../../shared/service/refunds';

/*
 * What happened to a charge, in time order, from what was recorded with a time: the charge's
 * creation and last change (the service's `created_on`, `updated_on`), each refund's and each
 * cancel's creation with its status now, and the steps this till's journal wrote for the operations on it. The service keeps no
 * history of a charge's statuses, so none is made up: the status is told as it is now, at the
 * time the charge last changed.
 */

export type TimelineEvent =
  | { type: 'created'; requested: MinorUnits; currency: CurrencyCode }
  | { type: 'operationStarted'; kind: FlowKind; operationId: string }
  | { type: 'operationStep'; kind: FlowKind; state: string; operationId: string }
  | { type: 'operationReview'; kind: FlowKind; operationId: string }
  | { type: 'operationResolved'; kind: FlowKind; operationId: string }
  | { type: 'refund'; amount: MinorUnits; currency: CurrencyCode; status: string }
  | { type: 'cancel'; status: string }
  /** The status as the service answers now, dated by the charge's last change. */
  | { type: 'lastChange'; status: string };

export interface TimelineEntry {
  at: Date;
  event: TimelineEvent;
}

function dated(at: Timestamp | null | undefined, event: TimelineEvent): TimelineEntry[] {
  if (at === null || at === undefined) return [];
  const date = timestampToDate(at);
  return Number.isNaN(date.getTime()) ? [] : [{ at: date, event }];
}

function operationEntries(operation: OperationDetail): TimelineEntry[] {
  const { kind, id: operationId } = operation;
  return operation.history.flatMap((record): TimelineEntry[] => {
    switch (record.type) {
      case 'intent':
        return dated(record.at, { type: 'operationStarted', kind, operationId });
      case 'transition':
      case 'outcome':
        return record.state === undefined
          ? []
          : dated(record.at, { type: 'operationStep', kind, state: record.state, operationId });
      case 'review':
        return dated(record.at, { type: 'operationReview', kind, operationId });
      case 'resolution':
        return dated(record.at, { type: 'operationResolved', kind, operationId });
    }
  });
}

/** One operation's steps as the journal recorded them, oldest first. */
export function operationTimeline(operation: OperationDetail): TimelineEntry[] {
  return inTimeOrder(operationEntries(operation));
}

/** The entries oldest first; entries at the same moment keep the order they were recorded in. */
function inTimeOrder(entries: readonly TimelineEntry[]): TimelineEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.getTime() - b.entry.at.getTime() || a.index - b.index)
    .map(({ entry }) => entry);
}

/** What happened to the charge, oldest first (inTimeOrder). */
export function chargeTimeline(
  charge: Charge,
  refunds: readonly Refund[],
  cancels: readonly Cancel[],
  operations: readonly OperationDetail[],
): TimelineEntry[] {
  const entries = [
    ...dated(charge.created_on, {
      type: 'created',
      requested: charge.requested_amount,
      currency: charge.requested_currency,
    }),
    ...operations.flatMap(operationEntries),
    ...refunds.flatMap((refund) =>
      dated(refund.created_on, {
        type: 'refund',
        amount: refund.amount,
        currency: refund.currency,
        status: refund.status,
      }),
    ),
    ...cancels.flatMap((cancel) =>
      dated(cancel.created_on, { type: 'cancel', status: cancel.status }),
    ),
    ...dated(charge.updated_on, { type: 'lastChange', status: charge.status }),
  ];
  return inTimeOrder(entries);
}
