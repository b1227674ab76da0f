import { flowStep } from '../../../shared/flows/flow-progress';
import type { OperationView } from '../../journal/operation-view';
import type { ReviewReason } from '../../journal/operation';
import type { PollSchedule } from '../../service/polling';
import { ServiceClientError } from '../../service/service-client-error';
import { endAfterRequestFailed, serviceErrorFacts } from './flow-failure';
import { defineFlowMachine, type FlowMachine } from './flow-machine';
import type { FlowRun } from './flow-run';
import type { MoveDetails } from './flow-progress';

/*
 * What every flow's `resume` decides with (DESIGN.md: Flows: a crash or a power loss
 * mid-payment resumes on the next start without charging twice). docs/reliability.md:
 * Resuming operations after a restart.
 */

/** Conventions: Idempotency: a key is kept 24 hours, counted from the intent that chose it. */
const idempotencyWindowMs = 24 * 60 * 60 * 1000;

/**
 * The flow's own machine, entered at `recovering`: from there the operation may go on at any
 * step its flow has, and from that step on only as its flow allows. `recovering` itself is
 * shown but never recorded, so the journal keeps the state the flow last reached.
 */
export function resumeMachine(machine: FlowMachine): FlowMachine {
  const tableSteps = new Set([...Object.keys(machine.next), ...Object.values(machine.next).flat()]);
  return defineFlowMachine(machine.kind, {
    ...machine.next,
    recovering: flowStep.options.filter(
      (step) => step !== 'started' && step !== 'recovering' && tableSteps.has(step),
    ),
  });
}

export function idempotencyWindowPassed(operation: OperationView, now: Date): boolean {
  return now.getTime() - Date.parse(operation.createdAt) >= idempotencyWindowMs;
}

/**
 * What a restart leaves of a bounded wait for the customer (3-D Secure) that began at
 * `startedAt`, before the app stopped: the schedule, with the time already spent taken off its
 * duration, so a customer gets the same time whether or not the till restarted meanwhile.
 * Undefined once not even one more poll fits. A wait not begun yet gets all its time.
 */
export function restOfWait(
  schedule: PollSchedule,
  startedAt: string | undefined,
  now: Date,
): PollSchedule | undefined {
  if (startedAt === undefined) return schedule;
  const left = schedule.maxDurationMs - (now.getTime() - Date.parse(startedAt));
  return left >= schedule.delayMs(0) ? { ...schedule, maxDurationMs: left } : undefined;
}

/**
 * Whether a request failed without telling anything about the payment, in a way a later try
 * may not: no connection, no answer in time, 429, 5xx, or the keychain not answering. Such an
 * operation stays open for the next start. A poll that reached its bound did get answers, and
 * is not one of these.
 */
export function isTransient({ detail }: ServiceClientError): boolean {
  switch (detail.kind) {
    case 'network':
    case 'credentials':
      return true;
    case 'timeout':
      return detail.phase !== 'poll';
    case 'service':
      return detail.status === 429 || detail.status >= 500;
    default:
      return false;
  }
}

export function review(
  run: FlowRun,
  reason: ReviewReason,
  details: MoveDetails = {},
): Promise<void> {
  return run.move('needs_review', {
    ...details,
    reviewReason: reason,
    problem: { type: 'review', reason },
  });
}

/**
 * Ends `run` after a replay of a request that moves money failed. A refusal says the service
 * did nothing for this key, whether it is the stored answer to the first request or this
 * replay's own (a token that expired since, TRANSACTION_TOKEN_EXPIRED): the operation failed
 * with the reason. A key conflict goes to a person (endAfterRequestFailed). Two refusals say
 * something else happened, which only a person can sort out: a token already charged by a
 * request the journal does not know, and a body this app now refuses to send. Anything that
 * told nothing goes up and leaves the operation open.
 */
export async function endAfterReplayFailed(run: FlowRun, error: unknown): Promise<void> {
  if (!(error instanceof ServiceClientError) || isTransient(error)) throw error;
  const { detail } = error;
  if (detail.kind === 'service' && detail.code === 'TRANSACTION_ALREADY_PROCESSED') {
    return review(run, 'unexpected_service_state', { facts: serviceErrorFacts(error) });
  }
  if (detail.kind === 'invalid_request') return review(run, 'outcome_unknown');
  return endAfterRequestFailed(run, error);
}
