import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '../../../../../shared/money';
import { bankTransferFieldMessage } from '../../../../../renderer/features/bank-transfer/bank-transfer-field-error';
import {
  bankTransferFormFieldOf,
  bankTransferSaleRequest,
  emptyBankTransferForm,
  type BankTransferForm,
  type BankTransferFormField,
} from '../../../../../renderer/features/bank-transfer/bank-transfer-form';
import { firstErrorPerField } from '../../../../../renderer/features/sale-entry/first-error-per-field';
import { validationText } from '../../../../../renderer/i18n/error-text';
import { createI18n } from '../../../../../renderer/i18n/i18n';

const charge = { amount: toMinorUnits(5000), currency: 'JPY' };

const filled: BankTransferForm = { ...emptyBankTransferForm, email: 'hanako@example.com' };

function messages(form: BankTransferForm, language: 'en' | 'ja' = 'en') {
  const i18n = createI18n(language);
  const t = i18n.getFixedT(language, 'bankTransfer');
  const tErrors = i18n.getFixedT(language, 'errors');
  const request = bankTransferSaleRequest(form, charge);
  if (request.ok) return {};
  return Object.fromEntries(
    Object.entries(firstErrorPerField(request.errors, bankTransferFormFieldOf)).map(
      ([field, error]) => [
        field,
        bankTransferFieldMessage(t, field as BankTransferFormField, error.reason) ??
          validationText(tErrors, error.reason),
      ],
    ),
  );
}

describe('bank-transfer sale request', () => {
  it('leaves the amount rule and the deadline to the service when none is chosen', () => {
    expect(bankTransferSaleRequest(filled, charge)).toEqual({
      ok: true,
      input: {
        token: {
          payment_type: 'bank_transfer',
          email: 'hanako@example.com',
          data: { brand: 'aozora_bank' },
        },
        charge: { amount: 5000, currency: 'JPY', capture: true },
      },
    });
  });

  it('sends the chosen amount rule, period and time of day in Japan time', () => {
    const request = bankTransferSaleRequest(
      {
        ...filled,
        matchAmount: 'exact',
        period: { amount: '3', unit: 'days' },
        timeShiftOn: true,
        timeOfDay: '15:00',
      },
      charge,
    );
    expect(request.ok && request.input.token.data).toEqual({
      brand: 'aozora_bank',
      match_amount: 'exact',
      expiration_period: 'P3D',
      expiration_time_shift: '15:00:00.000+09:00',
    });
  });
});

describe('the message under each bank-transfer field', () => {
  it('asks for the customer’s email', () => {
    expect(messages(emptyBankTransferForm)).toEqual({
      email: 'Enter the customer’s email address, such as name@example.com.',
    });
    expect(messages(emptyBankTransferForm, 'ja')).toEqual({
      email: 'お客様のメールアドレスを入力してください（例：name@example.com）。',
    });
  });

  it('refuses a time to transfer of zero', () => {
    expect(messages({ ...filled, period: { amount: '0', unit: 'hours' } })).toEqual({
      period: 'Give the customer more than zero time, or leave it empty.',
    });
  });

  it('asks for a period before a set time of day', () => {
    expect(messages({ ...filled, timeShiftOn: true, timeOfDay: '15:00' })).toEqual({
      timeOfDay: 'A set time of day needs a time to transfer. Enter one above.',
    });
  });

  it('asks for the time when a set time of day is on without one', () => {
    expect(
      messages({ ...filled, period: { amount: '2', unit: 'days' }, timeShiftOn: true }),
    ).toEqual({ timeOfDay: 'Enter a time of day, such as 15:00.' });
  });
});
