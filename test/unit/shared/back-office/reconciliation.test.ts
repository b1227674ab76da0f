import { describe, expect, it } from 'vitest';
import {
  reconcile,
  type ReconciliationOperation,
} from '../../../../shared/back-office/reconciliation';
import { toMinorUnits } from '../../../../shared/money';
import type { HistoryItem } from '../../../../shared/service/history';

const storeId = '11111111-1111-4111-8111-111111111111';
const range = { from: '2026-11-23T15:00:00.000Z', to: '2026-11-24T15:00:00.000Z' };
let counter = 0;
const nextId = () => `00000000-0000-4000-8000-${(++counter).toString().padStart(12, '0')}`;

function charge(id: string, fields: Partial<{ amount: number; status: string }> = {}) {
  const amount = fields.amount ?? 1000;
  return {
    store_id: storeId,
    resource_id: id,
    charge_id: id,
    amount: toMinorUnits(amount),
    currency: 'JPY',
    amount_formatted: amount,
    type: 'charge',
    status: fields.status ?? 'successful',
    created_on: '2026-11-24T01:00:00Z',
    mode: 'test',
    payment_type: 'card',
    user_data: { brand: 'visa' },
  } satisfies HistoryItem;
}

function refundItem(id: string, chargeId: string, status = 'successful'): HistoryItem {
  return {
    ...charge(chargeId, { amount: 300 }),
    resource_id: id,
    type: 'refund',
    status,
    created_on: '2026-11-24T02:00:00Z',
  };
}

function operation(fields: Partial<ReconciliationOperation>): ReconciliationOperation {
  return {
    operationId: nextId(),
    kind: 'card_sale',
    amount: toMinorUnits(1000),
    currency: 'JPY',
    chargeStatus: 'successful',
    outcome: 'succeeded',
    review: null,
    createdAt: '2026-11-24T00:59:59.000Z',
    ...fields,
  };
}

/** Reconciles with each charge naming the operation `named` gives, and no till. */
function reconcileNamed(
  items: readonly HistoryItem[],
  operations: readonly ReconciliationOperation[],
  within: typeof range,
  named: ReadonlyMap<string, string> = new Map(),
) {
  return reconcile(items, operations, within, {
    origins: new Map([...named].map(([chargeId, operationId]) => [chargeId, { operationId }])),
    tillId: '22222222-2222-4222-8222-222222222222',
    explanations: new Map(),
    keptSince: '2026-01-01T00:00:00.000Z',
  });
}

