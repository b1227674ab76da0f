import type { ComponentType } from 'react';
import type { SaleKind } from '../../../shared/flows/flow-input';
import { BankTransferEntryScreen } from '../bank-transfer/bank-transfer-entry-screen';
import { CardEntryScreen } from '../card/card-entry-screen';
import { KonbiniEntryScreen } from '../konbini/konbini-entry-screen';
import { OnlineEntryScreen } from '../online/online-entry-screen';
import { QrMerchantScreen } from '../qr-merchant/qr-merchant-screen';
import { QrScanScreen } from '../qr-scan/qr-scan-screen';
import type { SaleEntryScreenProps } from '../sale-entry/sale-entry-check';

/**
 * The details screen of each payment method, after the amount is confirmed and the method
 * picked. A method joins this table together with its screen (docs/architecture.md:
 * Sale-entry kit).
 */
export const saleEntryScreens: Record<SaleKind, ComponentType<SaleEntryScreenProps>> = {
  card_sale: CardEntryScreen,
  konbini_sale: KonbiniEntryScreen,
  bank_transfer_sale: BankTransferEntryScreen,
  online_sale: OnlineEntryScreen,
  qr_scan_sale: QrScanScreen,
  qr_merchant_sale: QrMerchantScreen,
};
