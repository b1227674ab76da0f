import type { TFunction } from 'i18next';
import { online } from '../../i18n/en/online';
import { fieldMessageKey } from '../sale-entry/field-message';
import type { OnlineFormField } from './online-form';

/**
 * The online form's words under a field for the rule it broke (a wallet, a call method the
 * brand offers, the user ID or phone or IP address the pair requires), or null where the
 * service's general text applies, such as for a reason main reports after refusing an input.
 */
export function onlineFieldMessage(
  t: TFunction<'online'>,
  field: OnlineFormField,
  reason: string,
  brandName: string,
): string | null {
  const key = fieldMessageKey(online.errors, field, reason);
  return key === null ? null : t(key, { brand: brandName });
}
