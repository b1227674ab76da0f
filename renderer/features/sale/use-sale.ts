import { useStore } from 'zustand';
import { createSaleStore, type SaleStore } from './sale-store';

/** The counter's one sale in progress; kept while the cashier visits other screens. */
export const saleStore = createSaleStore();

export function useSale<Selected>(selector: (state: SaleStore) => Selected): Selected {
  return useStore(saleStore, selector);
}
