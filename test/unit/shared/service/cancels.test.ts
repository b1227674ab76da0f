import { describe, expect, it } from 'vitest';
import { cancel, cancelRoutes, createCancelBody } from '../../../../shared/service/cancels';
import { chargeParams } from '../../../../shared/service/charges';
import { requestErrors } from './request-errors';
import { responseFixtures } from './response-fixtures';

describe('cancel responses', () => {
  const fixtures = responseFixtures('cancel');

  it('finds the recorded cancels', () => {
    expect(fixtures.length).toBeGreaterThan(0);
  });

  it.each(fixtures)('accepts the recorded %s', (_, body) => {
    expect(cancel.safeParse(body).success).toBe(true);
  });

  it('reads a failed cancel with its payment error', () => {
    const [[, body] = []] = fixtures;
    const failed = cancel.parse({
      ...(body as object),
      status: 'failed',
      error: { code: 312, message: 'cannot cancel', details: null },
    });
    expect(failed.error?.code).toBe(312);
  });

  it('refuses a cancel without its charge id', () => {
    const [[, body] = []] = fixtures;
    expect(cancel.safeParse({ ...(body as object), charge_id: undefined }).success).toBe(false);
  });
});

describe('cancel body', () => {
  it('accepts no body fields and flat metadata', () => {
    expect(requestErrors(createCancelBody, {})).toEqual([]);
    expect(requestErrors(createCancelBody, { metadata: { reason: 'wrong item' } })).toEqual([]);
  });

  it('refuses nested metadata', () => {
    expect(requestErrors(createCancelBody, { metadata: { a: { b: 1 } } })).toEqual([
      { field: 'metadata.a', reason: 'NESTED_JSON_NOT_ALLOWED' },
    ]);
  });

  it('refuses a field it does not know', () => {
    expect(requestErrors(createCancelBody, { amount: 100 })).toEqual([
      { field: 'amount', reason: 'UNKNOWN_FIELD' },
    ]);
  });
});

describe('cancel route', () => {
  it('posts to the charge, answers 201 and carries an idempotency key', () => {
    const route = cancelRoutes.createCancel;
    expect([route.method, route.path, route.auth, route.status, route.idempotent]).toEqual([
      'POST',
      '/stores/{storeId}/charges/{chargeId}/cancels',
      'secret',
      201,
      true,
    ]);
    expect(route.params).toBe(chargeParams);
    expect(route.body).toBe(createCancelBody);
    expect(route.response).toBe(cancel);
  });
});
