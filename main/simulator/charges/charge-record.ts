import { z } from 'zod';
import { metadata, timestampToDate } from '../../../shared/service/common';
import { charge } from '../../../shared/service/charges';
import { defineCollection } from '../collection';

/** Where a charge's 3DS authentication stands (conventions: Card 3DS status values). */
const chargeThreeDsState = z.strictObject({
  status: z.enum(['pending', 'awaiting', 'successful', 'failed']),
  /** Spec: Get the 3DS issuer token, rule 4 (redirect_three_ds.endpoint / three_ds.redirect_endpoint). */
  redirectEndpoint: z.string().nullable(),
});

/** Conventions: Charges, expiry of konbini and bank-transfer charges. */
const chargeExpiryState = z.strictObject({
  id: z.string(),
  expiresAt: z.number().int(),
  extensionCount: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});

/**
 * A charge as the simulator keeps it: the resource as the service shows it, plus what drives
 * its state machine. Modules other than the charge module (capture, cancels, refunds,
 * subscriptions) read and replace these records; each change goes through `replace` so
 * `polling=true` holds and persistence see it.
 */
export const chargeRecord = z.strictObject({
  id: z.string(),
  /** Conventions: Charges, the charge object. */
  charge,
  tokenId: z.string(),
  /** The token's payment type (card, konbini, qr_scan, qr_merchant, online, bank_transfer...). */
  paymentType: z.string(),
  /** The token's brand: card network, wallet, convenience store or bank; null when it has none. */
  brand: z.string().nullable(),
  creationMetadata: metadata,
  /** From the token (see tokenRecord): the payment error code processing ends in, or null. */
  failure: z.number().int().nullable(),
  refundFails: z.boolean(),
  cancelFails: z.boolean(),
  /** Conventions: Charges, `capture: false` authorizes only. */
  capture: z.boolean(),
  /** Null when the charge needs no 3DS. */
  threeDs: chargeThreeDsState.nullable(),
  /** Konbini, bank transfer, QR merchant and online charges wait for the customer until then. */
  expiry: chargeExpiryState.nullable(),
  /** Sum of refunds not failed, in minor units (conventions: partial refunds add up to at most the charge). */
  refundedAmount: z.number().int(),
});
export type ChargeRecord = z.infer<typeof chargeRecord>;

/** The simulator dates every charge at creation (listed-charge.ts); an undated one would sort last. */
export const chargesCollection = defineCollection('charges', chargeRecord, ({ charge }) =>
  charge.created_on === null
    ? Number.MAX_SAFE_INTEGER
    : timestampToDate(charge.created_on).getTime(),
);
