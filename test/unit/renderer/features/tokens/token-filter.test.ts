import { describe, expect, it } from 'vitest';
import {
  emptyTokenFilter,
  refusedTokenFilters,
  tokenListQuery,
  tokenPageSize,
} from '../../../../../renderer/features/tokens/token-filter';

const tokyo = 'Asia/Tokyo';

describe('the token list query', () => {
  it('sends only the page size when no filter is set', () => {
    expect(tokenListQuery(emptyTokenFilter, tokyo)).toEqual({
      ok: true,
      query: { limit: tokenPageSize },
    });
  });

  it('lists deactivated tokens only when the clerk asks, the usable ones being the default', () => {
    expect(tokenListQuery({ ...emptyTokenFilter, active: 'all' }, tokyo)).toEqual({
      ok: true,
      query: { limit: tokenPageSize, active: 'all' },
    });
    expect(tokenListQuery({ ...emptyTokenFilter, active: 'inactive' }, tokyo)).toEqual({
      ok: true,
      query: { limit: tokenPageSize, active: 'inactive' },
    });
  });

  it('sends every filter of the spec the clerk set, trimmed', () => {
    const query = tokenListQuery(
      {
        ...emptyTokenFilter,
        fromDate: '2026-11-01',
        toDate: '2026-11-30',
        type: 'recurring',
        mode: 'test',
        id: ' 0a3f1c9e-1d2b-4c5d-8e9f-0a1b2c3d4e5f ',
        short_id: '4e5f00',
        email: 'a@example.com',
        cardholder: 'Hanako Member',
        card_exp: '2030-12',
        card_last_four: '0026',
        phone_number: '09012345678',
        brand: 'visa',
        customer_id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        metadata: 'order:42',
      },
      tokyo,
      'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
    );
    expect(query).toEqual({
      ok: true,
      query: {
        limit: tokenPageSize,
        cursor: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
        from: '2026-10-31T15:00:00.000Z',
        to: '2026-11-30T15:00:00.000Z',
        type: 'recurring',
        mode: 'test',
        id: '0a3f1c9e-1d2b-4c5d-8e9f-0a1b2c3d4e5f',
        short_id: '4e5f00',
        email: 'a@example.com',
        cardholder: 'Hanako Member',
        card_exp: '2030-12',
        card_last_four: '0026',
        phone_number: '09012345678',
        brand: 'visa',
        customer_id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        metadata: 'order:42',
      },
    });
  });

  it('refuses each malformed filter by its field with the service’s reason', () => {
    const query = tokenListQuery(
      { ...emptyTokenFilter, card_exp: '12/2030', card_last_four: '26', email: 'nobody' },
      tokyo,
    );
    expect(query.ok ? [] : query.errors).toEqual([
      { field: 'email', reason: 'INVALID_FORMAT_EMAIL' },
      { field: 'card_exp', reason: 'INVALID_FORMAT' },
      { field: 'card_last_four', reason: 'INVALID_FORMAT' },
    ]);
  });

  it('refuses a range whose last day is before its first', () => {
    expect(
      tokenListQuery({ ...emptyTokenFilter, fromDate: '2026-11-02', toDate: '2026-11-01' }, tokyo),
    ).toEqual({ ok: false, errors: [{ field: 'toDate', reason: 'RANGE_REVERSED' }] });
  });

  it('refuses a day the calendar does not have', () => {
    expect(tokenListQuery({ ...emptyTokenFilter, fromDate: '2026-02-30' }, tokyo)).toEqual({
      ok: false,
      errors: [{ field: 'fromDate', reason: 'INVALID_FORMAT' }],
    });
  });
});

describe('the token filters the service refused', () => {
  it('are named by the fields that set them, with the service’s reasons', () => {
    expect(
      refusedTokenFilters({
        code: 'VALIDATION_ERROR',
        message: 'refused',
        fields: [
          { field: 'card_exp', reason: 'INVALID_CARD_EXPIRATION' },
          { field: 'from', reason: 'MUST_BE_PAST_TIME' },
        ],
      }),
    ).toEqual([
      { field: 'card_exp', reason: 'INVALID_CARD_EXPIRATION' },
      { field: 'fromDate', reason: 'MUST_BE_PAST_TIME' },
    ]);
  });

  it('are named the same when main refused the channel’s query', () => {
    expect(
      refusedTokenFilters({
        code: 'INVALID_INPUT',
        message: 'refused',
        fields: [{ field: 'query.card_last_four', reason: 'INVALID_FORMAT' }],
      }),
    ).toEqual([{ field: 'card_last_four', reason: 'INVALID_FORMAT' }]);
  });

  it('are none when the refusal names no filter, or nothing', () => {
    expect(
      refusedTokenFilters({
        code: 'VALIDATION_ERROR',
        message: 'refused',
        fields: [{ field: 'cursor', reason: 'INVALID_FORMAT' }],
      }),
    ).toEqual([]);
    expect(refusedTokenFilters({ code: 'INTERNAL_ERROR', message: 'failed' })).toEqual([]);
  });
});
