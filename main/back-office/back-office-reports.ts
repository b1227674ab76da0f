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
  type ChargeOrigin,
  type ReconciliationOperation,
} from '../../shared/back-office/reconciliation';
import type {
  DifferenceExplanation,
  ReconciliationResult,
} from '../../shared/back-office/reconciliation-difference';
import { zonedRange, type DayRange } from '../../shared/back-office/zoned-day';
import { operationIdOf, tillIdOf } from '../../shared/flows/operation-id-metadata';
import { chargeRoutes } from '../../shared/service/charges';
import { timestampToDate } from '../../shared/service/common';
import type { HistoryItem } from '../../shared/service/history';
import { defaultOpenPaymentsSettings } from '../flows/open-payments/open-payments-settings';
import { readAllItems } from '../service/pagination';
import { ServiceClientError } from '../service/service-client-error';
import type { BackOfficeService } from './back-office-service';
import { historyPages, type HistoryFilters } from './history-pages';

/*
 * The back office's reports, read in main (docs/back-office.md): the day close and the
 * reconciliation each read every history page of the range (history-pages.ts), the
 * reconciliation the range's charges too, then hand them to the pure modules in
 * shared/back-office. The till's side comes from till-operations.ts.
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
 * What each charge of the range says of its origin, read from the store's charge list: the
 * charge object carries the metadata the till wrote (`counter-operation-id`,
 * `counter-till-id`) and the subscription the service made it for (`subscription_id`, as in
 * fixtures/service-responses/subscription/charges/), where a history item's metadata may be
 * empty or absent and it names no subscription (fixtures: transactionhistory/).
 */
async function chargeOrigins(
  service: BackOfficeService,
  range: ResolvedRange,
  signal: AbortSignal | undefined,
): Promise<Map<string, ChargeOrigin>> {
  const origins = new Map<string, ChargeOrigin>();
  const charges = readAllItems(
    service.client,
    chargeRoutes.listStoreCharges,
    { params: { storeId: service.storeId }, query: { from: range.from, to: range.to } },
    signal ? { signal } : {},
  );
  for await (const charge of charges) {
    const operationId = operationIdOf(charge.metadata);
    const tillId = tillIdOf(charge.metadata);
    const subscriptionId = charge.subscription_id ?? undefined;
    origins.set(charge.id.toLowerCase(), {
      ...(operationId !== undefined && { operationId }),
      ...(tillId !== undefined && { tillId }),
      ...(subscriptionId !== undefined && { subscriptionId }),
    });
  }
  return origins;
}

/**
 * This till's operations against the store's history for a range of days
 * (`history:reconcile`). Only the active store's sales and charge operations take part: a
 * card registration moves no money, and another store's operations are that store's.
 */
export async function reconcileRange(
  service: BackOfficeService,
  range: DayRange,
  context: {
    readonly timeZone: string;
    readonly tillId: string;
    /** The store's operations created from `from` on (till-operations.ts). */
    readonly operations: (query: {
      readonly storeId: string;
      readonly from: string;
      readonly to: string;
    }) => Promise<ReconciliationOperation[]>;
    readonly explanations: () => Promise<ReadonlyMap<string, DifferenceExplanation>>;
    readonly keptSince: string;
    readonly now: () => Date;
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
  const origins = await chargeOrigins(service, resolved, context.signal);
  // Read after the service, so an operation that ends meanwhile is compared in its new state;
  // up to now, so a later capture or refund of a sale of the range is understood.
  const operations = await context.operations({
    storeId: service.storeId,
    from: resolved.from,
    to: new Date(Math.max(Date.parse(resolved.to), context.now().getTime())).toISOString(),
  });
  const result = reconcile(items, operations, resolved, {
    origins,
    tillId: context.tillId,
    explanations: await context.explanations(),
    keptSince: context.keptSince,
  });
  return { ...result, range: resolved };
}
