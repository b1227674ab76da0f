import type { IdempotencyKeys, JournalRecord, OperationFacts, OperationIntent } from './operation';

type ReviewRecord = Extract<JournalRecord, { type: 'review' }>;
type ResolutionRecord = Extract<JournalRecord, { type: 'resolution' }>;

/** The current state of one operation, folded from its records. */
export interface OperationView {
  readonly id: string;
  readonly intent: OperationIntent;
  readonly idempotencyKeys: IdempotencyKeys;
  readonly facts: OperationFacts;
  /** `intent`, a flow's state name, `needs_review`, or the terminal state. */
  readonly state: string;
  readonly terminal: boolean;
  readonly review: (Pick<ReviewRecord, 'reason' | 'detail'> & { readonly since: string }) | null;
  readonly resolution: Pick<ResolutionRecord, 'outcome' | 'note' | 'by' | 'at'> | null;
  /** When the counter let go of the operation (`recordAcknowledgement`), or null. */
  readonly acknowledgedAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface OperationWithHistory extends OperationView {
  readonly history: readonly JournalRecord[];
}
