import { describe, expect, it } from 'vitest';
import {
  createPaymentsStore,
  emptyPaymentsFilter,
} from '../../../../../renderer/features/payments/payments-store';
import type { PosApi } from '../../../../../shared/ipc/ipc-contract';
import { historyItem } from '../../../../../shared/service/history';

type HistoryList = PosApi['historyList'];
type HistoryInput = Parameters<HistoryList>[0];

function item(n: number) {
  return historyItem.parse({
    store_id: '7f3c0d4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f',
    resource_id: `3a4b5c6d-7e8f-4a9b-8c0d-${String(n).padStart(12, '0')}`,
    amount: 1000 + n,
    currency: 'JPY',
    amount_formatted: 1000 + n,
    type: 'charge',
    status: 'successful',
    created_on: '2025-05-01T10:00:00.000Z',
    mode: 'test',
  });
}

/** A fake history answering the pages given, one per call, and keeping what it was asked. */
function history(pages: { items: number[]; hasMore: boolean }[]) {
  const asked: HistoryInput[] = [];
  const historyList: HistoryList = (input) => {
    asked.push(input);
    const page = pages[asked.length - 1] ?? { items: [], hasMore: false };
    return Promise.resolve({
      ok: true,
      data: { items: page.items.map(item), has_more: page.hasMore },
    });
  };
  return { asked, pos: { historyList } };
}

describe('the payments list', () => {
  it('loads the next page after the last loaded charge, and appends it', async () => {
    const { asked, pos } = history([
      { items: [1, 2], hasMore: true },
      { items: [3], hasMore: false },
    ]);
    const store = createPaymentsStore(pos);
    await store.getState().search(emptyPaymentsFilter);
    await store.getState().loadPage('older');
    expect(asked.map((input) => input.query?.cursor)).toEqual([
      undefined,
      '3a4b5c6d-7e8f-4a9b-8c0d-000000000002',
    ]);
    expect(store.getState().items.map((listed) => listed.amount)).toEqual([1001, 1002, 1003]);
    expect(store.getState().hasOlder).toBe(false);
  });

  it('reads the list again as far as it was loaded, keeping its filter, newest sale first', async () => {
    const { asked, pos } = history([
      { items: [1, 2], hasMore: true },
      { items: [3], hasMore: true },
      { items: [9, 1], hasMore: true },
      { items: [2, 3], hasMore: true },
    ]);
    const store = createPaymentsStore(pos);
    const filter = { ...emptyPaymentsFilter, status: 'successful' as const };
    await store.getState().search(filter);
    await store.getState().loadPage('older');
    await store.getState().refresh();
    expect(store.getState().items.map((listed) => listed.amount)).toEqual([1009, 1001, 1002, 1003]);
    expect(store.getState().filter).toBe(filter);
    expect(asked.slice(2).map((input) => [input.query?.status, input.query?.cursor])).toEqual([
      ['successful', undefined],
      ['successful', '3a4b5c6d-7e8f-4a9b-8c0d-000000000001'],
    ]);
  });

  it('keeps the rows on screen while a refresh is read, and reads nothing before a search', async () => {
    const { asked, pos } = history([
      { items: [1], hasMore: false },
      { items: [2, 1], hasMore: false },
    ]);
    const store = createPaymentsStore(pos);
    await store.getState().refresh();
    expect(asked).toHaveLength(0);
    await store.getState().search(emptyPaymentsFilter);
    const refreshing = store.getState().refresh();
    expect(store.getState().items.map((listed) => listed.amount)).toEqual([1001]);
    expect(store.getState().status).toBe('loaded');
    await refreshing;
    expect(store.getState().items.map((listed) => listed.amount)).toEqual([1002, 1001]);
  });

  it('asks no further once the service said there is no more', async () => {
    const { asked, pos } = history([{ items: [1], hasMore: false }]);
    const store = createPaymentsStore(pos);
    await store.getState().search(emptyPaymentsFilter);
    await store.getState().loadPage('older');
    expect(asked).toHaveLength(1);
  });

  it('starts over with a new filter, and sends nothing for a filter the query refuses', async () => {
    const { asked, pos } = history([
      { items: [1, 2], hasMore: true },
      { items: [5], hasMore: false },
    ]);
    const store = createPaymentsStore(pos);
    await store.getState().search(emptyPaymentsFilter);
    expect(
      await store
        .getState()
        .search({ ...emptyPaymentsFilter, fromDate: '2025-05-02', toDate: '2025-05-01' }),
    ).toBe(false);
    expect(asked).toHaveLength(1);
    await store.getState().search({ ...emptyPaymentsFilter, status: 'failed' });
    expect(asked.at(-1)?.query?.status).toBe('failed');
    expect(store.getState().items.map((listed) => listed.amount)).toEqual([1005]);
  });

  it('keeps the error of a page that could not be read', async () => {
    const store = createPaymentsStore({
      historyList: () =>
        Promise.resolve({ ok: false, error: { code: 'TIMEOUT', message: 'timed out' } }),
    });
    await store.getState().search(emptyPaymentsFilter);
    expect(store.getState()).toMatchObject({ status: 'loaded', error: { code: 'TIMEOUT' } });
  });
});

describe('the payments list’s days', () => {
  it('are the store’s days, not the terminal’s: 1 December in Tokyo starts at 15:00 UTC', async () => {
    const { asked, pos } = history([{ items: [], hasMore: false }]);
    const store = createPaymentsStore(pos, () => 'Asia/Tokyo');
    await store.getState().search({
      ...emptyPaymentsFilter,
      fromDate: '2026-12-01',
      toDate: '2026-12-01',
    });
    expect(asked.map((input) => [input.query?.from, input.query?.to])).toEqual([
      ['2026-11-30T15:00:00.000Z', '2026-12-01T15:00:00.000Z'],
    ]);
  });
});
