import { dayRangeBounds } from '../records/day-range-bounds';
import { parseRequest, type FieldError } from '../../../shared/service/common';
import { listTokensQuery, type ListTokensQuery } from '../../../shared/service/token-list-query';

/*
 * The token list's filters as the clerk types them, and the one function that turns them into
 * the service's query (spec: List transaction tokens, every parameter). The check is the
 * route's own schema, so each filter is refused with the service's reason before it is sent.
 * Dates are whole days of the store's clock, as the history reads them.
 */

export type TokenScope = 'store' | 'merchant';

/** The spec's text filters, typed as they are sent. */
export const tokenTextFilters = [
  'id',
  'short_id',
  'email',
  'cardholder',
  'card_exp',
  'card_last_four',
  'phone_number',
  'brand',
  'customer_id',
  'metadata',
] as const;
export type TokenTextFilter = (typeof tokenTextFilters)[number];

export interface TokenFilter extends Record<TokenTextFilter, string> {
  scope: TokenScope;
  /** YYYY-MM-DD as a date field gives it, or empty. */
  fromDate: string;
  toDate: string;
  type: 'recurring' | 'subscription' | 'all';
  mode: 'test' | 'live' | 'all';
}

export type TokenFilterField = TokenTextFilter | 'fromDate' | 'toDate' | 'type' | 'mode';

export const emptyTokenFilter: TokenFilter = {
  scope: 'store',
  fromDate: '',
  toDate: '',
  type: 'all',
  mode: 'all',
  id: '',
  short_id: '',
  email: '',
  cardholder: '',
  card_exp: '',
  card_last_four: '',
  phone_number: '',
  brand: '',
  customer_id: '',
  metadata: '',
};

/** A page of the list: a screen's worth at 1280x800. */
export const tokenPageSize = 10;

export type TokenQuery =
  | { ok: true; query: ListTokensQuery }
  | {
      ok: false;
      errors: { field: TokenFilterField; reason: FieldError['reason'] | 'RANGE_REVERSED' }[];
    };

const fieldOfQuery: Readonly<Record<string, TokenFilterField>> = { from: 'fromDate', to: 'toDate' };

/**
 * The list query for the filters, starting after `cursor` when paging. Blank filters are left
 * out; a date the calendar lacks, a range ending before it starts, or a value the route's
 * schema refuses is named by its field and nothing is sent.
 */
export function tokenListQuery(filter: TokenFilter, timeZone: string, cursor?: string): TokenQuery {
  const errors: Extract<TokenQuery, { ok: false }>['errors'] = [];
  const { from, to, problems } = dayRangeBounds(filter.fromDate, filter.toDate, timeZone);
  errors.push(...problems);
  const texts = Object.fromEntries(
    tokenTextFilters.flatMap((name) => {
      const value = filter[name].trim();
      return value === '' ? [] : [[name, value]];
    }),
  );
  const parsed = parseRequest(listTokensQuery, {
    limit: tokenPageSize,
    ...texts,
    ...(filter.type !== 'all' && { type: filter.type }),
    ...(filter.mode !== 'all' && { mode: filter.mode }),
    ...(from !== undefined && { from }),
    ...(to !== undefined && { to }),
    ...(cursor !== undefined && { cursor }),
  });
  if (!parsed.success) {
    for (const error of parsed.errors) {
      const field = fieldOfQuery[error.field] ?? (error.field as TokenFilterField);
      errors.push({ field, reason: error.reason });
    }
  }
  return errors.length > 0 || !parsed.success
    ? { ok: false, errors }
    : { ok: true, query: parsed.data };
}
