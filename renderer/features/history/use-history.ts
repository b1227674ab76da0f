import { pos } from '../../pos';
import { createHistoryStore } from './history-store';

/** The history as loaded; kept while the clerk opens a charge and comes back. */
export const historyStore = createHistoryStore(pos);
