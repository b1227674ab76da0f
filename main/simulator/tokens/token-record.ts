import { z } from 'zod';
import { metadata, timestampToDate } from '../../../shared/service/common';
import { transactionToken } from '../../../shared/service/tokens';
import { defineCollection } from '../collection';

/**
 * A transaction token as the simulator keeps it: the resource as the service shows it on
 * get, plus what the simulator must remember to behave like the service later (which test
 * card it was, when it expires, whether it was used). The card number and CVV themselves are
 * never kept, as on the real service.
 */
export const tokenRecord = z.strictObject({
  id: z.string(),
  /** Spec: Transaction token, in its get form (ISO `created_on`, `active`, `merchant_id`). */
  token: transactionToken,
  /** Spec: 3DS redirect carries the metadata given at creation, not later changes. */
  creationMetadata: metadata,
  /** Conventions: one_time and subscription tokens are valid 5 minutes; null when unbounded. */
  expiresAt: z.number().int().nullable(),
  /** When a one_time token was consumed by a charge; a second charge is refused. */
  usedAt: z.number().int().nullable(),
  /**
   * The payment error code (conventions: Errors) a charge made with this token fails with:
   * a test card ending 1111, a QR code asking for a failure (docs/simulator.md); null succeeds.
   */
  chargeFailure: z.number().int().nullable(),
  /** Conventions: Test mode, a card ending 4242 succeeds but its refund fails. */
  refundFails: z.boolean(),
  /** Conventions: Test mode, a card ending 1881 succeeds but its cancel fails. */
  cancelFails: z.boolean(),
});
export type TokenRecord = z.infer<typeof tokenRecord>;

export const tokensCollection = defineCollection('tokens', tokenRecord, ({ token }) =>
  timestampToDate(token.created_on).getTime(),
);
