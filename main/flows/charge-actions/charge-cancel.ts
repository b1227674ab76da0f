import type { Cancel, CreateCancelBody } from '../../../shared/service/cancels';
import type { Charge } from '../../../shared/service/charges';
import type { MetadataInput } from '../../../shared/service/common';
import { operationFacts, type OperationFacts } from '../../journal/operation';
import { passedPollBound, pollUntil } from '../../service/polling';
import { heldReadTimeouts } from '../engine/charge-tracking';
import type { ChargeRef, FlowDependencies } from '../engine/flow-definition';
import type { FlowRun } from '../engine/flow-run';
import { withOperationId } from '../engine/operation-metadata';

/*
 * Conventions: Charges (Cancels). A cancel is created `pending`; a successful one turns the
 * charge `canceled`. The cancel flow and a sale's abort alike send it here and learn its
 * outcome from the cancel itself (conventions: Checked against the provider's own clients,
 * Cancels), never by guessing from the charge.
 */

/** Whether a charge under cancel has stopped moving: canceled, or failed before it could be. */
export function hasCancelEnded(charge: Charge): boolean {
  return charge.status === 'canceled' || charge.status === 'failed' || charge.status === 'error';
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
function cancelBody({ metadata }: CancelRequest): CreateCancelBody {
  return metadata === undefined ? {} : { metadata };
}

/**
 * Creates the cancel `run` recorded, under the key the journal chose with the intent, so a
 * cancel whose answer was lost in a crash is replayed, not sent again. No abort signal: an
 * abort may be what asked for this cancel.
 */
export function sendCancel(
  run: FlowRun,
  dependencies: FlowDependencies,
  ref: ChargeRef,
  request: CancelRequest,
): Promise<Cancel> {
  return dependencies.api.cancels.createCancel(
    { params: ref, body: cancelBody(request) },
    { idempotencyKey: run.idempotencyKey('cancel') },
  );
}

/**
 * The cancel as it ended: read with `polling=true`, each read held by the service while the
 * cancel is pending, on the spec's schedule for a resource leaving a passing state (Limits:
 * from 1 s, growing). One still `pending` once that bound passes is answered as last read, so
 * its caller decides what an unknown outcome means.
 */
export async function followCancel(
  dependencies: FlowDependencies,
  ref: ChargeRef,
  created: Cancel,
): Promise<Cancel> {
  let last = created;
  if (last.status !== 'pending') return last;
  const params = { ...ref, cancelId: created.id };
  try {
    return await pollUntil(
      async () => {
        last = await dependencies.api.cancels.getCancel(
          { params, query: { polling: true } },
          { timeouts: heldReadTimeouts },
        );
        return last;
      },
      (current) => current.status !== 'pending',
      dependencies.schedules.threeDs,
      { sleep: dependencies.sleep },
    );
  } catch (error) {
    if (!passedPollBound(error)) throw error;
    return last;
  }
}
