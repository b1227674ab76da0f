import { paymentMethodNames } from '../../../shared/payment-method-names';
import { chargeStatusNames } from '../../../shared/status-names';
import type { payments as en } from '../en/payments';
import type { Messages } from '../messages';

export const payments = {
  title: '支払い一覧',
  filters: {
    label: '支払いの絞り込み',
    searchHint: '注文番号、メモ、お客様の氏名、カード番号の下4桁、または課金ID。',
    methodLoadedOnly:
      '支払い方法の絞り込みは、読み込み済みの支払いが対象です。さらに前を探すには「さらに読み込む」を押してください。',
  },
  columns: {
    time: '日時（{{zone}}）',
    method: '支払い方法',
    notes: '注文番号・メモ',
    amount: '金額',
    status: '状態',
  },
  openRow: '{{time}} の {{amount}} の支払いを開く',
  refundedPart: '返金済み {{amount}}',
  orderNumber: '注文番号 {{value}}',
  loading: '支払いを読み込み中…',
  loadFailed: '支払いを読み込めませんでした。',
  retry: '再試行',
  empty: '条件に合う支払いはありません。',
  emptyAll: 'この店舗の支払いはまだありません。',
  count_one: '{{count}} 件を表示中',
  count_other: '{{count}} 件を表示中',
  loadMore: 'さらに読み込む',
  allLoaded: 'すべての支払いを表示しています。',
  method: {
    ...paymentMethodNames.ja,
    unknown: 'その他の方法',
  },
  status: {
    ...chargeStatusNames.ja,
    unknown: '不明な状態',
  },
} as const satisfies Messages<typeof en>;
