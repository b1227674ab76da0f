import { describe, expect, it } from 'vitest';
import type { IpcError } from '../../../../../shared/ipc/ipc-result';
import type { PosApi } from '../../../../../shared/ipc/ipc-contract';
import { createCustomerIdsStore } from '../../../../../renderer/features/customer-ids/customer-ids-store';

const customerId = '6f1c2a3b-4d5e-5f60-8a7b-9c0d1e2f3a4b';
const storeId = '11111111-2222-4333-8444-555555555555';

function token(index: number) {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    store_id: storeId,
    mode: 'test' as const,
    created_on: '2026-11-25T10:00:00Z',
    payment_type: 'konbini',
    data: {},
  };
}

type Pos = Pick<PosApi, 'customersCreateId' | 'tokensList'>;

function fakePos() {
  const listed: unknown[] = [];
  const pos: Pos = {
    customersCreateId: () => Promise.resolve({ ok: true, data: { customer_id: customerId } }),
    tokensList: (input) => {
      listed.push(input);
      const page =
        input.query?.cursor === undefined
          ? { items: [token(1), token(2)], has_more: true }
          : { items: [token(3)], has_more: false };
      return Promise.resolve({ ok: true, data: page } as never);
    },
  };
  return { pos, listed };
}

describe('customer ids store', () => {
  it('refuses an empty member number with the service’s reason and sends nothing', async () => {
    const { pos, listed } = fakePos();
    const store = createCustomerIdsStore(pos);
    await store.getState().map();
    expect(store.getState().errors).toEqual([{ field: 'customer_id', reason: 'REQUIRED_VALUE' }]);
    expect(listed).toEqual([]);
  });

  it('lists the customer’s tokens and pages on from the last one', async () => {
    const { pos, listed } = fakePos();
    const store = createCustomerIdsStore(pos);
    store.getState().setMemberNumber(' M-1001 ');
    await store.getState().map();
    expect(store.getState().customer).toEqual({ memberNumber: 'M-1001', customerId });
    await store.getState().more();
    expect(store.getState().tokens.map(({ id }) => id)).toEqual([
      token(1).id,
      token(2).id,
      token(3).id,
    ]);
    expect(store.getState().hasMore).toBe(false);
    expect(listed).toEqual([
      { scope: 'store', query: { customer_id: customerId } },
      { scope: 'store', query: { customer_id: customerId, cursor: token(2).id } },
    ]);
  });

  it('lists the customer’s tokens again as far as they were loaded', async () => {
    const { pos, listed } = fakePos();
    const store = createCustomerIdsStore(pos);
    store.getState().setMemberNumber('M-1001');
    await store.getState().map();
    await store.getState().more();
    listed.length = 0;
    await store.getState().refresh();
    expect(store.getState().tokens.map(({ id }) => id)).toEqual([
      token(1).id,
      token(2).id,
      token(3).id,
    ]);
    expect(listed).toEqual([
      { scope: 'store', query: { customer_id: customerId } },
      { scope: 'store', query: { customer_id: customerId, cursor: token(2).id } },
    ]);
  });

  it('keeps the tokens on show while a refresh reads, and when it fails', async () => {
    const { pos } = fakePos();
    let answer: (() => void) | undefined;
    const error: IpcError = { code: 'SERVICE_UNAVAILABLE_TRY_AGAIN', message: 'down' };
    const store = createCustomerIdsStore({
      ...pos,
      tokensList: (input) =>
        answer === undefined
          ? pos.tokensList(input)
          : new Promise((resolve) => {
              answer = () => resolve({ ok: false, error });
            }),
    });
    store.getState().setMemberNumber('M-1001');
    await store.getState().map();
    const shown = store.getState().tokens;
    answer = () => {};
    const refreshing = store.getState().refresh();
    expect(store.getState().tokens).toBe(shown);
    answer();
    await refreshing;
    expect(store.getState().tokens).toBe(shown);
    expect(store.getState().listError).toEqual(error);
  });

  it('reads nothing before a customer is mapped', async () => {
    const { pos, listed } = fakePos();
    const store = createCustomerIdsStore(pos);
    await store.getState().refresh();
    expect(listed).toEqual([]);
  });
});
