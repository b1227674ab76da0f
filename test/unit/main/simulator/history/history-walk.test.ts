import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCollection } from '../../../../../main/simulator/collection';
import { historyWalk, type HistoryStep } from '../../../../../main/simulator/history/history-walk';
import { SimulatorState } from '../../../../../main/simulator/state';

interface Charge {
  readonly id: string;
  readonly at: number;
}
interface Refund extends Charge {
  readonly chargeId: string;
}

const chargesDefinition = defineCollection(
  'walk-charges',
  z.strictObject({ id: z.string(), at: z.number() }),
  (item) => item.at,
);
const refundsDefinition = defineCollection(
  'walk-refunds',
  z.strictObject({ id: z.string(), at: z.number(), chargeId: z.string() }),
  (item) => item.at,
);

function indexes(charges: readonly Charge[], refunds: readonly Refund[]) {
  const state = new SimulatorState();
  state.declare(chargesDefinition);
  state.declare(refundsDefinition);
  state.collection(chargesDefinition).insertMany(charges);
  state.collection(refundsDefinition).insertMany(refunds);
  return {
    charges: state.collection(chargesDefinition),
    refunds: state.collection(refundsDefinition),
    chargeTime: (charge: Charge) => charge.at,
    refundTime: (refund: Refund) => refund.at,
    chargeOf: (refund: Refund) => refund.chargeId,
  };
}

const idOf = (step: HistoryStep<Charge, Refund>): string => (step.charge ?? step.refund).id;

function walked(
  charges: readonly Charge[],
  refunds: readonly Refund[],
  query: Parameters<typeof historyWalk>[1] = {},
  inScope: (step: HistoryStep<Charge, Refund>) => boolean = () => true,
): string[] {
  const next = historyWalk(indexes(charges, refunds), query, inScope);
  const ids: string[] = [];
  for (let step = next(); step !== undefined; step = next()) ids.push(idOf(step));
  return ids;
}

/** How the history ordered items before the index: each charge then its refunds, sorted by time. */
function reference(charges: readonly Charge[], refunds: readonly Refund[]): string[] {
  return charges
    .flatMap((charge) => [charge, ...refunds.filter((refund) => refund.chargeId === charge.id)])
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.at - b.item.at || a.index - b.index)
    .map(({ item }) => item.id);
}

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Charges and refunds within a few milliseconds, so many share one; refunds made in order. */
function history(next: () => number) {
  const charges: Charge[] = [];
  const refunds: Refund[] = [];
  let clock = 0;
  for (let n = 0; n < 12; n += 1) {
    clock += next() < 0.5 ? 0 : 1;
    const chargeId = `c${String(n)}`;
    charges.push({ id: chargeId, at: clock });
    for (let r = 0; next() < 0.4 && r < 3; r += 1) {
      const at = clock + (next() < 0.5 ? 0 : 1);
      refunds.push({ id: `r${String(n)}.${String(r)}`, chargeId, at });
    }
  }
  refunds.sort((a, b) => a.at - b.at);
  return { charges, refunds };
}

describe('transaction history walk', () => {
  it('puts a refund made after later charges among them, newest first by default', () => {
    const charges = [
      { id: 'a', at: 1 },
      { id: 'b', at: 3 },
    ];
    const refunds = [{ id: 'a1', chargeId: 'a', at: 4 }];
    expect(walked(charges, refunds)).toEqual(['a1', 'b', 'a']);
    expect(walked(charges, refunds, { cursor_direction: 'asc' })).toEqual(['a', 'b', 'a1']);
  });

  it('within one millisecond, puts a charge before its refunds and those before later charges', () => {
    const charges = ['a', 'b', 'c'].map((id) => ({ id, at: 1 }));
    const refunds = [
      { id: 'a1', chargeId: 'a', at: 1 },
      { id: 'c1', chargeId: 'c', at: 1 },
    ];
    const ascending = walked(charges, refunds, { cursor_direction: 'asc' });
    expect(ascending).toEqual(['a', 'a1', 'b', 'c', 'c1']);
  });

  it('orders every history as the charge-by-charge list sorted by time did, both ways', () => {
    const next = random(7);
    for (let round = 0; round < 200; round += 1) {
      const { charges, refunds } = history(next);
      const expected = reference(charges, refunds);
      expect(walked(charges, refunds, { cursor_direction: 'asc' })).toEqual(expected);
      expect(walked(charges, refunds)).toEqual([...expected].reverse());
    }
  });

  it('starts right after any cursor, charge or refund, in either direction', () => {
    const next = random(11);
    for (let round = 0; round < 50; round += 1) {
      const { charges, refunds } = history(next);
      const expected = reference(charges, refunds);
      expected.forEach((cursor, index) => {
        expect(walked(charges, refunds, { cursor, cursor_direction: 'asc' })).toEqual(
          expected.slice(index + 1),
        );
        expect(walked(charges, refunds, { cursor })).toEqual(expected.slice(0, index).reverse());
      });
    }
  });

  it('keeps to from (inclusive) and to (exclusive)', () => {
    const charges = [1, 2, 3, 4].map((at) => ({ id: `c${String(at)}`, at }));
    const refunds = [{ id: 'r', chargeId: 'c1', at: 3 }];
    const iso = (ms: number) => new Date(ms).toISOString();
    const query = { from: iso(2), to: iso(4), cursor_direction: 'asc' as const };
    expect(walked(charges, refunds, query)).toEqual(['c2', 'r', 'c3']);
  });

  it('refuses a cursor that is unknown or outside the scope', () => {
    const charges = [{ id: 'a', at: 1 }];
    expect(() => walked(charges, [], { cursor: 'nope' })).toThrow('VALIDATION_ERROR');
    expect(() => walked(charges, [], { cursor: 'a' }, () => false)).toThrow('VALIDATION_ERROR');
  });
});
