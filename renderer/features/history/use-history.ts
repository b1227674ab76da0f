import { useStore } from 'zustand';
import { pos } from '../../pos';
import { createHistoryStore, type HistoryStore } from './history-store';

/** The history as loaded; kept while the clerk opens a charge and comes back. */
export const historyStore = createHistoryStore(pos);

export function useHistory<Selected>(selector: (state: HistoryStore) => Selected): Selected {
  return useStore(historyStore, selector);
}
