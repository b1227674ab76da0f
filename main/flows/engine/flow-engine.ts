import type { z } from 'zod';
import {
  saleKindOf,
  type CancelInput,
  type CaptureInput,
  type CardRegistrationInput,
  type RefundInput,
  type SaleInput,
} from '../../../shared/flows/flow-input';
import {
  isTerminalFlowStep,
  type FlowKind,
  type FlowProblem,
  type FlowProgress,
  type FlowStep,
} from '../../../shared/flows/flow-progress';
import type { RunningFlow as RunningFlowView } from '../../../shared/ipc/ipc-payloads';
import type { Charge } from '../../../shared/service/charges';
import { parseRequest, type FieldError } from '../../../shared/service/common';
import type { Journal } from '../../journal/journal';
import type { OperationView } from '../../journal/operation-view';
import type { JournalError } from '../../journal/journal-error';
import type { OperationIntent, operationIntent } from '../../journal/operation';
import { err, ok, type Result } from '../../../shared/result';
import { ServiceClientError } from '../../service/service-client-error';
import { fetchCharge } from './charge-tracking';
import type { FlowDependencies, HandedOnWait } from './flow-definition';
import { endAfterError, endAfterResumeError } from './flow-end';
import { problemOf } from './flow-failure';
import type { FlowMachine } from './flow-machine';
import { buildProgress, publishLater, type ShownDetails } from './flow-progress';
import { FlowRun } from './flow-run';
import { flowsByKind, registeredFlows, type AnyFlowDefinition } from './flow-registry';
import { resumeMachine } from './resume';
import { recentPaidSale } from '../sales/recent-paid-sale';
import { unacknowledgedEndings } from '../sales/unacknowledged-endings';
import type { CurrencyCode, MinorUnits } from '../../../shared/money';

/*
 * The engine the IPC layer exposes (DESIGN.md: Flows): it records each operation's intent,
 * runs its flow in the background, relays its progress, and ends it properly whatever the
 * flow throws, so no error leaves an operation hanging or reaches the caller as a crash. It
 * alone builds the runs, for live operations, those recovery resumes and those the
 * open-payments board ends, so every run is published, aborted and ended the same way.
 */

/** Where operations run: the store, its profile, test or live, training or not. */
type FlowScope = Pick<OperationIntent, 'storeId' | 'profileId' | 'mode' | 'training'>;

interface FlowEngineOptions {
  readonly journal: Journal;
  readonly dependencies: FlowDependencies;
  readonly scope: FlowScope;
  /** The operator signed in as each operation starts; none on a till without operators. */
  readonly operatorName?: () => string | undefined;
  /** The `flows:progress` channel. */
  readonly emit: (progress: FlowProgress) => void;
  /** The flows to run: the registry's (flow-registry.ts) unless a test gives its own. */
  readonly flows?: readonly AnyFlowDefinition[];
  /**
   * Told of every error a flow did not handle itself, once the engine has ended the operation
   * as the error requires, for the app's diagnostics. Errors are not filtered: log codes.
   */
  readonly onFlowError?: (error: unknown, operationId: string) => void;
}

/** Why an operation did not start; nothing was recorded or sent for it. */
export type FlowStartError =
  | { readonly code: 'FLOW_NOT_AVAILABLE'; readonly kind: FlowKind | null }
  | { readonly code: 'INVALID_INPUT'; readonly fields: readonly FieldError[] }
  /** A cancel records the charge's amount, so the charge is read first. */
  | { readonly code: 'CHARGE_NOT_READ'; readonly problem: FlowProblem }
  | { readonly code: 'JOURNAL_WRITE_FAILED'; readonly journal: JournalError };

export type FlowAbortError =
  { readonly code: 'NOT_RUNNING' } | { readonly code: 'NOT_ABORTABLE'; readonly step: FlowStep };

type Started = Result<{ readonly operationId: string }, FlowStartError>;
type IntentInput = z.input<typeof operationIntent>;

