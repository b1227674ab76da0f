import { describe, expect, it } from 'vitest';
import { ageOf, formatAge } from '../../../../../renderer/features/open-payments/payment-age';

const openedAt = new Date('2025-05-01T10:00:00.000Z');
const after = (ms: number) => new Date(openedAt.getTime() + ms);
const minute = 60_000;
const hour = 60 * minute;

describe('a payment’s age', () => {
  it('counts whole minutes in the first hour', () => {
    expect(ageOf(openedAt, after(59 * 1000))).toEqual({ value: 0, unit: 'minute' });
    expect(ageOf(openedAt, after(59 * minute + 59_000))).toEqual({ value: 59, unit: 'minute' });
  });

  it('counts whole hours up to two days, then whole days', () => {
    expect(ageOf(openedAt, after(hour))).toEqual({ value: 1, unit: 'hour' });
    expect(ageOf(openedAt, after(47 * hour))).toEqual({ value: 47, unit: 'hour' });
    expect(ageOf(openedAt, after(48 * hour))).toEqual({ value: 2, unit: 'day' });
  });

  it('reads a start the terminal’s clock places in the future as just opened', () => {
    expect(ageOf(openedAt, after(-5 * minute))).toEqual({ value: 0, unit: 'minute' });
  });

  it('is said in the language on screen', () => {
    expect(formatAge({ value: 5, unit: 'minute' }, 'en')).toBe('5 minutes ago');
    expect(formatAge({ value: 5, unit: 'minute' }, 'ja')).toBe('5 分前');
    expect(formatAge({ value: 0, unit: 'minute' }, 'en')).toBe('this minute');
  });
});
