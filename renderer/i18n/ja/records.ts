import type { records as en } from '../en/records';
import type { Messages } from '../messages';

export const records = {
  title: '顧客記録',
  views: '顧客記録の画面',
  view: {
    customerIds: '顧客ID',
    widgetColours: 'ウィジェットの色',
    subscriptions: '定期課金',
    tokens: 'トークン',
  },
  shortcuts: {
    switchCard: '定期課金：カードを切り替え',
    editMetadata: '定期課金：メタデータを編集',
    subscriptionLists: '定期課金：支払予定と請求を切り替え',
    moreTokens: '顧客ID・トークン：トークンをさらに表示',
    registerCard: 'トークン：カードを登録',
    resetColours: 'ウィジェットの色：初期値に戻す',
    save: '画面の主な操作（保存・問い合わせ）',
  },
  switchView: '顧客記録の画面を切り替える',
} as const satisfies Messages<typeof en>;
