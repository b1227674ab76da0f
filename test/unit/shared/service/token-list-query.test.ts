import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../../shared/service/common';
import { listTokensQuery } from '../../../../shared/service/token-list-query';

/** fieldErrors tells a missing value from a wrong one by the input, which zod reports only when asked. */
function errorsOf(query: unknown) {
  const result = listTokensQuery.safeParse(query, { reportInput: true });
  return result.success ? [] : fieldErrors(result.error);
}

describe('list-tokens query', () => {
  it('takes every filter of the spec as query-string text', () => {
    const query = {
      limit: '20',
      cursor: '11efdeb4-8e17-56de-82bd-f38742139a7a',
      cursor_direction: 'asc',
      from: '2025-01-01T00:00:00Z',
      to: '2025-02-01T00:00:00.000+09:00',
      id: '11efdeb4-8e17-56de-82bd-f38742139a7a',
      short_id: '139a7a',
      type: 'recurring',
      email: 'buyer@example.com',
      cardholder: 'HANAKO YAMADA',
      card_exp: '2030-01',
      card_last_four: '0042',
      phone_number: '0312345678',
      brand: 'seven_eleven',
      customer_id: '11e75262-6cfe-e5ac-ad8c-0f520f83eceb',
      mode: 'test',
      metadata: 'order',
    };
    expect(listTokensQuery.parse(query)).toEqual({ ...query, limit: 20 });
  });

  it('keeps the leading zero of card_last_four', () => {
    expect(listTokensQuery.parse({ card_last_four: '0042' }).card_last_four).toBe('0042');
  });

  it('refuses a card_exp that is not yyyy-MM', () => {
    for (const value of ['2030-13', '203001', '01/30', '2030-1']) {
      expect(errorsOf({ card_exp: value }), value).toEqual([
        { field: 'card_exp', reason: 'INVALID_FORMAT' },
      ]);
    }
  });

  it('refuses a card_last_four that is not four digits', () => {
    for (const value of ['42', '42424', 'abcd']) {
      expect(errorsOf({ card_last_four: value }), value).toEqual([
        { field: 'card_last_four', reason: 'INVALID_FORMAT' },
      ]);
    }
  });

  it('lists recurring and subscription tokens only', () => {
    expect(errorsOf({ type: 'subscription' })).toEqual([]);
    expect(errorsOf({ type: 'one_time' })).toEqual([{ field: 'type', reason: 'INVALID_FORMAT' }]);
  });

  it('names the reason of each malformed filter', () => {
    expect(
      errorsOf({
        id: 'token-1',
        short_id: 'xyz123',
        customer_id: '42',
        email: 'buyer',
        phone_number: '+81 3',
        from: 'yesterday',
        mode: 'production',
      }),
    ).toEqual([
      { field: 'from', reason: 'INVALID_FORMAT' },
      { field: 'id', reason: 'INVALID_UUID' },
      { field: 'short_id', reason: 'INVALID_FORMAT' },
      { field: 'email', reason: 'INVALID_FORMAT_EMAIL' },
      { field: 'phone_number', reason: 'INVALID_PHONE_NUMBER' },
      { field: 'customer_id', reason: 'INVALID_UUID' },
      { field: 'mode', reason: 'INVALID_FORMAT' },
    ]);
  });

  it('keeps the pagination limits', () => {
    expect(errorsOf({ limit: '5' })).toEqual([{ field: 'limit', reason: 'OUT_OF_RANGE' }]);
  });

  it('takes the references’ search and active filters, active being active, inactive or all', () => {
    for (const active of ['active', 'inactive', 'all']) {
      expect(errorsOf({ active, search: 'taro' })).toEqual([]);
    }
    expect(errorsOf({ active: 'yes' })).toEqual([{ field: 'active', reason: 'INVALID_FORMAT' }]);
    expect(errorsOf({ search: ' ' })).toEqual([{ field: 'search', reason: 'REQUIRED_VALUE' }]);
  });

  it('refuses a filter the spec does not name', () => {
    expect(errorsOf({ payment_type: 'card' })).toEqual([
      { field: 'payment_type', reason: 'UNKNOWN_FIELD' },
    ]);
  });
});
