import { cancelInput, type CancelInput } from '../../../shared/flows/flow-input';
import type { Cancel } from '../../../shared/service/cancels';
import { cancelFacts, cancelRequestOf, followCancel, sendCancel } from './charge-cancel';
import { chargeDetails, fetchCharge, paymentProblem } from '../engine/charge-tracking';
import type { ChargeRef, FlowDefinition, FlowDependencies } from '../engine/flow-definition';
import { abandon, endAfterRequestFailed } from '../engine/flow-failure';
import type { FlowRun } from '../engine/flow-run';
import { review } from '../engine/resume';
import { chargeActionFlow, chargeActionRun } from './charge-action';

/*
 * Cancel of a charge (spec: Create a cancel; conventions: Charges, Cancels). The cancel is
 * created pending, then read until it leaves pending (followCancel): the cancel itself says
 * how it ended. One still pending past the polling bound leaves the outcome unknown, and a
 * person looks.
 */

/** Ends `run` as the cancel ended; a status no cancel should end in goes to a person. */
async function trackCancel(
  run: FlowRun,
  dependencies: FlowDependencies,
  ref: ChargeRef,
  created: Cancel,
): Promise<void> {
  const cancel = await followCancel(dependencies, ref, created);
  const facts = cancelFacts(cancel);
  switch (cancel.status) {
    case 'successful': {
      // The charge is read once more for what the screen shows of it: canceled now.
      const details = chargeDetails(await fetchCharge(dependencies, ref));
      return run.move('succeeded', { ...details, facts: { ...details.facts, ...facts } });
    }
    case 'failed':
    case 'error':
      return run.move('failed', { facts, ...paymentProblem(cancel.error) });
    case 'pending':
      return review(run, 'outcome_unknown', { facts });
    default:
      return review(run, 'unexpected_service_state', { facts });
  }
}

const runCancel = chargeActionRun<CancelInput>(async (run, input, dependencies, ref) => {
  const cancelRequest = cancelRequestOf(run, input.metadata);
  await run.move('canceling', { facts: { cancelRequest } });
  if (run.signal.aborted) return abandon(run);
  let cancel: Cancel;
  try {
    cancel = await sendCancel(run, dependencies, ref, cancelRequest);
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
