import { operationIdOf } from '../../../shared/flows/operation-id-metadata';
import type { OpenPayment } from '../../../shared/ipc/ipc-payloads';
import type { Charge } from '../../../shared/service/charges';
import { historyRoutes } from '../../../shared/service/history';
import type { Journal, JournalEvent } from '../../journal/journal';
import type { OperationView } from '../../journal/operation-view';
import type { OperationFacts } from '../../journal/operation';
import { readAllItems } from '../../service/pagination';
import type { ServiceClient } from '../../service/service-client';
import { ServiceClientError } from '../../service/service-client-error';
import { fetchCharge } from '../engine/charge-tracking';
import type { ChargeRef, FlowDependencies } from '../engine/flow-definition';
import type { FlowEngine } from '../engine/flow-engine';
import { flowsByKind, registeredFlows, type AnyFlowDefinition } from '../engine/flow-registry';
import { paymentDeadline } from '../sales/customer-wait/payment-deadline';
import { boardCustomerOf } from './board-customer';
import { defaultOpenPaymentsSettings, type OpenPaymentsSettings } from './open-payments-settings';
import {
  authorizationExpiry,
  boardEntry,
  bySoonestExpiry,
  isAuthorizedSale,
  isSaleIntent,
  trackedPayment,
  type SaleIntent,
  type Tracked,
} from './tracked-payment';

/*
 * The live board of open payments (docs/reliability.md: Long waits): every sale whose charge
 * awaits a customer who pays elsewhere (konbini, bank transfer, merchant QR, wallet), and
 * every authorize-only sale whose charge is still to capture or cancel, each with its
 * deadline. A flow follows its customer only for a bounded while and then leaves the
 * operation open; the board follows it from there, slowly, for as long as the session lasts,
 * and has the engine record its end in the journal as the flow would have, so an operation
 * left open is not only looked at again on the next start.
 */

export interface OpenPaymentsOptions {
  readonly journal: Journal;
  readonly dependencies: FlowDependencies;
  /** The same profile's client, for the transaction history authorizations are found in. */
  readonly client: ServiceClient;
  /** Whose operations the board shows: another profile's belong to another store's credentials. */
  readonly scope: { readonly profileId: string; readonly storeId: string };
  /**
   * The same session's engine: an operation it runs (live or resumed on start) is its flow's
   * to follow; one it does not, the engine ends when the board reads its end.
   */
  readonly engine: Pick<FlowEngine, 'running' | 'settleAwaiting'>;
  readonly settings?: Partial<OpenPaymentsSettings>;
  /** `payments:open-changed`, with every payment on the board. */
  readonly onChange: (payments: OpenPayment[]) => void;
  /** The flows whose customer actions show: the registry's unless a test gives its own. */
  readonly flows?: readonly AnyFlowDefinition[];
  /** Told of every failure that is neither the service's answer nor the network's. */
  readonly onError?: (error: unknown, operationId: string | undefined) => void;
}

export interface OpenPayments {
  /** Starts following, once; after recovery, whose customer waits run in the engine. */
  start(): void;
  /** The payments on the board now, soonest to expire first. */
  list(): OpenPayment[];
  /** Stops every read and wait; resolves once nothing runs. */
  stop(): Promise<void>;
}

