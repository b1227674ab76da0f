import { historyRoutes, type HistoryItem } from '../../shared/service/history';
import { maxPageSize } from '../../shared/service/pagination';
import { listPages, type ListInput, type ListPage } from '../service/pagination';
import type { BackOfficeService } from './back-office-service';

type HistoryRoute = typeof historyRoutes.listStoreHistory;

/** What selects a history walk's items; its page size and cursor are the walk's own. */
export type HistoryFilters = Omit<NonNullable<ListInput<HistoryRoute>['query']>, 'limit'>;

/**
 * Every page of the store's or, with `merchant`, the merchant's transaction history that
 * `filters` select, in pages of the largest size (spec: Limits), each fetched when pulled: the
 * one walk the reports and both exports read the history with.
 */
export function historyPages(
  service: BackOfficeService,
  scope: 'store' | 'merchant',
  filters: HistoryFilters,
  signal: AbortSignal | undefined,
): AsyncGenerator<ListPage<HistoryRoute>, void, undefined> {
  const query = { ...filters, limit: maxPageSize };
  const options = { cursorOf: (item: HistoryItem) => item.resource_id, ...(signal && { signal }) };
  return scope === 'store'
    ? listPages(
        service.client,
        historyRoutes.listStoreHistory,
        { params: { storeId: service.storeId }, query },
        options,
      )
    : listPages(service.client, historyRoutes.listHistory, { params: {}, query }, options);
}
