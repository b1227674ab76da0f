import { z } from 'zod';
import { metadata, metadataInput, mode, pollingQuery, timestamp, uuid } from './common';
import { chargeParams } from './charges';
import { paymentError } from './errors';
import { paginated, paginationQuery } from './pagination';
import { defineRoute } from './route';

/** Spec: Create a cancel (optional metadata). */
export const createCancelBody = z.strictObject({ metadata: metadataInput.optional() });
export type CreateCancelBody = z.infer<typeof createCancelBody>;

const updateCancelBody = z.strictObject({ metadata: metadataInput });

/** Conventions: Charges (Cancels); the spec shows only `pending`. */
export const cancelStatus = z.enum(['pending', 'successful', 'failed', 'error'], {
  error: 'INVALID_FORMAT',
});

/**
 * Spec: Cancel. A failed cancel is a 200 with `status: failed` and `error` (conventions: Errors).
 * The real service may leave out `store_id` and `metadata` (conventions: Checked against the
 * provider's own clients).
 */
export const cancel = z.looseObject({
  id: uuid,
  charge_id: uuid,
  store_id: uuid.optional(),
  // An unknown status is kept so a newer service does not break parsing.
  status: z.union([cancelStatus, z.string()]),
  error: paymentError.nullable(),
  metadata: metadata.optional(),
  mode,
  created_on: timestamp,
});
export type Cancel = z.infer<typeof cancel>;

const cancelParams = chargeParams.extend({ cancelId: uuid });

export const cancelRoutes = {
  // Spec: Errors 1 (201 for creating a cancel).
  createCancel: defineRoute({
    method: 'POST',
    path: '/stores/{storeId}/charges/{chargeId}/cancels',
    auth: 'secret',
    params: chargeParams,
    body: createCancelBody,
    response: cancel,
    status: 201,
    idempotent: true,
  }),
  // The reads and the metadata update are the references' (conventions: Checked against the
  // provider's own clients, Cancels); the spec shows only the create.
  listCancels: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/charges/{chargeId}/cancels',
    auth: 'secret',
    params: chargeParams,
    query: paginationQuery,
    response: paginated(cancel),
    status: 200,
    idempotent: false,
  }),
  getCancel: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/charges/{chargeId}/cancels/{cancelId}',
    auth: 'secret',
    params: cancelParams,
    query: pollingQuery,
    response: cancel,
    status: 200,
    idempotent: false,
  }),
  updateCancel: defineRoute({
    method: 'PATCH',
    path: '/stores/{storeId}/charges/{chargeId}/cancels/{cancelId}',
    auth: 'secret',
    params: cancelParams,
    body: updateCancelBody,
    response: cancel,
    status: 200,
    idempotent: true,
  }),
};
