import type { chargeProgress as en } from '../en/charge-progress';
import type { Messages } from '../messages';

export const chargeProgress = {
  title: '決済処理中',
  steps: {
    started: '決済を開始しています',
    creating_token: '支払い情報を送信しています',
    authenticating_token: 'カードを確認しています',
    creating_charge: '請求を作成しています',
    processing: '支払いを処理しています',
    authenticating: 'お客様がカード発行会社で本人認証をしています',
    awaiting_customer: 'お客様をお待ちしています',
    capturing: '売上を確定しています',
    canceling: '請求を取り消しています',
    refunding: '返金しています',
    recovering: '決済の状況を確認しています',
  },
  stepsLabel: '手順',
  stepDone: '完了',
  stepCurrent: '処理中',
  waitingForMain: '決済を開始しています…',
  threeDs: {
    closed:
      'お客様の操作が終わる前にカード発行会社のページが閉じられました。もう一度開くか、取引を中止してください。',
    reopen: '発行会社のページをもう一度開く',
    body: 'カード発行会社のページが開いています。お客様に案内に従っていただいてください（コード入力やアプリでの確認）。この画面は自動で更新されます。',
  },
  methods: {
    card_sale: {
      steps: {
        creating_token: 'カード情報を送信しています',
        processing: 'カード会社が処理しています',
      },
      result: {
        succeededCapturedBody: '支払いが完了しました。カードに請求されました。',
        failedBody: '代金は受け取っていません。',
        abandonedBody: '決済を中止しました。お客様には請求されません。',
      },
    },
    konbini_sale: {
      steps: {
        creating_token: 'お客様の情報を送信しています',
        processing: 'コンビニ払いを発行しています',
      },
      result: {
        succeededCapturedBody: 'お客様がコンビニで支払いました。販売は完了です。',
        failedBody: '代金は受け取っていません。お客様のお持ちの払込票ではもう支払えません。',
        abandonedBody: 'コンビニ払いを取り消しました。お客様はもう支払えず、代金も請求されません。',
      },
    },
    qr_scan_sale: {
      steps: {
        creating_token: '読み取ったコードを送信しています',
        processing: 'ウォレットが処理しています',
      },
      result: {
        succeededCapturedBody: '支払いが完了しました。お客様のウォレットから支払われました。',
        failedBody: '代金は受け取っていません。',
        abandonedBody: '決済を中止しました。お客様には請求されません。',
      },
    },
    qr_merchant_sale: {
      steps: {
        creating_token: '支払い用コードを準備しています',
        processing: 'お客様用のコードを作成しています',
      },
      result: {
        succeededCapturedBody: 'お客様がウォレットアプリで支払いました。販売は完了です。',
        failedBody: '代金は受け取っていません。このコードではもう支払えません。',
        abandonedBody: 'コードを取り消しました。お客様には請求されません。',
      },
    },
    online_sale: {
      steps: {
        creating_token: 'ウォレットの情報を送信しています',
        processing: 'ウォレットが支払いを準備しています',
      },
      result: {
        succeededCapturedBody: 'お客様がウォレットで支払いました。販売は完了です。',
        failedBody: '代金は受け取っていません。',
        abandonedBody: '決済を中止しました。お客様には請求されません。',
      },
    },
    bank_transfer_sale: {
      steps: {
        creating_token: '振込先口座を依頼しています',
        processing: '振込先口座を準備しています',
      },
      result: {
        succeededCapturedBody: '振込を確認しました。販売は完了です。',
        failedBody:
          '代金は受け取っていません。この販売の振込先口座への振込はもう受け付けられません。',
        abandonedBody:
          '銀行振込を取り消しました。振込先口座はこの販売の振込をもう受け付けず、お客様にも請求されません。',
      },
    },
  },
  slip: {
    deadline: '支払期限',
    deadlineUnknown:
      '支払期限をサービスから取得できませんでした。取得でき次第「処理中の支払い」に表示されます。',
    timeLeft: '残り時間',
    expired: '期限切れ',
    print: '払込票を印刷',
    preview: '払込票をプレビュー',
    printing: '印刷しています…',
    printed: '払込票を印刷しました。お客様にお渡しください。',
    printedCopy: '払込票を控え（{{issue}}枚目）として印刷しました。',
    printFailed: '払込票を印刷できませんでした。',
    printErrors: {
      PRINTER_NOT_AVAILABLE:
        'ここでは印刷できません（ブラウザ版のアプリは印刷に対応していません）。この画面またはお客様用画面をお客様にお見せください。',
      PRINTER_NOT_CONFIGURED:
        'プリンターが設定されていません。設定で選んでから、もう一度印刷してください。',
      PRINTER_NOT_FOUND:
        '設定のプリンターが見つかりません。電源と接続を確認するか、別のプリンターを選んでください。',
      PRINT_FAILED:
        'プリンターで払込票を印刷できませんでした。用紙と接続を確認して、もう一度印刷してください。',
      NO_PAYMENT_SLIP: '払込票の準備がまだできていません。数秒後にもう一度お試しください。',
      PAYMENT_NOT_OPEN:
        '「処理中の支払い」にこの支払いがない（まだ、またはもう）ため、払込票を印刷できません。数秒後にもう一度お試しください。変わらなければ「処理中の支払い」を確認してください。',
      CHARGE_NOT_AWAITING: 'この支払いはもうお客様の支払い待ちではないため、払込票はありません。',
      INVALID_DOCUMENT:
        '払込票に必要な情報がサービスから揃いませんでした。代わりにこの画面をお客様にお見せください。',
    },
  },
  leave: {
    action: '保留して次の販売へ',
    following:
      'お客様は後で支払えます。支払いは「処理中の支払い」に残り、支払われるか期限が過ぎるまで確認が続きます。',
    stopped:
      'この画面ではもう支払いを追っていません。支払いはまだ未完了です。お客様が支払うか期限が過ぎるまで「処理中の支払い」で確認が続きます。',
  },
  notAbortableWaiting:
    'ここではもう中止できません。無効にするには「処理中の支払い」から取り消してください。',
  abort: '決済を中止',
  abortConfirm: {
    title: 'この決済を中止しますか？',
    back: '戻る（決済を続ける）',
    confirm: 'はい、決済を中止する',
  },
  abortHint: '中止すると請求は取り消され、お客様には請求されません。',
  notAbortable: 'この手順は中止できません。決済サービスの応答をお待ちください。',
  abortFailed: '決済を中止できませんでした。',
  result: {
    received: {
      short: '{{by}} 不足：ご請求額 {{asked}} に対し、{{received}} が振り込まれました。',
      over: '{{by}} 超過：ご請求額 {{asked}} に対し、{{received}} が振り込まれました。',
      shortAdvice:
        '不足分 {{by}} は、新しい販売（どの支払い方法でも可）でお受け取りください。この振込で追加の請求はできません。',
      overAdvice:
        '銀行振込は決済サービスで返金できません。超過分 {{by}} は店舗の銀行振込でお客様にお返しください。',
    },
    succeededCaptured: '支払い完了',
    succeededCapturedBody: '支払いが完了しました。カードに請求されました。',
    succeededAuthorized: '仮売上済み — 売上未確定',
    succeededAuthorizedBody:
      'カードの与信枠を確保しましたが、まだ請求していません。仮売上の期限までに支払い一覧か処理中の支払いから売上を確定してください。',
    failed: '決済失敗',
    failedBody: '代金は受け取っていません。',
    needsReview: '結果不明 — 再度請求しないでください',
    needsReviewBody:
      '決済が成立したかどうか確認できませんでした。要確認リストに入っており、担当者が処理します。この販売についてお客様に再度請求しないでください。',
    abandoned: '決済を中止しました',
    abandonedBody: '決済を中止しました。お客様には請求されません。',
    amount: '金額',
    chargeDetail: '支払いの詳細',
    receipt: {
      print: 'レシートを印刷',
      show: 'レシートを表示',
    },
    otherMethod: '別の支払い方法で試す',
    reference: '操作 {{id}}',
  },
  newSale: '新規販売',
} as const satisfies Messages<typeof en>;
