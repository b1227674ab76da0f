import { describe, expect, it } from 'vitest';
import {
  captureChargeBody,
  captureChargeResponse,
  captureRoutes,
} from '../../../../shared/service/captures';
import { chargeParams } from '../../../../shared/service/charges';
import { requestErrors } from './request-errors';

describe('capture body', () => {
  it('accepts an amount and a currency', () => {
    expect(requestErrors(captureChargeBody, { amount: 800, currency: 'JPY' })).toEqual([]);
  });

  it('requires both the amount and the currency', () => {
    expect(requestErrors(captureChargeBody, {})).toEqual([
      { field: 'amount', reason: 'REQUIRED_VALUE' },
      { field: 'currency', reason: 'REQUIRED_VALUE' },
    ]);
  });

  it('refuses an amount that is not a positive integer', () => {
    expect(requestErrors(captureChargeBody, { amount: 0, currency: 'JPY' })).toEqual([
      { field: 'amount', reason: 'INVALID_AMOUNT' },
    ]);
    expect(requestErrors(captureChargeBody, { amount: 8.5, currency: 'USD' })).toEqual([
      { field: 'amount', reason: 'INVALID_AMOUNT' },
    ]);
  });

  it('refuses a currency that is not an ISO-4217 code', () => {
    expect(requestErrors(captureChargeBody, { amount: 800, currency: 'yen' })).toEqual([
      { field: 'currency', reason: 'INVALID_CURRENCY' },
    ]);
  });

  it('refuses a field it does not know', () => {
    expect(
      requestErrors(captureChargeBody, { amount: 800, currency: 'JPY', metadata: {} }),
    ).toEqual([{ field: 'metadata', reason: 'UNKNOWN_FIELD' }]);
  });
});

describe('capture response', () => {
  it('accepts the empty object the service answers with', () => {
    expect(captureChargeResponse.safeParse({}).success).toBe(true);
  });

  it('refuses a body that is not an object', () => {
    expect(captureChargeResponse.safeParse(null).success).toBe(false);
  });
});

describe('capture route', () => {
  it('posts to the charge, answers 200 and carries an idempotency key', () => {
    const route = captureRoutes.captureCharge;
    expect([route.method, route.path, route.auth, route.status, route.idempotent]).toEqual([
      'POST',
      '/stores/{storeId}/charges/{chargeId}/capture',
      'secret',
      200,
      true,
    ]);
    expect(route.params).toBe(chargeParams);
    expect(route.body).toBe(captureChargeBody);
    expect(route.response).toBe(captureChargeResponse);
  });
});
