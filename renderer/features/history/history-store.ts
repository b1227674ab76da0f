import { createStore } from 'zustand/vanilla';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import type { HistoryItem } from '../../../shared/service/history';
import {
  emptyHistoryFilter,
  historyQuery,
  type HistoryFilter,
  type PageDirection,
} from './history-filter';

/*
 * The history rows as loaded: newest first, a window that grows both ways by cursor pages
 * (spec: Pagination). Older rows are read from the last row with `cursor_direction: desc`,
 * newer ones from the first row with `asc` (they arrive oldest first and are put on top in
 * reverse), so a clerk who kept the list open can fetch what happened since.
 */

type HistoryPos = Pick<PosApi, 'historyList' | 'settingsGet'>;

interface HistoryState {
  filter: HistoryFilter;
  items: HistoryItem[];
  hasOlder: boolean;
  /** `idle` until the first page is asked for. */
  status: 'idle' | 'loading' | 'loaded';
  error: IpcError | null;
  /** The store's zone the filter's days are read in (the settings' `timeZone`). */
  timeZone: string | null;
}

interface HistoryActions {
  /** Loads the first page for `filter`; false when the filter cannot make a query. */
  search: (filter: HistoryFilter) => Promise<boolean>;
  loadPage: (direction: PageDirection) => Promise<void>;
}

export type HistoryStore = HistoryState & HistoryActions;

export function createHistoryStore(pos: HistoryPos) {
  // Each request is numbered so a page answered after a new search is dropped.
  let request = 0;

  return createStore<HistoryStore>()((set, get) => {
    const zone = async (): Promise<string | null> => {
      const known = get().timeZone;
      if (known !== null) return known;
      const settings = await pos.settingsGet();
      if (!settings.ok) {
        set({ status: 'loaded', error: settings.error });
        return null;
      }
      set({ timeZone: settings.data.timeZone });
      return settings.data.timeZone;
    };

    const load = async (
      filter: HistoryFilter,
      page: { cursor: string; direction: PageDirection } | undefined,
    ): Promise<boolean> => {
      const ticket = ++request;
      set({ status: 'loading', error: null });
      const timeZone = await zone();
      if (timeZone === null || ticket !== request) return true;
      const query = historyQuery(filter, timeZone, page);
      if (!query.ok) {
        set({ status: 'loaded' });
        return false;
      }
      const result = await pos.historyList({ scope: filter.scope, query: query.query });
      if (ticket !== request) return true;
      if (!result.ok) {
        set({ status: 'loaded', error: result.error });
        return true;
      }
      const { items } = get();
      if (page === undefined) {
        set({ status: 'loaded', items: result.data.items, hasOlder: result.data.has_more });
      } else if (page.direction === 'older') {
        set({
          status: 'loaded',
          items: [...items, ...result.data.items],
          hasOlder: result.data.has_more,
        });
      } else {
        set({ status: 'loaded', items: [...result.data.items].reverse().concat(items) });
      }
      return true;
    };

    return {
      filter: emptyHistoryFilter,
      items: [],
      hasOlder: false,
      status: 'idle',
      error: null,
      timeZone: null,

      search: async (filter) => {
        set({ filter, items: [], hasOlder: false });
        return load(filter, undefined);
      },

      loadPage: async (direction) => {
        const { filter, items, hasOlder, status } = get();
        const edge = direction === 'older' ? items.at(-1) : items.at(0);
        if (status === 'loading' || edge === undefined) return;
        if (direction === 'older' && !hasOlder) return;
        await load(filter, { cursor: edge.resource_id, direction });
      },
    };
  });
}
