import { konbiniPaymentDetails } from '../konbini-payment-guide';
import { z } from 'zod';
import { saleKind } from '../flows/payment-methods';
import { currencyCode, minorUnits, money } from '../money';
import { isoTimestamp } from '../service/common';
import {
  bankTransferMatchAmounts,
  konbiniStores,
  onlineBrands,
  qrMerchantBrands,
} from '../service/token-options';
import { appSettings } from './ipc-payloads';

/*
 * What the customer-facing display may show, and nothing more (docs/architecture.md: The
 * customer display): the amount, how the sale stands, and what the customer must do to pay.
 * Never a person's data (name, phone, e-mail, card digits) and never a secret: main derives
 * this field by field from flow progress (main/core/customer-sale-view.ts) and the display
 * checks it again on arrival. Strict objects with bounded strings, so a planted field or an
 * oversized one fails the check instead of reaching the screen.
 */

/** Bounded like the slip's account fields: a bank's or branch's name, an account holder. */
const accountText = z.string().min(1).max(100);
const accountCode = z.string().min(1).max(10);
/** What a QR code can carry at the display's size and error correction, with room to spare. */
const maxQrContentLength = 1024;
const qrContent = z.string().min(1).max(maxQrContentLength);

/** What the customer must do while the sale waits for them. */
export const customerInstruction = z.discriminatedUnion('type', [
  /** Merchant-presented QR: scan this with the wallet app before `expiresAt`. */
  z.strictObject({
    type: z.literal('merchant_qr'),
    brand: z.enum(qrMerchantBrands).nullable(),
    content: qrContent,
    expiresAt: isoTimestamp.nullable(),
  }),
  /** Online wallet paid on a page: scan to open the wallet's page on the customer's phone. */
  z.strictObject({
    type: z.literal('wallet_url'),
    brand: z.enum(onlineBrands),
    url: qrContent,
    expiresAt: isoTimestamp.nullable(),
  }),
  /** Pay at this convenience store chain before `expiresAt`, with these numbers if known. */
  z.strictObject({
    type: z.literal('konbini'),
    convenienceStore: z.enum(konbiniStores),
    expiresAt: isoTimestamp.nullable(),
    details: konbiniPaymentDetails.optional(),
  }),
  /** Spec: Issuer token object, bank_transfer: the merchant's receiving account. */
  z.strictObject({
    type: z.literal('bank_transfer'),
    bankName: accountText.nullable(),
    bankCode: accountCode.nullable(),
    branchName: accountText.nullable(),
    branchCode: accountCode.nullable(),
    accountNumber: z
      .string()
      .regex(/^[0-9A-Za-z-]{1,34}$/)
      .nullable(),
    accountHolderName: accountText.nullable(),
    /** The bank's rule for the transferred amount (exactly, at least, at most); null: none known. */
    matchAmount: z.enum(bankTransferMatchAmounts).nullable(),
    expiresAt: isoTimestamp.nullable(),
  }),
]);
export type CustomerInstruction = z.infer<typeof customerInstruction>;

const amount = { amount: minorUnits, currency: currencyCode };

/**
 * The amount and method the cashier confirmed on the counter, before the payment runs, so
 * the customer can check them before paying (flows:present-sale).
 */
export const confirmedSale = z.strictObject({ ...amount, method: saleKind });
export type ConfirmedSale = z.infer<typeof confirmedSale>;

/** The sale in front of the customer, from the moment the cashier confirms it. */
export const customerSale = z.discriminatedUnion('status', [
  /** Amount and method confirmed at the counter; nothing has been sent yet. */
  confirmedSale.extend({ status: z.literal('confirmed') }),
  /** The payment is being made (a card read, 3DS, the service processing, a cancel). */
  z.strictObject({ status: z.literal('in_progress'), ...amount }),
  /** The customer must act; null when there is nothing to show them here (an SDK wallet). */
  z.strictObject({
    status: z.literal('awaiting_payment'),
    ...amount,
    instruction: customerInstruction.nullable(),
  }),
  /**
   * `amount` is what was paid; `asked`, the amount asked where it differs (a bank transfer the
   * bank took for more or less), so the customer sees both.
   */
  z.strictObject({ status: z.literal('paid'), ...amount, asked: money.optional() }),
  z.strictObject({ status: z.literal('failed'), ...amount }),
  z.strictObject({ status: z.literal('cancelled'), ...amount }),
  /** The outcome is not known yet (the operation went to review): a person will say. */
  z.strictObject({ status: z.literal('unresolved'), ...amount }),
]);
export type CustomerSale = z.infer<typeof customerSale>;

/** One message on the customer display's channel. */
export const customerDisplayState = z.strictObject({
  /** The till's language: shown first and largest, the other language beneath it. */
  language: appSettings.shape.language,
  /** A training till's display is watermarked like the cashier's screen. */
  training: z.boolean(),
  /** Null between sales: the display welcomes the next customer. */
  sale: customerSale.nullable(),
});
export type CustomerDisplayState = z.infer<typeof customerDisplayState>;
