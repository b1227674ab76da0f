import { z } from 'zod';
import { amountInput, currencyCode, currencyInput, minorUnits } from '../money';
import { metadata, metadataInput, mode, pollingQuery, timestamp, uuid } from './common';
import { cancelStatus } from './cancels';
import { chargeParams } from './charges';
import { paymentError } from './errors';
import { paginated, paginationQuery } from './pagination';
import { defineRoute } from './route';

/**
 * Conventions: Charges (Refunds). A merchant asks with the first three; the service itself
 * records `system_failure` and `chargeback`.
 */
export const refundReason = z.enum(
  ['duplicate', 'fraud', 'customer_request', 'system_failure', 'chargeback'],
  { error: 'INVALID_FORMAT' },
);
export const refundRequestReason = refundReason.extract(['duplicate', 'fraud', 'customer_request']);

/**
 * Conventions: Charges (Refunds). Whether the charge can be refunded and how much of it is
 * left are the service's business rules, not shape checks.
 */
export const createRefundBody = z.strictObject({
  amount: amountInput,
  currency: currencyInput,
  reason: refundRequestReason.optional(),
  message: z.string({ error: 'INVALID_FORMAT' }).optional(),
  metadata: metadataInput.optional(),
});
export type CreateRefundBody = z.infer<typeof createRefundBody>;

export const updateRefundBody = z.strictObject({ metadata: metadataInput });

/** Conventions: Charges (Refunds): a refund goes through the same states as a cancel. */
export const refundStatus = cancelStatus;
export type RefundStatus = z.infer<typeof refundStatus>;

/**
 * The refund object. The spec does not show it and no recorded response holds one, so only
 * what every resource carries is required; a failed refund is a 200 with `status: failed`
 * and `error` (conventions: Errors).
 */
export const refund = z.looseObject({
  id: uuid,
  store_id: uuid,
  charge_id: uuid,
  ledger_id: uuid.nullable().optional(),
  // An unknown status or reason is kept so a newer service does not break parsing.
  status: z.union([refundStatus, z.string()]),
  amount: minorUnits,
  currency: currencyCode,
  amount_formatted: z.number().optional(),
  reason: z.union([refundReason, z.string()]).nullable().optional(),
  message: z.string().nullable().optional(),
  error: paymentError.nullable().optional(),
  metadata: metadata.optional(),
  mode,
  created_on: timestamp,
  updated_on: timestamp.optional(),
});
export type Refund = z.infer<typeof refund>;

const refundParams = chargeParams.extend({ refundId: uuid });

export const refundRoutes = {
  createRefund: defineRoute({
    method: 'POST',
    path: '/stores/{storeId}/charges/{chargeId}/refunds',
    auth: 'secret',
    params: chargeParams,
    body: createRefundBody,
    response: refund,
    status: 201,
    idempotent: true,
  }),
  listRefunds: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/charges/{chargeId}/refunds',
    auth: 'secret',
    params: chargeParams,
    query: paginationQuery,
    response: paginated(refund),
    status: 200,
    idempotent: false,
  }),
  getRefund: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/charges/{chargeId}/refunds/{refundId}',
    auth: 'secret',
    params: refundParams,
    query: pollingQuery,
    response: refund,
    status: 200,
    idempotent: false,
  }),
  updateRefund: defineRoute({
    method: 'PATCH',
    path: '/stores/{storeId}/charges/{chargeId}/refunds/{refundId}',
    auth: 'secret',
    params: refundParams,
    body: updateRefundBody,
    response: refund,
    status: 200,
    idempotent: true,
  }),
};
