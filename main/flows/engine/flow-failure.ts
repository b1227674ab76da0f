import type { FlowProblem, FlowStep } from '../../../shared/flows/flow-progress';
import { statusForErrorCode } from '../../../shared/service/errors';
import { operationFacts, type OperationFacts } from '../../journal/operation';
import { ServiceClientError } from '../../service/service-client-error';
import type { FlowRun } from './flow-run';

/*
 * How a flow ends when a request does not answer as hoped. The question is always the same:
 * can money have moved? If not, the operation failed; if it may have, only a person can tell,
 * and the operation goes to the review list (docs/architecture.md: Flows).
 */

/**
 * Steps before any request that moves money: creating or authenticating a transaction token
 * charges nothing, and `started` has sent nothing yet. From every other step a charge,
 * capture, cancel or refund may have reached the service.
 */
const stepsBeforeMoney: readonly FlowStep[] = ['started', 'creating_token', 'authenticating_token'];

export function moneyMayHaveMoved(step: FlowStep): boolean {
  return !stepsBeforeMoney.includes(step);
}

/** The problem the cashier sees for a failed call. */
export function problemOf(error: ServiceClientError): FlowProblem {
  const { detail } = error;
  switch (detail.kind) {
    case 'service':
      return {
        type: 'service',
        status: detail.status,
        code: detail.code,
        // Conventions: Errors ("field may be absent"): the reason then concerns the request.
        fields: detail.fields.map(({ field, reason }) => ({ field: field ?? '', reason })),
      };
    case 'invalid_request':
      // The client refused it with the service's own code and fields, so the cashier reads
      // what the service would have answered (docs/architecture.md: Validation reasons).
      return {
        type: 'service',
        status: statusForErrorCode(detail.code),
        code: detail.code,
        fields: [...detail.fields],
      };
    default:
      return { type: 'connection', code: detail.code };
  }
}

/** The service's HTTP error as a journal fact, when it is one the journal can hold. */
export function serviceErrorFacts(error: ServiceClientError): OperationFacts {
  if (error.detail.kind !== 'service') return {};
  const fact = operationFacts.shape.serviceError.safeParse({
    status: error.detail.status,
    code: error.detail.code,
  });
  return fact.success && fact.data !== undefined ? { serviceError: fact.data } : {};
}

/**
 * Whether the answer to a request that moves money proves the service did nothing: the client
 * never sent it, or the service refused it (a 4xx is the stored answer to any replay of the
 * same key, conventions: Idempotency). Not a 429, which only says this attempt was not
 * processed, nor a key conflict, which says an earlier request with that key was.
 */
export function isRefusal(error: ServiceClientError): boolean {
  const { detail } = error;
  switch (detail.kind) {
    case 'invalid_request':
    case 'credentials':
      return true;
    case 'service':
      return (
        detail.status >= 400 &&
        detail.status < 500 &&
        detail.status !== 429 &&
        detail.code !== 'IDEMPOTENCY_KEY_CONFLICT'
      );
    default:
      return false;
  }
}

function isKeyConflict(error: ServiceClientError): boolean {
  return error.detail.kind === 'service' && error.detail.code === 'IDEMPOTENCY_KEY_CONFLICT';
}

/**
 * Ends `run` after the request that moves money failed with `error`, when the error says how:
 * a refusal fails the operation, a key conflict hands it to a person (conventions:
 * Idempotency). Anything else may have been processed, and is rethrown for the engine.
 */
export async function endAfterRequestFailed(run: FlowRun, error: unknown): Promise<void> {
  if (!(error instanceof ServiceClientError)) throw error;
  if (isRefusal(error)) {
    await run.move('failed', { problem: problemOf(error), facts: serviceErrorFacts(error) });
    return;
  }
  if (isKeyConflict(error)) {
    await run.move('needs_review', {
      reviewReason: 'idempotency_key_conflict',
      problem: { type: 'review', reason: 'idempotency_key_conflict' },
      facts: serviceErrorFacts(error),
    });
    return;
  }
  throw error;
}

/** Ends `run` because the cashier aborted it, with what it learnt before. */
export async function abandon(run: FlowRun, facts: OperationFacts = {}): Promise<void> {
  await run.move('abandoned', { problem: { type: 'aborted' }, facts });
}
