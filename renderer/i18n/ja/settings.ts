import type { settings as en } from '../en/settings';
import type { Messages } from '../messages';

export const settings = {
  title: '設定',
  loading: '設定を読み込んでいます…',
  readFailed: '設定を読み込めませんでした。',
  saved: '保存しました。',
  unchanged: '変更はありません。',
  saveFailed: '保存されていません。',
  terminal: {
    title: 'この端末',
    language: '画面とレシートの言語',
    customerDisplay: 'お客様用ディスプレイ',
    customerDisplayHint:
      'お客様向けの2台目の画面に、金額・QRコード・支払い方法の案内を表示します。',
  },
  printing: {
    title: '印刷',
    printerName: 'レシートプリンター',
    printerNameHint:
      'システムに表示されるプリンター名。空欄にすると、書類はPDFで保存するだけになります。',
    paper: 'プリンターの用紙',
    pdfPaper: '保存するPDFの用紙サイズ',
    papers: {
      receipt_80mm: '80 mm レシートロール',
      a4: 'A4 用紙',
      letter: 'レター用紙',
    },
    timeZone: '店舗のタイムゾーン',
    timeZoneHint: 'レシートや払込票の日時はこのタイムゾーンで印刷されます。例: Asia/Tokyo',
    save: '印刷設定を保存',
    testPrint:
      'テスト印刷には取引が必要です。支払い済みの取引のレシートを印刷してプリンターを確認してください。',
  },
  training: {
    title: 'トレーニングモード',
    body: 'トレーニング中は内蔵のシミュレーターで動作します。実際のお金は動かず、すべての画面とレシートに表示が付き、トレーニングの取引は店舗の履歴と分けて記録されます。',
    on: 'トレーニング中',
    off: 'トレーニングはオフ',
    start: 'トレーニングを開始',
    stop: 'トレーニングを終了',
    confirmStartTitle: 'トレーニングを開始しますか？',
    confirmStartBody:
      'トレーニング用の店舗に切り替えます。トレーニングを終了するまでの取引では実際のお金は動きません。',
    confirmStopTitle: 'トレーニングを終了しますか？',
    confirmStopBody:
      '店舗の本来のプロファイルに戻します。この後の取引では、本番モードで実際のお金が動きます。',
    confirmStart: 'トレーニングを開始する',
    confirmStop: 'トレーニングを終了する',
    cancel: 'キャンセル',
    noStoreProfile:
      'トレーニングを終えて切り替える店舗のプロファイルがありません。先に店舗のプロファイルを追加してください。それまでトレーニングモードのままです。',
    addStoreProfile: '店舗のプロファイルを追加',
    failed: 'トレーニングモードは変更されていません。',
  },
  audit: {
    title: '監査ログ',
    body: '認証情報・設定・トレーニング・確認結果・再印刷などの重要な変更は、後からの改ざんが分かる連鎖ログに記録されます。',
    verify: '監査ログを検証',
    checking: '検証しています…',
    intact_one: '改ざんなし: {{count}} 件、変更はありません。',
    intact_other: '改ざんなし: {{count}} 件、変更はありません。',
    head: '最新の記録の指紋: {{hash}}',
    broken:
      '{{count}} 件中 {{index}} 件目で改ざんまたは破損: {{problem}} この端末をそのままにして、本部に連絡してください。',
    problems: {
      unreadable_entry: '記録を読み取れません。',
      sequence_mismatch: '記録が欠けているか、順序が違います。',
      previous_hash_mismatch: '直前の記録とつながっていません。',
      hash_mismatch: '書き込み後に記録が変更されています。',
    },
    format: 'ファイル形式',
    formats: {
      jsonl: 'JSON Lines 形式',
      csv: 'CSV（表計算）',
    },
    export: '監査ログをファイルに保存',
    exporting: 'ファイルを準備しています…',
    exported: 'ファイル {{name}} をブラウザーのダウンロードに渡しました。',
    failed: '監査ログを読み込めませんでした。',
  },
} as const satisfies Messages<typeof en>;
