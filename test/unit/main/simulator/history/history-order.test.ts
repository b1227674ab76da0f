import { describe, expect, it } from 'vitest';
import { inHistoryOrder } from '../../../../../main/simulator/history/history-order';

interface Charge {
  readonly id: string;
  readonly created_on: string | number;
}
interface Refund extends Charge {
  readonly chargeId: string;
}

const second = (n: number): string => `2024-01-01T00:00:${String(n).padStart(2, '0')}.000000Z`;

/** How the history ordered items before: each charge then its refunds, stably sorted by time. */
function reference(charges: readonly Charge[], refunds: readonly Refund[]): string[] {
  return charges
    .flatMap((charge) => [charge, ...refunds.filter((refund) => refund.chargeId === charge.id)])
    .map((item, index) => ({ item, index, time: new Date(item.created_on).getTime() }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ item }) => item.id);
}

const ids = (items: readonly Charge[]): string[] => items.map((item) => item.id);

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Charges and refunds dated within a few seconds, so many share a millisecond. */
function history(next: () => number, inOrder: boolean) {
  const charges: Charge[] = [];
  const refunds: Refund[] = [];
  let clock = 0;
  for (let n = 0; n < 12; n += 1) {
    clock += next() < 0.5 ? 0 : 1;
    const at = inOrder ? clock : Math.floor(next() * 10);
    const charge = {
      id: `c${n}`,
      created_on: next() < 0.5 ? second(at) : Date.UTC(2024, 0, 1, 0, 0, at),
    };
    charges.push(charge);
    for (let r = 0; next() < 0.4 && r < 3; r += 1) {
      const after = next() < 0.5 ? 0 : 1;
      refunds.push({ id: `r${n}.${r}`, chargeId: charge.id, created_on: second(clock + after) });
    }
  }
  // Refunds in creation order as their collection holds them: by date, then as made.
  if (inOrder) refunds.sort((a, b) => String(a.created_on).localeCompare(String(b.created_on)));
  return { charges, refunds };
}

describe('transaction history order', () => {
  it('puts a refund made after later charges among them, newest last', () => {
    const charges = [
      { id: 'a', created_on: second(1) },
      { id: 'b', created_on: second(3) },
    ];
    const refunds = [{ id: 'a1', chargeId: 'a', created_on: second(4) }];
    expect(ids(inHistoryOrder(charges, refunds))).toEqual(['a', 'b', 'a1']);
  });

  it('within one millisecond, puts a charge before its refunds and those before later charges', () => {
    const charges = ['a', 'b', 'c'].map((id) => ({ id, created_on: second(1) }));
    const refunds = [
      { id: 'a1', chargeId: 'a', created_on: second(1) },
      { id: 'c1', chargeId: 'c', created_on: second(1) },
    ];
    expect(ids(inHistoryOrder(charges, refunds))).toEqual(['a', 'a1', 'b', 'c', 'c1']);
  });

  it('within one millisecond, orders refunds by their charges whatever order they were made in', () => {
    const charges = ['a', 'b', 'c'].map((id) => ({ id, created_on: second(1) }));
    const refunds = [
      { id: 'c1', chargeId: 'c', created_on: second(1) },
      { id: 'a1', chargeId: 'a', created_on: second(1) },
    ];
    expect(ids(inHistoryOrder(charges, refunds))).toEqual(['a', 'a1', 'b', 'c', 'c1']);
  });

  it('orders charges and refunds in creation order as the charge-by-charge list sorted by time did', () => {
    const next = random(7);
    for (let round = 0; round < 200; round += 1) {
      const { charges, refunds } = history(next, true);
      expect(ids(inHistoryOrder(charges, refunds))).toEqual(reference(charges, refunds));
    }
  });

  it('still orders them so when records were seeded out of creation order', () => {
    const next = random(11);
    for (let round = 0; round < 200; round += 1) {
      const { charges, refunds } = history(next, false);
      expect(ids(inHistoryOrder(charges, refunds))).toEqual(reference(charges, refunds));
    }
  });
});