describe('reconciliation', () => {
  it('finds a clean day clean', () => {
    const chargeId = nextId();
    const refundId = nextId();
    const result = reconcileNamed(
      [charge(chargeId), refundItem(refundId, chargeId)],
      [
        operation({ chargeId }),
        operation({ kind: 'refund', chargeId, refundId, amount: toMinorUnits(300) }),
      ],
      range,
    );
    expect(result.differences).toEqual([]);
    expect(result.checked).toEqual({ charges: 1, refunds: 1, operations: 2 });
  });

  it('lists a charge or refund the service has that the journal never recorded', () => {
    const chargeId = nextId();
    const refundId = nextId();
    const result = reconcileNamed([charge(chargeId), refundItem(refundId, chargeId)], [], range);
    expect(result.differences.map((d) => [d.cause, 'service' in d && d.service.type])).toEqual([
      ['not_in_journal', 'charge'],
      ['not_in_journal', 'refund'],
    ]);
  });

  it('lists a sale or refund of the journal whose charge the service does not list', () => {
    const chargeId = nextId();
    const refundId = nextId();
    const sale = operation({ chargeId });
    const refund = operation({ kind: 'refund', chargeId: nextId(), refundId });
    const result = reconcileNamed([], [sale, refund], range);
    expect(result.differences).toEqual([
      {
        cause: 'not_at_service',
        operation: { operationId: sale.operationId, kind: 'card_sale' },
        chargeId,
        journal: { amount: 1000, currency: 'JPY' },
        createdAt: sale.createdAt,
      },
      expect.objectContaining({ cause: 'not_at_service', refundId }),
    ]);
  });

  it('expects no charge of a sale that ended before it made one, nor of an older sale', () => {
    const failed = operation({ outcome: 'failed' });
    delete failed.chargeId;
    const older = operation({ chargeId: nextId(), createdAt: '2026-11-20T00:00:00.000Z' });
    expect(reconcileNamed([], [failed, older], range).differences).toEqual([]);
  });

  it('lists an amount that differs, and takes a partial capture as the new amount', () => {
    const differs = nextId();
    const captured = nextId();
    const result = reconcileNamed(
      [charge(differs, { amount: 1200 }), charge(captured, { amount: 600 })],
      [
        operation({ chargeId: differs }),
        operation({ chargeId: captured, chargeStatus: 'authorized' }),
        operation({
          kind: 'capture',
          chargeId: captured,
          amount: toMinorUnits(600),
          createdAt: '2026-11-24T03:00:00.000Z',
        }),
      ],
      range,
    );
    const [difference, ...others] = result.differences;
    expect(others).toEqual([]);
    expect(difference?.cause === 'amount_differs' && difference).toMatchObject({
      journal: { amount: 1000, currency: 'JPY' },
      service: { resourceId: differs, amount: 1200 },
    });
  });

  it('lists a status that differs from what the ended operations left', () => {
    const canceledElsewhere = nextId();
    const captured = nextId();
    const refundId = nextId();
    const result = reconcileNamed(
      [
        charge(canceledElsewhere, { status: 'canceled' }),
        charge(captured, { status: 'authorized' }),
        refundItem(refundId, captured, 'failed'),
      ],
      [
        operation({ chargeId: canceledElsewhere }),
        operation({ chargeId: captured, chargeStatus: 'authorized' }),
        operation({ kind: 'capture', chargeId: captured, createdAt: '2026-11-24T03:00:00.000Z' }),
        operation({ kind: 'refund', chargeId: captured, refundId, amount: toMinorUnits(300) }),
      ],
      range,
    );
    expect(
      result.differences.map((d) => [
        d.cause,
        'journalStatus' in d && d.journalStatus,
        'service' in d && d.service.status,
      ]),
    ).toEqual([
      ['status_differs', 'successful', 'canceled'],
      ['status_differs', 'successful', 'authorized'],
      ['status_differs', 'successful', 'failed'],
    ]);
  });

  it('does not compare the status of a charge an open operation still follows', () => {
    const chargeId = nextId();
    const result = reconcileNamed(
      [charge(chargeId, { status: 'successful' })],
      [operation({ kind: 'konbini_sale', chargeId, chargeStatus: 'awaiting', outcome: null })],
      range,
    );
    expect(result.differences).toEqual([]);
  });

  it('lists an operation in review once, with its reason, whatever the service says', () => {
    const chargeId = nextId();
    const review = operation({
      chargeId,
      outcome: null,
      review: { reason: 'outcome_unknown', since: '2026-11-24T01:00:05.000Z' },
    });
    const result = reconcileNamed([charge(chargeId, { amount: 5 })], [review], range);
    expect(result.differences).toEqual([
      {
        cause: 'in_review',
        operation: { operationId: review.operationId, kind: 'card_sale' },
        chargeId,
        reason: 'outcome_unknown',
        since: '2026-11-24T01:00:05.000Z',
      },
    ]);
  });

  it('tells a charge Counter made at a till that named none from one made elsewhere', () => {
    const lost = nextId();
    const elsewhere = nextId();
    const lostOperation = nextId();
    const result = reconcileNamed(
      [charge(lost), charge(elsewhere)],
      [],
      range,
      new Map([[lost, lostOperation]]),
    );
    expect(result.differences).toMatchObject([
      {
        cause: 'journal_lost',
        till: 'unnamed',
        operationId: lostOperation,
        service: { resourceId: lost },
      },
      { cause: 'not_in_journal', service: { resourceId: elsewhere } },
    ]);
  });

  it('finds the charge of a sale that never heard its id by the operation the charge names', () => {
    const settled = operation({ outcome: 'succeeded' });
    const failed = operation({ outcome: 'failed' });
    const reviewed = operation({
      outcome: null,
      review: { reason: 'outcome_unknown', since: '2026-11-24T01:00:05.000Z' },
    });
    const [settledCharge, failedCharge, reviewedCharge] = [nextId(), nextId(), nextId()];
    const result = reconcileNamed(
      [charge(settledCharge), charge(failedCharge), charge(reviewedCharge)],
      [settled, failed, reviewed],
      range,
      new Map([
        [settledCharge, settled.operationId],
        [failedCharge, failed.operationId],
        [reviewedCharge, reviewed.operationId],
      ]),
    );
    // The settled sale matches its charge; the one in review is listed once, for its review;
    // the one the till believes failed took money.
    expect(result.differences.map((d) => d.cause)).toEqual(['status_differs', 'in_review']);
    expect(result.differences[0]).toMatchObject({
      operation: { operationId: failed.operationId },
      journalStatus: 'failed',
      service: { resourceId: failedCharge, status: 'successful' },
    });
  });

  it('lists a sale settled as succeeded that no charge of the service names, without an id', () => {
    const settled = operation({ outcome: 'succeeded' });
    const result = reconcileNamed([], [settled, operation({ outcome: 'abandoned' })], range);
    expect(result.differences).toEqual([
      {
        cause: 'not_at_service',
        operation: { operationId: settled.operationId, kind: 'card_sale' },
        journal: { amount: 1000, currency: 'JPY' },
        createdAt: settled.createdAt,
      },
    ]);
  });

  it('keeps a charge naming a sale that recorded another charge as not in the journal', () => {
    const recorded = nextId();
    const second = nextId();
    const sale = operation({ chargeId: recorded });
    const result = reconcileNamed(
      [charge(recorded), charge(second)],
      [sale],
      range,
      new Map([
        [recorded, sale.operationId],
        [second, sale.operationId],
      ]),
    );
    expect(result.differences).toMatchObject([
      { cause: 'not_in_journal', service: { resourceId: second } },
    ]);
  });

  it('keeps an item of an unknown type as not in the journal rather than failing', () => {
    const result = reconcileNamed([{ ...charge(nextId()), type: 'payout' }], [], range);
    expect(result.differences).toHaveLength(1);
    expect(result.differences[0]).toMatchObject({
      cause: 'not_in_journal',
      service: { type: 'payout' },
    });
  });
});
