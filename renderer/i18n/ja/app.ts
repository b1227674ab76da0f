import type { app as en } from '../en/app';
import type { Messages } from '../messages';

export const app = {
  loading: '読み込み中…',
  store: {
    label: '店舗',
    none: '店舗プロファイルなし',
    training: 'トレーニング店舗',
  },
  mode: {
    label: 'モード',
    test: 'テスト',
    live: '本番',
    training: 'トレーニング',
  },
  training: {
    banner: 'トレーニング中：実際のお金は動きません',
    watermark: 'トレーニング',
  },
  tillProcess: {
    stopped: {
      title: 'Counter のレジ本体が停止しました。',
      body: 'この画面では支払いを受けることも、支払いの結果を知ることもできません。Counter を起動し直してから、このページを再読み込みしてください。処理中だった販売は起動時に確認され、対応が必要なものは「要確認」に表示されます。',
    },
    replaced: {
      title: 'Counter が起動し直されました。',
      body: 'この画面は停止した実行のものです。続けるにはページを再読み込みしてください。処理中だった販売で対応が必要なものは「要確認」に表示されます。',
    },
    reload: '再読み込み',
  },
  connectivity: {
    label: '接続',
    online: 'オンライン',
    offline: 'オフライン',
    unknown: '確認中',
    tillStopped: 'レジ停止中',
    checkedAt: '{{time}} 確認',
  },
  review: {
    label: '要確認',
    none: '要確認なし',
  },
  language: {
    label: '言語',
  },
  nav: {
    backOffice: 'バックオフィス',
    label: '画面',
    sale: '新規販売',
    openPayments: '処理中の支払い',
    profiles: '店舗',
    settings: '設定',
    payments: '支払い一覧',
    review: '要確認',
    records: '顧客記録',
  },
  reattached: {
    title: '画面の再読み込み前から処理中のものがほかにもあります（選ぶと表示します）：',
    dismiss: '閉じる',
  },
  endings: {
    title: '画面で見届けられずに終わった販売があります。もう一度請求する前にご確認ください',
    acknowledge: '確認しました',
  },
  problem: {
    title: 'お知らせ',
    dismiss: '閉じる',
  },
  about: 'Counter {{version}}（{{mode}}、{{platform}}）',
  appMode: {
    production: '本番',
    development: '開発版',
  },
  shortcuts: {
    open: 'キー操作',
    title: 'キーボード操作',
    close: '閉じる',
    everywhere: '全画面共通',
    switchScreen: '画面を切り替え',
    help: 'この一覧を表示',
    closeDialog: 'ダイアログを閉じる',
  },
} as const satisfies Messages<typeof en>;
