import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IpcError } from '../../../../../shared/ipc/ipc-result';
import type { PosApi } from '../../../../../shared/ipc/ipc-contract';
import { subscriptionRoutes } from '../../../../../shared/service/subscriptions';
import { tokenRoutes } from '../../../../../shared/service/tokens';
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
const token = tokenRoutes.getToken.response.parse(
  JSON.parse(
    readFileSync(join(fixtures, '../transactiontoken/get-card-full.json'), 'utf8'),
  ) as unknown,
);
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
  const state = {
    status: subscription.status,
    chargeStatus: charge.status,
    tokenId: subscription.transaction_token_id,
  };
  const pos: Pos = {
    subscriptionsGet: () => {
      asked.push('get');
      return Promise.resolve({
        ok: true,
        data: { ...subscription, status: state.status, transaction_token_id: state.tokenId },
      });
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
    tokensGet: ({ tokenId }) => Promise.resolve({ ok: true, data: { ...token, id: tokenId } }),
    chargesGet: () => Promise.reject(new Error('not asked')),
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

describe('subscriptions store card', () => {
  it('reads the token it charges by id, and says why when that fails', async () => {
    const { pos } = fakePos();
    const store = await shown(pos);
    await expect
      .poll(() => store.getState().card?.token?.id)
      .toBe(subscription.transaction_token_id);

    const error: IpcError = { code: 'NOT_FOUND', message: 'gone' };
    const failing = createSubscriptionsStore({
      ...pos,
      tokensGet: () => Promise.resolve({ ok: false, error }),
    });
    await failing.getState().open(subscription.id);
    await expect.poll(() => failing.getState().card?.error).toEqual(error);
    expect(failing.getState().card?.tokenId).toBe(subscription.transaction_token_id);
  });
});

describe('subscriptions store card switch', () => {
  const newToken = '00000000-0000-4000-8000-00000000abcd';

  /** An unpaid subscription whose switch the service answers, charging the new card at once. */
  function owing(chargeOutcome: 'successful' | 'failed') {
    const seen: string[] = [];
    // The service holds the charge read (polling=true) until the charge is processed.
    let process = () => {};
    const processed = new Promise<void>((resolve) => (process = resolve));
    const { pos, state } = fakePos({
      subscriptionsUpdate: ({ body }) => {
        seen.push(`update ${body.transaction_token_id ?? ''}`);
        state.tokenId = newToken;
        return Promise.resolve({
          ok: true,
          data: { ...subscription, status: 'unpaid', transaction_token_id: newToken },
        });
      },
      chargesGet: async ({ chargeId, query }) => {
        seen.push(`charge ${chargeId} polling ${String(query?.polling)}`);
        // The first held read ends before the charge is processed.
        if (seen.length === 2) return { ok: true, data: { ...charge, status: 'pending' } } as never;
        await processed;
        state.status = chargeOutcome === 'successful' ? 'current' : 'unpaid';
        return { ok: true, data: { ...charge, status: chargeOutcome } } as never;
      },
    });
    state.status = 'unpaid';
    // The charge the new card is making for the overdue payment.
    state.chargeStatus = 'pending';
    return { pos, seen, process };
  }

  it('follows the overdue payment charged to the new card, then reads the status again', async () => {
    const { pos, seen, process } = owing('successful');
    const store = await shown(pos);

    const pending = store.getState().switchCard(newToken);
    await expect.poll(() => store.getState().switchOutcome?.kind).toBe('charging');
    process();
    expect(await pending).toBeNull();

    const after = store.getState();
    expect(after.switchOutcome).toEqual({
      kind: 'paid',
      amount: subscription.next_payment?.amount,
    });
    expect(seen).toEqual([
      `update ${newToken}`,
      `charge ${charge.id} polling true`,
      `charge ${charge.id} polling true`,
    ]);
    expect(after.subscription?.status).toBe('current');
    await expect.poll(() => store.getState().card?.tokenId).toBe(newToken);
  });

  it('says the new card was declined when its charge fails', async () => {
    const { pos, process } = owing('failed');
    const store = await shown(pos);
    process();
    await store.getState().switchCard(newToken);
    expect(store.getState().switchOutcome?.kind).toBe('declined');
    expect(store.getState().subscription?.status).toBe('unpaid');
  });

  it('waits on no charge when the subscription is paid up', async () => {
    const { pos, asked } = fakePos({
      subscriptionsUpdate: () =>
        Promise.resolve({ ok: true, data: { ...subscription, transaction_token_id: newToken } }),
    });
    const store = await shown(pos);
    asked.length = 0;
    await store.getState().switchCard(newToken);
    expect(store.getState().switchOutcome).toEqual({ kind: 'switched' });
    // Only the refresh: no charge looked up.
    expect(asked).toContain('get');
  });

  it('answers the refusal and claims no outcome', async () => {
    const error: IpcError = { code: 'TRANSACTION_TOKEN_EXPIRED', message: 'expired' };
    const { pos } = fakePos({ subscriptionsUpdate: () => Promise.resolve({ ok: false, error }) });
    const store = await shown(pos);
    expect(await store.getState().switchCard(newToken)).toEqual(error);
    expect(store.getState().switchOutcome).toBeNull();
  });
});

describe('subscriptions store charge filters', () => {
  it('starts another subscription’s charges from the default filters', async () => {
    const { pos, asked } = fakePos();
    const store = await shown(pos);
    await store.getState().searchCharges({ ...emptyChargesFilter, mode: 'test' });
    asked.length = 0;

    await store.getState().open(subscription.id);

    expect(store.getState().chargesFilter).toEqual(emptyChargesFilter);
    await expect.poll(() => asked).toContain('charges any mode');
  });
});
