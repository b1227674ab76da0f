import type { PosApi } from '../../../shared/ipc/ipc-contract';
import { storeTimeZone } from '../../app/store-clock';
import { emptyChargeListFilter, type ChargeListFilter } from '../charge-list/charge-list-filter';
import { createChargeListStore } from '../charge-list/charge-list-store';

/*
 * The store's charges as the payments list loads them. The history is read rather than the
 * charges list because only its items say how each charge was paid (`payment_type`, the brand)
 * and only it filters by status at the service, so a filtered list pages correctly. Dates are
 * whole days of the store's clock, as the history's.
 */

/** Charges of this store only: the list the clerk sees before setting any filter. */
export const emptyPaymentsFilter: ChargeListFilter = { ...emptyChargeListFilter, type: 'charge' };

/** A page of the list: enough rows to fill a tall screen, few enough to answer quickly. */
const paymentsPageSize = 50;

/** Whether any filter is set, so an empty list is told apart from an empty store. */
export function isFiltered(filter: ChargeListFilter): boolean {
  return (Object.keys(emptyPaymentsFilter) as (keyof ChargeListFilter)[]).some(
    (key) => filter[key] !== emptyPaymentsFilter[key],
  );
}

export function createPaymentsStore(
  pos: Pick<PosApi, 'historyList'>,
  timeZone: () => string = storeTimeZone,
) {
  return createChargeListStore(pos, {
    emptyFilter: emptyPaymentsFilter,
    pageSize: paymentsPageSize,
    timeZone,
  });
}
