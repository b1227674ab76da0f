import type { JournalError } from './journal-error';
import { journalRecord, resourceIds, type JournalRecord } from './operation';
import type { OperationView } from './operation-view';
import { validationIssues, type ValidationIssue } from './validation-issue';

/*
 * The journal's operations as folded from their records: whether a record may follow what is
 * recorded so far, and the view of its operation it leaves. The journal replays its file
 * through it on open and applies each new record through it once written.
 */

export function replay(state: JournalState, payload: unknown): ValidationIssue[] | null {
  const parsed = journalRecord.safeParse(payload);
  if (!parsed.success) return validationIssues(parsed.error);
  const problem = state.check(parsed.data);
  if (problem !== null) return [{ path: 'operationId', code: problem.code }];
  state.apply(parsed.data);
  return null;
}

/** The operations folded from their records, and the records themselves for compaction. */
export class JournalState {
  readonly operations = new Map<string, { view: OperationView; history: JournalRecord[] }>();
  records: JournalRecord[] = [];

  /** Whether the record may follow what is recorded so far. */
  check(record: JournalRecord): JournalError | null {
    const operationId = record.operationId;
    const entry = this.operations.get(operationId);
    if (record.type === 'intent') {
      return entry === undefined ? null : { code: 'OPERATION_EXISTS', operationId };
    }
    if (entry === undefined) return { code: 'OPERATION_NOT_FOUND', operationId };
    const { view } = entry;
    // The counter may let go of a sale whether or not it has ended, once.
    if (record.type === 'acknowledgement') {
      return view.acknowledgedAt === null ? null : { code: 'ALREADY_ACKNOWLEDGED', operationId };
    }
    if (view.terminal) return { code: 'OPERATION_TERMINAL', operationId, state: view.state };
    if (record.type === 'resolution') {
      return view.review === null ? { code: 'NOT_IN_REVIEW', operationId } : null;
    }
    for (const fact of resourceIds) {
      const recorded = view.facts[fact];
      const given = record.facts[fact];
      if (recorded !== undefined && given !== undefined && recorded !== given) {
        return { code: 'FACT_CONFLICT', operationId, fact, recorded, given };
      }
    }
    return null;
  }

  apply(record: JournalRecord): OperationView {
    const entry = this.operations.get(record.operationId);
    const view = fold(entry?.view, record);
    this.operations.set(record.operationId, { view, history: [...(entry?.history ?? []), record] });
    this.records.push(record);
    return view;
  }

  /** The records of the operations that `keep` accepts, in their order. */
  recordsOf(keep: (view: OperationView) => boolean): JournalRecord[] {
    return this.records.filter((record) => {
      const entry = this.operations.get(record.operationId);
      return entry !== undefined && keep(entry.view);
    });
  }

  /** Forgets the operations that `keep` refuses, once their records are gone from disk. */
  keepOnly(keep: (view: OperationView) => boolean, records: JournalRecord[]): void {
    for (const [id, { view }] of this.operations) {
      if (!keep(view)) this.operations.delete(id);
    }
    this.records = records;
  }
}

function fold(view: OperationView | undefined, record: JournalRecord): OperationView {
  if (record.type === 'intent') {
    return {
      id: record.operationId,
      intent: record.intent,
      idempotencyKeys: record.idempotencyKeys,
      // A capture, cancel or refund knows its charge from the start.
      facts: 'chargeId' in record.intent ? { chargeId: record.intent.chargeId } : {},
      state: 'intent',
      terminal: false,
      review: null,
      resolution: null,
      acknowledgedAt: null,
      createdAt: record.at,
      updatedAt: record.at,
    };
  }
  if (view === undefined)
    throw new Error(`No intent for ${record.operationId}: check() comes first`);
  const updatedAt = record.at;
  switch (record.type) {
    // The counter's, not the operation's: its state and its last change stay as they were.
    case 'acknowledgement':
      return { ...view, acknowledgedAt: record.at };
    case 'transition':
      return {
        ...view,
        facts: { ...view.facts, ...record.facts },
        state: record.state,
        review: null,
        updatedAt,
      };
    case 'outcome':
      return {
        ...view,
        facts: { ...view.facts, ...record.facts },
        state: record.state,
        terminal: true,
        review: null,
        updatedAt,
      };
    case 'review':
      return {
        ...view,
        facts: { ...view.facts, ...record.facts },
        state: 'needs_review',
        review: {
          reason: record.reason,
          ...(record.detail === undefined ? {} : { detail: record.detail }),
          since: record.at,
        },
        updatedAt,
      };
    case 'resolution':
      return {
        ...view,
        state: record.outcome,
        terminal: true,
        review: null,
        resolution: {
          outcome: record.outcome,
          ...(record.note === undefined ? {} : { note: record.note }),
          by: record.by,
          at: record.at,
        },
        updatedAt,
      };
  }
}
