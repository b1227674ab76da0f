import { describe, expect, it } from 'vitest';
import { encodeQuery } from '../../../../main/service/query-string';

describe('query string', () => {
  it('is empty without a query or values', () => {
    expect(encodeQuery(undefined)).toEqual({ ok: true, value: '' });
    expect(encodeQuery({ a: undefined })).toEqual({ ok: true, value: '' });
  });

  it('skips undefined, writes booleans as true/false and encodes every part', () => {
    expect(
      encodeQuery({ polling: true, capture: false, limit: 100, skip: undefined, 'q s': 'a&b=c' }),
    ).toEqual({ ok: true, value: '?polling=true&capture=false&limit=100&q%20s=a%26b%3Dc' });
  });

  it('repeats the key of an array', () => {
    expect(encodeQuery({ id: ['a', 'b'] })).toEqual({ ok: true, value: '?id=a&id=b' });
  });

  it('refuses values a query cannot carry', () => {
    expect(encodeQuery({ metadata: { a: 1 }, x: null })).toEqual({
      ok: false,
      error: [
        { field: 'metadata', reason: 'INVALID_FORMAT' },
        { field: 'x', reason: 'INVALID_FORMAT' },
      ],
    });
  });
});
