import type { FlowProblem } from '../../../shared/flows/flow-progress';
import type { SaleOperation } from './sale-operation-store';

/** How a finished sale reads at the counter: what happened, and its tone. */
export type SaleResult =
  | { kind: 'succeededCaptured'; tone: 'positive' }
  | { kind: 'succeededAuthorized'; tone: 'info' }
  | { kind: 'failed'; tone: 'danger'; problem: FlowProblem | null }
  | { kind: 'needsReview'; tone: 'warning' }
  | { kind: 'abandoned'; tone: 'neutral' };

/**
 * An authorize-only sale ends with its charge `authorized`, a captured one `successful`
 * (conventions: Charges); when main's last event names no status, what was asked decides.
 */
export function saleResultOf(operation: SaleOperation): SaleResult {
  const progress = operation.progress;
  switch (progress?.step) {
    case 'succeeded': {
      // A sale put back after a reload asked what main alone knows: its charge's status says.
      const authorized =
        progress.chargeStatus === undefined
          ? operation.capture === false
          : progress.chargeStatus === 'authorized';
      return authorized
        ? { kind: 'succeededAuthorized', tone: 'info' }
        : { kind: 'succeededCaptured', tone: 'positive' };
    }
    case 'abandoned':
      return { kind: 'abandoned', tone: 'neutral' };
    case 'needs_review':
      return { kind: 'needsReview', tone: 'warning' };
    default:
      return { kind: 'failed', tone: 'danger', problem: progress?.problem ?? null };
  }
}
