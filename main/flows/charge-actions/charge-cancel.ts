import type { Cancel, CreateCancelBody } from '../../../shared/service/cancels';
import type { Charge } from '../../../shared/service/charges';
import type { MetadataInput } from '../../../shared/service/common';
import { operationFacts, type OperationFacts } from '../../journal/operation';
import type { FlowRun } from '../engine/flow-run';
import { withOperationId } from '../engine/operation-metadata';

/*
 * Conventions: Charges (Cancels). A cancel is created `pending`; a successful one turns the
 * charge `canceled`. The cancel flow reads the cancel itself (cancel-flow.ts); a sale's abort
 * follows the charge, since the customer may still pay while the cancel is pending and the
 * charge tells how the sale ended: canceled, or ended in a way no cancel can change.
 */

/** Whether a charge under cancel has stopped moving: canceled, or failed before it could be. */
export function hasCancelEnded(charge: Charge): boolean {
  return charge.status === 'canceled' || charge.status === 'failed' || charge.status === 'error';
}

/** A failed cancel is a 200 with `status: failed` and `error` (conventions: Errors). */
export function hasCancelFailed(cancel: Cancel): boolean {
  return cancel.status === 'failed' || cancel.status === 'error';
}

/** What the journal keeps of a cancel: its id and its status when it is one of the known ones. */
export function cancelFacts(cancel: Cancel, status: string = cancel.status): OperationFacts {
  const known = operationFacts.shape.cancelStatus.safeParse(status);
  return {
    cancelId: cancel.id,
    ...(known.success && known.data !== undefined && { cancelStatus: known.data }),
  };
}

type CancelRequest = NonNullable<OperationFacts['cancelRequest']>;

/**
 * The cancel `run` sends, to be recorded before it goes. An operation resumed after a crash
 * sends the one it recorded, so the replay is the same request under the same key
 * (conventions: Idempotency); a new one carries the cashier's metadata and the operation's id.
 */
export function cancelRequestOf(run: FlowRun, metadata: MetadataInput | undefined): CancelRequest {
  return run.operation.facts.cancelRequest ?? { metadata: withOperationId(metadata, run.id) };
}

/** The cancel's body from its recorded request alone. */
export function cancelBody({ metadata }: CancelRequest): CreateCancelBody {
  return metadata === undefined ? {} : { metadata };
}
