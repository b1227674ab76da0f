import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { z } from 'zod';
import type { Actor } from './actor';
import type { JournalError } from './journal-error';
import type { LogError } from './log-error';
import type { operationFacts } from './operation';
import {
  journalRecord,
  operationIntent,
  requestsOf,
  type JournalRecordInput,
  type ReviewReason,
  type TerminalState,
} from './operation';
import { openRecordLog, type RecordLog, type TailRecovery } from './record-log';
import { err, ok, type Result } from '../../shared/result';
import { validationIssues } from './validation-issue';
import { JournalState, replay } from './journal-state';
import type { OperationView, OperationWithHistory } from './operation-view';

/*
 * The durable record of operations in flight (DESIGN.md: Flows). A flow records its intent,
 * with the idempotency keys of every request it will make, before the first request; each
 * state change after it; and its end. Every call resolves only once its record is fsynced.
 * On start, recovery (main/flows/recovery/recovery.ts) takes the active profile's
 * `openOperations()` and resumes each through its flow, which carries it on or hands it to a
 * person with `markNeedsReview`. docs/reliability.md has the rules.
 */

export const journalFileName = 'operations.log';

type FactsInput = z.input<typeof operationFacts>;

export type JournalEvent =
  | { readonly type: 'operation-changed'; readonly operation: OperationView }
  /** The log could not be compacted; it stays as it was and keeps working (unless the error is LOG_FAILED). */
  | { readonly type: 'compaction-failed'; readonly error: LogError };

export interface JournalOptions {
  /** Folder of the journal file, inside the app's data directory. */
  readonly directory: string;
  readonly now?: () => Date;
  /** Source of operation ids and idempotency keys: UUIDs (conventions: Idempotency). */
  readonly newId?: () => string;
  /** How long a finished operation stays in the journal after it ended. */
  readonly retainTerminalMs?: number;
  /** Size past which the journal is compacted; it then waits for twice the compacted size. */
  readonly compactAtBytes?: number;
}

export interface OpenedJournal {
  readonly journal: Journal;
  /** A torn last record found and cut off: an append that had not returned when the app died. */
  readonly recovery: TailRecovery | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function openJournal(
  options: JournalOptions,
): Promise<Result<OpenedJournal, JournalError>> {
  const opened = await openRecordLog({
    path: join(options.directory, journalFileName),
    kind: 'operations',
  });
  if (!opened.ok) return opened;
  const { log, records, recovery } = opened.value;
  const state = new JournalState();
  for (const [index, payload] of records.entries()) {
    const issues = replay(state, payload);
    if (issues !== null) {
      // The invalid record is what the caller must see; a lock left behind by a failed close
      // is stale and the next open takes it over.
      await log.close();
      return err({ code: 'JOURNAL_RECORD_INVALID', index, issues });
    }
  }
  return ok({ journal: new Journal(log, state, options), recovery });
}

export class Journal {
  readonly #log: RecordLog;
  readonly #state: JournalState;
  readonly #now: () => Date;
  readonly #newId: () => string;
  readonly #retainTerminalMs: number;
  readonly #compactAtBytes: number;
  #compactAt: number;
  readonly #listeners = new Set<(event: JournalEvent) => void>();
  /** Check, append and apply run one call at a time, so no check sees a stale state. */
  #queue: Promise<void> = Promise.resolve();

  /** Use openJournal: it replays the records first. */
  constructor(log: RecordLog, state: JournalState, options: JournalOptions) {
    this.#log = log;
    this.#state = state;
    this.#now = options.now ?? (() => new Date());
    this.#newId = options.newId ?? randomUUID;
    this.#retainTerminalMs = options.retainTerminalMs ?? 7 * DAY_MS;
    this.#compactAtBytes = options.compactAtBytes ?? 4 * 1024 * 1024;
    this.#compactAt = this.#compactAtBytes;
  }

  /**
   * Records what the operation is about to do and chooses the idempotency key of each request
   * it will make (`requestsOf`). Durable when it resolves: only then may the first request go.
   */
  recordIntent(
    intent: z.input<typeof operationIntent>,
  ): Promise<Result<OperationView, JournalError>> {
    const parsed = operationIntent.safeParse(intent);
    if (!parsed.success) {
      return Promise.resolve(
        err({ code: 'INVALID_INPUT', issues: validationIssues(parsed.error) }),
      );
    }
    const keys = requestsOf(parsed.data.kind).map((request) => [request, this.#newId()] as const);
    return this.#commit({
      type: 'intent',
      at: this.#timestamp(),
      operationId: this.#newId(),
      intent,
      idempotencyKeys: Object.fromEntries(keys),
    });
  }

  /** A state the operation reached, with what was learnt on the way. Clears a pending review. */
  recordTransition(
    operationId: string,
    state: string,
    facts: FactsInput = {},
  ): Promise<Result<OperationView, JournalError>> {
    return this.#commit({ type: 'transition', at: this.#timestamp(), operationId, state, facts });
  }

  /** The operation ended; nothing may be recorded for it after this. */
  recordOutcome(
    operationId: string,
    state: TerminalState,
    facts: FactsInput = {},
  ): Promise<Result<OperationView, JournalError>> {
    return this.#commit({ type: 'outcome', at: this.#timestamp(), operationId, state, facts });
  }

