import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from '../../../../shared/service/common';
import {
  choice,
  countryCode,
  japanesePhoneNumber,
  requiredText,
  timeOfDayWithZone,
} from '../../../../shared/service/token-fields';

/** fieldErrors tells a missing value from a wrong one by the input, which zod reports only when asked. */
function errorsOf(schema: z.ZodType, value: unknown) {
  const result = z
    .strictObject({ field: schema })
    .safeParse({ field: value }, { reportInput: true });
  return result.success ? [] : fieldErrors(result.error).map((error) => error.reason);
}

describe('token request fields', () => {
  it('tell a missing choice from a wrong one', () => {
    const size = choice(['small', 'large']);
    expect(errorsOf(size, 'small')).toEqual([]);
    expect(errorsOf(size, undefined)).toEqual(['REQUIRED_VALUE']);
    expect(errorsOf(size, 'medium')).toEqual(['INVALID_FORMAT']);
  });

  it('count blank text as missing', () => {
    expect(errorsOf(requiredText, 'x')).toEqual([]);
    expect(errorsOf(requiredText, ' \t')).toEqual(['REQUIRED_VALUE']);
  });

  it('take an upper-case ISO alpha-2 country', () => {
    expect(errorsOf(countryCode, 'JP')).toEqual([]);
    expect(errorsOf(countryCode, 'jp')).toEqual(['INVALID_FORMAT']);
  });

  it('take a Japanese phone number only', () => {
    expect(
      errorsOf(japanesePhoneNumber, { country_code: '81', local_number: '0312345678' }),
    ).toEqual([]);
    expect(
      errorsOf(japanesePhoneNumber, { country_code: '82', local_number: '0312345678' }),
    ).toEqual(['INVALID_PHONE_NUMBER']);
    expect(errorsOf(japanesePhoneNumber, { local_number: '0312345678' })).toEqual([
      'REQUIRED_VALUE',
    ]);
  });

  it('take a time of day with zone', () => {
    for (const time of ['09:00:00.000+09:00', '23:59:59Z', '00:00-05:00']) {
      expect(errorsOf(timeOfDayWithZone, time), time).toEqual([]);
    }
  });

  it('refuse a clock that does not exist, with one reason', () => {
    for (const time of ['24:00:00+09:00', '09:60+09:00', '09:00:60Z', '25:00', '9:00+09:00']) {
      expect(errorsOf(timeOfDayWithZone, time), time).toEqual(['INVALID_FORMAT']);
    }
  });
});
