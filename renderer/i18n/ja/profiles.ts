import type { profiles as en } from '../en/profiles';
import type { Messages } from '../messages';

export const profiles = {
  title: '店舗プロファイル',
  loading: '店舗プロファイルを読み込んでいます…',
  readFailed: '店舗プロファイルを読み込めませんでした。',
  none: '店舗プロファイルはまだありません。加盟店管理画面のアプリトークンを使って、下で店舗のプロファイルを追加してください。',
  list: 'プロファイル',
  active: '使用中',
  trainingName: 'トレーニング店舗',
  trainingNote: '内蔵: シミュレーターで動作し、認証情報は不要です。',
  facts: {
    mode: 'モード',
    storeId: '店舗ID',
    baseUrl: 'サービスのアドレス',
    currency: '通貨',
    maximumSale: '1回の販売の上限',
    confirmSaleAbove: '確認が必要な金額',
    credentials: '認証情報',
  },
  modes: {
    test: 'テスト',
    live: '本番',
  },
  credentials: {
    saved: 'システムのキーチェーンに保存済み',
    savedMerchant: 'システムのキーチェーンに保存済み（加盟店トークン: すべての店舗を読めます）',
    missing: 'なし: アプリトークンとシークレットを入力し直してください',
  },
  actions: {
    select: 'このプロファイルを使う',
    test: '接続テスト',
    testing: 'テスト中…',
    saleLimits: '販売の上限を変更',
    replace: '認証情報を置き換え',
    remove: '削除',
  },
  test: {
    connected: '接続できました: 決済サービスが応答し、認証情報を受け付けました。',
    unreachable: '決済サービスに接続できませんでした。{{reason}}',
    refused: '決済サービスは応答しましたが、認証情報を受け付けませんでした。{{reason}}',
    failed: 'テストを実行できませんでした。{{reason}}',
  },
  selected: '「{{name}}」を使用中にしました。',
  actionFailed: '実行されていません。',
  add: {
    title: '店舗プロファイルを追加',
    intro:
      'アプリトークンとシークレットは一度だけシステムのキーチェーンに送られ、二度と表示されません。',
    name: 'プロファイル名',
    nameHint: 'レジでの店舗の呼び名。例: 渋谷本店',
    storeId: '店舗ID',
    storeIdHint: '加盟店管理画面に表示される店舗のID。',
    mode: 'モード',
    baseUrl: 'サービスのアドレス',
    baseUrlHint: 'https:// で始まるアドレス。例: https://api.univapay.com',
    currency: '店舗の通貨',
    currencyHint: '英字3文字（ISO 4217）。例: JPY、USD。すべての取引はこの通貨です。',
    currencyUnknown: '「{{code}}」はISO 4217の通貨コードではありません。使えるコード: {{codes}}',
    maximumSale: '1回の販売の上限',
    maximumSaleHint:
      '店舗の通貨で入力します。これを超える金額は受け付けません。空欄なら {{amount}}。',
    confirmSaleAbove: '確認が必要な金額',
    confirmSaleAboveHint:
      'これを超える金額は、請求の前に漢数字でもう一度確認します。空欄なら {{amount}}。',
    confirmAboveMaximum: '1回の販売の上限以下にしてください。',
    amountErrors: {
      EMPTY: '金額を入力するか、空欄にしてください。',
      NOT_A_NUMBER: '金額は 1,000,000 のように数字で入力してください。',
      NEGATIVE_AMOUNT: '金額にマイナスはありません。マイナス記号を付けずに入力してください。',
      NO_DECIMALS_IN_CURRENCY:
        '{{currency}} の金額に小数はありません。小数点を付けずに入力してください。',
      TOO_MANY_DECIMALS: '{{currency}} の小数は {{decimals}} 桁までです。金額を確認してください。',
      TOO_MANY_DIGITS: '金額の桁数が多すぎます。金額を確認してください。',
    },
    secret: 'アプリトークンのシークレット',
    secretHint: 'アプリトークン作成時に一度だけ表示されたもの。入力中も隠されます。',
    jwt: 'アプリトークン（JWT）',
    jwtHint: 'ドットで区切られた3つの部分からなる長いトークン。入力中も隠されます。',
    submit: 'プロファイルを保存',
    saving: '保存しています…',
    saved:
      'プロファイル「{{name}}」を保存しました。シークレットとトークンはこの画面から消去しました。',
  },
  limits: {
    title: '「{{name}}」の販売の上限',
    intro: '金額は {{currency}} です。両方とも空欄にすると通貨の既定値になります。',
    submit: '上限を保存',
    cancel: 'キャンセル',
    done: '「{{name}}」の販売の上限を保存しました。',
  },
  replace: {
    title: '「{{name}}」の認証情報を置き換え',
    intro:
      '新しいアプリトークンとシークレットで保存済みのものを置き換えます。二度と表示されません。',
    submit: '認証情報を置き換え',
    cancel: 'キャンセル',
    done: '「{{name}}」の認証情報を置き換えました。',
  },
  remove: {
    title: '「{{name}}」を削除しますか？',
    body: 'この端末からプロファイルと認証情報を削除します。すでに行った支払いは決済サービスに残ります。',
    confirm: '削除する',
    cancel: 'キャンセル',
    done: 'プロファイル「{{name}}」を削除しました。',
  },
} as const satisfies Messages<typeof en>;
