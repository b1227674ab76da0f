import type { Subscription } from '../../../shared/service/subscriptions';

/*
 * What switching the card does to a subscription, read from its status (conventions:
 * Subscriptions; the simulator plays the same rules, docs/simulator.md): a subscription that
 * owes a payment (its first one failed, a later one failed and is being retried, or it was
 * suspended for it) has that payment charged to the new card at once; one that is paid up
 * charges the new card from its next payment; an unverified one's first charge is already
 * under way on the old card; a canceled or completed one charges nothing more.
 */

type Amount = Subscription['amount'];

export type SwitchEffect =
  | { kind: 'overdueNow'; amount: Amount }
  | { kind: 'nextPayment'; amount: Amount; dueDate: string | null }
  | { kind: 'afterFirst' }
  | { kind: 'noMorePayments'; status: 'canceled' | 'completed' }
  | { kind: 'unknown' };

const owing = new Set(['unconfirmed', 'unpaid', 'suspended']);

/** The switch's effect on `subscription` as it was last read. */
export function switchEffect(subscription: Subscription): SwitchEffect {
  const { status } = subscription;
  // The unpaid scheduled payment: the one owed, or else the one due next.
  const amount = subscription.next_payment?.amount ?? subscription.amount;
  if (owing.has(status)) return { kind: 'overdueNow', amount };
  if (status === 'current') {
    return { kind: 'nextPayment', amount, dueDate: subscription.next_payment?.due_date ?? null };
  }
  if (status === 'unverified') return { kind: 'afterFirst' };
  if (status === 'canceled' || status === 'completed') return { kind: 'noMorePayments', status };
  return { kind: 'unknown' };
}

/** Whether the switch charges the new card at once, so its outcome is worth waiting for. */
export function chargesAtOnce(
  effect: SwitchEffect,
): effect is Extract<SwitchEffect, { kind: 'overdueNow' }> {
  return effect.kind === 'overdueNow';
}
