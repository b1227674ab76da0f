import { bucketNames } from '../../shared/back-office/bucket-names';
import type { OpenDeadline } from '../../shared/back-office/day-close-report';
import type { PrintLanguage } from '../../shared/printing/document-header';
import type { Mode } from '../../shared/service/common';

/*
 * The wording of the printed day-close report (精算レポート), in each language a store prints
 * in. It says what the day-close screen says, in the same words, so paper and screen agree.
 */

const en = {
  title: 'Day close report',
  trainingNotice: 'Training mode: these are not real sales.',
  scope: { store: 'This store', merchant: 'All stores' },
  scopeLabel: 'Stores',
  modeLabel: 'Mode',
  mode: { live: 'Live', test: 'Test' } satisfies Record<Mode, string>,
  period: 'Days',
  periodValue: (from: string, to: string, zone: string): string =>
    from === to ? `${from} (${zone})` : `${from} – ${to} (${zone})`,
  generatedAt: 'Made',
  itemCount: 'Charges and refunds counted',
  empty: 'No charge or refund in these days.',
  currency: (currency: string): string => `In ${currency}`,
  net: 'Net sales',
  columns: {
    bucket: 'Status',
    count: 'Count',
    amount: 'Amount',
    method: 'Method · brand',
    paid: 'Paid',
    refunded: 'Refunded',
    net: 'Net',
  },
  buckets: bucketNames.en,
  noBrand: 'No brand',
  noMethod: 'Unknown method',
  deadlines: 'Deadlines to watch',
  noDeadlines: 'No authorization or customer payment is still open in these days.',
  deadlineKinds: {
    authorization: 'Authorization lapses',
    customer_payment: 'Customer must pay by',
  } satisfies Record<OpenDeadline['kind'], string>,
  deadlineUnknown: 'Deadline could not be read',
  urgent: 'soon',
  moreDeadlines: (count: string): string =>
    `And ${count} more, with later deadlines: see the day close on screen.`,
};

export type ReportMessages = typeof en;

const ja: ReportMessages = {
  title: '精算レポート',
  trainingNotice: 'トレーニングモードの記録です。実際の売上ではありません。',
  scope: { store: 'この店舗', merchant: 'すべての店舗' },
  scopeLabel: '対象店舗',
  modeLabel: 'モード',
  mode: { live: '本番', test: 'テスト' },
  period: '対象期間',
  periodValue: (from, to, zone) =>
    from === to ? `${from}（${zone}）` : `${from}〜${to}（${zone}）`,
  generatedAt: '作成日時',
  itemCount: '集計した売上・返金',
  empty: 'この期間の売上・返金はありません。',
  currency: (currency) => `${currency}建て`,
  net: '純売上',
  columns: {
    bucket: '状態',
    count: '件数',
    amount: '金額',
    method: '支払い方法・ブランド',
    paid: '支払い済み',
    refunded: '返金済み',
    net: '純額',
  },
  buckets: bucketNames.ja,
  noBrand: 'ブランドなし',
  noMethod: '不明な支払い方法',
  deadlines: '期限に注意が必要な支払い',
  noDeadlines: 'この期間に未確定の仮売上やお客様の支払い待ちはありません。',
  deadlineKinds: {
    authorization: '仮売上の失効',
    customer_payment: 'お客様の支払い期限',
  },
  deadlineUnknown: '期限を読み取れませんでした',
  urgent: '間近',
  moreDeadlines: (count) =>
    `ほかに期限がより先の支払いが${count}件あります。画面の精算でご確認ください。`,
};

export const reportMessages: Readonly<Record<PrintLanguage, ReportMessages>> = { ja, en };
