import { describe, expect, it } from 'vitest';
import {
  chargeListQuery,
  filterProblems,
  matchesMethod,
  type ChargeListFilter,
  type ListPage,
} from '../../../../../renderer/features/charge-list/charge-list-filter';
import {
  emptyPaymentsFilter,
  isFiltered,
} from '../../../../../renderer/features/payments/payments-store';
import { historyItem, type HistoryItem } from '../../../../../shared/service/history';

/** The payments list's query: 50 rows a page, days of the store's clock. */
const paymentsQuery = (filter: ChargeListFilter, cursor?: string) =>
  chargeListQuery(
    filter,
    'Asia/Tokyo',
    50,
    cursor === undefined ? undefined : ({ cursor, direction: 'older' } satisfies ListPage),
  );

describe('the payments query', () => {
  it('asks for charges only, a page at a time, with no filter set', () => {
    expect(paymentsQuery(emptyPaymentsFilter)).toEqual({
      ok: true,
      value: { type: 'charge', limit: 50 },
    });
  });

  it('sends the status, the search and the cursor of the next page', () => {
    const query = paymentsQuery(
      { ...emptyPaymentsFilter, status: 'authorized', search: '  A-17 ' },
      '3a4b5c6d-7e8f-4a9b-8c0d-1e2f3a4b5c6d',
    );
    expect(query).toEqual({
      ok: true,
      value: {
        type: 'charge',
        limit: 50,
        status: 'authorized',
        search: 'A-17',
        cursor: '3a4b5c6d-7e8f-4a9b-8c0d-1e2f3a4b5c6d',
        cursor_direction: 'desc',
      },
    });
  });

  it('covers whole store days: from the first day’s midnight to the midnight after the last', () => {
    const query = paymentsQuery({
      ...emptyPaymentsFilter,
      fromDate: '2025-05-01',
      toDate: '2025-05-03',
    });
    if (!query.ok) throw new Error('refused');
    expect(query.value.from).toBe('2025-04-30T15:00:00.000Z');
    expect(query.value.to).toBe('2025-05-03T15:00:00.000Z');
  });

  it('refuses a range that ends before it starts, on the end date', () => {
    expect(
      paymentsQuery({ ...emptyPaymentsFilter, fromDate: '2025-05-03', toDate: '2025-05-01' }),
    ).toEqual({ ok: false, error: [{ field: 'toDate', type: 'rangeReversed' }] });
  });

  it('accepts a single day as its own range', () => {
    expect(
      paymentsQuery({ ...emptyPaymentsFilter, fromDate: '2025-05-01', toDate: '2025-05-01' }).ok,
    ).toBe(true);
  });

  it('refuses a date it cannot read, by name', () => {
    expect(paymentsQuery({ ...emptyPaymentsFilter, fromDate: '01/05/2025' })).toEqual({
      ok: false,
      error: [{ field: 'fromDate', type: 'noSuchDay' }],
    });
  });
});

describe('the method filter', () => {
  const item = (paymentType: string): HistoryItem =>
    historyItem.parse({
      store_id: '7f3c0d4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f',
      resource_id: '3a4b5c6d-7e8f-4a9b-8c0d-1e2f3a4b5c6d',
      amount: 1000,
      currency: 'JPY',
      amount_formatted: 1000,
      type: 'charge',
      status: 'successful',
      created_on: '2025-05-01T10:00:00.000Z',
      mode: 'test',
      payment_type: paymentType,
    });

  it('keeps the rows paid by the chosen method, or every row', () => {
    expect(matchesMethod(item('konbini'), 'konbini')).toBe(true);
    expect(matchesMethod(item('card'), 'konbini')).toBe(false);
    expect(matchesMethod(item('card'), 'all')).toBe(true);
  });

  it('tells a filtered list from the whole store’s', () => {
    expect(isFiltered(emptyPaymentsFilter)).toBe(false);
    expect(isFiltered({ ...emptyPaymentsFilter, method: 'card' })).toBe(true);
  });
});

describe('the filters’ problems', () => {
  it('finds none in filters the service takes, and names the field of one it refuses', () => {
    const filter = { ...emptyPaymentsFilter, type: 'refund' as const, status: 'failed' as const };
    expect(filterProblems(filter, 'Asia/Tokyo')).toEqual([]);
    expect(filterProblems({ ...filter, toDate: '2026-02-30' }, 'Asia/Tokyo')).toEqual([
      { field: 'toDate', type: 'noSuchDay' },
    ]);
  });
});