interface RunningFlow {
  readonly controller: AbortController;
  readonly run: FlowRun;
  last: FlowProgress;
  /** Started from the counter and not left there: a counter that starts again goes back to it. */
  onCounter: boolean;
}

export function createFlowEngine(options: FlowEngineOptions) {
  const { journal, dependencies, scope } = options;
  const flows = flowsByKind(options.flows ?? registeredFlows);
  const running = new Map<string, RunningFlow>();
  const resumeMachines = new Map<FlowKind, FlowMachine>();
  const listeners = new Set<(progress: FlowProgress) => void>();

  function publish(progress: FlowProgress): void {
    const entry = running.get(progress.operationId);
    if (entry !== undefined) {
      if (isTerminalFlowStep(progress.step)) running.delete(progress.operationId);
      else entry.last = progress;
    }
    publishLater([options.emit, ...listeners], progress);
  }

  async function start(
    kind: FlowKind,
    input: unknown,
    intentOf: () =>
      Result<IntentInput, FlowStartError> | Promise<Result<IntentInput, FlowStartError>>,
  ): Promise<Started> {
    const definition = flows.get(kind);
    if (definition === undefined) return err({ code: 'FLOW_NOT_AVAILABLE', kind });
    const parsed = parseRequest(definition.input, input);
    if (!parsed.success) return err({ code: 'INVALID_INPUT', fields: parsed.errors });
    const intent = await intentOf();
    if (!intent.ok) return intent;
    // DESIGN.md: Flows: the intent, with its idempotency keys, is durable before any request.
    const operator = options.operatorName?.();
    const recorded = await journal.recordIntent({
      ...intent.value,
      ...(operator !== undefined && { operator }),
    });
    if (!recorded.ok) return err({ code: 'JOURNAL_WRITE_FAILED', journal: recorded.error });
    launch(definition, recorded.value, parsed.data);
    return ok({ operationId: recorded.value.id });
  }

  /** A run whose first progress is `step`, followed in `running` until it ends or is let go. */
  function openRun(
    operation: OperationView,
    machine: FlowMachine,
    step: FlowStep,
    shown: ShownDetails,
    onCounter: boolean,
  ): FlowRun {
    const controller = new AbortController();
    const run = new FlowRun(
      { journal, emit: publish, now: dependencies.now },
      machine,
      operation,
      controller.signal,
      step,
    );
    const first = buildProgress(operation, step, dependencies.now(), shown);
    running.set(operation.id, { controller, run, last: first, onCounter });
    publish(first);
    return run;
  }

  function launch(definition: AnyFlowDefinition, operation: OperationView, input: unknown): void {
    // Nothing is sent yet, so every flow may be aborted before its first step.
    const run = openRun(operation, definition.machine, 'started', { abortable: true }, true);
    void drive(definition, run, input);
  }

  /** The machine a resumed operation of `definition` goes on with, made once per kind. */
  function resumeMachineOf(definition: AnyFlowDefinition): FlowMachine {
    let machine = resumeMachines.get(definition.kind);
    if (machine === undefined) {
      machine = resumeMachine(definition.machine);
      resumeMachines.set(definition.kind, machine);
    }
    return machine;
  }

  /** Ends a resumed run that threw, and lets it go. */
  async function endResumed(run: FlowRun, error: unknown): Promise<void> {
    await endAfterResumeError(run, error, (reported) => options.onFlowError?.(reported, run.id));
    leaveOpen(run);
  }

  /** Runs a flow to its end, or to a long wait it leaves open; never rejects. */
  async function drive(definition: AnyFlowDefinition, run: FlowRun, input: unknown) {
    try {
      await definition.run(run, input, dependencies);
    } catch (error) {
      if (run.step === 'awaiting_customer') {
        options.onFlowError?.(error, run.id);
        return leaveOpen(run);
      }
      return endAfterFlowError(run, error);
    }
    if (run.step === 'awaiting_customer') return leaveOpen(run);
    if (!isTerminalFlowStep(run.step)) {
      await endAfterFlowError(run, new Error(`${definition.kind} returned at ${run.step}`));
    }
  }

  /**
   * A charge waiting for the customer (konbini, bank transfer...) can wait for days, longer
   * than a flow watches it (docs/reliability.md: Long waits). Its operation stays open in the
   * journal, where recovery and the open-payments board pick it up; it is not a review, since
   * nothing is unknown: the charge exists and the service will say how it ends. A run that
   * ended is let go the same way.
   */
  function leaveOpen(run: FlowRun): void {
    const last = running.get(run.id)?.last;
    if (last?.abortable === true) {
      // The flow stopped without saying so (it threw inside the wait): say it, as the wait's
      // bound does, so no screen or caller keeps waiting on an abort that cannot come.
      const { action, chargeStatus } = last;
      run.show(last.step, {
        ...(action !== undefined && { action }),
        ...(chargeStatus !== undefined && { chargeStatus }),
      });
    }
    running.delete(run.id);
  }

  function endAfterFlowError(run: FlowRun, error: unknown): Promise<void> {
    options.onFlowError?.(error, run.id);
    return endAfterError(run, error, (moveError) => options.onFlowError?.(moveError, run.id));
  }

  return {
    /** A sale by the flow of its token's payment type; resolves once its intent is durable. */
    startSale(input: SaleInput): Promise<Started> {
      const kind = saleKindOf(input.token);
      if (kind === null) return Promise.resolve(err({ code: 'FLOW_NOT_AVAILABLE', kind }));
      const { amount, currency } = input.charge;
      return start(kind, input, () => ok({ kind, ...scope, amount, currency }));
    },

    startCardRegistration(input: CardRegistrationInput): Promise<Started> {
      return start('card_registration', input, () => ok({ kind: 'card_registration', ...scope }));
    },

    startCapture(input: CaptureInput): Promise<Started> {
      const { chargeId, amount, currency } = input;
      return start('capture', input, () =>
        ok({ kind: 'capture', ...scope, chargeId, amount, currency }),
      );
    },

    startCancel(input: CancelInput): Promise<Started> {
      return start('cancel', input, async () => {
        let charge;
        try {
          charge = await fetchCharge(dependencies, {
            storeId: scope.storeId,
            chargeId: input.chargeId,
          });
        } catch (error) {
          if (!(error instanceof ServiceClientError)) throw error;
          return err({ code: 'CHARGE_NOT_READ', problem: problemOf(error) });
        }
        return ok({
          kind: 'cancel',
          ...scope,
          chargeId: input.chargeId,
          amount: charge.charged_amount ?? charge.requested_amount,
          currency: charge.charged_currency ?? charge.requested_currency,
        });
      });
    },

    startRefund(input: RefundInput): Promise<Started> {
      const { chargeId, amount, currency } = input;
      return start('refund', input, () =>
        ok({ kind: 'refund', ...scope, chargeId, amount, currency }),
      );
    },

    /**
     * Goes on with an operation the journal holds open, as its definition's `resume` decides
     * from what the journal recorded (recovery/recovery.ts orders the work). Resolves once
     * nothing is left in doubt but a customer's payment, with the wait that follows it; that
     * wait runs, lists and aborts like any running flow, and settles, never rejecting, when it
     * ends. Never rejects: what throws is ended, or left open when the service told nothing.
     */
    async resume(operation: OperationView): Promise<HandedOnWait | undefined> {
      const definition = flows.get(operation.intent.kind);
      if (definition === undefined) {
        publish(buildProgress(operation, 'recovering', dependencies.now()));
        // This app runs no such flow: nothing can be decided, and nothing is dropped.
        const error = new Error(`No flow is registered for ${operation.intent.kind}`);
        options.onFlowError?.(error, operation.id);
        return undefined;
      }
      // Its customer left with the counter that started it; the board is where it shows.
      const run = openRun(operation, resumeMachineOf(definition), 'recovering', {}, false);
      let resumed: HandedOnWait | undefined;
      try {
        resumed = await definition.resume(run, dependencies);
      } catch (error) {
        await endResumed(run, error);
        return undefined;
      }
      if (resumed === undefined) {
        leaveOpen(run);
        return undefined;
      }
      return {
        wait: resumed.wait.then(
          () => leaveOpen(run),
          (error: unknown) => endResumed(run, error),
        ),
      };
    },

    /**
     * Ends a sale the open-payments board follows, as its flow would on reading a charge that
     * left awaiting its customer. Rejects when it cannot, for the board to read it again later.
     */
    async settleAwaiting(
      operation: OperationView,
      charge: Charge,
      signal: AbortSignal,
    ): Promise<void> {
      const definition = flows.get(operation.intent.kind);
      if (definition?.settleAwaiting === undefined) {
        throw new Error(`Cannot record the end of ${operation.id} (${operation.intent.kind})`);
      }
      const environment = { journal, emit: publish, now: dependencies.now };
      const run = new FlowRun(
        environment,
        definition.machine,
        operation,
        signal,
        'awaiting_customer',
      );
      await definition.settleAwaiting(run, charge);
    },

    /**
     * Asks a running flow to stop, where its last progress said it may; what stopping means
     * at that step (abandon, or cancel the charge) is the flow's to decide and to report.
     */
    abort(operationId: string): Result<void, FlowAbortError> {
      const entry = running.get(operationId);
      if (entry === undefined) return err({ code: 'NOT_RUNNING' });
      if (!entry.last.abortable) return err({ code: 'NOT_ABORTABLE', step: entry.last.step });
      entry.controller.abort();
      return ok(undefined);
    },

    /** Opens again the customer's page that was closed by hand (3-D Secure, a wallet's page). */
    reopenCustomerPage(operationId: string): Result<void, { readonly code: 'NOTHING_TO_REOPEN' }> {
      const run = running.get(operationId)?.run;
      return run?.requestReopen() === true ? ok(undefined) : err({ code: 'NOTHING_TO_REOPEN' });
    },

    /** The last progress of each running flow. */
    running(): FlowProgress[] {
      return [...running.values()].map((entry) => entry.last);
    },

    /** Each running flow as a counter that starts again (a reload) goes back to it. */
    runningFlows(): RunningFlowView[] {
      return [...running.values()].map(({ run, last, onCounter }) => ({
        progress: last,
        startedAt: run.operation.createdAt,
        onCounter,
      }));
    },

    /**
     * The counter left the operation (Keep open, New sale, or the cashier acknowledged an
     * ending it did not follow): it no longer goes back to it, and, a sale of this profile, its
     * ending is acknowledged in the journal, so no start of the counter shows it again.
     */
    async leave(
      operationId: string,
    ): Promise<
      Result<void, { readonly code: 'JOURNAL_WRITE_FAILED'; readonly journal: JournalError }>
    > {
      const entry = running.get(operationId);
      if (entry !== undefined) entry.onCounter = false;
      const operation = journal.operation(operationId);
      if (operation?.intent.profileId !== scope.profileId || operation.acknowledgedAt !== null) {
        return ok(undefined);
      }
      const acknowledged = await journal.recordAcknowledgement(operationId);
      // Two leaves at once: the first one's record is the acknowledgement.
      if (acknowledged.ok || acknowledged.error.code === 'ALREADY_ACKNOWLEDGED')
        return ok(undefined);
      return err({ code: 'JOURNAL_WRITE_FAILED', journal: acknowledged.error });
    },

    /** This profile's sales that ended while the counter did not follow them, latest first. */
    unacknowledgedEndings(): OperationView[] {
      return unacknowledgedEndings(journal.operations(), scope.profileId);
    },

    /** This profile's sale of that amount paid a moment ago, which a new one may repeat. */
    recentPaidSale(amount: MinorUnits, currency: CurrencyCode): OperationView | undefined {
      return recentPaidSale(
        journal.operations(),
        scope.profileId,
        { amount, currency },
        dependencies.now(),
      );
    },

    /** Calls `listener` with every progress event; returns the unsubscribe function. */
    subscribe(listener: (progress: FlowProgress) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type FlowEngine = ReturnType<typeof createFlowEngine>;