export function createOpenPayments(options: OpenPaymentsOptions): OpenPayments {
  const { journal, dependencies, scope } = options;
  const settings = { ...defaultOpenPaymentsSettings, ...options.settings };
  const flows = flowsByKind(options.flows ?? registeredFlows);
  const tracked = new Map<string, Tracked>();
  const controller = new AbortController();
  const { signal } = controller;
  const discovery = { done: false, failures: 0, nextAt: 0 };
  let published: string | undefined;
  let woken = false;
  let interrupt: (() => void) | undefined;
  let unsubscribe: (() => void) | undefined;
  let running: Promise<void> | undefined;

  const nowMs = () => dependencies.now().getTime();
  const report = (error: unknown, operationId?: string) => options.onError?.(error, operationId);

  function isOurs(view: OperationView): boolean {
    return view.intent.profileId === scope.profileId;
  }

  function followedElsewhere(): Set<string> {
    return new Set(options.engine.running().map((progress) => progress.operationId));
  }

  function track(
    view: OperationView,
    intent: SaleIntent,
    chargeId: string,
    status: Tracked['status'],
  ): Tracked {
    const item = trackedPayment(view, intent, chargeId, status, nowMs());
    tracked.set(view.id, item);
    return item;
  }

  /** The journal's sales waiting for their customer join the board; those that moved on leave. */
  function sync(): void {
    const awaiting = new Set<string>();
    for (const view of journal.openOperations()) {
      const { intent } = view;
      const { chargeId } = view.facts;
      if (!isOurs(view) || view.state !== 'awaiting_customer' || chargeId === undefined) continue;
      if (!isSaleIntent(intent)) continue;
      awaiting.add(view.id);
      if (!tracked.has(view.id)) track(view, intent, chargeId, 'awaiting');
    }
    for (const [id, item] of tracked) {
      if (item.status === 'awaiting' && !awaiting.has(id)) tracked.delete(id);
    }
  }

  /**
   * The authorizations this till made before the session started. The journal keeps ended
   * operations but lists only open ones, so they are found where the service lists authorized
   * charges, each named by the operation id its sale put in the metadata, and kept when the
   * journal holds that operation as one of this profile's authorize-only sales.
   */
  async function discoverAuthorizations(): Promise<void> {
    const from = new Date(nowMs() - settings.authorizationValidityMs).toISOString();
    const entries = readAllItems(
      options.client,
      historyRoutes.listStoreHistory,
      { params: { storeId: scope.storeId }, query: { type: 'charge', status: 'authorized', from } },
      { signal, cursorOf: (entry) => entry.resource_id },
    );
    for await (const entry of entries) {
      const chargeId = entry.charge_id ?? entry.resource_id;
      const ref: ChargeRef = { storeId: scope.storeId, chargeId };
      // Conventions: some history items come without their metadata; the charge has it.
      const metadata = entry.metadata ?? (await fetchCharge(dependencies, ref, signal)).metadata;
      const operationId = operationIdOf(metadata);
      const view = operationId === undefined ? undefined : journal.operation(operationId);
      if (view === undefined || !isOurs(view) || !isAuthorizedSale(view)) continue;
      if (view.facts.chargeId !== chargeId || tracked.has(view.id)) continue;
      const item = track(view, view.intent, chargeId, 'authorized');
      item.expiresAt = authorizationExpiry(entry.created_on, settings);
      item.checkedAt = dependencies.now().toISOString();
      item.nextReadAt = nowMs() + settings.intervalMs;
    }
  }

  /** Ends the sale as its flow would have on reading this charge. */
  async function settle(item: Tracked, charge: Charge): Promise<void> {
    const view = journal.operation(item.operationId);
    if (view === undefined) throw new Error(`${item.operationId} is not in the journal`);
    await options.engine.settleAwaiting(view, charge, signal);
    tracked.delete(item.operationId);
  }

  /** The customer's action and deadline, as its sale's definition derives them. */
  async function describe(item: Tracked, charge: Charge, ref: ChargeRef): Promise<void> {
    const facts = journal.operation(item.operationId)?.facts ?? {};
    const action = await flows
      .get(item.intent.kind)
      ?.customerAction?.(dependencies, ref, charge, facts);
    item.action = action ?? null;
    item.expiresAt =
      action !== undefined && 'expiresAt' in action
        ? action.expiresAt
        : await paymentDeadline(dependencies, ref, charge, facts);
    // Read last, so a failed read still shows the action and is tried again with the rest.
    if (item.intent.kind === 'konbini_sale') item.customer = await customerOf(ref, charge, facts);
    item.described = true;
  }

  /** Whom a konbini slip is for, from its token (board-customer.ts). */
  async function customerOf(
    ref: ChargeRef,
    charge: Charge,
    facts: OperationFacts,
  ): Promise<Tracked['customer']> {
    const tokenId = facts.transactionTokenId ?? charge.transaction_token_id;
    if (tokenId === undefined) return null;
    const token = await dependencies.api.tokens.getToken(
      { params: { storeId: ref.storeId, tokenId } },
      { signal },
    );
    return boardCustomerOf(token);
  }

  /**
   * One look at a payment. An authorization that is no longer authorized (captured, canceled,
   * lapsed) leaves the board: its sale ended long ago. A customer's charge that ended ends its
   * sale, unless a flow follows it, whose end that is to record; such a one is only described.
   */
  async function read(item: Tracked, followed: boolean): Promise<void> {
    const ref: ChargeRef = { storeId: item.intent.storeId, chargeId: item.chargeId };
    const charge = await fetchCharge(dependencies, ref, signal);
    if (item.status === 'authorized') {
      if (charge.status === 'authorized') {
        item.expiresAt = authorizationExpiry(charge.created_on, settings);
      } else tracked.delete(item.operationId);
    } else if (!followed && charge.status !== 'awaiting') {
      return settle(item, charge);
    } else if (!item.described) {
      await describe(item, charge, ref);
    }
    item.checkedAt = dependencies.now().toISOString();
  }

  /** Reads and discovery that fail wait longer each time, up to the cap, and are tried again. */
  function backoff(failures: number): number {
    return Math.min(settings.intervalMs * 2 ** failures, settings.maxBackoffMs);
  }

  /** A failed read is retried later; only what is not the service's or network's is reported. */
  function reportFailure(error: unknown, operationId?: string): void {
    if (!(error instanceof ServiceClientError)) report(error, operationId);
  }

  /** Whether the board has anything to read for this payment: a flow's own only once. */
  function needsRead(item: Tracked, followed: ReadonlySet<string>): boolean {
    return !followed.has(item.operationId) || !item.described;
  }

  async function lookOnce(): Promise<void> {
    sync();
    const followed = followedElsewhere();
    const due = [...tracked.values()]
      .filter((item) => item.nextReadAt <= nowMs() && needsRead(item, followed))
      .sort((a, b) => a.nextReadAt - b.nextReadAt);
    for (const item of due) {
      if (signal.aborted) return;
      try {
        await read(item, followed.has(item.operationId));
        item.failures = 0;
        item.nextReadAt = nowMs() + settings.intervalMs;
      } catch (error) {
        if (signal.aborted) return;
        reportFailure(error, item.operationId);
        item.failures += 1;
        item.nextReadAt = nowMs() + backoff(item.failures);
      }
    }
    if (!discovery.done && discovery.nextAt <= nowMs() && !signal.aborted) {
      try {
        await discoverAuthorizations();
        discovery.done = true;
      } catch (error) {
        if (signal.aborted) return;
        reportFailure(error);
        discovery.failures += 1;
        discovery.nextAt = nowMs() + backoff(discovery.failures);
      }
    }
    sync();
  }

  /** Until the next read is due, at most one interval, so deadline flags keep up with time. */
  function nextWaitMs(): number {
    const followed = followedElsewhere();
    let next = nowMs() + settings.intervalMs;
    for (const item of tracked.values()) {
      if (needsRead(item, followed)) next = Math.min(next, item.nextReadAt);
    }
    if (!discovery.done) next = Math.min(next, discovery.nextAt);
    return Math.max(0, next - nowMs());
  }

  /** Sleeps, unless woken by the journal or stopped meanwhile. */
  async function pause(ms: number): Promise<void> {
    const waking = new AbortController();
    interrupt = () => waking.abort();
    const either = AbortSignal.any([signal, waking.signal]);
    try {
      await dependencies.sleep(ms, either);
    } catch (error) {
      if (!either.aborted) throw error;
    } finally {
      interrupt = undefined;
    }
  }

  function wake(): void {
    woken = true;
    interrupt?.();
  }

  function publish(): void {
    const payments = list();
    const text = JSON.stringify(payments);
    if (text === published) return;
    published = text;
    options.onChange(payments);
  }

  async function loop(): Promise<void> {
    while (!signal.aborted) {
      woken = false;
      await lookOnce();
      if (signal.aborted) return;
      publish();
      if (!woken) await pause(nextWaitMs());
    }
  }

  /**
   * A sale that succeeded authorized joins the board at once; a capture or cancel that ended
   * has its charge read again now rather than at the next interval.
   */
  function onJournal(event: JournalEvent): void {
    if (event.type !== 'operation-changed' || !isOurs(event.operation)) return;
    const view = event.operation;
    const { intent } = view;
    const chargeId = view.facts.chargeId;
    if (isAuthorizedSale(view) && chargeId !== undefined) {
      if (!tracked.has(view.id)) track(view, view.intent, chargeId, 'authorized');
    } else if (view.terminal && (intent.kind === 'capture' || intent.kind === 'cancel')) {
      for (const item of tracked.values()) {
        if (item.chargeId === chargeId) item.nextReadAt = nowMs();
      }
    }
    wake();
  }

  function list(): OpenPayment[] {
    const followed = followedElsewhere();
    return [...tracked.values()]
      .map((item) => boardEntry(item, followed.has(item.operationId), nowMs(), settings))
      .sort(bySoonestExpiry);
  }

  return {
    start() {
      if (running !== undefined) return;
      unsubscribe = journal.subscribe(onJournal);
      running = loop().catch((error: unknown) => report(error));
    },
    list,
    async stop() {
      controller.abort();
      unsubscribe?.();
      await running;
    },
  };
}
