import type { StoreApi } from 'zustand';
import type { ConfirmedSale } from '../../../shared/ipc/customer-display-state';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { SaleStore } from './sale-store';

/** The sale the customer may check: its amount confirmed and its method chosen, else null. */
function confirmedSaleOf(sale: SaleStore): ConfirmedSale | null {
  if (sale.charge === null || sale.method === null) return null;
  return { amount: sale.charge.amount, currency: sale.charge.currency, method: sale.method };
}

function isSame(a: ConfirmedSale | null, b: ConfirmedSale | null): boolean {
  if (a === null || b === null) return a === b;
  return a.amount === b.amount && a.currency === b.currency && a.method === b.method;
}

/**
 * Tells main, for the customer display, each time the confirmed amount and method change:
 * shown once the cashier has confirmed both, gone when the amount is changed, the method left
 * or the sale is over (docs/architecture.md: The customer display). Once per window.
 */
export function presentConfirmedSales(
  store: StoreApi<SaleStore>,
  pos: Pick<PosApi, 'flowsPresentSale'>,
): () => void {
  let presented = confirmedSaleOf(store.getState());
  return store.subscribe((sale) => {
    const next = confirmedSaleOf(sale);
    if (isSame(next, presented)) return;
    presented = next;
    // The display is the customer's view of the counter; the counter goes on without it.
    void pos.flowsPresentSale({ sale: next });
  });
}
