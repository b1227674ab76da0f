import type { z } from 'zod';
import type {
  CustomerAction,
  FlowProblem,
  FlowProgress,
  FlowStep,
} from '../../../shared/flows/flow-progress';
import type { operationFacts, ReviewReason } from '../../journal/operation';
import type { OperationView } from '../../journal/operation-view';

/*
 * The one place a progress event is built and handed to its sinks, for operations the engine
 * runs, recovery resumes and the open-payments board ends alike (DESIGN.md: Flows).
 */

/** What a move tells the journal and the screen besides the step itself. */
export interface MoveDetails {
  /** Learnt on the way; recorded durably before the progress event goes out. */
  readonly facts?: z.input<typeof operationFacts>;
  readonly chargeStatus?: string;
  readonly action?: CustomerAction;
  readonly problem?: FlowProblem;
  /** Whether the cashier may abort from here; false unless the flow says so. */
  readonly abortable?: boolean;
  /** For `needs_review`: why a person must look (defaults to outcome_unknown). */
  readonly reviewReason?: ReviewReason;
}

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
