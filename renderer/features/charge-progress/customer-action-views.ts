import type { ComponentType } from 'react';
import type { CustomerAction } from '../../../shared/flows/flow-progress';
import { BankTransferAccountView } from '../bank-transfer/bank-transfer-account-view';
import { KonbiniSlipView } from '../konbini/konbini-slip-view';
import { WalletActionView } from '../online/wallet-action-view';
import { QrCodeView } from '../qr-merchant/qr-code-view';
import type { CustomerActionViewProps } from './customer-action-view-props';

type CustomerActionViews = {
  [Type in CustomerAction['type']]?: ComponentType<CustomerActionViewProps<Type>>;
};

/**
 * What the counter shows while a sale waits for its customer (the slip, the code to scan, the
 * account to transfer to), one view per kind of action, owned by the method's feature. An
 * action joins this table together with its view; 3DS needs none (its own window shows it).
 */
export const customerActionViews: CustomerActionViews = {
  wallet: WalletActionView,
  konbini_payment: KonbiniSlipView,
  bank_transfer: BankTransferAccountView,
  qr_code: QrCodeView,
};
