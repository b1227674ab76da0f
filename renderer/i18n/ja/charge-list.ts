import type { chargeList as en } from '../en/charge-list';
import type { Messages } from '../messages';

export const chargeList = {
  status: '状態',
  method: '支払い方法',
  all: 'すべて',
  fromDate: '開始日',
  toDate: '終了日（含む）',
  search: '検索',
  apply: '表示',
  clear: '条件をクリア',
  noSuchDay: 'その日付は暦にありません。',
  rangeReversed: '終了日が開始日より前です。後の日付を選んでください。',
} as const satisfies Messages<typeof en>;
