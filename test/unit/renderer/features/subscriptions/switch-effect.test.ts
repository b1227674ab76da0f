import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { subscriptionRoutes } from '../../../../../shared/service/subscriptions';
import { switchEffect } from '../../../../../renderer/features/subscriptions/switch-effect';

const fixture = JSON.parse(
  readFileSync(
    join(
      import.meta.dirname,
      '../../../../../../shared/fixtures/service-responses/subscription/subscription-infinite-unverified.json',
    ),
    'utf8',
  ),
) as object;
const subscription = (status: string) =>
  subscriptionRoutes.getSubscription.response.parse({ ...fixture, status });
const owed = subscription('unpaid').next_payment;

describe('what a card switch does, by the subscription’s status', () => {
  it.each(['unconfirmed', 'unpaid', 'suspended'])(
    'charges the owed payment to the new card at once when %s',
    (status) => {
      expect(switchEffect(subscription(status))).toEqual({
        kind: 'overdueNow',
        amount: owed?.amount,
      });
    },
  );

  it('charges the new card from the next payment, with its date, when paid up', () => {
    expect(switchEffect(subscription('current'))).toEqual({
      kind: 'nextPayment',
      amount: owed?.amount,
      dueDate: owed?.due_date,
    });
  });

  it('names the subscription’s amount when the service shows no next payment', () => {
    const paidUp = { ...subscription('current'), next_payment: null };
    expect(switchEffect(paidUp)).toEqual({
      kind: 'nextPayment',
      amount: paidUp.amount,
      dueDate: null,
    });
  });

  it('leaves the first payment, under way, to the current card while unverified', () => {
    expect(switchEffect(subscription('unverified'))).toEqual({ kind: 'afterFirst' });
  });

  it.each(['canceled', 'completed'] as const)('charges nothing more when %s', (status) => {
    expect(switchEffect(subscription(status))).toEqual({ kind: 'noMorePayments', status });
  });

  it('promises nothing for a status this version does not know', () => {
    expect(switchEffect(subscription('paused'))).toEqual({ kind: 'unknown' });
  });
});
