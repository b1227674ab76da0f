import { create, useStore } from 'zustand';
import type { DifferenceCause } from '../../../shared/back-office/reconciliation-difference';
import type { ChannelOutput } from '../../../shared/ipc/ipc-contract';
import type { DayRange } from '../../../shared/back-office/zoned-day';
import { pos } from '../../pos';
import { createRangeReportStore, type RangeReportStore } from '../back-office/range-store';

export type Reconciliation = ChannelOutput<'history:reconcile'>;

/** The reconciliation on show; kept while the clerk opens a charge from it. */
export const reconciliationStore = createRangeReportStore<DayRange, Reconciliation>((range) =>
  pos.historyReconcile(range),
);

export function useReconciliation<Selected>(
  selector: (state: RangeReportStore<DayRange, Reconciliation>) => Selected,
): Selected {
  return useStore(reconciliationStore, selector);
}

/** Which differences the list shows; kept with the reconciliation, set back by a new range. */
export const useDifferenceFilter = create<{
  cause: DifferenceCause | 'all';
  show: (cause: DifferenceCause | 'all') => void;
}>()((set) => ({
  cause: 'all',
  show: (cause) => set({ cause }),
}));
