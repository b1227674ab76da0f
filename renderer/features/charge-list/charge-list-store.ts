import { createStore } from 'zustand/vanilla';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { timestampToDate } from '../../../shared/service/common';
import type { HistoryItem } from '../../../shared/service/history';
import { rereadLoadedPages } from '../../app/reread-loaded-pages';
import {
  chargeListQuery,
  type ChargeListFilter,
  type ListPage,
  type PageDirection,
} from './charge-list-filter';

/*
 * A list of charges as loaded: newest first, a window that grows both ways by cursor pages
 * (spec: Pagination). Older rows are read from the last row with `cursor_direction: desc`,
 * newer ones from the first row with `asc` (they arrive oldest first and are put on top in
 * reverse), so a clerk who kept the list open can fetch what happened since. A refresh reads
 * the list again from the top down to the row that was loaded last, so rows that came since
 * are added on top and none of the loaded ones drop off the bottom.
 */

export interface ChargeListConfig {
  /** The filter before the clerk sets one. */
  emptyFilter: ChargeListFilter;
  /** Rows asked for per page. */
  pageSize: number;
  /** The zone the filter's days are read in, as it is when a page is asked for. */
  timeZone: () => string;
}

interface ChargeListState {
  /** The filters the loaded rows answer to. */
  filter: ChargeListFilter;
  items: HistoryItem[];
  hasOlder: boolean;
  /** `idle` until the first page is asked for. */
  status: 'idle' | 'loading' | 'loaded';
  error: IpcError | null;
}

interface ChargeListActions {
  /** Loads the first page for `filter`; false when the filter cannot make a query. */
  search: (filter: ChargeListFilter) => Promise<boolean>;
  loadPage: (direction: PageDirection) => Promise<void>;
  /**
   * Reads the list again from the top down to the row loaded last, and swaps the rows in at once:
   * the filters stay, and the rows on screen stay until the new ones replace them, so the
   * scroll position holds. Nothing happens before a first search.
   */
  refresh: () => Promise<void>;
}

export type ChargeListStore = ChargeListState & ChargeListActions;

/** Whether a row is the old last row or older than it: the list is newest first. */
function atOrPast(end: HistoryItem): (item: HistoryItem) => boolean {
  const endAt = timestampToDate(end.created_on).getTime();
  return (item) =>
    item.resource_id === end.resource_id || timestampToDate(item.created_on).getTime() < endAt;
}

/**
 * The reread rows down to the old last row, or to the last row newer than it when that one is
 * gone: the window the clerk loaded plus what came on top, no row past it.
 */
function through(items: HistoryItem[], end: HistoryItem | undefined): HistoryItem[] {
  if (end === undefined) return items;
  const at = items.findIndex((item) => item.resource_id === end.resource_id);
  if (at !== -1) return items.slice(0, at + 1);
  const past = items.findIndex(atOrPast(end));
  return past === -1 ? items : items.slice(0, past);
}

export function createChargeListStore(
  pos: Pick<PosApi, 'historyList'>,
  { emptyFilter, pageSize, timeZone }: ChargeListConfig,
) {
  // Each request is numbered so a page answered after a new search or refresh is dropped.
  let request = 0;

  return createStore<ChargeListStore>()((set, get) => {
    /** One page for `filter`, or why there is none; null when a newer request took over. */
    const readPage = async (
      ticket: number,
      filter: ChargeListFilter,
      page: ListPage | undefined,
    ) => {
      const query = chargeListQuery(filter, timeZone(), pageSize, page);
      if (!query.ok) return null;
      const result = await pos.historyList({ scope: filter.scope, query: query.value });
      return ticket === request ? result : null;
    };

    const load = async (filter: ChargeListFilter, page: ListPage | undefined): Promise<void> => {
      const ticket = ++request;
      set({ status: 'loading', error: null });
      const result = await readPage(ticket, filter, page);
      if (result === null) return;
      if (!result.ok) {
        set({ status: 'loaded', error: result.error });
        return;
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
    };

    return {
      filter: emptyFilter,
      items: [],
      hasOlder: false,
      status: 'idle',
      error: null,

      search: async (filter) => {
        if (!chargeListQuery(filter, timeZone(), pageSize).ok) return false;
        set({ filter, items: [], hasOlder: false });
        await load(filter, undefined);
        return true;
      },

      loadPage: async (direction) => {
        const { filter, items, hasOlder, status } = get();
        const edge = direction === 'older' ? items.at(-1) : items.at(0);
        if (status === 'loading' || edge === undefined) return;
        if (direction === 'older' && !hasOlder) return;
        await load(filter, { cursor: edge.resource_id, direction });
      },

      refresh: async () => {
        const { filter, items, status } = get();
        if (status === 'idle') return;
        const ticket = ++request;
        const end = items.at(-1);
        const pastEnd = end === undefined ? undefined : atOrPast(end);
        const fresh = await rereadLoadedPages<HistoryItem>(
          items.length,
          (last) =>
            readPage(ticket, filter, last && { cursor: last.resource_id, direction: 'older' }),
          pastEnd,
        );
        if (fresh === null) return;
        if (!fresh.ok) return set({ error: fresh.error });
        const kept = through(fresh.data.items, end);
        set({
          status: 'loaded',
          items: kept,
          hasOlder: fresh.data.hasMore || kept.length < fresh.data.items.length,
          error: null,
        });
      },
    };
  });
}
