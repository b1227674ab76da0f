import {
  awaitsCustomerPayment,
  countsInMode,
  openDeadlines,
  type DayCloseReport,
  type DayCloseRequest,
  type ResolvedRange,
} from '../../shared/back-office/day-close-report';
import { computeDayCloseTotals } from '../../shared/back-office/day-close-totals';
import {
  reconcile,
  type ReconciliationOperation,
  type ReconciliationResult,
} from '../../shared/back-office/reconciliation';
import { zonedRange, type DayRange } from '../../shared/back-office/zoned-day';
import { operationIdOf } from '../../shared/flows/operation-id-metadata';
import { chargeRoutes } from '../../shared/service/charges';
import { timestampToDate } from '../../shared/service/common';
import type { HistoryItem } from '../../shared/service/history';
import { defaultOpenPaymentsSettings } from '../flows/open-payments/open-payments-settings';
import type { OperationView } from '../journal/operation-view';
import { readAllItems } from '../service/pagination';
import { ServiceClientError } from '../service/service-client-error';
import type { BackOfficeService } from './back-office-service';
import { historyPages, type HistoryFilters } from './history-pages';

/*
 * The back office's reports, read in main (docs/back-office.md): the day close and the
 * reconciliation each read every history page of the range (history-pages.ts), the
 * reconciliation the range's charges too, then hand them to the pure modules in
 * shared/back-office.
 */

/** Deadlines of customer payments read at once: enough to be quick, few enough to be polite. */
const expiryReadsAtOnce = 4;

function resolve({ fromDate, toDate }: DayRange, timeZone: string): ResolvedRange {
  return { fromDate, toDate, timeZone, ...zonedRange({ fromDate, toDate }, timeZone) };
}

async function readRange(
  service: BackOfficeService,
  scope: 'store' | 'merchant',
  query: HistoryFilters,
  signal: AbortSignal | undefined,
): Promise<HistoryItem[]> {
  const all: HistoryItem[] = [];
  for await (const page of historyPages(service, scope, query, signal)) all.push(...page.items);
  return all;
}

/** The deadline the service holds for an awaited konbini or bank-transfer charge, or null. */
async function readExpiry(
  service: BackOfficeService,
  item: HistoryItem,
  signal: AbortSignal | undefined,
): Promise<string | null> {
  try {
    const { data } = await service.client.request(
      chargeRoutes.getChargeExpiry,
      { params: { storeId: item.store_id, chargeId: item.resource_id } },
      signal ? { signal } : {},
    );
    return timestampToDate(data.expiration_date).toISOString();
  } catch (error) {
    // The report still stands without one deadline; the row says it could not be read.
    if (error instanceof ServiceClientError && !signal?.aborted) return null;
    throw error;
  }
}

async function readExpiries(
  service: BackOfficeService,
  items: readonly HistoryItem[],
  signal: AbortSignal | undefined,
): Promise<Map<string, string | null>> {
  const awaited = items.filter(awaitsCustomerPayment);
  const expiries = new Map<string, string | null>();
  let next = 0;
  const worker = async () => {
    while (next < awaited.length) {
      const item = awaited[next++];
      if (item !== undefined)
        expiries.set(item.resource_id, await readExpiry(service, item, signal));
    }
  };
  await Promise.all(Array.from({ length: expiryReadsAtOnce }, worker));
  return expiries;
}

/** The day close of a range of the store's days (`history:close-day`). */
export async function closeDay(
  service: BackOfficeService,
  request: DayCloseRequest,
  context: {
    readonly timeZone: string;
    /** The currency the store sells in, listed first. */
    readonly storeCurrency: string;
    readonly now: () => Date;
    readonly signal?: AbortSignal;
  },
): Promise<DayCloseReport> {
  const range = resolve(request, context.timeZone);
  const listed = await readRange(
    service,
    request.scope,
    { from: range.from, to: range.to, mode: request.mode },
    context.signal,
  );
  const items = listed.filter((item) => countsInMode(item, request.mode));
  const expiries = await readExpiries(service, items, context.signal);
  const now = context.now();
  return {
    scope: request.scope,
    range,
    mode: request.mode,
    totals: computeDayCloseTotals(items, context),
    deadlines: openDeadlines(items, expiries, now, defaultOpenPaymentsSettings),
    generatedAt: now.toISOString(),
  };
}

/**
 * The Counter operation each charge of the range names in its metadata
 * (`counter-operation-id`), read from the store's charge list: the charge object carries the
 * metadata the till wrote (spec: Charge), where a history item's may be empty or absent
 * (fixtures: transactionhistory/).
 */
async function chargeOperations(
  service: BackOfficeService,
  range: ResolvedRange,
  signal: AbortSignal | undefined,
): Promise<Map<string, string>> {
  const named = new Map<string, string>();
  const charges = readAllItems(
    service.client,
    chargeRoutes.listStoreCharges,
    { params: { storeId: service.storeId }, query: { from: range.from, to: range.to } },
    signal ? { signal } : {},
  );
  for await (const charge of charges) {
    const operationId = operationIdOf(charge.metadata);
    if (operationId !== undefined) named.set(charge.id.toLowerCase(), operationId);
  }
  return named;
}

/** A journal operation as reconciliation compares it. */
export function reconciliationOperationOf(view: OperationView): ReconciliationOperation {
  const { intent, facts } = view;
  const chargeId = 'chargeId' in intent ? intent.chargeId : facts.chargeId;
  const outcome = view.resolution?.outcome ?? (view.terminal ? terminalOutcome(view.state) : null);
  return {
    operationId: view.id,
    kind: intent.kind,
    ...(chargeId !== undefined && { chargeId }),
    ...(facts.refundId !== undefined && { refundId: facts.refundId }),
    ...('amount' in intent && { amount: intent.amount, currency: intent.currency }),
    ...(facts.chargeStatus !== undefined && { chargeStatus: facts.chargeStatus }),
    outcome,
    review:
      view.review !== null && !view.terminal
        ? { reason: view.review.reason, since: view.review.since }
        : null,
    createdAt: view.createdAt,
  };
}

function terminalOutcome(state: string): ReconciliationOperation['outcome'] {
  return state === 'succeeded' || state === 'failed' || state === 'abandoned' ? state : null;
}

/**
 * This till's journal against the store's history for a range of days (`history:reconcile`).
 * Only the active store's sales and charge operations take part: a card registration moves
 * no money, and another store's operations are that store's to reconcile.
 */
export async function reconcileRange(
  service: BackOfficeService,
  range: DayRange,
  context: {
    readonly timeZone: string;
    readonly operations: () => readonly OperationView[];
    readonly signal?: AbortSignal;
  },
): Promise<ReconciliationResult & { range: ResolvedRange }> {
  const resolved = resolve(range, context.timeZone);
  const items = await readRange(
    service,
    'store',
    { from: resolved.from, to: resolved.to },
    context.signal,
  );
  const named = await chargeOperations(service, resolved, context.signal);
  // Read after the service, so an operation that ends meanwhile is compared in its new state.
  const operations = context
    .operations()
    .filter((view) => view.intent.storeId === service.storeId)
    .filter((view) => view.intent.kind !== 'card_registration')
    .map(reconciliationOperationOf);
  const result = reconcile(items, operations, resolved, named);
  return { ...result, range: resolved };
}
