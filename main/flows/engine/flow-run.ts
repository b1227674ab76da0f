import type { FlowProgress, FlowStep } from '../../../shared/flows/flow-progress';
import type { Journal } from '../../journal/journal';
import type { OperationView } from '../../journal/operation-view';
import type { OperationFacts } from '../../journal/operation';
import { FlowError } from './flow-error';
import { allowsMove, type FlowMachine } from './flow-machine';
import { buildProgress, type MoveDetails } from './flow-progress';

export interface FlowEnvironment {
  readonly journal: Journal;
  readonly emit: (progress: FlowProgress) => void;
  readonly now: () => Date;
}

/**
 * One running operation: its state machine, its journal entry and its progress events. Every
 * move is written to the journal first and shown second, so the screen never shows a step the
 * journal could lose (DESIGN.md: Flows).
 */
export class FlowRun {
  readonly operation: OperationView;
  readonly signal: AbortSignal;
  readonly #machine: FlowMachine;
  readonly #environment: FlowEnvironment;
  #step: FlowStep;

  constructor(
    environment: FlowEnvironment,
    machine: FlowMachine,
    operation: OperationView,
    signal: AbortSignal,
    step: FlowStep = 'started',
  ) {
    this.#environment = environment;
    this.#machine = machine;
    this.operation = operation;
    this.signal = signal;
    this.#step = step;
  }

  get step(): FlowStep {
    return this.#step;
  }

  get id(): string {
    return this.operation.id;
  }

  /** What the journal knows of the operation now, with every fact its moves recorded. */
  get facts(): OperationFacts {
    return this.#environment.journal.operation(this.id)?.facts ?? this.operation.facts;
  }

  /** When the journal first recorded the operation at `state`, if it ever did. */
  firstRecordedAt(state: FlowStep): string | undefined {
    const history = this.#environment.journal.operation(this.id)?.history ?? [];
    return history.find((record) => record.type === 'transition' && record.state === state)?.at;
  }

  /** Whether the run's machine allows a move from where it stands to `step`. */
  allows(step: FlowStep): boolean {
    return allowsMove(this.#machine, this.#step, step);
  }

  /**
   * Shows `step` without recording it: the start before anything is sent, `recovering`, or an
   * end the journal could not record (the operation then stays open there for the next start).
   */
  show(step: FlowStep, details: MoveDetails = {}): void {
    this.#environment.emit(
      buildProgress(
        { ...this.operation, facts: this.facts },
        step,
        this.#environment.now(),
        details,
      ),
    );
  }

  /** The idempotency key the journal chose for one of this operation's requests. */
  idempotencyKey(request: keyof OperationView['idempotencyKeys']): string {
    const key = this.operation.idempotencyKeys[request];
    // The journal assigns a key to every request of the kind (requestsOf): a missing one is a bug.
    if (key === undefined) throw new Error(`No idempotency key for ${request}`);
    return key;
  }

  readonly #reopenListeners = new Set<() => void>();

  /** Asks the flow to open its customer's page again; false when none waits to be reopened. */
  requestReopen(): boolean {
    const waiting = [...this.#reopenListeners];
    for (const listener of waiting) listener();
    return waiting.length > 0;
  }

  /** Resolves when the cashier asks to reopen the customer's page, or `signal` aborts. */
  reopenRequested(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        this.#reopenListeners.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      if (signal.aborted) return resolve();
      this.#reopenListeners.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  async move(step: FlowStep, details: MoveDetails = {}): Promise<void> {
    if (!this.allows(step)) {
      throw new FlowError({ code: 'ILLEGAL_MOVE', from: this.#step, to: step });
    }
    const facts = details.facts ?? {};
    const { journal } = this.#environment;
    const written = await (step === 'succeeded' || step === 'failed' || step === 'abandoned'
      ? journal.recordOutcome(this.id, step, facts)
      : step === 'needs_review'
        ? journal.markNeedsReview(this.id, details.reviewReason ?? 'outcome_unknown', facts)
        : journal.recordTransition(this.id, step, facts));
    if (!written.ok) throw new FlowError({ code: 'JOURNAL_WRITE_FAILED', journal: written.error });
    this.#step = step;
    this.#environment.emit(
      buildProgress(
        { ...this.operation, facts: written.value.facts },
        step,
        this.#environment.now(),
        details,
      ),
    );
  }
}
