import { saleKind } from '../../../shared/flows/flow-input';
import type { CurrencyCode, MinorUnits } from '../../../shared/money';
import type { OperationView } from '../../journal/operation-view';

/*
 * A new sale of the amount a sale just paid may be the same customer charged twice (a cashier
 * who never saw the first one end keys the card again); the counter asks before it starts one
 * (renderer/README.md: A counter that starts again). The service's own duplicate rule holds
 * for seconds only, so the window is minutes.
 */

/** How long after a sale was paid a new sale of its amount is asked about first. */
export const recentPaidSaleWindowMs = 5 * 60_000;

interface Amount {
  readonly amount: MinorUnits;
  readonly currency: CurrencyCode;
}

/**
 * The profile's latest sale of `asked` paid (succeeded: captured or authorized) within the
 * window before `now`, or undefined.
 */
export function recentPaidSale(
  operations: readonly OperationView[],
  profileId: string,
  asked: Amount,
  now: Date,
): OperationView | undefined {
  const since = now.getTime() - recentPaidSaleWindowMs;
  return operations
    .filter(({ intent, state, updatedAt }) => {
      if (intent.profileId !== profileId || !saleKind.safeParse(intent.kind).success) return false;
      if (!('amount' in intent) || state !== 'succeeded') return false;
      return (
        intent.amount === asked.amount &&
        intent.currency === asked.currency &&
        Date.parse(updatedAt) >= since
      );
    })
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
}
