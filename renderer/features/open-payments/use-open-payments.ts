import { useStore } from 'zustand';
import { pos } from '../../pos';
import { createOpenPaymentsStore, type OpenPaymentsState } from './open-payments-store';

/** The counter's one board, kept while the cashier visits other screens. */
export const openPaymentsStore = createOpenPaymentsStore(pos);

export function useOpenPayments<Selected>(
  selector: (state: OpenPaymentsState) => Selected,
): Selected {
  return useStore(openPaymentsStore, selector);
}
