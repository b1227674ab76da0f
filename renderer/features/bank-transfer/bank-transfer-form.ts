import type { FieldError } from '../../../shared/service/common';
import type {
  bankTransferBrands,
  bankTransferMatchAmounts,
} from '../../../shared/service/token-options';
import { isoDurationOf, timeShiftOf, type PaymentPeriod } from '../sale/payment-period';
import type { SaleChargeDraft } from '../sale/sale-draft';
import { fieldAtPath } from '../sale-entry/first-error-per-field';
import { checkSaleInput, type SaleEntryCheck } from '../sale-entry/sale-entry-check';

/*
 * The bank-transfer form as plain values, and the one function that turns it into the flow's
 * input, checked by the flow's own schema (saleInput: data for bank_transfer), so each field
 * shows the reason the service would give and an input that fails never leaves the renderer.
 */

export type MatchAmount = (typeof bankTransferMatchAmounts)[number];

/** Spec: data for bank_transfer, brand: the one bank the service offers. */
export const transferBank: (typeof bankTransferBrands)[number] = 'aozora_bank';

export interface BankTransferForm {
  email: string;
  /** Null leaves the rule to the store's or merchant's setting (spec: match_amount). */
  matchAmount: MatchAmount | null;
  /** Blank: the service's own deadline applies. */
  period: PaymentPeriod;
  /** Whether the deadline falls on a set time of day (expiration_time_shift). */
  timeShiftOn: boolean;
  /** HH:MM, Japan time. */
  timeOfDay: string;
}

export const emptyBankTransferForm: BankTransferForm = {
  email: '',
  matchAmount: null,
  period: { amount: '', unit: 'days' },
  timeShiftOn: false,
  timeOfDay: '',
};

/** The would-be sale input, checked by the flow's schema, then for a period of nothing. */
export function bankTransferSaleRequest(
  form: BankTransferForm,
  charge: SaleChargeDraft,
): SaleEntryCheck {
  const period = isoDurationOf(form.period);
  const errors: FieldError[] = [];
  // A deadline the moment the account is given leaves the customer no time to transfer.
  if (period !== undefined && Number(form.period.amount) === 0) {
    errors.push({ field: 'token.data.expiration_period', reason: 'OUT_OF_RANGE' });
  }
  return checkSaleInput(
    {
      token: {
        payment_type: 'bank_transfer',
        email: form.email.trim(),
        data: {
          brand: transferBank,
          ...(form.matchAmount !== null && { match_amount: form.matchAmount }),
          ...(period !== undefined && { expiration_period: period }),
          ...(form.timeShiftOn && { expiration_time_shift: timeShiftOf(form.timeOfDay) }),
        },
      },
      charge: { ...charge, capture: true },
    },
    errors,
  );
}

/** Where on the form a field error shows. */
export type BankTransferFormField = 'email' | 'matchAmount' | 'period' | 'timeOfDay';

export const bankTransferFormFieldOf = fieldAtPath<BankTransferFormField>({
  'token.email': 'email',
  'token.data.match_amount': 'matchAmount',
  'token.data.expiration_period': 'period',
  'token.data.expiration_time_shift': 'timeOfDay',
});
