import type { z } from 'zod';
import { dayRangeBounds } from '../records/day-range-bounds';
import {
  checkedListQuery,
  filledFilters,
  type FilterProblem,
  type ListQuery,
} from '../records/list-query';
import { currencyCode, parseMajorUnits, type CurrencyCode } from '../../../shared/money';
import { subscriptionChargesQuery } from '../../../shared/service/subscriptions';

/*
 * The filters of a subscription's charges as the clerk types them, and the one function that
 * turns them into the service's query (spec: List charges of a subscription, every parameter).
 * The check is the route's own schema, which holds the card group together: last_four, name,
 * exp_month and exp_year are all given or none (spec: Errors 3), so the form names each one
 * missing before the service has to refuse it.
 */

/** Spec: the four card filters that go together. */
export const cardGroupFilters = ['last_four', 'name', 'exp_month', 'exp_year'] as const;
/** The other text filters, sent as typed. */
export const otherTextFilters = [
  'card_number',
  'email',
  'phone',
  'currency',
  'metadata',
  'transaction_token_id',
] as const;
type TextFilter = (typeof cardGroupFilters)[number] | (typeof otherTextFilters)[number];

export interface SubscriptionChargesFilter extends Record<TextFilter, string> {
  /** YYYY-MM-DD, days of the store's clock. */
  fromDate: string;
  toDate: string;
  /** Major units of `currency`, or of the subscription's currency when none is chosen. */
  amountFrom: string;
  amountTo: string;
  mode: 'test' | 'live' | 'all';
}

export type ChargesFilterField = keyof SubscriptionChargesFilter;

export const emptyChargesFilter: SubscriptionChargesFilter = {
  fromDate: '',
  toDate: '',
  amountFrom: '',
  amountTo: '',
  mode: 'all',
  last_four: '',
  name: '',
  exp_month: '',
  exp_year: '',
  card_number: '',
  email: '',
  phone: '',
  currency: '',
  metadata: '',
  transaction_token_id: '',
};

export const chargesPageSize = 10;

type Problem = FilterProblem<ChargesFilterField>;

export type ChargesQuery = ListQuery<z.output<typeof subscriptionChargesQuery>, ChargesFilterField>;

const fieldOfQuery: Readonly<Record<string, ChargesFilterField>> = {
  from: 'fromDate',
  to: 'toDate',
  amount_from: 'amountFrom',
  amount_to: 'amountTo',
};

/**
 * The charges query for the filters, after `cursor` when paging; `currency` is the
 * subscription's, which the amounts are read in unless the clerk chose another.
 */
export function subscriptionChargesListQuery(
  filter: SubscriptionChargesFilter,
  context: { timeZone: string; currency: CurrencyCode },
  cursor?: string,
): ChargesQuery {
  const { problems, ...range } = dayRangeBounds(filter.fromDate, filter.toDate, context.timeZone);
  const errors: Problem[] = [...problems];
  const chosen = currencyCode.safeParse(filter.currency.trim().toUpperCase());
  const amountCurrency = chosen.success ? chosen.data : context.currency;
  const amounts: Record<string, number> = {};
  for (const [field, name] of [
    ['amountFrom', 'amount_from'],
    ['amountTo', 'amount_to'],
  ] as const) {
    if (filter[field].trim() === '') continue;
    const parsed = parseMajorUnits(filter[field], amountCurrency);
    if (parsed.ok) amounts[name] = parsed.amount;
    else errors.push({ field, reason: 'INVALID_AMOUNT' });
  }
  const texts = filledFilters(filter, [...cardGroupFilters, ...otherTextFilters]);
  return checkedListQuery(
    subscriptionChargesQuery,
    {
      limit: chargesPageSize,
      ...texts,
      ...(texts.currency !== undefined && { currency: texts.currency.toUpperCase() }),
      ...amounts,
      ...(filter.mode !== 'all' && { mode: filter.mode }),
      ...range,
      ...(cursor !== undefined && { cursor }),
    },
    errors,
    fieldOfQuery,
  );
}