  /** Hands the operation to a person: the app will not resume it by itself. */
  markNeedsReview(
    operationId: string,
    reason: ReviewReason,
    knownFacts: FactsInput = {},
    detail?: string,
  ): Promise<Result<OperationView, JournalError>> {
    return this.#commit({
      type: 'review',
      at: this.#timestamp(),
      operationId,
      reason,
      ...(detail === undefined ? {} : { detail }),
      facts: knownFacts,
    });
  }

  /** A person's decision on an operation under review; it ends the operation. */
  resolveReview(
    operationId: string,
    resolution: { readonly outcome: TerminalState; readonly note?: string },
    by: Actor,
  ): Promise<Result<OperationView, JournalError>> {
    return this.#commit({
      type: 'resolution',
      at: this.#timestamp(),
      operationId,
      outcome: resolution.outcome,
      ...(resolution.note === undefined ? {} : { note: resolution.note }),
      by,
    });
  }

  /**
   * The counter let go of the sale: the cashier saw how it ended, or left it to main while it
   * waited for its customer. Allowed once, ended or not; it changes nothing of the operation.
   */
  recordAcknowledgement(operationId: string): Promise<Result<OperationView, JournalError>> {
    return this.#commit({ type: 'acknowledgement', at: this.#timestamp(), operationId });
  }

  /** Operations to resume: neither ended nor waiting for a person. Oldest first. */
  openOperations(): OperationView[] {
    return this.#views((view) => !view.terminal && view.review === null).sort((a, b) =>
      a.createdAt.localeCompare(b.createdAt),
    );
  }

  /** Operations waiting for a person, longest waiting first. */
  reviewList(): OperationView[] {
    return this.#views((view) => !view.terminal && view.review !== null).sort((a, b) =>
      (a.review?.since ?? '').localeCompare(b.review?.since ?? ''),
    );
  }

  /**
   * Every operation the journal keeps, ended ones included, oldest first: ended operations
   * stay at least `retainTerminalMs` (reconciliation compares them with the service).
   */
  operations(): OperationView[] {
    return this.#views(() => true).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /** One operation with every record kept for it, or undefined if unknown or compacted away. */
  operation(operationId: string): OperationWithHistory | undefined {
    const entry = this.#state.operations.get(operationId);
    return entry === undefined ? undefined : { ...entry.view, history: entry.history };
  }

  /** The sale that made `chargeId` and what was done to the charge since, oldest first. */
  operationsOfCharge(chargeId: string): OperationView[] {
    const id = chargeId.toLowerCase();
    return this.#views((view) => {
      const charge = 'chargeId' in view.intent ? view.intent.chargeId : view.facts.chargeId;
      return charge?.toLowerCase() === id;
    }).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /** Calls `listener` after each change is durable; returns the unsubscribe function. */
  subscribe(listener: (event: JournalEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Waits for pending records, then closes the file and releases its lock. */
  async close(): Promise<Result<void, LogError>> {
    await this.#queue;
    return this.#log.close();
  }

  #timestamp(): string {
    return this.#now().toISOString();
  }

  #views(include: (view: OperationView) => boolean): OperationView[] {
    return [...this.#state.operations.values()].map(({ view }) => view).filter(include);
  }

  #commit(input: JournalRecordInput): Promise<Result<OperationView, JournalError>> {
    return this.#serialize(async () => {
      const parsed = journalRecord.safeParse(input);
      if (!parsed.success)
        return err({ code: 'INVALID_INPUT', issues: validationIssues(parsed.error) });
      const problem = this.#state.check(parsed.data);
      if (problem !== null) return err(problem);
      const appended = await this.#log.append(parsed.data);
      if (!appended.ok) return appended;
      const view = this.#state.apply(parsed.data);
      this.#emit({ type: 'operation-changed', operation: view });
      if (this.#log.size >= this.#compactAt) {
        // One compaction at a time: the next threshold is set once this one has run.
        this.#compactAt = Number.POSITIVE_INFINITY;
        void this.#serialize(() => this.#compact());
      }
      return ok(view);
    });
  }

  /**
   * Rewrites the journal with the operations still open or under review, and those that ended
   * within the retention, so that start-up reads little however long the app has run.
   */
  async #compact(): Promise<void> {
    const cutoff = this.#now().getTime() - this.#retainTerminalMs;
    const keep = (view: OperationView) => !view.terminal || Date.parse(view.updatedAt) >= cutoff;
    const kept = this.#state.recordsOf(keep);
    const rewritten = await this.#log.rewrite(kept);
    if (rewritten.ok) {
      this.#state.keepOnly(keep, kept);
    } else {
      this.#emit({ type: 'compaction-failed', error: rewritten.error });
    }
    this.#compactAt = Math.max(this.#compactAtBytes, this.#log.size * 2);
  }

  #emit(event: JournalEvent): void {
    // Listeners run after the record is durable and outside this call, so a failing listener
    // can neither undo the record nor make its caller believe it was not written.
    for (const listener of this.#listeners) queueMicrotask(() => listener(event));
  }

  #serialize<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task);
    // The caller sees a rejection through `run`; the queue only keeps the order.
    this.#queue = run.then(settled, settled);
    return run;
  }
}

function settled(): void {}
