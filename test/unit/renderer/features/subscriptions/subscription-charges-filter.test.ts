import { describe, expect, it } from 'vitest';
import {
  chargesPageSize,
  emptyChargesFilter,
  subscriptionChargesListQuery,
} from '../../../../../renderer/features/subscriptions/subscription-charges-filter';

const context = { timeZone: 'Asia/Tokyo', currency: 'JPY' };

describe('the subscription charges query', () => {
  it('names each card filter missing from the group of four', () => {
    const query = subscriptionChargesListQuery(
      { ...emptyChargesFilter, last_four: '0026' },
      context,
    );
    expect(query.ok ? [] : query.errors).toEqual([
      { field: 'name', reason: 'DEPENDS_ON_OTHER_FIELD' },
      { field: 'exp_month', reason: 'DEPENDS_ON_OTHER_FIELD' },
      { field: 'exp_year', reason: 'DEPENDS_ON_OTHER_FIELD' },
    ]);
  });

  it('sends the four card filters together', () => {
    const query = subscriptionChargesListQuery(
      { ...emptyChargesFilter, last_four: '0026', name: 'Jiro', exp_month: '3', exp_year: '2031' },
      context,
    );
    expect(query).toEqual({
      ok: true,
      query: {
        limit: chargesPageSize,
        last_four: '0026',
        name: 'Jiro',
        exp_month: 3,
        exp_year: 2031,
      },
    });
  });

  it('reads the amounts in the chosen currency’s major units', () => {
    const query = subscriptionChargesListQuery(
      { ...emptyChargesFilter, currency: 'usd', amountFrom: '10.50', amountTo: '1,000' },
      context,
    );
    expect(query).toEqual({
      ok: true,
      query: { limit: chargesPageSize, currency: 'USD', amount_from: 1050, amount_to: 100000 },
    });
  });

  it('refuses a decimal amount in yen, the subscription’s currency', () => {
    const query = subscriptionChargesListQuery(
      { ...emptyChargesFilter, amountFrom: '19.80' },
      context,
    );
    expect(query.ok ? [] : query.errors).toEqual([
      { field: 'amountFrom', reason: 'INVALID_AMOUNT' },
    ]);
  });
});
