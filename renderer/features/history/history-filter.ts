import { historyExportQuery } from '../../../shared/back-office/export-request';
import { zonedRange } from '../../../shared/back-office/zoned-day';
import { chargeStatus, type ChargeStatus } from '../../../shared/service/charges';
import { parseRequest, type Mode, type ValidationReason } from '../../../shared/service/common';
import {
  listHistoryQuery,
  type HistoryItem,
  type HistoryType,
  type ListHistoryQuery,
} from '../../../shared/service/history';
import type { PaymentType } from '../../../shared/service/token-options';
import { calendarDay } from '../../../shared/back-office/zoned-day';
import type { ExportSubject } from '../export/export-panel';

/*
 * The transaction history's filters as the clerk sets them, and the one function that turns
 * them into the service's query (spec: Transaction history: from, to, search, type, status,
 * mode). Dates are whole days of the store's clock, as the day close counts them. The
 * service filters no payment method, so that filter applies to the rows loaded
 * (docs/back-office.md).
 */

export type HistoryScope = 'store' | 'merchant';

export interface HistoryFilter {
  scope: HistoryScope;
  type: HistoryType | 'all';
  status: ChargeStatus | 'all';
  mode: Mode | 'all';
  method: PaymentType | 'all';
  /** YYYY-MM-DD as a date field gives it, or empty. */
  fromDate: string;
  toDate: string;
  search: string;
}

export const emptyHistoryFilter: HistoryFilter = {
  scope: 'store',
  type: 'all',
  status: 'all',
  mode: 'all',
  method: 'all',
  fromDate: '',
  toDate: '',
  search: '',
};

/** A page: a tall screen's worth, and the most the service gives at once (spec: Limits). */
export const historyPageSize = 100;

export type HistoryFilterField = 'fromDate' | 'toDate' | 'search' | 'status' | 'type' | 'mode';

export type HistoryFilterProblem =
  | { field: HistoryFilterField; type: 'validation'; reason: ValidationReason }
  | { field: 'toDate'; type: 'rangeReversed' };

/** Which way a page reads from its cursor: older rows (`desc`) or newer ones (`asc`). */
export type PageDirection = 'older' | 'newer';

export type HistoryQuery =
  { ok: true; query: ListHistoryQuery } | { ok: false; problems: HistoryFilterProblem[] };

const fieldOfQuery: Readonly<Record<string, HistoryFilterField>> = {
  from: 'fromDate',
  to: 'toDate',
  search: 'search',
  status: 'status',
  type: 'type',
  mode: 'mode',
};

/** The filters' part of the query, unchecked, and what is wrong with the days. */
function filterQuery(
  filter: HistoryFilter,
  timeZone: string,
): { query: Record<string, string>; problems: HistoryFilterProblem[] } {
  const problems: HistoryFilterProblem[] = [];
  const fromOk = filter.fromDate === '' || calendarDay.safeParse(filter.fromDate).success;
  const toOk = filter.toDate === '' || calendarDay.safeParse(filter.toDate).success;
  if (!fromOk) problems.push({ field: 'fromDate', type: 'validation', reason: 'INVALID_FORMAT' });
  if (!toOk) problems.push({ field: 'toDate', type: 'validation', reason: 'INVALID_FORMAT' });
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
 * day after the last (exclusive), both on `timeZone`'s clock. A date the calendar does not
 * have, or a range ending before it starts, is refused by name and never sent.
 */
export function historyQuery(
  filter: HistoryFilter,
  timeZone: string,
  page?: { cursor: string; direction: PageDirection },
): HistoryQuery {
  const { query, problems } = filterQuery(filter, timeZone);
  const parsed = parseRequest(listHistoryQuery, {
    limit: historyPageSize,
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
  return problems.length > 0 || !parsed.success
    ? { ok: false, problems }
    : { ok: true, query: parsed.data };
}

/**
 * What the export writes for the list as the filters give it: the same query without paging
 * (the export reads every page itself) and the method, which the export applies to every row
 * read, not only to the rows loaded. Null when the filters make no query.
 */
export function historyExportSubject(
  filter: HistoryFilter,
  timeZone: string,
): Extract<ExportSubject, { kind: 'history' }> | null {
  const { query, problems } = filterQuery(filter, timeZone);
  const parsed = parseRequest(historyExportQuery, query);
  if (problems.length > 0 || !parsed.success) return null;
  return {
    kind: 'history',
    scope: filter.scope,
    query: parsed.data,
    ...(filter.method !== 'all' && { method: filter.method }),
  };
}

/** Whether a row matches the method filter, which only the loaded rows can answer. */
export function matchesMethod(item: HistoryItem, method: HistoryFilter['method']): boolean {
  return method === 'all' || item.payment_type === method;
}

/** The statuses a clerk can filter on: a refund's are a subset of a charge's. */
export const historyStatuses = chargeStatus.options;
