import { useStore } from 'zustand';
import { pos } from '../../pos';
import { createPaymentsStore, type PaymentsStore } from './payments-store';

/** The list as loaded; kept while the clerk opens a charge and comes back. */
export const paymentsStore = createPaymentsStore(pos);

export function usePayments<Selected>(selector: (state: PaymentsStore) => Selected): Selected {
  return useStore(paymentsStore, selector);
}
