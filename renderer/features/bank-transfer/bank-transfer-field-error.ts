import type { TFunction } from 'i18next';
import { bankTransfer } from '../../i18n/en/bank-transfer';
import { validationText } from '../../i18n/error-text';
import type { BankTransferFormField } from './bank-transfer-form';

type FieldMessages = typeof bankTransfer.errors;
type MessageField = keyof FieldMessages;
type MessageKey = {
  [Field in MessageField]: `errors.${Field}.${keyof FieldMessages[Field] & string}`;
}[MessageField];

function isMessageField(field: BankTransferFormField): field is MessageField {
  return Object.hasOwn(bankTransfer.errors, field);
}

/** The bank-transfer message for a field's reason, or null where the general text applies. */
export function bankTransferMessageKey(
  field: BankTransferFormField,
  reason: string,
): MessageKey | null {
  if (!isMessageField(field) || !Object.hasOwn(bankTransfer.errors[field], reason)) return null;
  // The key is built from the two checked parts; TypeScript cannot join them itself.
  return `errors.${field}.${reason}` as MessageKey;
}

/**
 * The message under a field of the bank-transfer form: what that field needs for the rule it
 * broke, or the service's general text for a reason the form does not expect.
 */
export function bankTransferFieldErrorText(
  t: TFunction<'bankTransfer'>,
  tErrors: TFunction<'errors'>,
  field: BankTransferFormField,
  reason: string,
): string {
  const key = bankTransferMessageKey(field, reason);
  return key === null ? validationText(tErrors, reason) : t(key);
}
