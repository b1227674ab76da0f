import type { TFunction } from 'i18next';
import { konbini } from '../../i18n/en/konbini';
import { fieldMessageKey } from '../sale-entry/field-message';
import type { KonbiniFormField } from './konbini-form';

/**
 * The konbini form's words under a field for the rule it broke, or null where the service's
 * general text applies, such as for a reason main reports after refusing an input.
 */
export function konbiniFieldMessage(
  t: TFunction<'konbini'>,
  field: KonbiniFormField,
  reason: string,
  /** The chosen store's name, for the messages that name it. */
  store: string,
): string | null {
  const key = fieldMessageKey(konbini.errors, field, reason);
  return key === null ? null : t(key, { store });
}
