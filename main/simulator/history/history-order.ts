import { compareCreated, inCreationOrder, type Listable } from '../pagination';

/** A refund as the history orders it: by its own creation, and after its charge on a tie. */
export interface OrderedRefund extends Listable {
  readonly chargeId: string;
}

/**
 * The history's charges and refunds oldest first, as a stable sort of the list built charge
 * by charge (each charge followed by its refunds) orders them: within one millisecond, a
 * charge's refunds follow it and come before any charge listed after it.
 *
 * `charges` and `refunds` come in collection order, `refunds` only those of `charges`. Both
 * collections keep creation order, so one merge gives that order without sorting (a list
 * page must not sort 100,000 items); only when either is out of order (records seeded with
 * older dates) is the charge-by-charge list sorted.
 */
export function inHistoryOrder<Charge extends Listable, Refund extends OrderedRefund>(
  charges: readonly Charge[],
  refunds: readonly Refund[],
): readonly (Charge | Refund)[] {
  let positions: Map<string, number> | undefined;
  // Only a tie needs a charge's place in the list, so the map waits for the first one.
  const position = (chargeId: string): number => {
    positions ??= new Map(charges.map((charge, index) => [charge.id, index]));
    return positions.get(chargeId) ?? -1;
  };
  if (!ordered(charges, () => true)) return chargeByCharge(charges, refunds);
  const inOrder = ordered(refunds, (before, after) => {
    return position(before.chargeId) <= position(after.chargeId);
  });
  if (!inOrder) return chargeByCharge(charges, refunds);

  const merged: (Charge | Refund)[] = [];
  let next = 0;
  for (const charge of charges) {
    for (let refund = refunds[next]; refund !== undefined; refund = refunds[next]) {
      const order = compareCreated(refund.created_on, charge.created_on);
      const first = order < 0 || (order === 0 && position(refund.chargeId) < position(charge.id));
      if (!first) break;
      merged.push(refund);
      next += 1;
    }
    merged.push(charge);
  }
  merged.push(...refunds.slice(next));
  return merged;
}

/** Whether `items` are oldest first, with `tieInOrder` holding for neighbours of one millisecond. */
function ordered<Item extends Listable>(
  items: readonly Item[],
  tieInOrder: (before: Item, after: Item) => boolean,
): boolean {
  for (let index = 1; index < items.length; index += 1) {
    const before = items[index - 1];
    const after = items[index];
    if (before === undefined || after === undefined) continue;
    const order = compareCreated(before.created_on, after.created_on);
    if (order > 0 || (order === 0 && !tieInOrder(before, after))) return false;
  }
  return true;
}

/** Each charge followed by its refunds, then sorted by creation (stable). */
function chargeByCharge<Charge extends Listable, Refund extends OrderedRefund>(
  charges: readonly Charge[],
  refunds: readonly Refund[],
): readonly (Charge | Refund)[] {
  const byCharge = new Map<string, Refund[]>();
  for (const refund of refunds) {
    const ofCharge = byCharge.get(refund.chargeId);
    if (ofCharge) ofCharge.push(refund);
    else byCharge.set(refund.chargeId, [refund]);
  }
  return inCreationOrder(charges.flatMap((charge) => [charge, ...(byCharge.get(charge.id) ?? [])]));
}
