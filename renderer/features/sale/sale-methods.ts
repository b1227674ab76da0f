import type { SaleKind } from '../../../shared/flows/flow-input';

/**
 * The payment methods a counter sells with, in the picker's order, each with its function key.
 * F1 stays Help; the keys run left to right, top to bottom, as the buttons are laid out.
 */
export const saleMethods = [
  { kind: 'card_sale', key: 'F2' },
  { kind: 'konbini_sale', key: 'F3' },
  { kind: 'qr_scan_sale', key: 'F4' },
  { kind: 'qr_merchant_sale', key: 'F5' },
  { kind: 'online_sale', key: 'F6' },
  { kind: 'bank_transfer_sale', key: 'F7' },
] as const satisfies readonly { kind: SaleKind; key: `F${number}` }[];
