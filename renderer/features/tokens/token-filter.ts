import type { IpcError } from '../../../shared/ipc/ipc-result';
import { dayRangeBounds } from '../records/day-range-bounds';
import {
  checkedListQuery,
  filledFilters,
  refusedFilters,
  type FilterProblem,
  type ListQuery,
} from '../records/list-query';
import { listTokensQuery, type ListTokensQuery } from '../../../shared/service/token-list-query';

/*
 * The token list's filters as the clerk types them, and the one function that turns them into
 * the service's query (spec: List transaction tokens, every parameter). The check is the
 * route's own schema, so each filter is refused with the service's reason before it is sent.
 * Dates are whole days of the store's clock, as the history reads them.
 */

type TokenScope = 'store' | 'merchant';

/**
 * The spec's text filters, typed as they are sent: the first is beside the choices, the rest
 * behind More filters, since a clerk looks a token up by its card far more often than by id.
 */
const tokenTextFilters = [
  'card_last_four',
  'email',
  'cardholder',
  'card_exp',
  'phone_number',
  'id',
  'short_id',
  'customer_id',
  'metadata',
] as const;
export type TokenTextFilter = (typeof tokenTextFilters)[number];

/** The text filters kept behind More filters. */
export const tokenMoreFilters = tokenTextFilters.slice(1);

/** The text filters whose format a placeholder shows; an email address needs no example. */
type TokenFormattedFilter = Exclude<TokenTextFilter, 'email'>;
export function hasFormatExample(name: TokenTextFilter): name is TokenFormattedFilter {
  return name !== 'email';
}

type TokenActivity = NonNullable<ListTokensQuery['active']>;

export interface TokenFilter extends Record<TokenTextFilter, string> {
  scope: TokenScope;
  /** YYYY-MM-DD as a date field gives it, or empty. */
  fromDate: string;
  toDate: string;
  type: 'recurring' | 'subscription' | 'all';
  mode: 'test' | 'live' | 'all';
  /** A brand code chosen from the list (shared/brand-choices.ts), or empty for any. */
  brand: string;
  /** Whether deactivated tokens are listed; the service lists only usable ones unless asked. */
  active: TokenActivity;
}

export type TokenFilterField =
  TokenTextFilter | 'fromDate' | 'toDate' | 'type' | 'mode' | 'brand' | 'active';

export const emptyTokenFilter: TokenFilter = {
  scope: 'store',
  fromDate: '',
  toDate: '',
  type: 'all',
  mode: 'all',
  brand: '',
  active: 'active',
  id: '',
  short_id: '',
  email: '',
  cardholder: '',
  card_exp: '',
  card_last_four: '',
  phone_number: '',
  customer_id: '',
  metadata: '',
};

/** A page of the list: a screen's worth at 1280x800. */
export const tokenPageSize = 10;

export type TokenQuery = ListQuery<ListTokensQuery, TokenFilterField>;

/** The filter that sets each parameter of the query. */
const filterOfQuery: Readonly<Record<string, TokenFilterField>> = {
  ...Object.fromEntries(tokenTextFilters.map((name) => [name, name])),
  type: 'type',
  mode: 'mode',
  brand: 'brand',
  active: 'active',
  from: 'fromDate',
  to: 'toDate',
};

/**
 * The list query for the filters, starting after `cursor` when paging. Blank filters are left
 * out; a date the calendar lacks, a range ending before it starts, or a value the route's
 * schema refuses is named by its field and nothing is sent.
 */
export function tokenListQuery(filter: TokenFilter, timeZone: string, cursor?: string): TokenQuery {
  const { problems, ...range } = dayRangeBounds(filter.fromDate, filter.toDate, timeZone);
  return checkedListQuery(
    listTokensQuery,
    {
      limit: tokenPageSize,
      ...filledFilters(filter, tokenTextFilters),
      ...(filter.type !== 'all' && { type: filter.type }),
      ...(filter.mode !== 'all' && { mode: filter.mode }),
      ...(filter.brand !== '' && { brand: filter.brand }),
      ...(filter.active !== 'active' && { active: filter.active }),
      ...range,
      ...(cursor !== undefined && { cursor }),
    },
    problems,
    filterOfQuery,
  );
}

/**
 * The filters the service refused when asked for the list, with its reasons, so a 4xx shows as
 * the same field errors as the form's own check; empty when it named none.
 */
export function refusedTokenFilters(error: IpcError): FilterProblem<TokenFilterField>[] {
  return refusedFilters(error, filterOfQuery);
}
