import { z } from 'zod';
import { paymentTypesWhere } from '../flows/payment-methods';
import { currencyCode, minorUnits } from '../money';
import { isoTimestamp, mode, timestampToDate, uuid, type Mode } from '../service/common';
import type { HistoryItem } from '../service/history';
import { dayCloseTotals } from './day-close-totals';
import { calendarDay, dayRange } from './zoned-day';

/*
 * The day close as main answers it (`history:close-day`): the totals of the range, and the
 * payments still open in it whose deadline the back office must watch.
 */

const scope = z.enum(['store', 'merchant'], { error: 'INVALID_FORMAT' });

/**
 * A range of whole days (the last one included) of one store or every store, in one mode:
 * live and test money are never added together, as currencies are not.
 */
export const dayCloseRequest = z
  .strictObject({
    scope,
    fromDate: calendarDay,
    toDate: calendarDay,
    mode,
  })
  .refine((request) => request.toDate >= request.fromDate, {
    path: ['toDate'],
    error: 'OUT_OF_RANGE',
  });
export type DayCloseRequest = z.infer<typeof dayCloseRequest>;

/** A range of the store's days for reconciliation; always this till's own store. */
export const reconcileRequest = dayRange.refine((range) => range.toDate >= range.fromDate, {
  path: ['toDate'],
  error: 'OUT_OF_RANGE',
});

/** The range as asked, and the instants it covers on the store's clock. */
export const resolvedRange = z.strictObject({
  fromDate: calendarDay,
  toDate: calendarDay,
  timeZone: z.string().max(64),
  from: isoTimestamp,
  to: isoTimestamp,
});
export type ResolvedRange = z.infer<typeof resolvedRange>;

/**
 * A payment of the range that is still open: an authorization to capture or cancel before it
 * lapses, or a konbini or bank-transfer payment the customer has still to make.
 */
const openDeadline = z.strictObject({
  kind: z.enum(['authorization', 'customer_payment']),
  chargeId: uuid,
  storeId: uuid,
  /** As the history names the store; absent from some of its items. */
  storeName: z.string().max(1000).nullable(),
  createdOn: isoTimestamp,
  paymentType: z.string().max(64).nullable(),
  brand: z.string().max(64).nullable(),
  amount: minorUnits,
  currency: currencyCode,
  /** When the service ends it; null when the deadline could not be read. */
  expiresAt: isoTimestamp.nullable(),
  /** Within the warning window before `expiresAt`, or past it. */
  urgent: z.boolean(),
});
export type OpenDeadline = z.infer<typeof openDeadline>;

export const dayCloseReport = z.strictObject({
  scope,
  range: resolvedRange,
  /** The only mode its figures count. */
  mode,
  totals: dayCloseTotals,
  /** Soonest first; an unreadable deadline last. */
  deadlines: z.array(openDeadline).max(100_000),
  generatedAt: isoTimestamp,
});
export type DayCloseReport = z.infer<typeof dayCloseReport>;

/**
 * Whether a history item counts in a report of `reportMode`. The real service may list a live
 * store's test payments as `live_test` (conventions: Checked against the provider's own
 * clients): they are not live money, and a test report does not count them either.
 */
export function countsInMode(item: HistoryItem, reportMode: Mode): boolean {
  return item.mode === reportMode;
}

/** Payment types whose awaiting charge has a deadline at the service (conventions: Charges). */
const deadlinePaymentTypes = paymentTypesWhere((method) => method.hasDeadline);

/** Whether the day close reads the service's deadline of this item. */
export function awaitsCustomerPayment(item: HistoryItem): boolean {
  return (
    item.type === 'charge' &&
    item.status === 'awaiting' &&
    deadlinePaymentTypes.has(item.payment_type ?? '')
  );
}

export interface DeadlineWindows {
  /** How long an authorization holds from the charge's creation. */
  readonly authorizationValidityMs: number;
  readonly authorizationWarningMs: number;
  readonly customerPaymentWarningMs: number;
}

/**
 * The open deadlines among `items`: every authorized charge (lapsing its validity after
 * creation) and every awaited konbini or bank-transfer charge, with the deadline `expiries`
 * holds for it (read from the service by charge id).
 */
export function openDeadlines(
  items: Iterable<HistoryItem>,
  expiries: ReadonlyMap<string, string | null>,
  now: Date,
  windows: DeadlineWindows,
): OpenDeadline[] {
  const deadlines: OpenDeadline[] = [];
  for (const item of items) {
    const authorization = item.type === 'charge' && item.status === 'authorized';
    if (!authorization && !awaitsCustomerPayment(item)) continue;
    const created = timestampToDate(item.created_on).getTime();
    const expiresAt = authorization
      ? new Date(created + windows.authorizationValidityMs).toISOString()
      : (expiries.get(item.resource_id) ?? null);
    const warning = authorization
      ? windows.authorizationWarningMs
      : windows.customerPaymentWarningMs;
    deadlines.push({
      kind: authorization ? 'authorization' : 'customer_payment',
      chargeId: item.resource_id,
      storeId: item.store_id,
      storeName: item.store_name ?? null,
      createdOn: new Date(created).toISOString(),
      paymentType: item.payment_type ?? null,
      brand: item.user_data?.brand ?? null,
      amount: item.amount,
      currency: item.currency,
      expiresAt,
      urgent: expiresAt !== null && Date.parse(expiresAt) - now.getTime() <= warning,
    });
  }
  return deadlines.sort((a, b) => {
    if (a.expiresAt === null || b.expiresAt === null) {
      return a.expiresAt === b.expiresAt ? 0 : a.expiresAt === null ? 1 : -1;
    }
    return a.expiresAt.localeCompare(b.expiresAt);
  });
}

/** Why a day close ended without its report. */
export const dayCloseFailureCode = z.enum(['DAY_CLOSE_CANCELLED']);
