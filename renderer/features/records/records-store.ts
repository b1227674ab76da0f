import { create } from 'zustand';
import type { RecordsViewId } from './records-views';

/** The records view on show, kept while the clerk visits other screens. */
export const useRecordsView = create<{
  view: RecordsViewId;
  show: (view: RecordsViewId) => void;
}>()((set) => ({
  view: 'customer-ids',
  show: (view) => set({ view }),
}));
