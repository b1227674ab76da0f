import type { OperationDetail, OperationSummary } from '../../shared/ipc/ipc-payloads';
import type { OperationView, OperationWithHistory } from '../journal/operation-view';

/**
 * The renderer's view of a journal operation, field by field: the idempotency keys and the
 * recorded charge request stay in main, so a new journal field reaches the renderer only
 * when it is added here on purpose.
 */
export function operationSummaryOf(view: OperationView): OperationSummary {
  const { intent, facts, review, resolution } = view;
  return {
    id: view.id,
    kind: intent.kind,
    profileId: intent.profileId,
    storeId: intent.storeId,
    mode: intent.mode,
    training: intent.training,
    ...('amount' in intent && { amount: intent.amount, currency: intent.currency }),
    state: view.state,
    terminal: view.terminal,
    ...(facts.transactionTokenId !== undefined && {
      transactionTokenId: facts.transactionTokenId,
    }),
    ...(facts.chargeId !== undefined && { chargeId: facts.chargeId }),
    ...(facts.refundId !== undefined && { refundId: facts.refundId }),
    ...(facts.chargeStatus !== undefined && { chargeStatus: facts.chargeStatus }),
    ...(facts.card !== undefined && { card: { ...facts.card } }),
    ...(facts.brand !== undefined && { brand: facts.brand }),
    ...(facts.paymentError !== undefined && { paymentError: { ...facts.paymentError } }),
    ...(facts.serviceError !== undefined && { serviceError: { ...facts.serviceError } }),
    review:
      review === null
        ? null
        : {
            reason: review.reason,
            ...(review.detail !== undefined && { detail: review.detail }),
            since: review.since,
          },
    resolution:
      resolution === null
        ? null
        : {
            outcome: resolution.outcome,
            ...(resolution.note !== undefined && { note: resolution.note }),
            at: resolution.at,
          },
    createdAt: view.createdAt,
    updatedAt: view.updatedAt,
  };
}

export function operationDetailOf(operation: OperationWithHistory): OperationDetail {
  return {
    ...operationSummaryOf(operation),
    // An acknowledgement is the counter's, not a step of the operation.
    history: operation.history.flatMap((record) =>
      record.type === 'acknowledgement'
        ? []
        : [
            {
              type: record.type,
              at: record.at,
              ...((record.type === 'transition' || record.type === 'outcome') && {
                state: record.state,
              }),
            },
          ],
    ),
  };
}
