import { operationKindNames } from '../../../shared/operation-names';
import type { operations as en } from '../en/operations';
import type { Messages } from '../messages';

export const operations = {
  kind: operationKindNames.ja,
  reviewReason: {
    outcome_unknown:
      'サービスに届いた（または届いた可能性のある）リクエストの応答が得られませんでした。お金が動いたかどうか分かりません。',
    idempotency_window_passed:
      '中断から24時間以上たったため、再送すると二重に請求されるおそれがあります。再送していません。',
    idempotency_key_conflict:
      'サービスには同じキーで別のリクエストが記録されています。両者を照合してください。',
    unexpected_service_state: 'サービスが、この操作を続けられない状態を返しました。',
  },
  chargeStatus: {
    pending: '処理中',
    awaiting: 'お客様の操作待ち',
    authorized: '仮売上（売上未確定）',
    successful: '支払い済み',
    failed: '失敗',
    error: 'エラーで失敗',
    canceled: '取消済み',
  },
  refundStatus: {
    pending: '処理中',
    successful: '返金済み',
    failed: '失敗',
    error: 'エラーで失敗',
  },
  cancelStatus: {
    pending: '処理中',
    successful: '取消済み',
    failed: '失敗',
    error: 'エラーで失敗',
  },
  outcome: {
    succeeded: '完了していた',
    failed: '完了していなかった',
    abandoned: '中止（何も行われていない）',
  },
  record: {
    title: 'このレジのジャーナルの記録',
    operation: '操作',
    amount: '金額',
    started: '開始',
    chargeId: '課金ID',
    noChargeId: '不明：レジがサービスの応答を受け取っていません',
    refundId: '返金ID',
    resolved: '担当者による確定',
    operationId: '操作ID',
    steps: 'レジが記録した手順',
  },
  ending: {
    succeeded: '{{amount}} は {{time}} に支払い済みです',
    succeededBy: '{{amount}} は {{time}} に {{method}} で支払い済みです',
    failed: '{{amount}} は {{time}} に失敗しました（請求されていません）',
    abandoned: '{{amount}} は {{time}} に中止されました（請求されていません）',
    needs_review: '{{amount}} は {{time}} から要確認です（支払われた可能性があります）',
  },
} as const satisfies Messages<typeof en>;
