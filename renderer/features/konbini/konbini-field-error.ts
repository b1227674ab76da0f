import type { TFunction } from 'i18next';
import {
  durationToMilliseconds,
  konbiniExpirationLimits,
} from '../../../shared/service/token-expiration';
import { konbini } from '../../i18n/en/konbini';
import { validationText } from '../../i18n/error-text';
import { isoDurationOf } from '../sale/payment-period';
import type { KonbiniForm, KonbiniFormField } from './konbini-form';

type FieldMessages = typeof konbini.errors;
type MessageField = keyof FieldMessages;
type MessageKey = {
  [Field in MessageField]: `errors.${Field}.${keyof FieldMessages[Field] & string}`;
}[MessageField];

function isMessageField(field: KonbiniFormField): field is MessageField {
  return Object.hasOwn(konbini.errors, field);
}

/**
 * Whether an OUT_OF_RANGE period breaks only the set-time rule (Limits: expiration_time_shift
 * requires expiration_period of at least 1 day), not the general 30 minutes to 30 days.
 */
function isShortForTimeShift(form: KonbiniForm): boolean {
  const period = isoDurationOf(form.period);
  const length = period === undefined ? undefined : durationToMilliseconds(period);
  return (
    form.timeShiftOn &&
    length !== undefined &&
    length >= konbiniExpirationLimits.minimum &&
    length < konbiniExpirationLimits.minimumWithTimeShift
  );
}

/** The konbini message for a field's reason, or null where the general text applies. */
export function konbiniMessageKey(
  field: KonbiniFormField,
  reason: string,
  form: KonbiniForm,
): MessageKey | null {
  if (!isMessageField(field)) return null;
  const specific =
    field === 'period' && reason === 'OUT_OF_RANGE' && isShortForTimeShift(form)
      ? 'OUT_OF_RANGE_WITH_TIME'
      : reason;
  // The key is built from the two checked parts; TypeScript cannot join them itself.
  return Object.hasOwn(konbini.errors[field], specific)
    ? (`errors.${field}.${specific}` as MessageKey)
    : null;
}

/**
 * The message under a field of the konbini form: what that field needs for the rule it broke,
 * or the service's general text for a reason the form does not expect, such as one main
 * reports after refusing an input.
 */
export function konbiniFieldErrorText(
  t: TFunction<'konbini'>,
  tErrors: TFunction<'errors'>,
  field: KonbiniFormField,
  reason: string,
  form: KonbiniForm,
  /** The chosen store's name, for the messages that name it. */
  store: string,
): string {
  const key = konbiniMessageKey(field, reason, form);
  return key === null ? validationText(tErrors, reason) : t(key, { store });
}
