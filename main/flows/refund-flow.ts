import { refundInput, type RefundInput } from '../../shared/flows/flow-input';
import type { Refund } from '../../shared/service/refunds';
import { operationFacts, type OperationFacts } from '../journal/operation';
import { pollUntil } from '../service/polling';
import { defaultTimeouts } from '../service/service-pool';
import { paymentErrorFacts, paymentProblem, type ChargeRef } from './charge-tracking';
import type { FlowDefinition, FlowDependencies } from './flow-definition';
import { abandon, endAfterRequestFailed } from './flow-failure';
import { defineFlowMachine } from './flow-machine';
import type { FlowRun } from './flow-run';
import { withOperationId } from './operation-metadata';

/*
 * Refund of a charge (conventions: Charges, Refunds): created pending, then read with
 * `polling=true`, which the service holds until the refund leaves pending.
 */

const refundMachine = defineFlowMachine('refund', {
  started: ['refunding', 'failed', 'abandoned'],
  refunding: ['succeeded', 'failed', 'abandoned'],
});

/** How long the service may hold a `polling=true` read, as getWithServerPolling allows. */
const holdMs = 60_000;
const heldReadTimeouts = {
  headersMs: holdMs,
  bodyMs: holdMs,
  deadlineMs: holdMs + defaultTimeouts.deadlineMs,
};

function refundFacts(refund: Refund): OperationFacts {
  const status = operationFacts.shape.refundStatus.safeParse(refund.status);
  return {
    refundId: refund.id,
    ...(status.success && status.data !== undefined && { refundStatus: status.data }),
    ...paymentErrorFacts(refund.error),
  };
}

async function runRefund(
  run: FlowRun,
  input: RefundInput,
  dependencies: FlowDependencies,
): Promise<void> {
  const { api } = dependencies;
  const ref: ChargeRef = { storeId: run.operation.intent.storeId, chargeId: input.chargeId };
  if (run.signal.aborted) return abandon(run);
  await run.move('refunding', {
    ...(input.reason !== undefined && { facts: { refundReason: input.reason } }),
  });
  if (run.signal.aborted) return abandon(run);
  let refund: Refund;
  try {
    refund = await api.refunds.createRefund(
      {
        params: ref,
        body: {
          amount: input.amount,
          currency: input.currency,
          metadata: withOperationId(input.metadata, run.id),
          ...(input.reason !== undefined && { reason: input.reason }),
          ...(input.message !== undefined && { message: input.message }),
        },
      },
      { idempotencyKey: run.idempotencyKey('refund_create') },
    );
  } catch (error) {
    return endAfterRequestFailed(run, error);
  }
  if (refund.status === 'pending') {
    const params = { ...ref, refundId: refund.id };
    refund = await pollUntil(
      () =>
        api.refunds.getRefund({ params, query: { polling: true } }, { timeouts: heldReadTimeouts }),
      (current) => current.status !== 'pending',
      dependencies.schedules.threeDs,
      { sleep: dependencies.sleep },
    );
  }
  switch (refund.status) {
    case 'successful':
      return run.move('succeeded', { facts: refundFacts(refund) });
    case 'failed':
    case 'error':
      return run.move('failed', { facts: refundFacts(refund), ...paymentProblem(refund.error) });
    default:
      return run.move('needs_review', {
        facts: refundFacts(refund),
        reviewReason: 'unexpected_service_state',
        problem: { type: 'review', reason: 'unexpected_service_state' },
      });
  }
}

export const refundFlow: FlowDefinition<typeof refundInput> = {
  kind: 'refund',
  input: refundInput,
  machine: refundMachine,
  run: runRefund,
};
