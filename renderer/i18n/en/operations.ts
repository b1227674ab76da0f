import { operationKindNames } from '../../../shared/operation-names';
/** What the journal's operations are called wherever they are listed (review, board, detail). */
export const operations = {
  kind: operationKindNames.en,
  reviewReason: {
    outcome_unknown:
      'A request reached or may have reached the service, and its answer never arrived. The money may or may not have moved.',
    idempotency_window_passed:
      'The request was interrupted more than 24 hours ago, so sending it again could charge twice. It was not resent.',
    idempotency_key_conflict:
      'The service already holds a different request under the same key. Someone must compare the two.',
    unexpected_service_state: 'The service reports a state this operation cannot continue from.',
  },
  chargeStatus: {
    pending: 'pending',
    awaiting: 'waiting for the customer',
    authorized: 'authorized (not yet captured)',
    successful: 'paid',
    failed: 'failed',
    error: 'failed with an error',
    canceled: 'cancelled',
  },
  refundStatus: {
    pending: 'pending',
    successful: 'refunded',
    failed: 'failed',
    error: 'failed with an error',
  },
  cancelStatus: {
    pending: 'pending',
    successful: 'canceled',
    failed: 'failed',
    error: 'failed with an error',
  },
  outcome: {
    succeeded: 'It went through',
    failed: 'It did not go through',
    abandoned: 'Given up: nothing was done',
  },
  record: {
    title: 'What this till’s journal recorded',
    operation: 'Operation',
    amount: 'Amount',
    started: 'Started',
    chargeId: 'Charge ID',
    noChargeId: 'Never learnt: the till did not hear the service’s answer',
    refundId: 'Refund ID',
    resolved: 'Settled by a person',
    operationId: 'Operation ID',
    steps: 'Steps the till recorded',
  },
  /** How a sale ended, in one sentence: a counter that starts again, a repeat of its amount. */
  ending: {
    succeeded: '{{amount}} was paid at {{time}}',
    succeededBy: '{{amount}} was paid at {{time}} by {{method}}',
    failed: '{{amount}} failed at {{time}}; nothing was charged',
    abandoned: '{{amount}} was stopped at {{time}}; nothing was charged',
    needs_review: '{{amount}} needs review since {{time}}; it may have been paid',
  },
} as const;
