import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  isCalendarDay,
  zonedHour,
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
});
