import { describe, expect, it } from 'vitest';
import { pollingQuery } from '../../../../shared/service/common';
import { paginationQuery } from '../../../../shared/service/pagination';
import {
  createRefundBody,
  refund,
  refundRoutes,
  updateRefundBody,
} from '../../../../shared/service/refunds';
import { pathParams } from './path-params';
import { requestErrors } from './request-errors';

const valid = { amount: 500, currency: 'JPY' };

const refundObject = {
  id: '11ec36f0-cb1d-352c-abff-4fe4c2fa34e2',
  store_id: '45facc11-efc8-4156-8ef3-e363a70a54c3',
  charge_id: 'e1771339-b989-4a43-99c1-5e35d8008426',
  ledger_id: null,
  status: 'pending',
  amount: 500,
  currency: 'JPY',
  amount_formatted: 500,
  reason: 'customer_request',
  message: null,
  error: null,
  metadata: {},
  mode: 'test',
  created_on: '2025-02-04T08:26:24.418984Z',
};

describe('refund body', () => {
  it('accepts an amount and a currency, and every optional field', () => {
    expect(requestErrors(createRefundBody, valid)).toEqual([]);
    expect(
      requestErrors(createRefundBody, {
        ...valid,
        reason: 'duplicate',
        message: 'charged twice',
        metadata: { till: 3 },
      }),
    ).toEqual([]);
  });

  it('requires the amount and the currency', () => {
    expect(requestErrors(createRefundBody, {})).toEqual([
      { field: 'amount', reason: 'REQUIRED_VALUE' },
      { field: 'currency', reason: 'REQUIRED_VALUE' },
    ]);
  });

  it('refuses a bad amount and a bad currency', () => {
    expect(requestErrors(createRefundBody, { amount: -1, currency: 'JP' })).toEqual([
      { field: 'amount', reason: 'INVALID_AMOUNT' },
      { field: 'currency', reason: 'INVALID_CURRENCY' },
    ]);
  });

  it.each(['duplicate', 'fraud', 'customer_request'])('accepts the reason %s', (reason) => {
    expect(requestErrors(createRefundBody, { ...valid, reason })).toEqual([]);
  });

  it.each(['system_failure', 'chargeback', 'changed_mind'])(
    'refuses the reason %s, which a merchant cannot give',
    (reason) => {
      expect(requestErrors(createRefundBody, { ...valid, reason })).toEqual([
        { field: 'reason', reason: 'INVALID_FORMAT' },
      ]);
    },
  );

  it('refuses a message that is not text, nested metadata and an unknown field', () => {
    expect(
      requestErrors(createRefundBody, {
        ...valid,
        message: 5,
        metadata: { a: { b: 1 } },
        charge_id: refundObject.charge_id,
      }),
    ).toEqual([
      { field: 'message', reason: 'INVALID_FORMAT' },
      { field: 'metadata.a', reason: 'NESTED_JSON_NOT_ALLOWED' },
      { field: 'charge_id', reason: 'UNKNOWN_FIELD' },
    ]);
  });

  it('updates metadata only', () => {
    expect(requestErrors(updateRefundBody, { metadata: { note: 'x' } })).toEqual([]);
    expect(requestErrors(updateRefundBody, {})).toEqual([
      { field: 'metadata', reason: 'REQUIRED_VALUE' },
    ]);
    expect(requestErrors(updateRefundBody, { metadata: {}, reason: 'fraud' })).toEqual([
      { field: 'reason', reason: 'UNKNOWN_FIELD' },
    ]);
  });
});

describe('refund responses', () => {
  it('accepts a refund object', () => {
    expect(refund.safeParse(refundObject).success).toBe(true);
  });

  it.each(['system_failure', 'chargeback'])('accepts the service-only reason %s', (reason) => {
    expect(refund.safeParse({ ...refundObject, reason }).success).toBe(true);
  });

  it('reads a failed refund with its payment error', () => {
    const failed = refund.parse({
      ...refundObject,
      status: 'failed',
      error: { code: 318, message: 'partial refund not supported', detail: null },
    });
    expect(failed.error?.code).toBe(318);
  });

  it('keeps a status it does not know', () => {
    expect(refund.parse({ ...refundObject, status: 'reviewing' }).status).toBe('reviewing');
  });

  it('refuses a refund without its amount', () => {
    expect(refund.safeParse({ ...refundObject, amount: undefined }).success).toBe(false);
  });
});

describe('refund routes', () => {
  it('declares each route with its method, path, auth, status and idempotency', () => {
    const table = Object.fromEntries(
      Object.entries(refundRoutes).map(([name, route]) => [
        name,
        [route.method, route.path, route.auth, route.status, route.idempotent],
      ]),
    );
    expect(table).toEqual({
      createRefund: ['POST', '/stores/{storeId}/charges/{chargeId}/refunds', 'secret', 201, true],
      listRefunds: ['GET', '/stores/{storeId}/charges/{chargeId}/refunds', 'secret', 200, false],
      getRefund: [
        'GET',
        '/stores/{storeId}/charges/{chargeId}/refunds/{refundId}',
        'secret',
        200,
        false,
      ],
      updateRefund: [
        'PATCH',
        '/stores/{storeId}/charges/{chargeId}/refunds/{refundId}',
        'secret',
        200,
        true,
      ],
    });
  });

  it('pairs each route with its request and response schemas', () => {
    expect(refundRoutes.createRefund.body).toBe(createRefundBody);
    expect(refundRoutes.updateRefund.body).toBe(updateRefundBody);
    expect(refundRoutes.getRefund.query).toBe(pollingQuery);
    expect(refundRoutes.listRefunds.query).toBe(paginationQuery);
    expect(refundRoutes.getRefund.response).toBe(refund);
    expect(
      refundRoutes.listRefunds.response.safeParse({ items: [refundObject], has_more: false })
        .success,
    ).toBe(true);
  });

  it.each(Object.entries(refundRoutes))('%s takes exactly the UUIDs its path names', (_, route) => {
    const params = pathParams(route.path);
    expect(route.params.safeParse(params).success).toBe(true);
    expect(route.params.safeParse({ ...params, extra: params['storeId'] }).success).toBe(false);
    for (const name of Object.keys(params)) {
      expect(requestErrors(route.params, { ...params, [name]: 'nope' })).toEqual([
        { field: name, reason: 'INVALID_UUID' },
      ]);
    }
  });
});
