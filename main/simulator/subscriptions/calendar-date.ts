/*
 * Calendar dates (YYYY-MM-DD, spec: Subscription payment `due_date`) and where they begin in a
 * time zone. Plain Intl is enough here: date arithmetic is zone-free (done in UTC), and the
 * only zone question, "when does this date start in that zone", is answered from the zone's
 * offsets around it, so DST gaps and overlaps at midnight still give the date's first instant.
 */

const dayMs = 86_400_000;

interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function parts(date: string): DateParts {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  return { year, month, day };
}

function format({ year, month, day }: DateParts): string {
  const pad = (value: number, width: number): string => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function fromUtcMs(ms: number): string {
  const at = new Date(ms);
  return format({ year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() });
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether a YYYY-MM-DD string names a day that exists (2025-02-30 does not). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const { year, month, day } = parts(date);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function addDays(date: string, days: number): string {
  const { year, month, day } = parts(date);
  return fromUtcMs(Date.UTC(year, month - 1, day) + days * dayMs);
}

/** Moves by whole months, keeping the day but never past the month's end (Jan 31 -> Feb 28). */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parts(date);
  const index = year * 12 + (month - 1) + months;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return format({ ...target, day: Math.min(day, daysInMonth(target.year, target.month)) });
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock reading in `zone` at `ms`, expressed as if it were UTC. */
function wallClockMs(ms: number, zone: string): number {
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(zone).formatToParts(ms)) fields[part.type] = Number(part.value);
  const wall = Date.UTC(
    fields.year ?? NaN,
    (fields.month ?? NaN) - 1,
    fields.day ?? NaN,
    fields.hour ?? NaN,
    fields.minute ?? NaN,
    fields.second ?? NaN,
  );
  // formatToParts drops milliseconds; offsets are whole seconds, so they carry over unchanged.
  return wall + (ms - Math.floor(ms / 1000) * 1000);
}

/** The calendar date in `zone` at the instant `ms`. */
export function dateIn(zone: string, ms: number): string {
  return fromUtcMs(wallClockMs(ms, zone));
}

/**
 * The first instant of `date` in `zone`, in ms since the epoch: local midnight, or, where a
 * DST change skips midnight, the first moment that exists on that date. The offset in force
 * at the start of the date is either the one of the day before or the one of the day after,
 * so both are tried and the earliest candidate that falls on the date wins. A date the zone
 * skipped altogether (Pacific/Apia, 2011-12-30) begins when the next one does.
 */
export function startOfDateIn(date: string, zone: string): number {
  const { year, month, day } = parts(date);
  const midnightUtc = Date.UTC(year, month - 1, day);
  const candidates = [midnightUtc - dayMs, midnightUtc + dayMs]
    .map((probe) => midnightUtc - (wallClockMs(probe, zone) - probe))
    .filter((instant) => dateIn(zone, instant) === date);
  return candidates.length > 0 ? Math.min(...candidates) : startOfDateIn(addDays(date, 1), zone);
}
