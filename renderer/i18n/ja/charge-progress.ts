import type { chargeProgress as en } from '../en/charge-progress';
import type { Messages } from '../messages';

export const chargeProgress = {
  title: '決済処理中',
  steps: {
    started: '決済を開始しています',
    creating_token: 'カード情報を送信しています',
    authenticating_token: 'カードを確認しています',
    creating_charge: '請求を作成しています',
    processing: 'カード会社が処理しています',
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
    body: 'カード発行会社のページが開いています。お客様に案内に従っていただいてください（コード入力やアプリでの確認）。この画面は自動で更新されます。',
  },
  abort: '決済を中止',
  abortHint: '中止すると請求は取り消され、お客様には請求されません。',
  notAbortable: 'この手順は中止できません。カード会社の応答をお待ちください。',
  abortFailed: '決済を中止できませんでした。',
  result: {
    succeededCaptured: '支払い完了',
    succeededCapturedBody: '支払いが完了しました。カードに請求されました。',
    succeededAuthorized: '仮売上済み — 売上未確定',
    succeededAuthorizedBody:
      'カードの与信枠を確保しましたが、まだ請求していません。仮売上の期限までに履歴から売上を確定してください。',
    failed: '決済失敗',
    failedBody: '代金は受け取っていません。',
    needsReview: '結果不明 — 再度請求しないでください',
    needsReviewBody:
      '決済が成立したかどうか確認できませんでした。要確認リストに入っており、担当者が処理します。この販売についてお客様に再度請求しないでください。',
    abandoned: '決済を中止しました',
    abandonedBody: '決済を中止しました。お客様には請求されません。',
    amount: '金額',
    reference: '操作 {{id}}',
  },
  newSale: '新規販売',
} as const satisfies Messages<typeof en>;
