import type { ChargeStatus } from '../../../shared/service/charges';
import { parseRequest, type ValidationReason } from '../../../shared/service/common';
import {
  listHistoryQuery,
  type HistoryItem,
  type ListHistoryQuery,
} from '../../../shared/service/history';
import type { PaymentType } from '../../../shared/service/token-options';

/*
 * The payments list's filters as the clerk sets them, and the one function that turns them
 * into the service's transaction-history query of charges. The history is read rather than the
 * charges list because only its items say how each charge was paid (`payment_type`, the brand)
 * and only it filters by status at the service, so a filtered list pages correctly. Dates are
 * whole days of the terminal's calendar.
 */

export interface PaymentsFilter {
  status: ChargeStatus | 'all';
  method: PaymentType | 'all';
  /** YYYY-MM-DD as a date field gives it, or empty. */
  fromDate: string;
  toDate: string;
  /** An order number, memo, charge id, name or card's last four (spec: Transaction history). */
  search: string;
}

export const emptyPaymentsFilter: PaymentsFilter = {
  status: 'all',
  method: 'all',
  fromDate: '',
  toDate: '',
  search: '',
};

/** Whether any filter is set, so an empty list is told apart from an empty store. */
export function isFiltered(filter: PaymentsFilter): boolean {
  return (Object.keys(emptyPaymentsFilter) as (keyof PaymentsFilter)[]).some(
    (key) => filter[key] !== emptyPaymentsFilter[key],
  );
}

/** A page of the list: enough rows to fill a tall screen, few enough to answer quickly. */
export const paymentsPageSize = 50;

export type PaymentsFilterField = 'fromDate' | 'toDate' | 'search' | 'status';

export type PaymentsFilterProblem =
  | { field: PaymentsFilterField; type: 'validation'; reason: ValidationReason }
  /** The range ends before it starts. */
  | { field: 'toDate'; type: 'rangeReversed' };

export type PaymentsQuery =
  { ok: true; query: ListHistoryQuery } | { ok: false; problems: PaymentsFilterProblem[] };

/** Midnight starting `date` (YYYY-MM-DD) in the terminal's zone; `days` later for an end. */
function startOfDay(date: string, days = 0): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = new Date(year, month - 1, day + days);
  return Number.isNaN(start.getTime()) ? null : start.toISOString();
}

const fieldOfQuery: Readonly<Record<string, PaymentsFilterField>> = {
  from: 'fromDate',
  to: 'toDate',
  search: 'search',
  status: 'status',
};

/**
 * The history query for the filters: charges only, newest first (conventions: Pagination),
 * `from` inclusive and `to` exclusive, so the "to" day is included whole. Checked by the
 * route's own schema; a date the field could not make sense of is refused by name.
 */
export function paymentsQuery(filter: PaymentsFilter, cursor?: string): PaymentsQuery {
  const problems: PaymentsFilterProblem[] = [];
  const from = filter.fromDate === '' ? undefined : startOfDay(filter.fromDate);
  const to = filter.toDate === '' ? undefined : startOfDay(filter.toDate, 1);
  if (from === null)
    problems.push({ field: 'fromDate', type: 'validation', reason: 'INVALID_FORMAT' });
  if (to === null) problems.push({ field: 'toDate', type: 'validation', reason: 'INVALID_FORMAT' });
  if (typeof from === 'string' && typeof to === 'string' && to <= from) {
    problems.push({ field: 'toDate', type: 'rangeReversed' });
  }
  const search = filter.search.trim();
  const parsed = parseRequest(listHistoryQuery, {
    type: 'charge',
    limit: paymentsPageSize,
    ...(filter.status !== 'all' && { status: filter.status }),
    ...(typeof from === 'string' && { from }),
    ...(typeof to === 'string' && { to }),
    ...(search !== '' && { search }),
    ...(cursor !== undefined && { cursor }),
  });
  if (!parsed.success) {
    for (const error of parsed.errors) {
      problems.push({
        field: fieldOfQuery[error.field] ?? 'search',
        type: 'validation',
        reason: error.reason,
      });
    }
  }
  return problems.length > 0 || !parsed.success
    ? { ok: false, problems }
    : { ok: true, query: parsed.data };
}

/**
 * Whether a listed charge matches the method filter. The service has no method filter, so
 * this one applies to the rows loaded; the list says so and keeps offering more.
 */
export function matchesMethod(item: HistoryItem, method: PaymentsFilter['method']): boolean {
  return method === 'all' || item.payment_type === method;
}
