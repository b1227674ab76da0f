import { z } from 'zod';
import { konbiniPaymentDetails } from '../konbini-payment-guide';
import type { CustomerAction } from '../flows/flow-progress';
import { currencyCode, minorUnits } from '../money';
import type { Charge } from '../service/charges';
import { isoTimestamp } from '../service/common';
import { bankTransferMatchAmounts, konbiniStores } from '../service/token-options';
import type { PrintedOperator } from '../operators';
import {
  documentHeader,
  documentHeaderOf,
  parseDocument,
  type DocumentBuildResult,
  type StoreFacts,
} from './document-header';

/*
 * What a payment slip says: how a customer who leaves the counter without paying pays later,
 * at a convenience store or by bank transfer, and by when. It is built from the customer
 * action a konbini or bank-transfer sale shows while the charge awaits the customer.
 */

const slipFields = {
  ...documentHeader,
  amount: minorUnits,
  currency: currencyCode,
  /** Null when only the service could resolve the deadline and it could not be read. */
  expiresAt: isoTimestamp.nullable(),
};

const accountText = z.string().trim().min(1, { error: 'REQUIRED_VALUE' }).max(100);
const code = z.string().trim().min(1).max(10);

/** Spec: data.match_amount of a bank-transfer token, the rule the bank applies to a transfer. */
const bankTransferMatchAmount = z.enum(bankTransferMatchAmounts);
export type BankTransferMatchAmount = z.infer<typeof bankTransferMatchAmount>;

export const paymentSlipDocument = z.discriminatedUnion('method', [
  z.strictObject({
    kind: z.literal('payment_slip'),
    method: z.literal('konbini'),
    ...slipFields,
    // The customer action carries the store as text; the slip knows only the spec's chains.
    convenienceStore: z.string().pipe(z.enum(konbiniStores)),
    /** The numbers to pay with, when the charge carried them; else the e-mail has them. */
    details: konbiniPaymentDetails.nullable(),
  }),
  z.strictObject({
    kind: z.literal('payment_slip'),
    method: z.literal('bank_transfer'),
    ...slipFields,
    /** Spec: Issuer token object, bank_transfer. A slip without the account is no use. */
    account: z.strictObject({
      bankName: accountText,
      bankCode: code.nullable(),
      branchName: accountText,
      branchCode: code.nullable(),
      accountNumber: z.string().regex(/^[0-9A-Za-z-]{1,34}$/, { error: 'INVALID_FORMAT' }),
      accountHolderName: accountText,
    }),
    /** Null when the sale left it to the store's or merchant's setting. */
    matchAmount: bankTransferMatchAmount.nullable(),
  }),
]);
export type PaymentSlipDocument = z.infer<typeof paymentSlipDocument>;

type SlipAction = Extract<CustomerAction, { type: 'konbini_payment' | 'bank_transfer' }>;

export interface PaymentSlipFacts {
  readonly charge: Charge;
  readonly store: StoreFacts;
  /** What the sale's progress showed the customer (flows:progress, `action`). */
  readonly action: SlipAction;
  /** The sale's data.match_amount, when it named one. */
  readonly matchAmount?: BankTransferMatchAmount | null;
  /** Who made the sale, as the journal recorded them and the settings print them. */
  readonly operator?: PrintedOperator | null;
}

/** The slip for a konbini or bank-transfer charge that waits for the customer to pay. */
export function buildPaymentSlipDocument(
  facts: PaymentSlipFacts,
): DocumentBuildResult<PaymentSlipDocument> {
  const { charge, store, action } = facts;
  if (charge.status !== 'awaiting') {
    return { ok: false, error: { code: 'CHARGE_NOT_AWAITING', status: charge.status } };
  }
  const fields = {
    kind: 'payment_slip' as const,
    ...documentHeaderOf(store, charge.id, facts.operator),
    amount: charge.requested_amount,
    currency: charge.requested_currency,
    expiresAt: action.expiresAt,
  };
  switch (action.type) {
    case 'konbini_payment':
      return parseDocument(paymentSlipDocument, {
        ...fields,
        method: 'konbini',
        convenienceStore: action.convenienceStore,
        details: action.details ?? null,
      });
    case 'bank_transfer':
      return parseDocument(paymentSlipDocument, {
        ...fields,
        method: 'bank_transfer',
        account: {
          bankName: action.bankName ?? '',
          bankCode: action.bankCode,
          branchName: action.branchName ?? '',
          branchCode: action.branchCode,
          accountNumber: action.accountNumber ?? '',
          accountHolderName: action.accountHolderName ?? '',
        },
        matchAmount: facts.matchAmount ?? null,
      });
  }
}
