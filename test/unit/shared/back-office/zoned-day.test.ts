import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  calendarDay,
  isCalendarDay,
  zonedDate,
  zonedDayStart,
  zonedHour,
  zonedIsoTimestamp,
  zonedRange,
} from '../../../../shared/back-office/zoned-day';

describe('zoned day', () => {
  it('covers a Japan day from its midnight to the next, whatever the terminal zone', () => {
    expect(zonedRange({ fromDate: '2026-11-24', toDate: '2026-11-24' }, 'Asia/Tokyo')).toEqual({
      from: '2026-11-23T15:00:00.000Z',
      to: '2026-11-24T15:00:00.000Z',
    });
  });

  it('takes a range of days whole, the last one included', () => {
    expect(zonedRange({ fromDate: '2026-11-01', toDate: '2026-11-30' }, 'Asia/Tokyo')).toEqual({
      from: '2026-10-31T15:00:00.000Z',
      to: '2026-11-30T15:00:00.000Z',
    });
  });

  it('follows a store zone across its daylight-saving change', () => {
    // New York leaves daylight saving on 2026-11-01: that day lasts 25 hours.
    expect(
      zonedRange({ fromDate: '2026-11-01', toDate: '2026-11-01' }, 'America/New_York'),
    ).toEqual({ from: '2026-11-01T04:00:00.000Z', to: '2026-11-02T05:00:00.000Z' });
  });

  it('crosses a month and a year end', () => {
    expect(zonedRange({ fromDate: '2026-12-31', toDate: '2026-12-31' }, 'UTC')).toEqual({
      from: '2026-12-31T00:00:00.000Z',
      to: '2027-01-01T00:00:00.000Z',
    });
  });

  it('reads the hour on the store clock', () => {
    expect(zonedHour(new Date('2026-11-24T15:30:00Z'), 'Asia/Tokyo')).toBe(0);
    expect(zonedHour(new Date('2026-11-24T14:59:59Z'), 'Asia/Tokyo')).toBe(23);
  });

  it('refuses a day the calendar does not have', () => {
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(calendarDay.safeParse('2026-04-31').success).toBe(false);
    expect(calendarDay.safeParse('2026-4-1').success).toBe(false);
  });

  it('writes an instant with the store zone’s offset, as summer time has it', () => {
    expect(zonedIsoTimestamp(new Date('2026-11-01T00:30:00Z'), 'Asia/Tokyo')).toBe(
      '2026-11-01T09:30:00.000+09:00',
    );
    expect(zonedIsoTimestamp(new Date('2026-07-01T12:00:00.250Z'), 'America/New_York')).toBe(
      '2026-07-01T08:00:00.250-04:00',
    );
  });
});

const at = (iso: string): number => Date.parse(iso);

describe('calendar days and their start in a zone', () => {
  it('accepts only days that exist', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-04-31')).toBe(false);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('2025-1-01')).toBe(false);
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
    expect(zonedDate(at('2025-02-09T14:59:59.999Z'), 'Asia/Tokyo')).toBe('2025-02-09');
    expect(zonedDate(at('2025-02-09T15:00:00.000Z'), 'Asia/Tokyo')).toBe('2025-02-10');
    expect(zonedDate(at('2025-02-10T04:59:59.999Z'), 'America/New_York')).toBe('2025-02-09');
  });

  it('starts a date at local midnight in Asia/Tokyo', () => {
    expect(zonedDayStart('2025-02-10', 'Asia/Tokyo')).toBe(at('2025-02-10T00:00:00+09:00'));
  });

  it('follows the zone offset in force on the date (New York winter and summer)', () => {
    expect(zonedDayStart('2025-01-15', 'America/New_York')).toBe(at('2025-01-15T00:00:00-05:00'));
    expect(zonedDayStart('2025-07-15', 'America/New_York')).toBe(at('2025-07-15T00:00:00-04:00'));
    // The DST change days themselves, where the change happens at 02:00.
    expect(zonedDayStart('2025-03-09', 'America/New_York')).toBe(at('2025-03-09T00:00:00-05:00'));
    expect(zonedDayStart('2025-11-02', 'America/New_York')).toBe(at('2025-11-02T00:00:00-04:00'));
  });

  it('starts a date whose midnight DST skips at the first instant that exists', () => {
    // Santiago moved its clocks from 00:00 to 01:00 on 2024-09-08.
    expect(zonedDayStart('2024-09-08', 'America/Santiago')).toBe(at('2024-09-08T01:00:00-03:00'));
  });

  it('starts a date whose midnight DST repeats at the first midnight', () => {
    // Santiago moved its clocks from 00:00 back to 23:00 on 2024-04-07.
    expect(zonedDayStart('2024-04-07', 'America/Santiago')).toBe(at('2024-04-07T00:00:00-04:00'));
  });

  it('starts a date the zone skipped when the next date starts', () => {
    expect(zonedDayStart('2011-12-30', 'Pacific/Apia')).toBe(
      zonedDayStart('2011-12-31', 'Pacific/Apia'),
    );
  });
});
