import type { FlowProgress, FlowStep } from '../../../shared/flows/flow-progress';
import type { OperationView } from '../../journal/journal';
import type { MoveDetails } from './flow-run';

/*
 * The one place a progress event is built and handed to its sinks, for operations the engine
 * runs, recovery resumes and the open-payments board ends alike (DESIGN.md: Flows).
 */

export type ShownDetails = Pick<MoveDetails, 'chargeStatus' | 'action' | 'problem' | 'abortable'>;

/** An operation's progress at `step`, from what the journal knows of it now. */
export function buildProgress(
  operation: Pick<OperationView, 'id' | 'intent' | 'facts'>,
  step: FlowStep,
  at: Date,
  details: ShownDetails = {},
): FlowProgress {
  const { intent, facts } = operation;
  // A capture, cancel or refund names its charge from the start, so a screen can find it.
  const chargeId = facts.chargeId ?? ('chargeId' in intent ? intent.chargeId : undefined);
  return {
    operationId: operation.id,
    kind: intent.kind,
    step,
    at: at.toISOString(),
    ...('amount' in intent && { amount: intent.amount, currency: intent.currency }),
    ...(facts.charged !== undefined && { charged: facts.charged }),
    ...(chargeId !== undefined && { chargeId }),
    ...(details.chargeStatus !== undefined && { chargeStatus: details.chargeStatus }),
    ...(details.action !== undefined && { action: details.action }),
    ...(details.problem !== undefined && { problem: details.problem }),
    abortable: details.abortable ?? false,
  };
}

/**
 * Hands `progress` to each sink outside the move that made it, so a failing sink can neither
 * undo the journal record nor make the flow believe its move failed.
 */
export function publishLater(
  sinks: Iterable<(progress: FlowProgress) => void>,
  progress: FlowProgress,
): void {
  for (const sink of sinks) queueMicrotask(() => sink(progress));
}
