import type { chargeDetail as en } from '../en/charge-detail';
import type { Messages } from '../messages';

export const chargeDetail = {
  title: '支払いの詳細',
  back: '支払い一覧に戻る',
  loading: '支払いを読み込み中…',
  loadFailed: '支払いを読み込めませんでした。',
  retry: '再試行',
  refresh: '最新にする',
  reference: '課金ID',
  method: '支払い方法',
  cardEnding: '下4桁 {{lastFour}}',
  methodUnknown: '不明',
  created: '作成日時',
  failure: {
    title: '支払いが完了しなかった理由',
    code: '決済エラーコード {{code}}',
  },
  amounts: {
    title: '金額',
    requested: '請求額',
    authorized: '仮売上（未確定）',
    charged: '売上額',
    refunded: '返金済み',
    refundPending: '返金処理中',
    refundable: '返金可能な残額',
  },
  timeline: {
    title: '経過',
    empty: 'この支払いにはまだ記録された日時がありません。',
    created: '{{amount}} の課金を作成',
    lastChange: '決済サービスでの最終更新。現在の状態：{{status}}',
    refund: '{{amount}} の返金を依頼。現在：{{status}}',
    operationStarted: 'このレジで{{operation}}を開始',
    operationStep: '{{operation}}：{{step}}',
    operationReview: '{{operation}}：結果不明のため要確認リストへ',
    operationResolved: '{{operation}}：要確認リストで担当者が処理',
  },
  step: {
    intent: '送信前に記録',
    succeeded: '成功',
    failed: '失敗',
    abandoned: '中止',
    needs_review: '結果不明',
  },
  actions: {
    title: '操作',
    capture: '売上確定',
    cancel: '支払いを取り消す',
    refund: '返金',
    blocked: {
      processing: 'まだ処理中です。結果が出るまでお待ちください。',
      alreadyCaptured: '売上確定済みです。',
      notAuthorized: '売上確定できるのは仮売上の支払いだけです。',
      ended: '支払いが完了していないため、取り消すものはありません。',
      alreadyCanceled: '取消済みです。',
      paidOutsideTheService:
        'コンビニまたは銀行振込で支払われたため、決済サービスでは返金も取消もできません。現金または店舗からの振込で、お客様に直接返金してください。',
      awaitingPayment:
        'お客様はまだ支払っていないため、返金するものはありません。販売を取りやめる場合は支払いを取り消してください。',
      partlyRefunded: '一部が返金済みです。取り消す代わりに残額を返金してください。',
      notSuccessful: '返金できるのは完了した支払いだけです。',
      fullyRefunded: '全額返金済みです。',
    },
  },
  capture: {
    title: '仮売上の売上確定',
    amount: '確定する金額',
    hint: '上限は仮売上額の {{limit}} です。少ない金額にすると一部を確定し、残りは解放されます。',
    confirm: '{{amount}} を売上確定',
    back: '戻る',
  },
  cancel: {
    title: 'この支払いを取り消しますか？',
    authorized: 'お客様のカードの {{amount}} の仮押さえを解除します。請求はされません。',
    awaiting: 'お客様はこの {{amount}} の支払いを行えなくなります。',
    successful: '{{amount}} の支払い全体を取り消し、お客様に戻します。',
    confirm: '支払いを取り消す',
    back: '取り消さない',
  },
  refund: {
    title: '返金',
    amount: '返金する金額',
    hint: '上限はこの支払いの返金可能な残額 {{limit}} です。',
    reason: '理由',
    reasons: {
      none: '理由を指定しない',
      customer_request: 'お客様の依頼',
      duplicate: '二重請求',
      fraud: '不正利用',
    },
    confirm: '{{amount}} を返金',
    back: '戻る',
  },
  amountProblem: {
    EMPTY: '金額を入力してください。',
    NOT_A_NUMBER: '金額は 1,000 のように数字で入力してください。',
    NO_DECIMALS_IN_CURRENCY:
      '{{currency}} の金額に小数はありません。小数点を付けずに入力してください。',
    TOO_MANY_DECIMALS: '{{currency}} の小数は {{decimals}} 桁までです。金額を確認してください。',
    TOO_MANY_DIGITS: '金額の桁数が多すぎます。金額を確認してください。',
    aboveAuthorized: '売上確定できるのは仮売上額の {{limit}} までです。',
    aboveRefundable: '返金できるのはこの支払いの残額 {{limit}} までです。',
  },
  startFailed: '{{operation}}を開始できませんでした。',
  progress: {
    starting: '{{operation}}：開始中…',
    running: '{{operation}}の処理中：{{step}}',
    succeeded: '{{operation}}が完了しました。',
    failed: '{{operation}}に失敗しました。',
    abandoned: '{{operation}}を中止しました。変更はありません。',
    needs_review:
      '{{operation}}：結果が不明です。要確認リストにあります。担当者が確認するまで繰り返さないでください。',
    dismiss: '閉じる',
  },
  receipt: {
    title: 'レシート',
    print: 'レシートを印刷',
    reprint: 'レシートを再印刷（控え）',
    savePdf: 'PDFで保存',
    working: 'レシートを準備中…',
    printed: 'レシートを印刷しました。',
    printedCopy: 'レシートを控え（{{issue}} 回目の発行）として「控え」の印付きで印刷しました。',
    saved: 'レシートをPDFで保存しました。',
    savedCopy: 'レシートを控え（{{issue}} 回目の発行）として「控え」の印付きでPDF保存しました。',
    copyNote: '最初のレシートが原本です。2回目以降はすべて控えとして印が付きます。',
    problem: {
      PRINTER_NOT_AVAILABLE:
        'この画面には使えるプリンターもPDF出力もありません。印刷や保存はデスクトップアプリで行ってください。',
      CHARGE_NOT_FOUND:
        'この支払いはこのレジで受けたものではないため、ここではレシートを発行できません。',
      PRINTER_NOT_CONFIGURED:
        'プリンターが設定されていません。設定で選んでから、もう一度印刷してください。',
      PRINTER_NOT_FOUND:
        '設定されたプリンターが見つかりません。電源と接続を確認するか、別のプリンターを選んでください。',
      PRINT_FAILED:
        'プリンターでレシートを印刷できませんでした。用紙と接続を確認して、もう一度印刷してください。',
      PRINT_TIMED_OUT:
        'プリンターの応答がありませんでした。再印刷の前に、レシートが出ていないか確認してください。',
      INVALID_DOCUMENT:
        '決済サービスからレシートに必要な情報が揃いませんでした。最新にしてから、もう一度お試しください。',
      PRINT_CANCELED: '保存を中止しました。何も保存されていません。',
    },
  },
} as const satisfies Messages<typeof en>;
