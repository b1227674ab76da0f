import type { FlowStep } from '../../../shared/flows/flow-progress';
import type { JournalError } from '../../journal/journal-error';

/**
 * Failures of the flow machinery itself, as opposed to a payment that failed (which is a
 * normal `failed` step). Either means a bug or a disk that stopped working: the flow stops
 * before sending anything it could not first record.
 */
export type FlowErrorDetail =
  | { readonly code: 'ILLEGAL_MOVE'; readonly from: FlowStep; readonly to: FlowStep }
  | { readonly code: 'JOURNAL_WRITE_FAILED'; readonly journal: JournalError }
  | { readonly code: 'UNKNOWN_OPERATION'; readonly operationId: string };

export class FlowError extends Error {
  readonly detail: FlowErrorDetail;

  constructor(detail: FlowErrorDetail) {
    super(detail.code);
    this.name = 'FlowError';
    this.detail = detail;
  }
}
