import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IpcError } from '../../../../../shared/ipc/ipc-result';
import type { PosApi } from '../../../../../shared/ipc/ipc-contract';
import { subscriptionRoutes } from '../../../../../shared/service/subscriptions';
import { createSubscriptionsStore } from '../../../../../renderer/features/subscriptions/subscriptions-store';
import { emptyChargesFilter } from '../../../../../renderer/features/subscriptions/subscription-charges-filter';

const fixtures = join(
  import.meta.dirname,
  '../../../../../../shared/fixtures/service-responses/subscription',
);
const read = (name: string): unknown => JSON.parse(readFileSync(join(fixtures, name), 'utf8'));
// Current, so the store does not follow it with `polling=true`.
const subscription = subscriptionRoutes.getSubscription.response.parse({
  ...(read('subscription-infinite-unverified.json') as object),
  status: 'current',
});
const charge = subscriptionRoutes.listSubscriptionCharges.response.parse(
  read('charges/subscription-infinite-charges.json'),
).items[0]!;

function payment(index: number) {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    due_date: `2026-${String(index).padStart(2, '0')}-01`,
    zone_id: 'Asia/Tokyo',
    amount: subscription.amount,
    currency: subscription.currency,
    amount_formatted: subscription.amount,
    is_paid: false,
    is_last_payment: false,
    created_on: subscription.created_on,
  };
}

type Pos = Parameters<typeof createSubscriptionsStore>[0];

/** A service with 12 scheduled payments (10 a page) and one charge, answering what it is asked. */
function fakePos(overrides: Partial<Pos> = {}) {
  const asked: string[] = [];
  const state = { status: subscription.status, chargeStatus: charge.status };
  const pos: Pos = {
    subscriptionsGet: () => {
      asked.push('get');
      return Promise.resolve({ ok: true, data: { ...subscription, status: state.status } });
    },
    subscriptionsListPayments: ({ query }) => {
      asked.push(`payments ${query?.cursor ?? 'first'}`);
      const start = query?.cursor === undefined ? 0 : 10;
      const items = Array.from({ length: start === 0 ? 10 : 2 }, (_, i) => payment(start + i + 1));
      return Promise.resolve({ ok: true, data: { items, has_more: start === 0 } } as never);
    },
    subscriptionsListCharges: ({ query }) => {
      asked.push(`charges ${query?.mode ?? 'any mode'}`);
      const items = [{ ...charge, status: state.chargeStatus }];
      return Promise.resolve({ ok: true, data: { items, has_more: false } } as never);
    },
    subscriptionsGetPayment: () => Promise.reject(new Error('not asked')),
    subscriptionsUpdate: () => Promise.reject(new Error('not asked')),
    ...overrides,
  } satisfies Pick<PosApi, keyof Pos>;
  return { pos, asked, state };
}

async function shown(pos: Pos) {
  const store = createSubscriptionsStore(pos);
  await store.getState().open(subscription.id);
  await expect.poll(() => store.getState().charges.items.length).toBe(1);
  await expect.poll(() => store.getState().payments.items.length).toBe(10);
  return store;
}

describe('subscriptions store refresh', () => {
  it('reads the subscription, its payments as far as loaded and its charges with the same filter', async () => {
    const { pos, asked, state } = fakePos();
    const store = await shown(pos);
    await store.getState().morePayments();
    await store.getState().searchCharges({ ...emptyChargesFilter, mode: 'test' });
    asked.length = 0;
    state.status = 'suspended';
    state.chargeStatus = 'refunded';

    await store.getState().refresh();

    const after = store.getState();
    expect(after.subscription?.status).toBe('suspended');
    expect(after.payments.items).toHaveLength(12);
    expect(after.charges.items.map(({ status }) => status)).toEqual(['refunded']);
    expect(after.chargesFilter.mode).toBe('test');
    expect(asked).toEqual(
      expect.arrayContaining([
        'charges test',
        'get',
        'payments first',
        `payments ${payment(10).id}`,
      ]),
    );
    expect(asked).toHaveLength(4);
  });

  it('keeps what is on show, with the error beside it, when the service fails', async () => {
    const error: IpcError = { code: 'SERVICE_UNAVAILABLE_TRY_AGAIN', message: 'down' };
    const { pos } = fakePos();
    const store = await shown(pos);
    const before = store.getState();
    const failing = createSubscriptionsStore({
      ...pos,
      subscriptionsGet: () => Promise.resolve({ ok: false, error }),
      subscriptionsListPayments: () => Promise.resolve({ ok: false, error }),
      subscriptionsListCharges: () => Promise.resolve({ ok: false, error }),
    });
    failing.setState({
      subscription: before.subscription,
      payments: before.payments,
      charges: before.charges,
    });

    await failing.getState().refresh();

    const after = failing.getState();
    expect(after.subscription).toBe(before.subscription);
    expect(after.error).toEqual(error);
    expect(after.payments).toEqual({ ...before.payments, error });
    expect(after.charges).toEqual({ ...before.charges, error });
  });

  it('reads nothing while no subscription is on show', async () => {
    const { pos, asked } = fakePos();
    await createSubscriptionsStore(pos).getState().refresh();
    expect(asked).toEqual([]);
  });
});
