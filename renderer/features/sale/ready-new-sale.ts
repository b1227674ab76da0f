import { isOperationFinished } from '../charge-progress/sale-operation-store';
import { saleOperationStore } from '../charge-progress/use-sale-operation';
import { saleStore } from './use-sale';

/**
 * Readies the sale screen for the next customer, as Ctrl+1, its tab and the menu's New sale
 * open it: a finished sale's result gives way to an empty amount, while a sale still moving
 * money stays on show and an amount being typed stays as typed, so no digit is dropped.
 */
export function readyNewSale(): void {
  const { operation } = saleOperationStore.getState();
  if (operation === null || !isOperationFinished(operation)) return;
  saleOperationStore.getState().clear();
  saleStore.getState().reset();
}
