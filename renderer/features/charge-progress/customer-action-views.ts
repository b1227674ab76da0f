import type { ComponentType } from 'react';
import type { SaleCustomerAction } from '../../../shared/flows/payment-methods';
import { BankTransferAccountView } from '../bank-transfer/bank-transfer-account-view';
import { KonbiniSlipView } from '../konbini/konbini-slip-view';
import { WalletActionView } from '../online/wallet-action-view';
import { QrCodeView } from '../qr-merchant/qr-code-view';
import type { CustomerActionViewProps } from './customer-action-view-props';

type CustomerActionViews = {
  [Type in SaleCustomerAction]: ComponentType<CustomerActionViewProps<Type>> | null;
};

/**
 * What the counter shows while a sale waits for its customer (the slip, the code to scan, the
 * account to transfer to), one view for each action the methods' table names, owned by the
 * method's feature; 3DS has none (its own window shows it).
 */
export const customerActionViews: CustomerActionViews = {
  three_ds: null,
  wallet: WalletActionView,
  konbini_payment: KonbiniSlipView,
  bank_transfer: BankTransferAccountView,
  qr_code: QrCodeView,
};
