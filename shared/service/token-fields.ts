import { z } from 'zod';
import { isoTimeWithZone } from './common';

/*
 * Field schemas several create-token data shapes share. Each failing check carries the
 * service's validation reason (conventions: Errors), so `fieldErrors()` names it exactly.
 */

/** One of a fixed list; a missing value is REQUIRED_VALUE, like any other missing field. */
export function choice<const Values extends readonly string[]>(values: Values) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? 'REQUIRED_VALUE' : 'INVALID_FORMAT'),
  });
}

/** A required text: blank is as good as missing. */
export const requiredText = z.string().regex(/\S/, { error: 'REQUIRED_VALUE' });

/** A list filter's `short_id`: the last 6 characters of a UUID, hexadecimal digits. */
export const shortId = z.string().regex(/^[0-9a-fA-F]{6}$/, { error: 'INVALID_FORMAT' });

/** A list filter's `card_last_four`: digits, kept as text for a leading zero. */
export const cardLastFour = z.string().regex(/^\d{4}$/, { error: 'INVALID_FORMAT' });

/** ISO 3166-1 alpha-2 (spec: data for card, `data.country`). */
export const countryCode = z.string().regex(/^[A-Z]{2}$/, { error: 'INVALID_FORMAT' });

const localNumber = z.string().regex(/^\d{1,15}$/, { error: 'INVALID_PHONE_NUMBER' });

/** Spec: data for card (`data.phone_number`): a calling code and a local number, as digits. */
export const phoneNumber = z.strictObject({
  country_code: z.string().regex(/^\d{1,3}$/, { error: 'INVALID_PHONE_NUMBER' }),
  local_number: localNumber,
});

/** Spec: data for konbini ("only Japanese numbers"). */
export const japanesePhoneNumber = phoneNumber.extend({
  country_code: z.literal('81', {
    error: (issue) => (issue.input === undefined ? 'REQUIRED_VALUE' : 'INVALID_PHONE_NUMBER'),
  }),
});

/**
 * `expiration_time_shift` (conventions: `09:00:00.000+09:00`): `isoTimeWithZone` checks the
 * shape, this also checks that the clock exists (no 24:00 or 09:60).
 */
export const timeOfDayWithZone = isoTimeWithZone.refine(
  (value) => {
    const clock = /^(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
    // A value of the wrong shape has already failed isoTimeWithZone: one reason is enough.
    if (clock === null || !isoTimeWithZone.safeParse(value).success) return true;
    return Number(clock[1]) < 24 && Number(clock[2]) < 60 && Number(clock[3] ?? 0) < 60;
  },
  { error: 'INVALID_FORMAT' },
);
