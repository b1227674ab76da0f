import {
  flowStep,
  isTerminalFlowStep,
  type FlowProblem,
  type FlowProgress,
} from '../../../shared/flows/flow-progress';
import { operationIdKey } from '../../../shared/flows/operation-id-metadata';
import type { Charge } from '../../../shared/service/charges';
import type { Refund } from '../../../shared/service/refunds';
import { isPaymentType } from '../../../shared/service/tokens';
import type { Journal, OperationView } from '../../journal/journal';
import {
  terminalState,
  type OperationIntent,
  type OperationKind,
  type ReviewReason,
  type TerminalState,
} from '../../journal/operation';
import { ServiceClientError } from '../../service/service-client-error';
import { customerActionOf } from '../sales/customer-wait/customer-action';
import {
  chargeDetails,
  chargeFacts,
  fetchCharge,
  paymentProblem,
  type ChargeRef,
} from '../engine/charge-tracking';
import { awaitCustomer } from '../sales/customer-wait/customer-wait';
import type { FlowDependencies } from '../engine/flow-definition';
import { endAfterRequestFailed, problemOf, serviceErrorFacts } from '../engine/flow-failure';
import { defineFlowMachine, type FlowMachine } from '../engine/flow-machine';
import { flowsByKind, registeredFlows, type AnyFlowDefinition } from '../engine/flow-registry';
import { FlowRun, type MoveDetails } from '../engine/flow-run';
import { trackRefund } from '../charge-actions/refund-flow';
import {
  awaitProcessed,
  cancelSale,
  chargeBody,
  hasSaleCancelEnded,
  settleAbortedSale,
  settleSale,
} from '../sales/sale-steps';

/*
 * Resuming, on start, every operation the journal holds open (DESIGN.md: Flows: a crash or a
 * power loss mid-payment resumes on the next start without charging twice). Each one is
 * decided from what the journal recorded: nothing sent ends it, a request whose answer was
 * lost is replayed under its recorded key with its recorded body, a known charge is read and
 * followed as its flow would. What cannot be decided goes to a person with every fact known;
 * nothing is dropped. docs/reliability.md: Resuming operations after a restart.
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

/** Conventions: Idempotency: a key is kept 24 hours, counted from the intent that chose it. */
const idempotencyWindowMs = 24 * 60 * 60 * 1000;

/** Operations resumed at once: enough to overlap their reads, few enough for the rate limits. */
const concurrency = 4;

/** Konbini and bank transfer: a paid charge can no longer be canceled (conventions: Cancels). */
const paidIsFinalKinds: readonly OperationKind[] = ['konbini_sale', 'bank_transfer_sale'];

type SaleIntent = Extract<OperationIntent, { amount: unknown; chargeId?: never }>;
type ChargeActionIntent = Extract<OperationIntent, { chargeId: string }>;

/** A customer wait recovery started and did not wait for. */
interface CustomerWaitStarted {
  readonly wait: Promise<void>;
}

type Resumed = CustomerWaitStarted | undefined;

/**
 * The flow's own machine, entered at `recovering`: from there the operation may go on at any
 * step its flow has, and from that step on only as its flow allows. `recovering` itself is
 * shown but never recorded, so the journal keeps the state the flow last reached.
 */
function resumeMachine(machine: FlowMachine): FlowMachine {
  const tableSteps = new Set([...Object.keys(machine.next), ...Object.values(machine.next).flat()]);
  return defineFlowMachine(machine.kind, {
    ...machine.next,
    recovering: flowStep.options.filter(
      (step) => step !== 'started' && step !== 'recovering' && tableSteps.has(step),
    ),
  });
}

function idempotencyWindowPassed(operation: OperationView, now: Date): boolean {
  return now.getTime() - Date.parse(operation.createdAt) >= idempotencyWindowMs;
}

/**
 * Whether a request failed without telling anything about the payment, in a way a later try
 * may not: no connection, no answer in time, 429, 5xx, or the keychain not answering. Such an
 * operation stays open for the next start. A poll that reached its bound did get answers, and
 * is not one of these.
 */
function isTransient({ detail }: ServiceClientError): boolean {
  switch (detail.kind) {
    case 'network':
    case 'credentials':
      return true;
    case 'timeout':
      return detail.phase !== 'poll';
    case 'service':
      return detail.status === 429 || detail.status >= 500;
    default:
      return false;
  }
}

function review(run: FlowRun, reason: ReviewReason, details: MoveDetails = {}): Promise<void> {
  return run.move('needs_review', {
    ...details,
    reviewReason: reason,
    problem: { type: 'review', reason },
  });
}

/**
 * Ends `run` after a replay of a request that moves money failed. A refusal says the service
 * did nothing for this key, whether it is the stored answer to the first request or this
 * replay's own (a token that expired since, TRANSACTION_TOKEN_EXPIRED): the operation failed
 * with the reason. A key conflict goes to a person (endAfterRequestFailed). Two refusals say
 * something else happened, which only a person can sort out: a token already charged by a
 * request the journal does not know, and a body this app now refuses to send. Anything that
 * told nothing goes up and leaves the operation open.
 */
