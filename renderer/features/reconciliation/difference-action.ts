import type { ReconciliationDifference } from '../../../shared/back-office/reconciliation-difference';

/**
 * What a reconciliation difference's link does: open the charge (with the journal's operation
 * on it, so its steps show beside the service's facts), ask the service for a charge it does
 * not list, show the journal's record of a sale that has no charge id, or open the review.
 */
export type DifferenceAction =
  | { readonly kind: 'charge'; readonly chargeId: string; readonly operationId?: string }
  | { readonly kind: 'lookUp'; readonly chargeId: string; readonly operationId: string }
  | { readonly kind: 'record'; readonly operationId: string }
  | { readonly kind: 'review' };

export function differenceAction(difference: ReconciliationDifference): DifferenceAction {
  switch (difference.cause) {
    case 'not_in_journal':
    case 'subscription_charge':
    case 'journal_lost':
    case 'other_till':
      return { kind: 'charge', chargeId: difference.service.chargeId };
    case 'amount_differs':
    case 'status_differs':
      return {
        kind: 'charge',
        chargeId: difference.service.chargeId,
        operationId: difference.operation.operationId,
      };
    case 'not_at_service': {
      // The detail reads the charge from the service itself, so it says whether the service
      // knows it at all, and shows the journal's steps either way.
      const { operationId } = difference.operation;
      return difference.chargeId === undefined
        ? { kind: 'record', operationId }
        : { kind: 'lookUp', chargeId: difference.chargeId, operationId };
    }
    case 'in_review':
      return { kind: 'review' };
  }
}
