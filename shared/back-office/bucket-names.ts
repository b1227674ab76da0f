import type { DayCloseBucket } from './day-close-totals';

/**
 * The day close's buckets as a person reads them in each language: one table for the screen
 * (renderer i18n) and the printed report (main/printing), so paper and screen agree.
 */
export const bucketNames = {
  en: {
    paid: 'Paid',
    authorized: 'Authorized, not captured',
    awaiting: 'Awaiting the customer',
    pending: 'Processing',
    failed: 'Failed',
    canceled: 'Canceled',
    refunded: 'Refunded',
    refund_pending: 'Refunds in progress',
    refund_failed: 'Refunds that failed',
    other: 'Other (as the service sent it)',
  },
  ja: {
    paid: '入金済み',
    authorized: '与信済み（未確定）',
    awaiting: 'お客様の支払い待ち',
    pending: '処理中',
    failed: '失敗',
    canceled: '取消',
    refunded: '返金済み',
    refund_pending: '処理中の返金',
    refund_failed: '失敗した返金',
    other: 'その他（サービスの表記のまま）',
  },
} satisfies Record<'en' | 'ja', Record<DayCloseBucket, string>>;
