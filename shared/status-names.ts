import type { ChargeStatus } from './service/charges';
import type { RefundStatus } from './service/refunds';

/*
 * A charge's and a refund's status as a person reads it, one word each in each language: one
 * table for every screen (renderer i18n), the day close and the printed documents
 * (main/printing), so "Paid" on a list is "Paid" on the receipt and in the day close.
 */

export const chargeStatusNames = {
  en: {
    pending: 'Processing',
    awaiting: 'Waiting for customer',
    authorized: 'Authorized',
    successful: 'Paid',
    failed: 'Failed',
    error: 'Error',
    canceled: 'Canceled',
  },
  ja: {
    pending: '処理中',
    awaiting: 'お客様の操作待ち',
    authorized: '仮売上',
    successful: '支払い済み',
    failed: '失敗',
    error: 'エラー',
    canceled: '取消済み',
  },
} satisfies Record<'en' | 'ja', Record<ChargeStatus, string>>;

export const refundStatusNames = {
  en: { pending: 'Processing', successful: 'Refunded', failed: 'Failed', error: 'Error' },
  ja: { pending: '処理中', successful: '返金済み', failed: '失敗', error: 'エラー' },
} satisfies Record<'en' | 'ja', Record<RefundStatus, string>>;
