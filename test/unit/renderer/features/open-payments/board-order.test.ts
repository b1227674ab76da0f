import { describe, expect, it } from 'vitest';
import { sortByUrgency } from '../../../../../renderer/features/open-payments/board-order';
import type { OpenPayment } from '../../../../../shared/ipc/ipc-payloads';
import { toMinorUnits } from '../../../../../shared/money';

function payment(
  operationId: string,
  expiresAt: string | null,
  nearingExpiry = false,
): OpenPayment {
  return {
    operationId,
    kind: 'konbini_sale',
    amount: toMinorUnits(1000),
    currency: 'JPY',
    chargeId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    status: 'awaiting',
    action: null,
    customer: null,
    expiresAt,
    nearingExpiry,
    followedBy: 'board',
    checkedAt: null,
    createdAt: '2025-05-01T09:00:00.000Z',
  };
}

const ids = (payments: OpenPayment[]) => payments.map(({ operationId }) => operationId);

describe('the board’s order', () => {
  it('puts what main flags near its deadline first, however far the others’ deadlines', () => {
    const soon = payment('a', '2025-05-01T10:00:00.000Z');
    const flagged = payment('b', '2025-05-08T10:00:00.000Z', true);
    expect(ids(sortByUrgency([soon, flagged]))).toEqual(['b', 'a']);
  });

  it('orders by the soonest deadline, those without one last', () => {
    const later = payment('a', '2025-05-03T10:00:00.000Z');
    const none = payment('b', null);
    const sooner = payment('c', '2025-05-02T10:00:00.000Z');
    expect(ids(sortByUrgency([later, none, sooner]))).toEqual(['c', 'a', 'b']);
  });

  it('keeps a stable order between payments with the same deadline', () => {
    const at = '2025-05-02T10:00:00.000Z';
    expect(ids(sortByUrgency([payment('d', at), payment('c', at)]))).toEqual(['c', 'd']);
  });

  it('leaves the list it was given as it was', () => {
    const given = [payment('b', null), payment('a', '2025-05-02T10:00:00.000Z')];
    sortByUrgency(given);
    expect(ids(given)).toEqual(['b', 'a']);
  });
});
