import type { customerIds as en } from '../en/customer-ids';
import type { Messages } from '../messages';

export const customerIds = {
  title: '会員番号の顧客ID',
  memberNumber: '会員番号',
  memberNumberHint: '自社システムでの顧客のID。同じ会員番号には常に同じ顧客IDが付きます。',
  map: '顧客IDを調べる',
  mapping: '決済サービスに問い合わせ中…',
  notMapped: '顧客IDは作成されていません。',
  mayHaveMapped:
    '顧客IDが作成された可能性があります：応答が届きませんでした。もう一度お試しください。同じ会員番号には同じIDが付きます。',
  result: {
    title: '会員番号 {{memberNumber}}',
    customerId: '決済サービスの顧客ID',
    hint: 'カード登録時にこのIDをメタデータのキー univapay-customer-id に入れると、その顧客のカードがここに表示されます。',
  },
  tokens: {
    caption: 'この店舗でのこの顧客の保存済み支払い情報（トークン）',
    created: '登録日時',
    method: 'カード・支払方法',
    type: '種類',
    active: '利用可',
    yes: 'はい',
    inactive: 'いいえ',
    id: 'トークンID',
    reading: 'トークンを読み込み中…',
    none: 'この店舗でこの顧客に登録されたトークンはありません。',
    readFailed: 'トークンを読み込めませんでした。',
    more: 'さらに表示',
  },
} as const satisfies Messages<typeof en>;
