import type { Journal } from '../../journal/journal';
import type { OperationView } from '../../journal/operation-view';
import { terminalState, type OperationKind, type TerminalState } from '../../journal/operation';
import type { FlowEngine } from '../engine/flow-engine';

/*
 * Resuming, on start, every operation the journal holds open (DESIGN.md: Flows: a crash or a
 * power loss mid-payment resumes on the next start without charging twice). Each one is
 * decided from what the journal recorded: nothing sent ends it, a request whose answer was
 * lost is replayed under its recorded key with its recorded body, a known charge is read and
 * followed as its flow would. Each flow's definition says how (its `resume`), and the engine
 * runs, publishes and ends it as any run; this module only orders the work and tells where
 * each operation stands. What cannot be decided goes to a person with every fact
 * known; nothing is dropped. docs/reliability.md: Resuming operations after a restart.
 */

/** Where an operation stands once recovery has done what it could. */
type RecoveryOutcome = TerminalState | 'needs_review' | 'awaiting_customer' | 'left_open';

interface RecoveredOperation {
  readonly operationId: string;
  readonly kind: OperationKind;
  readonly outcome: RecoveryOutcome;
}

export interface RecoveryOptions {
  readonly journal: Journal;
  /** The active profile's engine, which runs each resume and any customer wait it hands on. */
  readonly engine: Pick<FlowEngine, 'resume'>;
  /** Which open operations to resume (all unless given); the rest are left open, untouched. */
  readonly include?: (operation: OperationView) => boolean;
}

export interface Recovery {
  /**
   * Every operation that was open, as it stands once nothing is left in doubt but a customer's
   * payment: replays are done and each charge has been read.
   */
  readonly operations: readonly RecoveredOperation[];
  /**
   * Settles when the customer waits handed on (konbini, bank transfer, QR, wallet) end or
   * reach the flows' own bound, with each one's outcome then. They run in the engine, which
   * lists and aborts them as its own; the counter takes new sales meanwhile.
   */
  readonly customerWaits: Promise<readonly RecoveredOperation[]>;
}

/** Operations resumed at once: enough to overlap their reads, few enough for the rate limits. */
const concurrency = 4;

/** Runs `work` over `items`, `size` at a time, keeping their order in the results. */
async function inTurns<Item, Result>(
  items: readonly Item[],
  size: number,
  work: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      // The index is below the length just checked.
      results[index] = await work(items[index] as Item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

/**
 * Resumes every operation the journal holds open; run at start, before the counter takes new
 * sales. Never rejects: the engine hands an operation whose resume throws to a person, or
 * leaves it open when the service could not be reached, and tells its `onFlowError`.
 */
export async function recoverOperations(options: RecoveryOptions): Promise<Recovery> {
  const { journal, engine } = options;

  function outcomeOf(operation: OperationView): RecoveredOperation {
    const current = journal.operation(operation.id) ?? operation;
    const ended = terminalState.safeParse(current.state);
    const outcome: RecoveryOutcome =
      current.terminal && ended.success
        ? ended.data
        : current.review !== null
          ? 'needs_review'
          : current.state === 'awaiting_customer'
            ? 'awaiting_customer'
            : 'left_open';
    return { operationId: operation.id, kind: operation.intent.kind, outcome };
  }

  const waits: Promise<RecoveredOperation>[] = [];

  async function recoverOne(operation: OperationView): Promise<RecoveredOperation> {
    const resumed = await engine.resume(operation);
    if (resumed === undefined) return outcomeOf(operation);
    waits.push(resumed.wait.then(() => outcomeOf(operation)));
    return { operationId: operation.id, kind: operation.intent.kind, outcome: 'awaiting_customer' };
  }

  const include = options.include ?? (() => true);
  const operations = await inTurns(
    journal.openOperations().filter(include),
    concurrency,
    recoverOne,
  );
  return { operations, customerWaits: Promise.all(waits) };
}
