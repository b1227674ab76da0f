import { describe, expect, it } from 'vitest';
import { differenceAction } from '../../../../../renderer/features/reconciliation/difference-action';
import {
  differenceKey,
  type ReconciliationDifference,
} from '../../../../../shared/back-office/reconciliation-difference';
import { toMinorUnits } from '../../../../../shared/money';

const chargeId = '00000000-0000-4000-8000-000000000001';
const operationId = '00000000-0000-4000-8000-000000000002';
const operation = { operationId, kind: 'card_sale' as const };
const service = {
  type: 'charge',
  resourceId: chargeId,
  chargeId,
  amount: toMinorUnits(1000),
  currency: 'JPY',
  status: 'successful',
  createdOn: '2026-11-24T01:00:00.000Z',
  paymentType: 'card',
  brand: 'visa',
};
const notAtService = {
  cause: 'not_at_service',
  operation,
  createdAt: '2026-11-24T01:00:00.000Z',
} as const;

describe('a reconciliation difference’s link', () => {
  it('asks the service for a charge the journal holds and the history does not list', () => {
    expect(differenceAction({ ...notAtService, chargeId })).toEqual({
      kind: 'lookUp',
      chargeId,
      operationId,
    });
  });

  it('opens the journal’s record of a sale that never learnt its charge’s id', () => {
    expect(differenceAction(notAtService)).toEqual({ kind: 'record', operationId });
  });

  it('opens the charge, with the journal’s operation when the journal holds one', () => {
    const differences: ReconciliationDifference[] = [
      { cause: 'not_in_journal', service },
      { cause: 'journal_lost', service, operationId, till: 'this' },
      {
        cause: 'amount_differs',
        operation,
        service,
        journal: { amount: service.amount, currency: 'JPY' },
      },
      { cause: 'status_differs', operation, service, journalStatus: 'failed' },
    ];
    expect(differences.map(differenceAction)).toEqual([
      { kind: 'charge', chargeId },
      // The operation it names is not in this journal: there are no steps to show.
      { kind: 'charge', chargeId },
      { kind: 'charge', chargeId, operationId },
      { kind: 'charge', chargeId, operationId },
    ]);
  });

  it('opens the review for an operation in review', () => {
    expect(
      differenceAction({
        cause: 'in_review',
        operation,
        reason: 'outcome_unknown',
        since: '2026-11-24T01:00:05.000Z',
      }),
    ).toEqual({ kind: 'review' });
  });

  it('keys each difference of one operation or charge apart, so Back focuses the one followed', () => {
    const refund = { ...service, type: 'refund', resourceId: operationId };
    const differences: ReconciliationDifference[] = [
      { cause: 'not_in_journal', service },
      { cause: 'not_in_journal', service: refund },
      {
        cause: 'amount_differs',
        operation,
        service,
        journal: { amount: service.amount, currency: 'JPY' },
      },
      { cause: 'status_differs', operation, service, journalStatus: 'failed' },
      { ...notAtService, chargeId },
      {
        cause: 'in_review',
        operation,
        reason: 'outcome_unknown',
        since: '2026-11-24T01:00:05.000Z',
      },
    ];
    const keys = differences.map(differenceKey);
    expect(new Set(keys).size).toBe(differences.length);
  });
});
