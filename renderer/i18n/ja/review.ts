import type { review as en } from '../en/review';
import type { Messages } from '../messages';

export const review = {
  title: '要確認の操作',
  lead: 'お金が動いたかどうかを人が確かめる必要がある操作です。サービスで状態を確認し、結果を記録してください。ここから再請求・再返金は行いません。',
  loading: '記録を読み込んでいます…',
  loadFailed: '要確認の一覧を読み込めませんでした。',
  empty: '確認が必要な操作はありません。すべての操作に結果があります。',
  count_one: '判断待ちの操作が{{count}}件あります。',
  count_other: '判断待ちの操作が{{count}}件あります。',
  emptyHere: 'この店舗プロファイルで確認が必要な操作はありません。',
  otherProfile_one:
    '店舗プロファイル「{{name}}」の操作も{{count}}件、確認を待っています。確認するには「店舗」画面でそのプロファイルに切り替えてください。',
  otherProfile_other:
    '店舗プロファイル「{{name}}」の操作も{{count}}件、確認を待っています。確認するには「店舗」画面でそのプロファイルに切り替えてください。',
  removedProfile_one:
    '削除された店舗プロファイルの操作も{{count}}件、確認を待っています。確認するには「店舗」画面でその店舗を追加し直してください。',
  removedProfile_other:
    '削除された店舗プロファイルの操作も{{count}}件、確認を待っています。確認するには「店舗」画面でその店舗を追加し直してください。',
  started: '開始',
  inReviewSince: '要確認になった時刻',
  training: 'トレーニング',
  unknownReason: '記録上の理由: {{reason}}',
  chargeId: '決済ID',
  refundId: '返金ID',
  operationId: '操作ID',
  check: 'サービスで確認',
  checking: 'サービスに問い合わせています…',
  checkFailed: 'サービスに問い合わせできませんでした。',
  noCheck: '照会できる決済がありません。店舗の記録をもとに判断してください。',
  serviceSaysCharge: 'サービス上の決済の状態: {{status}}',
  serviceSaysRefund: 'サービス上の返金の状態: {{status}}',
  unknownStatus: '「{{status}}」（このバージョンでは不明な状態）',
  suggests: '判断の目安: {{outcome}}',
  undecided: 'まだ確定していません。しばらくしてから再確認してください。',
  record: '結果を記録…',
  dialogTitle: '結果を記録',
  dialogLead: '記録と監査ログに結果を残すだけで、お金は動きません。',
  outcomeLabel: '結果',
  suggested: 'サービスの状態による目安',
  note: 'メモ（任意）',
  noteHint: '確認した内容を監査ログの読み手向けに。500文字まで。',
  confirm: '記録する',
  cancel: 'キャンセル',
  resolveFailed: '結果を記録できませんでした。',
  resolved: '記録しました: {{kind}}、{{outcome}}。',
} as const satisfies Messages<typeof en>;
