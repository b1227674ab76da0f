import { zonedRange, calendarDay } from '../../../shared/back-office/zoned-day';
import { chargeStatus, type ChargeStatus } from '../../../shared/service/charges';
import { parseRequest, type Mode, type ValidationReason } from '../../../shared/service/common';
import {
  listHistoryQuery,
  type HistoryItem,
  type HistoryType,
  type ListHistoryQuery,
} from '../../../shared/service/history';
import { defaultPageSize } from '../../../shared/service/pagination';
import type { PaymentType } from '../../../shared/service/token-options';
import { err, ok, type Result } from '../../../shared/result';
import type { Scope } from '../../ui/scope-select';

/*
 * The filters of a list of charges read from the transaction history (the Payments screen and
 * the back office's history), and the one function that turns them into the service's query
 * (spec: Transaction history: from, to, search, type, status, mode). Dates are whole days of
 * the zone the list is read in. The service filters no payment method, so that filter applies
 * to the rows loaded (docs/back-office.md).
 */

export interface ChargeListFilter {
  scope: Scope;
  type: HistoryType | 'all';
  status: ChargeStatus | 'all';
  mode: Mode | 'all';
  method: PaymentType | 'all';
  /** YYYY-MM-DD as a date field gives it, or empty. */
  fromDate: string;
  toDate: string;
  /** An order number, memo, charge id, name or card's last four (spec: Transaction history). */
  search: string;
}

/** Every charge and refund of the store. */
export const emptyChargeListFilter: ChargeListFilter = {
  scope: 'store',
  type: 'all',
  status: 'all',
  mode: 'all',
  method: 'all',
  fromDate: '',
  toDate: '',
  search: '',
};

export type ChargeListFilterField = 'fromDate' | 'toDate' | 'search' | 'status' | 'type' | 'mode';

export type ChargeListFilterProblem =
  | { field: ChargeListFilterField; type: 'validation'; reason: ValidationReason }
  /** A day the calendar lacks (30 February), or one typed only in part. */
  | { field: 'fromDate' | 'toDate'; type: 'noSuchDay' }
  /** The range ends before it starts. */
  | { field: 'toDate'; type: 'rangeReversed' };

/** Which way a page reads from its cursor: older rows (`desc`) or newer ones (`asc`). */
export type PageDirection = 'older' | 'newer';

export interface ListPage {
  cursor: string;
  direction: PageDirection;
}

const fieldOfQuery: Readonly<Record<string, ChargeListFilterField>> = {
  from: 'fromDate',
  to: 'toDate',
  search: 'search',
  status: 'status',
  type: 'type',
  mode: 'mode',
};

/** The filters' part of the query, unchecked, and what is wrong with the days. */
export function filterQuery(
  filter: ChargeListFilter,
  timeZone: string,
): { query: Record<string, string>; problems: ChargeListFilterProblem[] } {
  const problems: ChargeListFilterProblem[] = [];
  const fromOk = filter.fromDate === '' || calendarDay.safeParse(filter.fromDate).success;
  const toOk = filter.toDate === '' || calendarDay.safeParse(filter.toDate).success;
  if (!fromOk) problems.push({ field: 'fromDate', type: 'noSuchDay' });
  if (!toOk) problems.push({ field: 'toDate', type: 'noSuchDay' });
  const from =
    fromOk && filter.fromDate !== ''
      ? zonedRange({ fromDate: filter.fromDate, toDate: filter.fromDate }, timeZone).from
      : undefined;
  const to =
    toOk && filter.toDate !== ''
      ? zonedRange({ fromDate: filter.toDate, toDate: filter.toDate }, timeZone).to
      : undefined;
  if (from !== undefined && to !== undefined && to <= from) {
    problems.push({ field: 'toDate', type: 'rangeReversed' });
  }
  const search = filter.search.trim();
  const query = {
    ...(filter.type !== 'all' && { type: filter.type }),
    ...(filter.status !== 'all' && { status: filter.status }),
    ...(filter.mode !== 'all' && { mode: filter.mode }),
    ...(from !== undefined && { from }),
    ...(to !== undefined && { to }),
    ...(search !== '' && { search }),
  };
  return { query, problems };
}

/**
 * The history query for the filters: `from` the start of the first day, `to` the start of the
 * day after the last (exclusive), both on `timeZone`'s clock, newest first (conventions:
 * Pagination). A date the calendar does not have, or a range ending before it starts, is
 * refused by name and never sent.
 */
export function chargeListQuery(
  filter: ChargeListFilter,
  timeZone: string,
  limit: number,
  page?: ListPage,
): Result<ListHistoryQuery, ChargeListFilterProblem[]> {
  const { query, problems } = filterQuery(filter, timeZone);
  const parsed = parseRequest(listHistoryQuery, {
    limit,
    ...query,
    ...(page !== undefined && {
      cursor: page.cursor,
      cursor_direction: page.direction === 'older' ? 'desc' : 'asc',
    }),
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
  return problems.length > 0 || !parsed.success ? err(problems) : ok(parsed.data);
}

/** What is wrong with the filters, whatever the page size: none when they make a query. */
export function filterProblems(
  filter: ChargeListFilter,
  timeZone: string,
): ChargeListFilterProblem[] {
  const query = chargeListQuery(filter, timeZone, defaultPageSize);
  return query.ok ? [] : query.error;
}

/** Whether a row matches the method filter, which only the loaded rows can answer. */
export function matchesMethod(item: HistoryItem, method: ChargeListFilter['method']): boolean {
  return method === 'all' || item.payment_type === method;
}

/** The rows the filter shows of those loaded: the method filter applies here, not at the service. */
export function shownRows(
  items: readonly HistoryItem[],
  method: ChargeListFilter['method'],
): readonly HistoryItem[] {
  return method === 'all' ? items : items.filter((item) => matchesMethod(item, method));
}

/** The statuses a clerk can filter on: a refund's are a subset of a charge's. */
export const listStatuses = chargeStatus.options;
