import type { TFunction } from 'i18next';
import { validationText } from '../../i18n/error-text';
import { online } from '../../i18n/en/online';
import type { OnlineFormField } from './online-form';

type FieldMessages = typeof online.errors;
type MessageKey = {
  [Field in keyof FieldMessages]: `errors.${Field}.${keyof FieldMessages[Field] & string}`;
}[keyof FieldMessages];

function messageKeyOf(field: keyof FieldMessages, reason: string): MessageKey | null {
  // The key is built from the two checked parts; TypeScript cannot join them itself.
  return Object.hasOwn(online.errors[field], reason)
    ? (`errors.${field}.${reason}` as MessageKey)
    : null;
}

/**
 * The message under a field of the online form: what this field needs for the rule it broke
 * (a wallet, a call method the brand offers, the user ID or phone or IP address the pair
 * requires), or the service's general text for a reason the form does not expect, such as
 * one main reports after refusing an input.
 */
export function onlineFieldErrorText(
  t: TFunction<'online'>,
  tErrors: TFunction<'errors'>,
  field: Exclude<OnlineFormField, 'form'>,
  reason: string,
  brandName: string,
): string {
  const key = messageKeyOf(field, reason);
  return key === null ? validationText(tErrors, reason) : t(key, { brand: brandName });
}
