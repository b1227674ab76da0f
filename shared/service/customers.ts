import { z } from 'zod';
import { uuid } from './common';
import { defineRoute } from './route';

/**
 * Spec: Create a customer id: the merchant system's own id for its customer, at most 64
 * characters (conventions: Checked against the provider's own clients, Customer ids).
 */
export const customerIdMaxLength = 64;

export const customerIdCreateBody = z.strictObject({
  customer_id: z
    .string({ error: 'INVALID_FORMAT' })
    .min(1, { error: 'REQUIRED_VALUE' })
    .max(customerIdMaxLength, { error: 'INVALID_FORMAT' }),
});

/** Spec: Customer UUID object, the service's id for the same customer. */
export const customerUuid = z.looseObject({ customer_id: uuid });

export const customerRoutes = {
  // The spec answers 200 here although the route creates (Errors 1).
  createCustomerId: defineRoute({
    method: 'POST',
    path: '/stores/{storeId}/create_customer_id',
    auth: 'secret',
    params: z.strictObject({ storeId: uuid }),
    body: customerIdCreateBody,
    response: customerUuid,
    status: 200,
    idempotent: true,
  }),
};
