import { refundInput, type RefundInput } from '../../../shared/flows/flow-input';
import { operationIdKey } from '../../../shared/flows/operation-id-metadata';
import type { CreateRefundBody, Refund } from '../../../shared/service/refunds';
import { operationFacts, type OperationFacts } from '../../journal/operation';
import { pollUntil } from '../../service/polling';
import { heldReadTimeouts, paymentErrorFacts, paymentProblem } from '../engine/charge-tracking';
import type { ChargeRef, FlowDefinition, FlowDependencies } from '../engine/flow-definition';
import { abandon, endAfterRequestFailed } from '../engine/flow-failure';
import type { FlowRun } from '../engine/flow-run';
import {
  chargeActionIntent,
  chargeActionMachine,
  chargeActionRun,
  resumeChargeAction,
} from './charge-action';
import { withOperationId } from '../engine/operation-metadata';

/*
 * Refund of a charge (conventions: Charges, Refunds): created pending, then read with
 * `polling=true`, which the service holds until the refund leaves pending.
 */

const refundMachine = chargeActionMachine('refund', 'refunding');

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
async function trackRefund(
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

const runRefund = chargeActionRun<RefundInput>(async (run, input, dependencies, ref) => {
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
});

/** A refund carries its operation's id in its metadata (shared/flows/operation-id-metadata.ts). */
async function findRefund(
  dependencies: FlowDependencies,
  ref: ChargeRef,
  operationId: string,
): Promise<Refund | undefined> {
  let cursor: string | undefined;
  for (;;) {
    const page = await dependencies.api.refunds.listRefunds({
      params: ref,
      query: { limit: 100, ...(cursor !== undefined && { cursor }) },
    });
    const found = page.items.find((refund) => refund.metadata?.[operationIdKey] === operationId);
    if (found !== undefined || !page.has_more) return found;
    const next = page.items.at(-1)?.id;
    // A page that says more follow but gives no new cursor would loop forever.
    if (next === undefined || next === cursor) return undefined;
    cursor = next;
  }
}

/**
 * After a restart a refund is first looked for at the service by its operation's id: one
 * found is followed whatever its age, where a replay past the idempotency window could not be.
 */
async function resumeRefund(run: FlowRun, dependencies: FlowDependencies): Promise<undefined> {
  const { storeId, chargeId, amount, currency } = chargeActionIntent(run);
  const ref: ChargeRef = { storeId, chargeId };
  if (run.operation.state !== 'intent') {
    const found = await findRefund(dependencies, ref, run.id);
    if (found !== undefined) {
      await trackRefund(run, dependencies, ref, found);
      return undefined;
    }
  }
  const reason = run.operation.facts.refundReason;
  const input = refundInput.parse({
    chargeId,
    amount,
    currency,
    ...(reason !== undefined && { reason }),
  });
  return resumeChargeAction(run, dependencies, () => runRefund(run, input, dependencies));
}

export const refundFlow: FlowDefinition<typeof refundInput> = {
  kind: 'refund',
  input: refundInput,
  machine: refundMachine,
  run: runRefund,
  resume: resumeRefund,
};
