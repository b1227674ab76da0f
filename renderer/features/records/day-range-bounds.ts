import { calendarDay, zonedRange } from '../../../shared/back-office/zoned-day';

/** Why a day range cannot be sent: a day the calendar lacks, or an end before the start. */
export type DayRangeProblem =
  | { field: 'fromDate' | 'toDate'; reason: 'INVALID_FORMAT' }
  | { field: 'toDate'; reason: 'RANGE_REVERSED' };

/**
 * A records list's `from` and `to` for whole days of the store's clock, as the history reads
 * them: from the start of the first day to the start of the day after the last. A blank day
 * is left out.
 */
export function dayRangeBounds(
  fromDate: string,
  toDate: string,
  timeZone: string,
): { from?: string; to?: string; problems: DayRangeProblem[] } {
  const problems: DayRangeProblem[] = [];
  const bound = (day: string, field: 'fromDate' | 'toDate', end: 'from' | 'to') => {
    if (day === '') return undefined;
    if (!calendarDay.safeParse(day).success) {
      problems.push({ field, reason: 'INVALID_FORMAT' });
      return undefined;
    }
    return zonedRange({ fromDate: day, toDate: day }, timeZone)[end];
  };
  const from = bound(fromDate, 'fromDate', 'from');
  const to = bound(toDate, 'toDate', 'to');
  if (from !== undefined && to !== undefined && to <= from) {
    problems.push({ field: 'toDate', reason: 'RANGE_REVERSED' });
  }
  return {
    ...(from !== undefined && { from }),
    ...(to !== undefined && { to }),
    problems,
  };
}
