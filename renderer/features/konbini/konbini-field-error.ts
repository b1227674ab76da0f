import type { TFunction } from 'i18next';
import {
  durationToMilliseconds,
  konbiniExpirationLimits,
} from '../../../shared/service/token-expiration';
import { konbini } from '../../i18n/en/konbini';
import { isoDurationOf } from '../sale/payment-period';
import { fieldMessageKey } from '../sale-entry/field-message';
import type { KonbiniForm, KonbiniFormField } from './konbini-form';

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

/**
 * The konbini form's words under a field for the rule it broke, or null where the service's
 * general text applies, such as for a reason main reports after refusing an input.
 */
export function konbiniFieldMessage(
  t: TFunction<'konbini'>,
  field: KonbiniFormField,
  reason: string,
  form: KonbiniForm,
  /** The chosen store's name, for the messages that name it. */
  store: string,
): string | null {
  const specific =
    field === 'period' && reason === 'OUT_OF_RANGE' && isShortForTimeShift(form)
      ? 'OUT_OF_RANGE_WITH_TIME'
      : reason;
  const key = fieldMessageKey(konbini.errors, field, specific);
  return key === null ? null : t(key, { store });
}
