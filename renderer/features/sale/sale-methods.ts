import { saleKind, type SaleKind } from '../../../shared/flows/flow-input';

/**
 * Each payment method's function key. F1 stays Help; the keys run left to right, top to
 * bottom, as the buttons are laid out.
 */
const methodKeys = {
  card_sale: 'F2',
  konbini_sale: 'F3',
  qr_scan_sale: 'F4',
  qr_merchant_sale: 'F5',
  online_sale: 'F6',
  bank_transfer_sale: 'F7',
} as const satisfies Record<SaleKind, `F${number}`>;

/** The payment methods a counter sells with, in the picker's order (the methods' table's). */
export const saleMethods = saleKind.options.map((kind) => ({ kind, key: methodKeys[kind] }));
