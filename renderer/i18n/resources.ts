import { app as enApp } from './en/app';
import { backOffice as enBackOffice } from './en/back-office';
import { bankTransfer as enBankTransfer } from './en/bank-transfer';
import { brands as enBrands } from './en/brands';
import { card as enCard } from './en/card';
import { chargeDetail as enChargeDetail } from './en/charge-detail';
import { chargeList as enChargeList } from './en/charge-list';
import { chargeProgress as enChargeProgress } from './en/charge-progress';
import { customerDisplay as enCustomerDisplay } from './en/customer-display';
import { customerIds as enCustomerIds } from './en/customer-ids';
import { customs as enCustoms } from './en/customs';
import { errors as enErrors } from './en/errors';
import { exportPanel as enExportPanel } from './en/export';
import { konbini as enKonbini } from './en/konbini';
import { openPayments as enOpenPayments } from './en/open-payments';
import { profiles as enProfiles } from './en/profiles';
import { settings as enSettings } from './en/settings';
import { online as enOnline } from './en/online';
import { qrScan as enQrScan } from './en/qr-scan';
import { qrMerchant as enQrMerchant } from './en/qr-merchant';
import { payments as enPayments } from './en/payments';
import { printing as enPrinting } from './en/printing';
import { operations as enOperations } from './en/operations';
import { operators as enOperators } from './en/operators';
import { records as enRecords } from './en/records';
import { subscriptions as enSubscriptions } from './en/subscriptions';
import { tokens as enTokens } from './en/tokens';
import { review as enReview } from './en/review';
import { sale as enSale } from './en/sale';
import { training as enTraining } from './en/training';
import { widgetColours as enWidgetColours } from './en/widget-colours';
import { app as jaApp } from './ja/app';
import { backOffice as jaBackOffice } from './ja/back-office';
import { bankTransfer as jaBankTransfer } from './ja/bank-transfer';
import { brands as jaBrands } from './ja/brands';
import { card as jaCard } from './ja/card';
import { chargeDetail as jaChargeDetail } from './ja/charge-detail';
import { chargeList as jaChargeList } from './ja/charge-list';
import { chargeProgress as jaChargeProgress } from './ja/charge-progress';
import { customerDisplay as jaCustomerDisplay } from './ja/customer-display';
import { customerIds as jaCustomerIds } from './ja/customer-ids';
import { customs as jaCustoms } from './ja/customs';
import { errors as jaErrors } from './ja/errors';
import { exportPanel as jaExportPanel } from './ja/export';
import { konbini as jaKonbini } from './ja/konbini';
import { openPayments as jaOpenPayments } from './ja/open-payments';
import { profiles as jaProfiles } from './ja/profiles';
import { settings as jaSettings } from './ja/settings';
import { online as jaOnline } from './ja/online';
import { qrScan as jaQrScan } from './ja/qr-scan';
import { qrMerchant as jaQrMerchant } from './ja/qr-merchant';
import { payments as jaPayments } from './ja/payments';
import { printing as jaPrinting } from './ja/printing';
import { operations as jaOperations } from './ja/operations';
import { operators as jaOperators } from './ja/operators';
import { records as jaRecords } from './ja/records';
import { subscriptions as jaSubscriptions } from './ja/subscriptions';
import { tokens as jaTokens } from './ja/tokens';
import { review as jaReview } from './ja/review';
import { sale as jaSale } from './ja/sale';
import { training as jaTraining } from './ja/training';
import { widgetColours as jaWidgetColours } from './ja/widget-colours';
import type { Language } from './languages';

/** One namespace per feature; each language's files satisfy the English shape. */
export const resources = {
  ja: {
    app: jaApp,
    backOffice: jaBackOffice,
    bankTransfer: jaBankTransfer,
    brands: jaBrands,
    card: jaCard,
    chargeDetail: jaChargeDetail,
    chargeList: jaChargeList,
    chargeProgress: jaChargeProgress,
    customerDisplay: jaCustomerDisplay,
    customerIds: jaCustomerIds,
    customs: jaCustoms,
    errors: jaErrors,
    exportPanel: jaExportPanel,
    konbini: jaKonbini,
    openPayments: jaOpenPayments,
    profiles: jaProfiles,
    settings: jaSettings,
    online: jaOnline,
    qrScan: jaQrScan,
    qrMerchant: jaQrMerchant,
    payments: jaPayments,
    printing: jaPrinting,
    operations: jaOperations,
    operators: jaOperators,
    records: jaRecords,
    review: jaReview,
    sale: jaSale,
    subscriptions: jaSubscriptions,
    tokens: jaTokens,
    training: jaTraining,
    widgetColours: jaWidgetColours,
  },
  en: {
    app: enApp,
    backOffice: enBackOffice,
    bankTransfer: enBankTransfer,
    brands: enBrands,
    card: enCard,
    chargeDetail: enChargeDetail,
    chargeList: enChargeList,
    chargeProgress: enChargeProgress,
    customerDisplay: enCustomerDisplay,
    customerIds: enCustomerIds,
    customs: enCustoms,
    errors: enErrors,
    exportPanel: enExportPanel,
    konbini: enKonbini,
    openPayments: enOpenPayments,
    profiles: enProfiles,
    settings: enSettings,
    online: enOnline,
    qrScan: enQrScan,
    qrMerchant: enQrMerchant,
    payments: enPayments,
    printing: enPrinting,
    operations: enOperations,
    operators: enOperators,
    records: enRecords,
    review: enReview,
    sale: enSale,
    subscriptions: enSubscriptions,
    tokens: enTokens,
    training: enTraining,
    widgetColours: enWidgetColours,
  },
} as const satisfies Record<Language, unknown>;