async function endAfterReplayFailed(run: FlowRun, error: unknown): Promise<void> {
  if (!(error instanceof ServiceClientError) || isTransient(error)) throw error;
  const { detail } = error;
  if (detail.kind === 'service' && detail.code === 'TRANSACTION_ALREADY_PROCESSED') {
    return review(run, 'unexpected_service_state', { facts: serviceErrorFacts(error) });
  }
  if (detail.kind === 'invalid_request') return review(run, 'outcome_unknown');
  return endAfterRequestFailed(run, error);
}

/**
 * A sale: without a charge request recorded, nothing can have been charged (a one-time token
 * charges nobody and expires in 5 minutes); with one but no charge id, the charge create is
 * replayed with the same key and body; with a charge id, the charge is read and followed.
 */
async function resumeSale(
  run: FlowRun,
  intent: SaleIntent,
  dependencies: FlowDependencies,
): Promise<Resumed> {
  const { operation } = run;
  const { facts } = operation;
  const capture = facts.chargeRequest?.capture ?? true;
  let chargeId = facts.chargeId;
  if (chargeId === undefined) {
    const { transactionTokenId, chargeRequest } = facts;
    if (transactionTokenId === undefined || chargeRequest === undefined) {
      await run.move('abandoned');
      return undefined;
    }
    if (idempotencyWindowPassed(operation, dependencies.now())) {
      await review(run, 'idempotency_window_passed');
      return undefined;
    }
    let created: Charge;
    try {
      created = await dependencies.api.charges.createCharge(
        {
          body: chargeBody(
            { amount: intent.amount, currency: intent.currency, capture },
            transactionTokenId,
            chargeRequest,
          ),
        },
        { idempotencyKey: run.idempotencyKey('charge_create') },
      );
    } catch (error) {
      await endAfterReplayFailed(run, error);
      return undefined;
    }
    await run.move('processing', { facts: chargeFacts(created), chargeStatus: created.status });
    chargeId = created.id;
  }
  const ref: ChargeRef = { storeId: intent.storeId, chargeId };
  const charge = await awaitProcessed(
    dependencies,
    ref,
    await fetchCharge(dependencies, ref, run.signal),
  );
  const paidIsFinal = paidIsFinalKinds.includes(intent.kind);
  if (operation.state === 'canceling') {
    // The cashier aborted before the crash: the cancel goes on unless the charge already ended.
    const options = { capture, paidIsFinal };
    if (hasSaleCancelEnded(charge, options)) await settleAbortedSale(run, charge, options);
    else await cancelSale(run, dependencies, ref, options);
    return undefined;
  }
  if (charge.status !== 'awaiting') {
    await settleSale(run, charge, capture);
    return undefined;
  }
  if (intent.kind === 'card_sale') {
    // The customer at the 3DS page is gone with the app, but may still finish at the issuer;
    // canceling would undo a payment they may believe made. A person decides with the facts.
    await review(run, 'outcome_unknown', chargeDetails(charge));
    return undefined;
  }
  const action = await customerActionOf(intent.kind, dependencies, ref, charge, facts);
  if (action === undefined) {
    // Nothing to show the customer: settleSale hands a waiting charge to a person.
    await settleSale(run, charge, capture);
    return undefined;
  }
  return { wait: awaitCustomer({ run, dependencies, ref, charge, action, paidIsFinal }) };
}

/**
 * A card registration charges nothing. Its token, once known, tells how 3DS ended; a token
 * still waiting for a customer who is gone, or one whose answer was lost, ends abandoned: the
 * card number is never recorded (DESIGN.md: Security), so the token cannot be asked for again.
 */
async function resumeCardRegistration(
  run: FlowRun,
  intent: OperationIntent,
  dependencies: FlowDependencies,
): Promise<void> {
  const tokenId = run.operation.facts.transactionTokenId;
  if (tokenId === undefined) return run.move('abandoned');
  const token = await dependencies.api.tokens.getToken({
    params: { storeId: intent.storeId, tokenId },
  });
  const threeDs = isPaymentType(token, 'card') ? token.data.three_ds : undefined;
  if (threeDs?.enabled !== true || threeDs.status === 'successful') return run.move('succeeded');
  if (threeDs.status === 'failed' || threeDs.status === 'error') {
    return run.move('failed', paymentProblem(threeDs.error));
  }
  return run.move('abandoned');
}

