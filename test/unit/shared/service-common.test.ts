import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  parseRequest,
  isoDuration,
  isoTimestamp,
  metadataInput,
  timestamp,
} from '../../../shared/service/common';
import { paginationQuery } from '../../../shared/service/pagination';
import { buildPath } from '../../../shared/service/route';

describe('service building blocks', () => {
  it('accepts both timestamp forms the service sends', () => {
    for (const value of [
      '2024-01-05T10:59:52.853614+09:00',
      '2024-01-05T01:59:52.853Z',
      '2024-01-05T01:59:52Z',
      1704419992853,
    ]) {
      expect(timestamp.safeParse(value).success).toBe(true);
    }
    expect(isoTimestamp.safeParse('yesterday').success).toBe(false);
  });

  it('accepts ISO-8601 durations and refuses a bare P', () => {
    expect(isoDuration.safeParse('P30D').success).toBe(true);
    expect(isoDuration.safeParse('PT30M').success).toBe(true);
    expect(isoDuration.safeParse('P1DT12H').success).toBe(true);
    expect(isoDuration.safeParse('P').success).toBe(false);
    expect(isoDuration.safeParse('PT').success).toBe(false);
  });

  it('refuses nested metadata with NESTED_JSON_NOT_ALLOWED', () => {
    expect(parseRequest(metadataInput, { order: { id: 1 } })).toEqual({
      success: false,
      errors: [{ field: 'order', reason: 'NESTED_JSON_NOT_ALLOWED' }],
    });
    expect(metadataInput.safeParse({ a: 'x', b: 1, c: [1, 'y'], d: null }).success).toBe(true);
  });

  it.each(['univapay-customer-id', 'svc-customer-id'])('requires %s to be a UUID', (key) => {
    expect(parseRequest(metadataInput, { [key]: 'not-a-uuid' })).toEqual({
      success: false,
      errors: [{ field: key, reason: 'INVALID_UUID' }],
    });
  });

  it('bounds the page size to 10..100 from strings and numbers', () => {
    expect(paginationQuery.parse({ limit: '100' })).toEqual({ limit: 100 });
    expect(paginationQuery.safeParse({ limit: 9 }).success).toBe(false);
    expect(paginationQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(paginationQuery.safeParse({ cursor_direction: 'up' }).success).toBe(false);
  });

  it('maps missing and unknown fields to REQUIRED_VALUE and UNKNOWN_FIELD', () => {
    const schema = z.strictObject({ amount: z.number(), data: z.strictObject({ a: z.string() }) });
    const result = parseRequest(schema, { data: { a: 'x', b: 1 }, extra: true });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.errors).toEqual(
        expect.arrayContaining([
          { field: 'amount', reason: 'REQUIRED_VALUE' },
          { field: 'data.b', reason: 'UNKNOWN_FIELD' },
          { field: 'extra', reason: 'UNKNOWN_FIELD' },
        ]),
      );
    }
  });
});

describe('parseRequest', () => {
  const schema = z.strictObject({ amount: z.number({ error: 'INVALID_AMOUNT' }) });

  it('reports a missing enum or union value as REQUIRED_VALUE', () => {
    const choices = z.strictObject({
      kind: z.enum(['a', 'b'], { error: 'INVALID_FORMAT' }),
      value: z.union([z.string(), z.number()]),
    });
    expect(parseRequest(choices, {})).toEqual({
      success: false,
      errors: [
        { field: 'kind', reason: 'REQUIRED_VALUE' },
        { field: 'value', reason: 'REQUIRED_VALUE' },
      ],
    });
    expect(parseRequest(choices, { kind: 'c', value: 1 })).toEqual({
      success: false,
      errors: [{ field: 'kind', reason: 'INVALID_FORMAT' }],
    });
  });

  it('tells a wrong value from a missing one', () => {
    expect(parseRequest(schema, { amount: '5' })).toEqual({
      success: false,
      errors: [{ field: 'amount', reason: 'INVALID_AMOUNT' }],
    });
    expect(parseRequest(schema, {})).toEqual({
      success: false,
      errors: [{ field: 'amount', reason: 'REQUIRED_VALUE' }],
    });
  });

  it('returns the parsed data of a valid request', () => {
    expect(parseRequest(schema, { amount: 5 })).toEqual({ success: true, data: { amount: 5 } });
  });
});

describe('route paths', () => {
  it('fills and encodes path parameters', () => {
    expect(
      buildPath('/stores/{storeId}/charges/{chargeId}', { storeId: 'a', chargeId: 'b c' }),
    ).toBe('/stores/a/charges/b%20c');
  });

  it('fills the same template anew each time, and one without parameters as it is', () => {
    const template = '/stores/{storeId}/charges/{chargeId}';
    expect(buildPath(template, { storeId: 'a', chargeId: 'b' })).toBe('/stores/a/charges/b');
    expect(buildPath(template, { storeId: 'c', chargeId: 'd/e' })).toBe('/stores/c/charges/d%2Fe');
    expect(buildPath('/heartbeat', {})).toBe('/heartbeat');
    expect(buildPath('{storeId}', { storeId: 'x' })).toBe('x');
  });

  it('refuses a template whose parameter is missing', () => {
    expect(() => buildPath('/stores/{storeId}', {})).toThrow(/storeId/);
  });
});
