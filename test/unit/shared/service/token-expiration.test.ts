import { describe, expect, it } from 'vitest';
import {
  defaultKonbiniExpirationPeriod,
  durationToMilliseconds,
  konbiniExpirationLimits,
} from '../../../../shared/service/token-expiration';

const minute = 60_000;
const day = 24 * 60 * minute;

describe('durationToMilliseconds', () => {
  it('measures days, hours, minutes and seconds', () => {
    expect(durationToMilliseconds('PT30M')).toBe(30 * minute);
    expect(durationToMilliseconds('P30D')).toBe(30 * day);
    expect(durationToMilliseconds('P1DT12H')).toBe(1.5 * day);
    expect(durationToMilliseconds('PT1H1M1S')).toBe(61 * minute + 1000);
  });

  it('counts a week as 7 days, a month as 30 and a year as 365', () => {
    expect(durationToMilliseconds('P2W')).toBe(14 * day);
    expect(durationToMilliseconds('P1M')).toBe(30 * day);
    expect(durationToMilliseconds('P1Y')).toBe(365 * day);
  });

  it('answers undefined for text that is no duration', () => {
    for (const text of ['P', 'PT', '30D', 'P1.5D', 'P1H', '']) {
      expect(durationToMilliseconds(text), text).toBeUndefined();
    }
  });
});

describe('konbini expiration limits', () => {
  it('default to 30 days, the maximum', () => {
    expect(durationToMilliseconds(defaultKonbiniExpirationPeriod)).toBe(30 * day);
    expect(konbiniExpirationLimits.maximum).toBe(30 * day);
  });

  it('range from 30 minutes, or from a day with a time shift', () => {
    expect(konbiniExpirationLimits.minimum).toBe(30 * minute);
    expect(konbiniExpirationLimits.minimumWithTimeShift).toBe(day);
  });
});