/** A refund carries its operation's id in its metadata (shared/flows/operation-id-metadata.ts). */
async function findRefund(
  dependencies: FlowDependencies,
  ref: ChargeRef,
  operationId: string,
): Promise<Refund | undefined> {
  let cursor: string | undefined;
  for (;;) {
    const page = await dependencies.api.refunds.listRefunds({
      params: ref,
      query: { limit: 100, ...(cursor !== undefined && { cursor }) },
    });
    const found = page.items.find((refund) => refund.metadata?.[operationIdKey] === operationId);
    if (found !== undefined || !page.has_more) return found;
    const next = page.items.at(-1)?.id;
    // A page that says more follow but gives no new cursor would loop forever.
    if (next === undefined || next === cursor) return undefined;
    cursor = next;
  }
}

/**
 * A capture, cancel or refund: nothing sent (still at its intent) ends it; otherwise its flow
 * runs again under the same keys and sends the request it recorded before the crash, so a
 * request that reached the service is answered from the service's record instead of acting
 * twice. A refund is first looked for at the service by its operation's id: one found is
 * followed whatever its age, where a replay past the idempotency window could not be.
 */
async function resumeChargeAction(
  run: FlowRun,
  intent: ChargeActionIntent,
  definition: AnyFlowDefinition,
  dependencies: FlowDependencies,
): Promise<void> {
  const { operation } = run;
  if (operation.state === 'intent') return run.move('abandoned');
  const ref: ChargeRef = { storeId: intent.storeId, chargeId: intent.chargeId };
  if (intent.kind === 'refund') {
    const found = await findRefund(dependencies, ref, operation.id);
    if (found !== undefined) return trackRefund(run, dependencies, ref, found);
  }
  if (idempotencyWindowPassed(operation, dependencies.now())) {
    return review(run, 'idempotency_window_passed');
  }
  const { chargeId, amount, currency } = intent;
  const reason = operation.facts.refundReason;
  const input = {
    capture: { chargeId, amount, currency },
    cancel: { chargeId },
    refund: { chargeId, amount, currency, ...(reason !== undefined && { reason }) },
  }[intent.kind];
  return definition.run(run, definition.input.parse(input), dependencies);
}

function resume(
  run: FlowRun,
  definition: AnyFlowDefinition,
  dependencies: FlowDependencies,
): Promise<Resumed> {
  const { intent } = run.operation;
  switch (intent.kind) {
    case 'card_sale':
    case 'konbini_sale':
    case 'qr_scan_sale':
    case 'qr_merchant_sale':
    case 'online_sale':
    case 'bank_transfer_sale':
      return resumeSale(run, intent, dependencies);
    case 'card_registration':
      return resumeCardRegistration(run, intent, dependencies).then(() => undefined);
    case 'capture':
    case 'cancel':
    case 'refund':
      return resumeChargeAction(run, intent, definition, dependencies).then(() => undefined);
  }
}

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

  // Sinks run outside the move, so a failing sink cannot make a recorded move look failed.
  const publish = (progress: FlowProgress) => queueMicrotask(() => options.emit(progress));

  function progressOf(operation: OperationView, problem?: FlowProblem): FlowProgress {
    const current = journal.operation(operation.id) ?? operation;
    const { intent, facts } = current;
    return {
      operationId: operation.id,
      kind: intent.kind,
      step: 'recovering',
      at: dependencies.now().toISOString(),
      ...('amount' in intent && { amount: intent.amount, currency: intent.currency }),
      ...(facts.chargeId !== undefined && { chargeId: facts.chargeId }),
      ...(problem !== undefined && { problem }),
      abortable: false,
    };
  }

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

  /** Ends an operation whose recovery threw, as the engine ends a flow that threw. */
  async function endAfterError(run: FlowRun, error: unknown): Promise<void> {
    options.onError?.(error, run.id);
    if (isTerminalFlowStep(run.step)) return;
    if (error instanceof ServiceClientError && isTransient(error)) {
      // Nothing was learnt: the operation stays open as recorded, for the next start.
      publish(progressOf(run.operation, problemOf(error)));
      return;
    }
    try {
      await review(run, 'outcome_unknown', {
        facts: error instanceof ServiceClientError ? serviceErrorFacts(error) : {},
      });
    } catch (moveError) {
      options.onError?.(moveError, run.id);
      // Not recorded: the operation stays open in the journal and the next start takes it up.
      publish({
        ...progressOf(run.operation),
        step: 'needs_review',
        problem: { type: 'review', reason: 'journal_write_failed' },
      });
    }
  }

  const waits: Promise<RecoveredOperation>[] = [];

  async function recoverOne(operation: OperationView): Promise<RecoveredOperation> {
    publish(progressOf(operation));
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
    let resumed: Resumed;
    try {
      resumed = await resume(run, definition, dependencies);
    } catch (error) {
      await endAfterError(run, error);
      return outcomeOf(operation);
    }
    if (resumed === undefined) return outcomeOf(operation);
    waiting.set(operation.id, controller);
    waits.push(
      resumed.wait
        .catch((error: unknown) => endAfterError(run, error))
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
