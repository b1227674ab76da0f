import { describe, expect, it } from 'vitest';
import {
  reconcile,
  type ChargeOrigin,
  type ReconciliationContext,
} from '../../../../shared/back-office/reconciliation';
import {
  differenceKey,
  unexplainedDifferences,
} from '../../../../shared/back-office/reconciliation-difference';
import { toMinorUnits } from '../../../../shared/money';
import type { HistoryItem } from '../../../../shared/service/history';

const storeId = '11111111-1111-4111-8111-111111111111';
const thisTill = '22222222-2222-4222-8222-222222222222';
const otherTill = '33333333-3333-4333-8333-333333333333';
const range = { from: '2026-11-23T15:00:00.000Z', to: '2026-11-24T15:00:00.000Z' };
let counter = 0;
const nextId = () => `00000000-0000-4000-8000-${(++counter).toString().padStart(12, '0')}`;

function charge(id: string): HistoryItem {
  return {
    store_id: storeId,
    resource_id: id,
    charge_id: id,
    amount: toMinorUnits(1000),
    currency: 'JPY',
    amount_formatted: 1000,
    type: 'charge',
    status: 'successful',
    created_on: '2026-11-24T01:00:00Z',
    mode: 'test',
  };
}

function context(fields: Partial<ReconciliationContext> = {}): ReconciliationContext {
  return {
    origins: new Map<string, ChargeOrigin>(),
    tillId: thisTill,
    explanations: new Map(),
    keptSince: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

describe('where a charge no operation of this till matches came from', () => {
  it('tells a subscription’s charge, another till’s, and one this till forgot apart', () => {
    const [subscribed, elsewhere, forgotten, unknown] = [nextId(), nextId(), nextId(), nextId()];
    const [subscriptionId, otherOperation, forgottenOperation] = [nextId(), nextId(), nextId()];
    const result = reconcile(
      [charge(subscribed), charge(elsewhere), charge(forgotten), charge(unknown)],
      [],
      range,
      context({
        origins: new Map<string, ChargeOrigin>([
          [subscribed, { subscriptionId }],
          [elsewhere, { operationId: otherOperation, tillId: otherTill }],
          [forgotten, { operationId: forgottenOperation, tillId: thisTill.toUpperCase() }],
        ]),
      }),
    );
    expect(result.differences).toMatchObject([
      { cause: 'subscription_charge', subscriptionId, service: { resourceId: subscribed } },
      {
        cause: 'other_till',
        tillId: otherTill,
        operationId: otherOperation,
        service: { resourceId: elsewhere },
      },
      {
        cause: 'journal_lost',
        till: 'this',
        operationId: forgottenOperation,
        service: { resourceId: forgotten },
      },
      { cause: 'not_in_journal', service: { resourceId: unknown } },
    ]);
  });

  it('says when the range starts before what the till remembers', () => {
    const before = reconcile([], [], range, context({ keptSince: '2026-11-24T00:00:00.000Z' }));
    const after = reconcile([], [], range, context({ keptSince: '2026-11-23T15:00:00.000Z' }));
    expect(before.memory).toEqual({ keptSince: '2026-11-24T00:00:00.000Z', reachesBefore: true });
    expect(after.memory.reachesBefore).toBe(false);
  });
});

describe('explained differences', () => {
  it('shows a clerk’s explanation on its difference and leaves the others unexplained', () => {
    const [explainedCharge, openCharge, subscriptionId] = [nextId(), nextId(), nextId()];
    const explanation = { note: 'Monthly plan of the bakery', at: '2026-11-25T03:00:00.000Z' };
    const origins = new Map<string, ChargeOrigin>([[explainedCharge, { subscriptionId }]]);
    const first = reconcile(
      [charge(explainedCharge), charge(openCharge)],
      [],
      range,
      context({ origins }),
    );
    const [subscribed] = first.differences;
    if (subscribed === undefined) throw new Error('the subscription’s charge is no difference');
    const key = differenceKey(subscribed);
    const later = reconcile(
      [charge(explainedCharge), charge(openCharge)],
      [],
      range,
      context({ origins, explanations: new Map([[key, explanation]]) }),
    );
    expect(later.differences[0]).toMatchObject({ cause: 'subscription_charge', explanation });
    expect(unexplainedDifferences(later)).toEqual([later.differences[1]]);
    expect(unexplainedDifferences(first)).toHaveLength(2);
  });

  it('does not carry an explanation over to another cause of the same charge', () => {
    const chargeId = nextId();
    const explanations = new Map([
      [`not_in_journal:${chargeId}`, { note: 'Known', at: '2026-11-25T03:00:00.000Z' }],
    ]);
    const result = reconcile(
      [charge(chargeId)],
      [],
      range,
      context({
        explanations,
        origins: new Map([[chargeId, { operationId: nextId(), tillId: otherTill }]]),
      }),
    );
    expect(unexplainedDifferences(result)).toHaveLength(1);
  });
});
