import { createStore } from 'zustand/vanilla';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import type { HistoryItem } from '../../../shared/service/history';
import { emptyPaymentsFilter, paymentsQuery, type PaymentsFilter } from './payments-filter';

/*
 * The store's charges as the payments list has loaded them: page after page, newest first,
 * each next page asked for with the last loaded item as its cursor (spec: Pagination).
 */

type PaymentsPos = Pick<PosApi, 'historyList'>;

interface PaymentsState {
  /** The filters the loaded rows answer to. */
  filter: PaymentsFilter;
  items: HistoryItem[];
  hasMore: boolean;
  /** `idle` until the first page is asked for. */
  status: 'idle' | 'loading' | 'loaded';
  error: IpcError | null;
}

interface PaymentsActions {
  /** Loads the first page for `filter`; false when the filter cannot make a query. */
  search: (filter: PaymentsFilter) => Promise<boolean>;
  loadMore: () => Promise<void>;
  /**
   * Reads the list again from the top, as far as it was loaded, and swaps the rows in at once:
   * the filters stay, and the rows on screen stay until the new ones replace them, so the
   * scroll position holds. Nothing happens before a first search.
   */
  refresh: () => Promise<void>;
}

export type PaymentsStore = PaymentsState & PaymentsActions;

export function createPaymentsStore(pos: PaymentsPos) {
  // Each request is numbered so a page answered after a new search is dropped.
  let request = 0;

  return createStore<PaymentsStore>()((set, get) => {
    const load = async (filter: PaymentsFilter, cursor: string | undefined): Promise<boolean> => {
      const query = paymentsQuery(filter, cursor);
      if (!query.ok) return false;
      const ticket = ++request;
      set({ status: 'loading', error: null });
      const result = await pos.historyList({ scope: 'store', query: query.query });
      if (ticket !== request) return true;
      if (!result.ok) {
        set({ status: 'loaded', error: result.error });
        return true;
      }
      const before = cursor === undefined ? [] : get().items;
      set({
        status: 'loaded',
        items: [...before, ...result.data.items],
        hasMore: result.data.has_more,
      });
      return true;
    };

    return {
      filter: emptyPaymentsFilter,
      items: [],
      hasMore: false,
      status: 'idle',
      error: null,

      search: async (filter) => {
        if (!paymentsQuery(filter).ok) return false;
        set({ filter, items: [], hasMore: false });
        return load(filter, undefined);
      },

      refresh: async () => {
        const { filter, items, status } = get();
        if (status === 'idle') return;
        const ticket = ++request;
        const fresh: HistoryItem[] = [];
        let cursor: string | undefined;
        let hasMore = true;
        // As many rows as were loaded, page by page, so the row the clerk looked at is still there.
        while (hasMore && (fresh.length === 0 || fresh.length < items.length)) {
          const query = paymentsQuery(filter, cursor);
          if (!query.ok) return;
          const result = await pos.historyList({ scope: 'store', query: query.query });
          if (ticket !== request) return;
          if (!result.ok) {
            set({ error: result.error });
            return;
          }
          fresh.push(...result.data.items);
          hasMore = result.data.has_more;
          cursor = fresh.at(-1)?.resource_id;
          if (cursor === undefined) break;
        }
        set({ status: 'loaded', items: fresh, hasMore, error: null });
      },

      loadMore: async () => {
        const { filter, items, hasMore, status } = get();
        const last = items.at(-1);
        if (!hasMore || status === 'loading' || last === undefined) return;
        await load(filter, last.resource_id);
      },
    };
  });
}
