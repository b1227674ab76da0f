import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dateIn,
  isCalendarDate,
  startOfDateIn,
} from '../../../../../main/simulator/subscriptions/calendar-date';

const at = (iso: string): number => Date.parse(iso);

describe('calendar dates', () => {
  it('accepts only days that exist', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-04-31')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('2025-1-01')).toBe(false);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('adds months keeping the day, clamped to the end of shorter months', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 2)).toBe('2025-03-31');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
  });

  it('reads the date of an instant in a zone', () => {
    expect(dateIn('Asia/Tokyo', at('2025-02-09T14:59:59.999Z'))).toBe('2025-02-09');
    expect(dateIn('Asia/Tokyo', at('2025-02-09T15:00:00.000Z'))).toBe('2025-02-10');
    expect(dateIn('America/New_York', at('2025-02-10T04:59:59.999Z'))).toBe('2025-02-09');
  });

  it('starts a date at local midnight in Asia/Tokyo', () => {
    expect(startOfDateIn('2025-02-10', 'Asia/Tokyo')).toBe(at('2025-02-10T00:00:00+09:00'));
  });

  it('follows the zone offset in force on the date (New York winter and summer)', () => {
    expect(startOfDateIn('2025-01-15', 'America/New_York')).toBe(at('2025-01-15T00:00:00-05:00'));
    expect(startOfDateIn('2025-07-15', 'America/New_York')).toBe(at('2025-07-15T00:00:00-04:00'));
    // The DST change days themselves, where the change happens at 02:00.
    expect(startOfDateIn('2025-03-09', 'America/New_York')).toBe(at('2025-03-09T00:00:00-05:00'));
    expect(startOfDateIn('2025-11-02', 'America/New_York')).toBe(at('2025-11-02T00:00:00-04:00'));
  });

  it('starts a date whose midnight DST skips at the first instant that exists', () => {
    // Santiago moved its clocks from 00:00 to 01:00 on 2024-09-08.
    expect(startOfDateIn('2024-09-08', 'America/Santiago')).toBe(at('2024-09-08T01:00:00-03:00'));
  });

  it('starts a date whose midnight DST repeats at the first midnight', () => {
    // Santiago moved its clocks from 00:00 back to 23:00 on 2024-04-07.
    expect(startOfDateIn('2024-04-07', 'America/Santiago')).toBe(at('2024-04-07T00:00:00-04:00'));
  });

  it('starts a date the zone skipped when the next date starts', () => {
    expect(startOfDateIn('2011-12-30', 'Pacific/Apia')).toBe(
      startOfDateIn('2011-12-31', 'Pacific/Apia'),
    );
  });
});
