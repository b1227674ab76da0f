import type { FlowKind } from '../../../shared/flows/flow-progress';
import type { OperationOutcome, OperationSummary } from '../../../shared/ipc/ipc-payloads';

/*
 * What the service says now about an operation in review, and the outcome that reading
 * suggests. The suggestion is a reading for the clerk, never applied by itself: only a person
 * resolves a review (docs/reliability.md).
 */

/** A charge's or refund's status as the service sent it (a newer service may send others). */
export interface ServiceReading {
  resource: 'charge' | 'refund';
  status: string;
}

/** Which resource tells how the operation ended, or null when it has none to read. */
export function resourceToCheck(
  operation: Pick<OperationSummary, 'kind' | 'chargeId' | 'refundId'>,
): ServiceReading['resource'] | null {
  if (operation.kind === 'refund') {
    return operation.chargeId !== undefined && operation.refundId !== undefined ? 'refund' : null;
  }
  if (operation.kind === 'card_registration') return null;
  return operation.chargeId === undefined ? null : 'charge';
}

/** The charge statuses that end a charge (conventions: Charges). */
const chargeEndings = ['authorized', 'successful', 'failed', 'error', 'canceled'];

/**
 * Null while the service has not decided, or says something this version cannot read: the
 * clerk checks again later, or decides from elsewhere.
 */
export function suggestedOutcome(kind: FlowKind, reading: ServiceReading): OperationOutcome | null {
  const { status } = reading;
  if (reading.resource === 'refund') {
    if (status === 'successful') return 'succeeded';
    return status === 'failed' || status === 'error' ? 'failed' : null;
  }
  if (!chargeEndings.includes(status)) return null;
  switch (kind) {
    case 'capture':
      // Conventions: Charges: a captured charge is successful; still authorized means not.
      return status === 'successful' ? 'succeeded' : 'failed';
    case 'cancel':
      return status === 'canceled' ? 'succeeded' : 'failed';
    default:
      return status === 'successful' || status === 'authorized' ? 'succeeded' : 'failed';
  }
}
