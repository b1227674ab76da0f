import { cancelInput, type CancelInput } from '../../../shared/flows/flow-input';
import type { Cancel } from '../../../shared/service/cancels';
import { pollUntil } from '../../service/polling';
import { cancelBody, cancelFacts, cancelRequestOf } from './charge-cancel';
import {
  chargeDetails,
  fetchCharge,
  heldReadTimeouts,
  paymentProblem,
  type ChargeRef,
} from '../engine/charge-tracking';
import type { FlowDefinition, FlowDependencies } from '../engine/flow-definition';
import { abandon, endAfterRequestFailed } from '../engine/flow-failure';
import type { FlowRun } from '../engine/flow-run';
import { chargeActionFlow, chargeActionRun } from './charge-action';

/*
 * Cancel of a charge (spec: Create a cancel; conventions: Charges, Cancels). The cancel is
 * created pending, then read with `polling=true`, which the service holds until the cancel
 * leaves pending (conventions: Checked against the provider's own clients, Cancels): the
 * cancel itself says how it ended. One still pending past the polling bound leaves the
 * outcome unknown, and a person looks.
 */

/**
 * Reads a cancel until it leaves pending, each read held by the service, and ends `run` as the
 * cancel ended; a status no cancel should end in goes to a person.
 */
async function trackCancel(
  run: FlowRun,
  dependencies: FlowDependencies,
  ref: ChargeRef,
  created: Cancel,
): Promise<void> {
  const params = { ...ref, cancelId: created.id };
  const cancel =
    created.status === 'pending'
      ? await pollUntil(
          () =>
            dependencies.api.cancels.getCancel(
              { params, query: { polling: true } },
              { timeouts: heldReadTimeouts },
            ),
          (current) => current.status !== 'pending',
          dependencies.schedules.threeDs,
          { sleep: dependencies.sleep },
        )
      : created;
  switch (cancel.status) {
    case 'successful': {
      // The charge is read once more for what the screen shows of it: canceled now.
      const details = chargeDetails(await fetchCharge(dependencies, ref));
      return run.move('succeeded', {
        ...details,
        facts: { ...details.facts, ...cancelFacts(cancel) },
      });
    }
    case 'failed':
    case 'error':
      return run.move('failed', { facts: cancelFacts(cancel), ...paymentProblem(cancel.error) });
    default:
      return run.move('needs_review', {
        facts: cancelFacts(cancel),
        reviewReason: 'unexpected_service_state',
        problem: { type: 'review', reason: 'unexpected_service_state' },
      });
  }
}

const runCancel = chargeActionRun<CancelInput>(async (run, input, dependencies, ref) => {
  const cancelRequest = cancelRequestOf(run, input.metadata);
  await run.move('canceling', { facts: { cancelRequest } });
  if (run.signal.aborted) return abandon(run);
  let cancel: Cancel;
  try {
    cancel = await dependencies.api.cancels.createCancel(
      { params: ref, body: cancelBody(cancelRequest) },
      { idempotencyKey: run.idempotencyKey('cancel') },
    );
  } catch (error) {
    return endAfterRequestFailed(run, error);
  }
  return trackCancel(run, dependencies, ref, cancel);
});

export const cancelFlow: FlowDefinition<typeof cancelInput> = chargeActionFlow({
  kind: 'cancel',
  acting: 'canceling',
  input: cancelInput,
  run: runCancel,
  inputOf: ({ chargeId }) => ({ chargeId }),
});
