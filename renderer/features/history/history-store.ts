import type { PosApi } from '../../../shared/ipc/ipc-contract';
import { storeTimeZone } from '../../app/store-clock';
import { emptyChargeListFilter } from '../charge-list/charge-list-filter';
import { createChargeListStore } from '../charge-list/charge-list-store';

/** A page: a tall screen's worth, and the most the service gives at once (spec: Limits). */
const historyPageSize = 100;

/**
 * The transaction history of the store or of all stores, charges and refunds alike, its days
 * on the store's clock (the settings' `timeZone`), as the day close counts them.
 */
export function createHistoryStore(
  pos: Pick<PosApi, 'historyList'>,
  timeZone: () => string = storeTimeZone,
) {
  return createChargeListStore(pos, {
    emptyFilter: emptyChargeListFilter,
    pageSize: historyPageSize,
    timeZone,
  });
}
