import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { parseRequest } from '../../../../shared/service/common';
import {
  customerIdCreateBody,
  customerRoutes,
  customerUuid,
} from '../../../../shared/service/customers';

/** The service's field errors for a request that must be refused. */
function errorsOf(schema: z.ZodType, input: unknown) {
  const result = parseRequest(schema, input);
  if (result.success) throw new Error(`accepted ${JSON.stringify(input)}`);
  return result.errors;
}

describe('customer id', () => {
  it('accepts the merchant system’s own id, whatever its shape', () => {
    expect(customerIdCreateBody.parse({ customer_id: 'C-000123' })).toEqual({
      customer_id: 'C-000123',
    });
  });

  it('refuses a missing, empty or non-text id and unknown fields', () => {
    expect(errorsOf(customerIdCreateBody, {})).toEqual([
      { field: 'customer_id', reason: 'REQUIRED_VALUE' },
    ]);
    expect(errorsOf(customerIdCreateBody, { customer_id: '' })).toEqual([
      { field: 'customer_id', reason: 'REQUIRED_VALUE' },
    ]);
    expect(errorsOf(customerIdCreateBody, { customer_id: 123, email: 'a@b.c' })).toEqual([
      { field: 'customer_id', reason: 'INVALID_FORMAT' },
      { field: 'email', reason: 'UNKNOWN_FIELD' },
    ]);
  });

  it('answers with the service’s customer UUID', () => {
    const answer = { customer_id: '11efe2d1-b88e-f31a-a57f-b3f1359e6592' };
    expect(customerUuid.parse(answer)).toEqual(answer);
    expect(customerUuid.safeParse({ customer_id: 'C-000123' }).success).toBe(false);
  });

  it('is an idempotent POST of the store answered with 200', () => {
    const route = customerRoutes.createCustomerId;
    expect([route.method, route.path, route.auth, route.status, route.idempotent]).toEqual([
      'POST',
      '/stores/{storeId}/create_customer_id',
      'secret',
      200,
      true,
    ]);
    expect(
      route.params.safeParse({ storeId: '11e75262-8c6a-60c4-9d8f-efa3568a7fa6' }).success,
    ).toBe(true);
    expect(route.params.safeParse({ id: '11e75262-8c6a-60c4-9d8f-efa3568a7fa6' }).success).toBe(
      false,
    );
  });
});
