import { refundInput, type RefundInput } from '../../../shared/flows/flow-input';
import type { CreateRefundBody, Refund } from '../../../shared/service/refunds';
import { operationFacts, type OperationFacts } from '../../journal/operation';
import { pollUntil } from '../../service/polling';
import {
  heldReadTimeouts,
  paymentErrorFacts,
  paymentProblem,
  type ChargeRef,
} from '../engine/charge-tracking';
import type { FlowDefinition, FlowDependencies } from '../engine/flow-definition';
import { abandon, endAfterRequestFailed } from '../engine/flow-failure';
import { defineFlowMachine } from '../engine/flow-machine';
import type { FlowRun } from '../engine/flow-run';
import { withOperationId } from '../engine/operation-metadata';

/*
 * Refund of a charge (conventions: Charges, Refunds): created pending, then read with
 * `polling=true`, which the service holds until the refund leaves pending.
 */

const refundMachine = defineFlowMachine('refund', {
  started: ['refunding', 'failed', 'abandoned'],
  refunding: ['succeeded', 'failed', 'abandoned'],
});

type RefundRequest = NonNullable<OperationFacts['refundRequest']>;

/**
 * The refund's message and metadata `run` sends, to be recorded before it goes. An operation
 * resumed after a crash sends the ones it recorded, so the replay is the same request under
 * the same key (conventions: Idempotency); a new one carries the cashier's message and
 * metadata, and the operation's id so the refund can be found at the service.
 */
function refundRequestOf(run: FlowRun, input: RefundInput): RefundRequest {
  return (
    run.operation.facts.refundRequest ?? {
      metadata: withOperationId(input.metadata, run.id),
      ...(input.message !== undefined && { message: input.message }),
    }
  );
}

/** The refund's body: the amount, currency and reason of the input, the rest as recorded. */
function refundBody(input: RefundInput, { message, metadata }: RefundRequest): CreateRefundBody {
  return {
    amount: input.amount,
    currency: input.currency,
    ...(metadata !== undefined && { metadata }),
    ...(input.reason !== undefined && { reason: input.reason }),
    ...(message !== undefined && { message }),
  };
}

function refundFacts(refund: Refund): OperationFacts {
  const status = operationFacts.shape.refundStatus.safeParse(refund.status);
  return {
    refundId: refund.id,
    ...(status.success && status.data !== undefined && { refundStatus: status.data }),
    ...paymentErrorFacts(refund.error),
  };
}

/**
 * Reads a refund until it leaves pending, each read held by the service (`polling=true`), and
 * ends `run` as the refund ended; a status no refund should end in goes to a person.
 */
export async function trackRefund(
  run: FlowRun,
  dependencies: FlowDependencies,
  ref: ChargeRef,
  created: Refund,
): Promise<void> {
  const { api } = dependencies;
  const params = { ...ref, refundId: created.id };
  const refund =
    created.status === 'pending'
      ? await pollUntil(
          () =>
            api.refunds.getRefund(
              { params, query: { polling: true } },
              { timeouts: heldReadTimeouts },
            ),
          (current) => current.status !== 'pending',
          dependencies.schedules.threeDs,
          { sleep: dependencies.sleep },
        )
      : created;
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

async function runRefund(
  run: FlowRun,
  input: RefundInput,
  dependencies: FlowDependencies,
): Promise<void> {
  const ref: ChargeRef = { storeId: run.operation.intent.storeId, chargeId: input.chargeId };
  if (run.signal.aborted) return abandon(run);
  const refundRequest = refundRequestOf(run, input);
  await run.move('refunding', {
    facts: {
      refundRequest,
      ...(input.reason !== undefined && { refundReason: input.reason }),
    },
  });
  if (run.signal.aborted) return abandon(run);
  let refund: Refund;
  try {
    refund = await dependencies.api.refunds.createRefund(
      { params: ref, body: refundBody(input, refundRequest) },
      { idempotencyKey: run.idempotencyKey('refund_create') },
    );
  } catch (error) {
    return endAfterRequestFailed(run, error);
  }
  return trackRefund(run, dependencies, ref, refund);
}

export const refundFlow: FlowDefinition<typeof refundInput> = {
  kind: 'refund',
  input: refundInput,
  machine: refundMachine,
  run: runRefund,
};
