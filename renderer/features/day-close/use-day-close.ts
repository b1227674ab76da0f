import { useStore } from 'zustand';
import type { DayCloseReport, DayCloseRequest } from '../../../shared/back-office/day-close-report';
import { pos } from '../../pos';
import { createRangeReportStore, type RangeReportStore } from '../back-office/range-store';

/** The day close on show; kept while the clerk opens a charge from it. */
export const dayCloseStore = createRangeReportStore<DayCloseRequest, DayCloseReport>(
  (request) => pos.historyCloseDay(request),
  () => pos.historyCancelCloseDay({}),
);

export function useDayClose<Selected>(
  selector: (state: RangeReportStore<DayCloseRequest, DayCloseReport>) => Selected,
): Selected {
  return useStore(dayCloseStore, selector);
}
