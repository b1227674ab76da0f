import { useStore } from 'zustand';
import { pos } from '../../pos';
import { createSaleOperationStore, type SaleOperationStore } from './sale-operation-store';

/** The counter's one sale in flight; kept while the cashier visits other screens. */
export const saleOperationStore = createSaleOperationStore(pos);

export function useSaleOperation<Selected>(
  selector: (state: SaleOperationStore) => Selected,
): Selected {
  return useStore(saleOperationStore, selector);
}
