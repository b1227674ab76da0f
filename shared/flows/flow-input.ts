import { z } from 'zod';
import { amountInput, currencyInput } from '../money';
import { metadataInput, uuid } from '../service/common';
import { chargeThreeDsInput } from '../service/charges';
import { refundRequestReason } from '../service/refunds';
import { createTokenBody, type CreateTokenBody } from '../service/token-create';
import { refuseSensitiveData } from '../sensitive-data';
import { limitedText } from '../text-length';
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

/** Spec: payment methods a counter sells with; one flow each (DESIGN.md: Flows). */
export const saleKind = z.enum([
  'card_sale',
  'konbini_sale',
  'qr_scan_sale',
  'qr_merchant_sale',
  'online_sale',
  'bank_transfer_sale',
]);
export type SaleKind = z.infer<typeof saleKind>;

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
export type SaleCharge = z.infer<typeof saleCharge>;

/**
 * Which flow a token request sells with. A qr_scan token is customer-presented with
 * `scanned_qr` and merchant-presented with `brand` (spec: data for qr_scan); qr_merchant is
 * the conventions' name for the latter.
 */
export function saleKindOf(token: CreateTokenBody): SaleKind | null {
  switch (token.payment_type) {
    case 'card':
    case 'apple_pay':
      return 'card_sale';
    case 'konbini':
      return 'konbini_sale';
    case 'qr_scan':
      return 'scanned_qr' in token.data ? 'qr_scan_sale' : 'qr_merchant_sale';
    case 'qr_merchant':
      return 'qr_merchant_sale';
    case 'online':
      return 'online_sale';
    case 'bank_transfer':
      return 'bank_transfer_sale';
    case 'paidy':
      return null;
  }
}

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
