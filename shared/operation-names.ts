import type { CloseStatus } from './back-office/till-close';
import type { FlowKind } from './flows/flow-progress';

/*
 * What the journal's operations and a close's statuses are called, in each language: one
 * table for every screen (renderer i18n) and the printed close (main/printing), so a close on
 * paper names its lines as the screen does.
 */

export const operationKindNames = {
  en: {
    card_sale: 'Card sale',
    konbini_sale: 'Konbini sale',
    qr_scan_sale: 'QR sale (customer’s code)',
    qr_merchant_sale: 'QR sale (store’s code)',
    online_sale: 'Online wallet sale',
    bank_transfer_sale: 'Bank transfer sale',
    card_registration: 'Card registration',
    capture: 'Capture',
    cancel: 'Cancellation',
    refund: 'Refund',
  },
  ja: {
    card_sale: 'カード売上',
    konbini_sale: 'コンビニ払い',
    qr_scan_sale: 'QR決済（お客様のコード）',
    qr_merchant_sale: 'QR決済（店舗のコード）',
    online_sale: 'オンラインウォレット決済',
    bank_transfer_sale: '銀行振込',
    card_registration: 'カード登録',
    capture: '売上確定',
    cancel: '取消',
    refund: '返金',
  },
} satisfies Record<'en' | 'ja', Record<FlowKind, string>>;

export const closeStatusNames = {
  en: {
    succeeded: 'Succeeded',
    failed: 'Failed',
    abandoned: 'Abandoned',
    open: 'Open',
    in_review: 'In review',
  },
  ja: {
    succeeded: '成功',
    failed: '失敗',
    abandoned: '中止',
    open: '未完了',
    in_review: '確認待ち',
  },
} satisfies Record<'en' | 'ja', Record<CloseStatus, string>>;
