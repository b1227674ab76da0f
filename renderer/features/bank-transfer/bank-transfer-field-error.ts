import type { TFunction } from 'i18next';
import { bankTransfer } from '../../i18n/en/bank-transfer';
import { fieldMessageKey } from '../sale-entry/field-message';
import type { BankTransferFormField } from './bank-transfer-form';

/**
 * The bank-transfer form's words under a field for the rule it broke, or null where the
 * service's general text for the reason applies.
 */
export function bankTransferFieldMessage(
  t: TFunction<'bankTransfer'>,
  field: BankTransferFormField,
  reason: string,
): string | null {
  const key = fieldMessageKey(bankTransfer.errors, field, reason);
  return key === null ? null : t(key);
}
