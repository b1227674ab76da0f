import type { FlowProblem } from '../../../shared/flows/flow-progress';
import { chargeStatus, type Charge } from '../../../shared/service/charges';
import type { PaymentError } from '../../../shared/service/errors';
import { operationFacts, type OperationFacts } from '../../journal/operation';
import { pollUntil } from '../../service/polling';
import { defaultTimeouts } from '../../service/service-pool';
import type { ChargeRef, FlowDependencies } from './flow-definition';
import type { MoveDetails } from './flow-progress';

/*
 * Reading a charge while a flow waits on it, and what the journal and the screen learn from
 * it. Every flow that makes or changes a charge follows it through these.
 */

/** How long the service may hold a `polling=true` read, as getWithServerPolling allows. */
const serverHoldMs = 60_000;

/** The timeouts of a read the service holds until its resource leaves pending. */
export const heldReadTimeouts = {
  headersMs: serverHoldMs,
  bodyMs: serverHoldMs,
  deadlineMs: serverHoldMs + defaultTimeouts.deadlineMs,
};

/** One GET of the charge; `signal` only where the flow's step may be aborted. */
export function fetchCharge(
  dependencies: FlowDependencies,
  { storeId, chargeId }: ChargeRef,
  signal?: AbortSignal,
): Promise<Charge> {
  return dependencies.api.charges.getCharge(
    { params: { storeId, chargeId } },
    signal === undefined ? {} : { signal },
  );
}

/**
 * Polls the charge until `isDone` accepts it, on the spec's one schedule for a charge leaving
 * a passing state (Limits: polling of a token or charge, from 1 s, growing exponentially).
 */
export function pollCharge(
  dependencies: FlowDependencies,
  charge: ChargeRef,
  isDone: (charge: Charge) => boolean,
): Promise<Charge> {
  return pollUntil(
    () => fetchCharge(dependencies, charge),
    isDone,
    dependencies.schedules.threeDs,
    {
      sleep: dependencies.sleep,
    },
  );
}

/** A failed payment's `error` as the journal keeps it (conventions: Errors). */
export function paymentErrorFacts(error: PaymentError | null | undefined): OperationFacts {
  if (error === null || error === undefined) return {};
  const fact = operationFacts.shape.paymentError.safeParse({
    code: error.code,
    message: error.message.slice(0, 500),
  });
  return fact.success && fact.data !== undefined ? { paymentError: fact.data } : {};
}

/** What the journal keeps of a charge: its id, its status when it is one of the known ones. */
export function chargeFacts(charge: Charge): OperationFacts {
  const status = chargeStatus.safeParse(charge.status);
  return {
    chargeId: charge.id,
    ...(status.success && { chargeStatus: status.data }),
    ...(charge.charged_amount !== null &&
      charge.charged_currency !== null && {
        charged: { amount: charge.charged_amount, currency: charge.charged_currency },
      }),
    ...paymentErrorFacts(charge.error),
  };
}

/** Why a payment failed, as the service said (conventions: Errors, integer codes). */
export function paymentProblem(error: PaymentError | null | undefined): {
  readonly problem?: FlowProblem;
} {
  if (error === null || error === undefined) return {};
  return { problem: { type: 'payment', code: error.code, message: error.message } };
}

/** A move that reports the charge as it now stands: journal facts, status and any failure. */
export function chargeDetails(charge: Charge): MoveDetails {
  return {
    facts: chargeFacts(charge),
    chargeStatus: charge.status,
    ...paymentProblem(charge.error),
  };
}
