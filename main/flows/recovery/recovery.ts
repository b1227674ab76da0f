import { isTerminalFlowStep, type FlowProgress } from '../../../shared/flows/flow-progress';
import type { Journal, OperationView } from '../../journal/journal';
import { terminalState, type OperationKind, type TerminalState } from '../../journal/operation';
import { ServiceClientError } from '../../service/service-client-error';
import type { FlowDependencies, HandedOnWait } from '../engine/flow-definition';
import { endAfterError } from '../engine/flow-end';
import { problemOf } from '../engine/flow-failure';
import type { FlowMachine } from '../engine/flow-machine';
import { buildProgress, publishLater } from '../engine/flow-progress';
import { flowsByKind, registeredFlows, type AnyFlowDefinition } from '../engine/flow-registry';
import { FlowRun } from '../engine/flow-run';
import { isTransient, resumeMachine } from '../engine/resume';

/*
 * Resuming, on start, every operation the journal holds open (DESIGN.md: Flows: a crash or a
 * power loss mid-payment resumes on the next start without charging twice). Each one is
 * decided from what the journal recorded: nothing sent ends it, a request whose answer was
 * lost is replayed under its recorded key with its recorded body, a known charge is read and
 * followed as its flow would. Each flow's definition says how (its `resume`); this module only
 * orders the work and ends what throws. What cannot be decided goes to a person with every fact
 * known; nothing is dropped. docs/reliability.md: Resuming operations after a restart.
 */

/** Where an operation stands once recovery has done what it could. */
export type RecoveryOutcome = TerminalState | 'needs_review' | 'awaiting_customer' | 'left_open';

export interface RecoveredOperation {
  readonly operationId: string;
  readonly kind: OperationKind;
  readonly outcome: RecoveryOutcome;
}

export interface RecoveryOptions {
  readonly journal: Journal;
  readonly dependencies: FlowDependencies;
  /** The `flows:progress` channel: `recovering`, then each move the operation makes. */
  readonly emit: (progress: FlowProgress) => void;
  /** The flows whose machines the operations resume on: the registry's unless a test gives its own. */
  readonly flows?: readonly AnyFlowDefinition[];
  /** Told of every error that ended or interrupted a recovery, for the app's diagnostics. */
  readonly onError?: (error: unknown, operationId: string) => void;
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
   * reach the flows' own bound, with each one's outcome then. The counter takes new sales
   * meanwhile.
   */
  readonly customerWaits: Promise<readonly RecoveredOperation[]>;
  /** Asks a customer wait to stop, which cancels its charge as the flow would; false if none runs. */
  abort(operationId: string): boolean;
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
 * sales. Never rejects: an operation whose recovery throws is handed to a person, or left open
 * when the service could not be reached, and `onError` is told.
 */
export async function recoverOperations(options: RecoveryOptions): Promise<Recovery> {
  const { journal, dependencies } = options;
  const flows = flowsByKind(options.flows ?? registeredFlows);
  const machines = new Map<OperationKind, FlowMachine>();
  const waiting = new Map<string, AbortController>();

  const publish = (progress: FlowProgress) => publishLater([options.emit], progress);

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

  /**
   * Ends an operation whose recovery threw, as the engine ends a flow that threw; one whose
   * request told nothing stays open as recorded, for the next start.
   */
  async function endAfterResumeError(run: FlowRun, error: unknown): Promise<void> {
    const report = (reported: unknown) => options.onError?.(reported, run.id);
    report(error);
    if (isTerminalFlowStep(run.step)) return;
    if (error instanceof ServiceClientError && isTransient(error)) {
      run.show('recovering', { problem: problemOf(error) });
      return;
    }
    await endAfterError(run, error, report);
  }

  const waits: Promise<RecoveredOperation>[] = [];

  async function recoverOne(operation: OperationView): Promise<RecoveredOperation> {
    publish(buildProgress(operation, 'recovering', dependencies.now()));
    const { kind } = operation.intent;
    const definition = flows.get(kind);
    if (definition === undefined) {
      // This app runs no such flow: nothing can be decided, and nothing is dropped.
      options.onError?.(new Error(`No flow is registered for ${kind}`), operation.id);
      return outcomeOf(operation);
    }
    let machine = machines.get(kind);
    if (machine === undefined) {
      machine = resumeMachine(definition.machine);
      machines.set(kind, machine);
    }
    const controller = new AbortController();
    const run = new FlowRun(
      { journal, emit: publish, now: dependencies.now },
      machine,
      operation,
      controller.signal,
      'recovering',
    );
    let resumed: HandedOnWait | undefined;
    try {
      resumed = await definition.resume(run, dependencies);
    } catch (error) {
      await endAfterResumeError(run, error);
      return outcomeOf(operation);
    }
    if (resumed === undefined) return outcomeOf(operation);
    waiting.set(operation.id, controller);
    waits.push(
      resumed.wait
        .catch((error: unknown) => endAfterResumeError(run, error))
        .then(() => {
          waiting.delete(operation.id);
          return outcomeOf(operation);
        }),
    );
    return { operationId: operation.id, kind, outcome: 'awaiting_customer' };
  }

  const include = options.include ?? (() => true);
  const operations = await inTurns(
    journal.openOperations().filter(include),
    concurrency,
    recoverOne,
  );
  return {
    operations,
    customerWaits: Promise.all(waits),
    abort(operationId) {
      const controller = waiting.get(operationId);
      if (controller === undefined) return false;
      controller.abort();
      return true;
    },
  };
}
