import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { isoDate } from '../service/common';

/*
 * Calendar days (YYYY-MM-DD) and where they fall in a time zone: a back-office day is the
 * store's day (Japan time unless the settings name another zone), whatever zone the terminal
 * runs in, and a subscription's due date is its schedule zone's (spec: Subscription payment
 * `due_date`). Temporal does the zone arithmetic, daylight-saving gaps and overlaps included.
 */

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `date` (YYYY-MM-DD) is a day of the calendar: 2026-02-30 is not. */
export function isCalendarDay(date: string): boolean {
  if (!dayPattern.test(date)) return false;
  try {
    Temporal.PlainDate.from(date, { overflow: 'reject' });
    return true;
  } catch {
    // Temporal refuses a day the calendar lacks with a RangeError: that is the answer.
    return false;
  }
}

/** A day of the calendar as YYYY-MM-DD; a day that does not exist is refused. */
export const calendarDay = isoDate.refine(isCalendarDay, { error: 'INVALID_FORMAT' });

export const dayRange = z.strictObject({ fromDate: calendarDay, toDate: calendarDay });
export type DayRange = z.infer<typeof dayRange>;

export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/** Moves by whole months, keeping the day but never past the month's end (Jan 31 -> Feb 28). */
export function addMonths(date: string, months: number): string {
  return Temporal.PlainDate.from(date).add({ months }).toString();
}

function zonedAt(instantMs: number, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(instantMs).toZonedDateTimeISO(timeZone);
}

/** The calendar day in `timeZone` at the instant `instantMs`. */
export function zonedDate(instantMs: number, timeZone: string): string {
  return zonedAt(instantMs, timeZone).toPlainDate().toString();
}

/**
 * The first instant of `date` in `timeZone`, in ms since the epoch: its midnight, or where a
 * daylight-saving change skips midnight the first moment that exists; a day the zone skipped
 * altogether (Pacific/Apia, 2011-12-30) begins when the next one does.
 */
export function zonedDayStart(date: string, timeZone: string): number {
  return Temporal.PlainDate.from(date).toZonedDateTime({ timeZone }).epochMilliseconds;
}

/**
 * The instants a range of whole days covers in `timeZone`: `from` inclusive, `to` exclusive
 * (the moment the day after `toDate` begins), as the history's `from` and `to` take them.
 */
export function zonedRange(range: DayRange, timeZone: string): { from: string; to: string } {
  return {
    from: new Date(zonedDayStart(range.fromDate, timeZone)).toISOString(),
    to: new Date(zonedDayStart(addDays(range.toDate, 1), timeZone)).toISOString(),
  };
}

/** The hour of the day (0-23) `instant` falls in on `timeZone`'s clock. */
export function zonedHour(instant: Date, timeZone: string): number {
  return zonedAt(instant.getTime(), timeZone).hour;
}

/**
 * `instant` in ISO-8601 with `timeZone`'s offset (2026-11-01T09:30:00.000+09:00): the time a
 * clerk reads on the store's clock, still one exact instant for a program (exports).
 */
export function zonedIsoTimestamp(instant: Date, timeZone: string): string {
  return zonedAt(instant.getTime(), timeZone).toString({
    timeZoneName: 'never',
    fractionalSecondDigits: 3,
  });
}
