import { z } from 'zod';
import { isoDate } from '../service/common';

/*
 * Calendar days of a store's time zone as instants. A back-office day is the store's day
 * (Japan time unless the settings name another zone), whatever zone the terminal runs in.
 */

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 24 * 60 * 60 * 1000;

/** Whether `date` (YYYY-MM-DD) is a day of the calendar: 2026-02-30 is not. */
export function isCalendarDay(date: string): boolean {
  const match = dayPattern.exec(date);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return (
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === day
  );
}

/** A day of the calendar as YYYY-MM-DD; a day that does not exist is refused. */
export const calendarDay = isoDate.refine(isCalendarDay, { error: 'INVALID_FORMAT' });

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `timeZone` at `instant`, as the fields a calendar shows. */
function wallClock(instant: number, timeZone: string) {
  const fields: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The instant `date` begins in `timeZone` (its first moment, after a DST gap if one). */
function dayStart(date: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, day);
  // The offset at the guess may differ from the one at the answer across a DST change.
  const guess = midnightUtc - offsetAt(midnightUtc, timeZone);
  return midnightUtc - offsetAt(guess, timeZone);
}

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + dayMs).toISOString().slice(0, 10);
}

export const dayRange = z.strictObject({ fromDate: calendarDay, toDate: calendarDay });
export type DayRange = z.infer<typeof dayRange>;

/**
 * The instants a range of whole days covers in `timeZone`: `from` inclusive, `to` exclusive
 * (the moment the day after `toDate` begins), as the history's `from` and `to` take them.
 */
export function zonedRange(range: DayRange, timeZone: string): { from: string; to: string } {
  return {
    from: new Date(dayStart(range.fromDate, timeZone)).toISOString(),
    to: new Date(dayStart(nextDay(range.toDate), timeZone)).toISOString(),
  };
}

/** The hour of the day (0-23) `instant` falls in on `timeZone`'s clock. */
export function zonedHour(instant: Date, timeZone: string): number {
  return wallClock(instant.getTime(), timeZone).hour;
}

/**
 * `instant` in ISO-8601 with `timeZone`'s offset (2026-11-01T09:30:00.000+09:00): the time a
 * clerk reads on the store's clock, still one exact instant for a program (exports).
 */
export function zonedIsoTimestamp(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  const offsetMinutes = Math.round(offsetAt(ms, timeZone) / 60_000);
  const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 23);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}
