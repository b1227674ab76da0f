import { z } from 'zod';
import { currencyCode, currencyInput, minorUnits } from '../money';
import { email, isoTimestamp, metadata, mode, timestamp, uuid } from './common';
import { chargeStatus } from './charges';
import { paginated, paginationQuery } from './pagination';
import { refundReason, refundStatus } from './refunds';
import { defineRoute } from './route';
import { cardLastFour, requiredText, shortId } from './token-fields';

export const historyType = z.enum(['charge', 'refund'], { error: 'INVALID_FORMAT' });
export type HistoryType = z.infer<typeof historyType>;

/**
 * `from` and `to` as ISO-8601, or as epoch milliseconds (conventions: Checked against the
 * provider's own clients, Transaction history), read as the same instant in ISO form.
 */
const historyInstant = z.union(
  [
    isoTimestamp,
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform((ms) => new Date(Number(ms)).toISOString()),
  ],
  { error: 'INVALID_FORMAT' },
);

/**
 * Spec: Transaction history (query parameters); refund statuses are a subset of the charge's.
 * The references add `id`, `short_id`, `email`, `metadata`, the card's fields, `brand` and
 * `currency`.
 */
export const listHistoryQuery = paginationQuery.extend({
  from: historyInstant.optional(),
  to: historyInstant.optional(),
  search: z.string({ error: 'INVALID_FORMAT' }).optional(),
  type: historyType.optional(),
  status: chargeStatus.optional(),
  mode: mode.optional(),
  id: uuid.optional(),
  short_id: shortId.optional(),
  email: email.optional(),
  metadata: requiredText.optional(),
  cardholder: requiredText.optional(),
  card_last_four: cardLastFour.optional(),
  brand: requiredText.optional(),
  currency: currencyInput.optional(),
});
export type ListHistoryQuery = z.infer<typeof listHistoryQuery>;

/** A refund of the charge as the history item lists it (fixtures: transactionhistory/). */
const historyRefund = z.looseObject({
  refund_id: uuid,
  amount: minorUnits,
  currency: currencyCode,
  amount_formatted: z.number(),
  status: z.union([refundStatus, z.string()]).optional(),
  reason: z.union([refundReason, z.string()]).optional(),
});

/**
 * Who paid and how, as the service shows it per payment type: cardholder for cards,
 * customer name for konbini, email and phone for wallets (fixtures: transactionhistory/).
 */
const historyUserData = z.looseObject({
  type: z.union([historyType, z.string()]).optional(),
  brand: z.string().nullable().optional(),
  cardholder_name: z.string().nullable().optional(),
  cardholder_email_address: z.string().nullable().optional(),
  cardholder_phone_number: z.string().nullable().optional(),
  customer_name: z.string().nullable().optional(),
  reason: z.union([refundReason, z.string()]).nullable().optional(),
  refunds: z.array(historyRefund).optional(),
});

/**
 * Spec: Transaction history item, plus what the service also sends: `charge_id`,
 * `payment_type`, `merchant_name`, `store_name` and `user_data` (fixtures: transactionhistory/,
 * where `metadata` and `store_name` are sometimes absent and `charge_id` null).
 */
/** History items may also be `live_test`: a live store's test payment, not live money. */
const historyMode = z.enum(['test', 'live', 'live_test']);

export const historyItem = z.looseObject({
  store_id: uuid,
  resource_id: uuid,
  charge_id: uuid.nullable().optional(),
  amount: minorUnits,
  currency: currencyCode,
  amount_formatted: z.number(),
  // An unknown type or status is kept so a newer service does not break parsing.
  type: z.union([historyType, z.string()]),
  status: z.union([chargeStatus, z.string()]),
  metadata: metadata.optional(),
  created_on: timestamp,
  mode: historyMode,
  payment_type: z.string().optional(),
  merchant_name: z.string().optional(),
  store_name: z.string().optional(),
  user_data: historyUserData.optional(),
});
export type HistoryItem = z.infer<typeof historyItem>;

export const historyRoutes = {
  listStoreHistory: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/transaction_history',
    auth: 'secret',
    params: z.strictObject({ storeId: uuid }),
    query: listHistoryQuery,
    response: paginated(historyItem),
    status: 200,
    idempotent: false,
  }),
  listHistory: defineRoute({
    method: 'GET',
    path: '/transaction_history',
    auth: 'secret',
    params: z.strictObject({}),
    query: listHistoryQuery,
    response: paginated(historyItem),
    status: 200,
    idempotent: false,
  }),
};
