import { cancelInput, type CancelInput } from '../../../shared/flows/flow-input';
import type { Cancel } from '../../../shared/service/cancels';
import {
  cancelBody,
  cancelFacts,
  cancelRequestOf,
  hasCancelEnded,
  hasCancelFailed,
} from './charge-cancel';
import { chargeDetails, paymentProblem, pollCharge } from '../engine/charge-tracking';
import type { FlowDefinition } from '../engine/flow-definition';
import { abandon, endAfterRequestFailed } from '../engine/flow-failure';
import { chargeActionFlow, chargeActionRun } from './charge-action';

/*
 * Cancel of a charge (spec: Create a cancel; conventions: Charges, Cancels). The cancel is
 * created pending; its outcome shows on the charge, which turns canceled. A charge that stays
 * as it was past the polling bound leaves the outcome unknown, and a person looks.
 */

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
  if (hasCancelFailed(cancel)) {
    return run.move('failed', { facts: cancelFacts(cancel), ...paymentProblem(cancel.error) });
  }
  const charge = await pollCharge(dependencies, ref, hasCancelEnded);
  const details = chargeDetails(charge);
  if (charge.status === 'canceled') {
    return run.move('succeeded', {
      ...details,
      facts: { ...details.facts, ...cancelFacts(cancel, 'successful') },
    });
  }
  // The charge failed on its own first: nothing is left to cancel, and nothing was canceled.
  return run.move('failed', { ...details, facts: { ...details.facts, ...cancelFacts(cancel) } });
});

export const cancelFlow: FlowDefinition<typeof cancelInput> = chargeActionFlow({
  kind: 'cancel',
  acting: 'canceling',
  input: cancelInput,
  run: runCancel,
  inputOf: ({ chargeId }) => ({ chargeId }),
});
