import { chargeStatusNames, refundStatusNames } from '../status-names';
import type { DayCloseBucket } from './day-close-totals';

/**
 * The day close's buckets as a person reads them in each language: one table for the screen
 * (renderer i18n) and the printed report (main/printing), so paper and screen agree; a bucket
 * of one status reads as that status does everywhere else (shared/status-names.ts).
 */
export const bucketNames = {
  en: {
    paid: chargeStatusNames.en.successful,
    authorized: chargeStatusNames.en.authorized,
    awaiting: chargeStatusNames.en.awaiting,
    pending: chargeStatusNames.en.pending,
    failed: chargeStatusNames.en.failed,
    canceled: chargeStatusNames.en.canceled,
    refunded: refundStatusNames.en.successful,
    refund_pending: 'Refunds in progress',
    refund_failed: 'Refunds that failed',
    other: 'Other (as the service sent it)',
  },
  ja: {
    paid: chargeStatusNames.ja.successful,
    authorized: chargeStatusNames.ja.authorized,
    awaiting: chargeStatusNames.ja.awaiting,
    pending: chargeStatusNames.ja.pending,
    failed: chargeStatusNames.ja.failed,
    canceled: chargeStatusNames.ja.canceled,
    refunded: refundStatusNames.ja.successful,
    refund_pending: '処理中の返金',
    refund_failed: '失敗した返金',
    other: 'その他（サービスの表記のまま）',
  },
} satisfies Record<'en' | 'ja', Record<DayCloseBucket, string>>;
