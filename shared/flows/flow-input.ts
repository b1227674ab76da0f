import { z } from 'zod';
import { amountInput, currencyInput } from '../money';
import { metadataInput, uuid } from '../service/common';
import { chargeThreeDsInput } from '../service/charges';
import { refundRequestReason } from '../service/refunds';
import { createTokenBody } from '../service/token-create';
import { refuseSensitiveData } from '../sensitive-data';
import { limitedText } from '../text-length';
import { saleKindOf } from './payment-methods';
import { refuseLongSaleDetails } from './sale-details';

/*
 * What the renderer asks the main process to do, checked by the same schemas as the service
 * requests they become, so a form shows exactly the service's field errors before anything
 * leaves the renderer (docs/architecture.md: Validation reasons).
 */

/**
 * Free text the journal records with the operation (metadata, a descriptor, a refund's
 * message): refused here when it holds a card number or a credential, so the cashier corrects
 * it on the form instead of the journal refusing the operation once it has begun.
 */
const journalMetadata = metadataInput.superRefine(refuseSensitiveData);
const journalText = <Text extends z.ZodString>(text: Text) => text.superRefine(refuseSensitiveData);

// The kinds and their facts are the methods' table's; the flows' inputs are named by them.
export { saleKind, saleKindOf, type SaleKind } from './payment-methods';

/** The charge half of a sale (conventions: Charges, create). */
export const saleCharge = z.strictObject({
  amount: amountInput,
  currency: currencyInput,
  /** Conventions: `capture: false` authorizes only; card sales only. */
  capture: z.boolean().default(true),
  metadata: journalMetadata.superRefine(refuseLongSaleDetails).optional(),
  descriptor: journalText(limitedText(64)).optional(),
  threeDs: chargeThreeDsInput.optional(),
});

/** A sale: the transaction token to create and the charge to make with it. */
export const saleInput = z
  .strictObject({ token: createTokenBody, charge: saleCharge })
  .superRefine((sale, ctx) => {
    const kind = saleKindOf(sale.token);
    if (kind === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['token', 'payment_type'],
        message: 'NOT_SUPPORTED_BY_BRAND',
      });
    }
    // Only a card authorization can be captured later (conventions: Charges, authorized).
    if (!sale.charge.capture && kind !== 'card_sale') {
      ctx.addIssue({
        code: 'custom',
        path: ['charge', 'capture'],
        message: 'DEPENDS_ON_OTHER_FIELD',
      });
    }
    // A sale is paid once; recurring and subscription tokens are card registrations.
    if ((sale.token.type ?? 'one_time') !== 'one_time') {
      ctx.addIssue({ code: 'custom', path: ['token', 'type'], message: 'DEPENDS_ON_OTHER_FIELD' });
    }
  });
export type SaleInput = z.infer<typeof saleInput>;

/** Registering a card for later charges: a recurring token, with 3DS when enabled (spec rule 1). */
export const cardRegistrationInput = z
  .strictObject({ token: createTokenBody })
  .superRefine(({ token }, ctx) => {
    if (token.payment_type !== 'card' || token.type !== 'recurring') {
      ctx.addIssue({ code: 'custom', path: ['token', 'type'], message: 'DEPENDS_ON_OTHER_FIELD' });
    }
  });
export type CardRegistrationInput = z.infer<typeof cardRegistrationInput>;

/** Capture of an authorized charge (spec: Capture a charge). */
export const captureInput = z.strictObject({
  chargeId: uuid,
  amount: amountInput,
  currency: currencyInput,
});
export type CaptureInput = z.infer<typeof captureInput>;

export const cancelInput = z.strictObject({
  chargeId: uuid,
  metadata: journalMetadata.optional(),
});
export type CancelInput = z.infer<typeof cancelInput>;

export const refundInput = z.strictObject({
  chargeId: uuid,
  amount: amountInput,
  currency: currencyInput,
  reason: refundRequestReason.optional(),
  message: journalText(limitedText(255)).optional(),
  metadata: journalMetadata.optional(),
});
export type RefundInput = z.infer<typeof refundInput>;
