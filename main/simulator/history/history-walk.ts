import type { PaginationQuery } from '../../../shared/service/pagination';
import { invalidCursor, positionsWithin, type CreationIndex } from '../pagination';

/** One step of the history: a charge or a refund, as their collections hold them. */
export type HistoryStep<Charge, Refund> =
  | { readonly charge: Charge; readonly refund?: never }
  | { readonly refund: Refund; readonly charge?: never };

/** The two collections the history merges, and what the merge reads of their items. */
export interface HistoryIndexes<Charge, Refund> {
  readonly charges: CreationIndex<Charge>;
  readonly refunds: CreationIndex<Refund>;
  chargeTime(charge: Charge): number;
  refundTime(refund: Refund): number;
  /** The id of the refunded charge. */
  chargeOf(refund: Refund): string;
}

/**
 * The history's charges and refunds in one order, oldest first: by creation, and within one
 * millisecond a charge's refunds right after it, before any charge made after it (as a list
 * built charge by charge and sorted by time orders them). Both collections keep creation
 * order with an index (collection.ts), so the walk is a merge that starts where the cursor
 * is, found by binary search, and reads only what the page needs: a page costs the same at
 * any size of history. Refunds made in one millisecond are taken in the order they were made.
 *
 * Answers the walk in the query's direction, within its `from`/`to`; `inScope` checks the
 * cursor's item (400 on `cursor` when it is not in the list's scope, as for every list).
 */
export function historyWalk<Charge, Refund>(
  indexes: HistoryIndexes<Charge, Refund>,
  query: PaginationQuery & { readonly from?: string | undefined; readonly to?: string | undefined },
  inScope: (step: HistoryStep<Charge, Refund>) => boolean,
): () => HistoryStep<Charge, Refund> | undefined {
  const { charges, refunds } = indexes;
  const chargeRange = positionsWithin(charges, query);
  const refundRange = positionsWithin(refunds, query);
  const forward = query.cursor_direction === 'asc';

  /** Whether `refund` comes before the charge at `position`. */
  const refundFirst = (refund: Refund, position: number): boolean => {
    const charge = charges.at(position);
    if (charge === undefined) return true;
    const difference = indexes.refundTime(refund) - indexes.chargeTime(charge);
    if (difference !== 0) return difference < 0;
    return (charges.positionOf(indexes.chargeOf(refund)) ?? -1) < position;
  };
  /** The first position in [0, size) where `before` stops holding (it holds, then does not). */
  const boundary = (size: number, before: (position: number) => boolean): number => {
    let low = 0;
    let high = size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(middle)) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  // The walk's place: how many charges and refunds, oldest first, lie before it.
  let charge = forward ? chargeRange.low : chargeRange.high;
  let refund = forward ? refundRange.low : refundRange.high;
  if (query.cursor !== undefined) {
    const chargeAt = charges.positionOf(query.cursor);
    const refundAt = chargeAt === undefined ? refunds.positionOf(query.cursor) : undefined;
    const cursorCharge = chargeAt === undefined ? undefined : charges.at(chargeAt);
    const cursorRefund = refundAt === undefined ? undefined : refunds.at(refundAt);
    if (chargeAt !== undefined && cursorCharge !== undefined && inScope({ charge: cursorCharge })) {
      charge = chargeAt + (forward ? 1 : 0);
      refund = boundary(refunds.size, (position) => {
        const at = refunds.at(position);
        return at !== undefined && refundFirst(at, chargeAt);
      });
    } else if (
      refundAt !== undefined &&
      cursorRefund !== undefined &&
      inScope({ refund: cursorRefund })
    ) {
      refund = refundAt + (forward ? 1 : 0);
      charge = boundary(charges.size, (position) => !refundFirst(cursorRefund, position));
    } else {
      throw invalidCursor();
    }
    // A cursor outside the range starts the walk at the range's edge.
    const clamp = (value: number, range: { low: number; high: number }) =>
      Math.min(Math.max(value, range.low), range.high);
    charge = clamp(charge, chargeRange);
    refund = clamp(refund, refundRange);
  }

  return () => {
    if (forward) {
      const nextCharge = charge < chargeRange.high ? charges.at(charge) : undefined;
      const nextRefund = refund < refundRange.high ? refunds.at(refund) : undefined;
      if (
        nextRefund !== undefined &&
        (nextCharge === undefined || refundFirst(nextRefund, charge))
      ) {
        refund += 1;
        return { refund: nextRefund };
      }
      if (nextCharge === undefined) return undefined;
      charge += 1;
      return { charge: nextCharge };
    }
    const lastCharge = charge > chargeRange.low ? charges.at(charge - 1) : undefined;
    const lastRefund = refund > refundRange.low ? refunds.at(refund - 1) : undefined;
    if (
      lastRefund !== undefined &&
      (lastCharge === undefined || !refundFirst(lastRefund, charge - 1))
    ) {
      refund -= 1;
      return { refund: lastRefund };
    }
    if (lastCharge === undefined) return undefined;
    charge -= 1;
    return { charge: lastCharge };
  };
}
