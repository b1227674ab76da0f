import { describe, expect, it } from 'vitest';
import { emptyChargeListFilter } from '../../../../../renderer/features/charge-list/charge-list-filter';
import { createHistoryStore } from '../../../../../renderer/features/history/history-store';
import type { PosApi } from '../../../../../shared/ipc/ipc-contract';
import { historyItem } from '../../../../../shared/service/history';

type HistoryList = PosApi['historyList'];
type HistoryInput = Parameters<HistoryList>[0];

const id = (n: number) => `3a4b5c6d-7e8f-4a9b-8c0d-${String(n).padStart(12, '0')}`;

function item(n: number) {
  return historyItem.parse({
    store_id: '7f3c0d4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f',
    resource_id: id(n),
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
function fakePos(pages: { items: number[]; hasMore: boolean }[]) {
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

describe('the transaction history', () => {
  it('pages older from the last row and newer from the first, newest always on top', async () => {
    const { asked, pos } = fakePos([
      { items: [5, 4], hasMore: true },
      { items: [3, 2], hasMore: false },
      // Newer rows come oldest first with cursor_direction asc.
      { items: [6, 7], hasMore: false },
    ]);
    const store = createHistoryStore(pos, () => 'Asia/Tokyo');
    await store.getState().search(emptyChargeListFilter);
    await store.getState().loadPage('older');
    expect(store.getState().hasOlder).toBe(false);
    await store.getState().loadPage('newer');
    expect(asked.map((input) => [input.query?.cursor, input.query?.cursor_direction])).toEqual([
      [undefined, undefined],
      [id(4), 'desc'],
      [id(5), 'asc'],
    ]);
    expect(store.getState().items.map((row) => row.amount - 1000)).toEqual([7, 6, 5, 4, 3, 2]);
  });

  it('sends every filter the service takes, days on the store clock, all stores when asked', async () => {
    const { asked, pos } = fakePos([{ items: [], hasMore: false }]);
    const store = createHistoryStore(pos, () => 'Asia/Tokyo');
    await store.getState().search({
      scope: 'merchant',
      type: 'refund',
      status: 'successful',
      mode: 'live',
      method: 'konbini',
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      search: ' 4242 ',
    });
    expect(asked).toEqual([
      {
        scope: 'merchant',
        query: {
          limit: 100,
          type: 'refund',
          status: 'successful',
          mode: 'live',
          from: '2026-10-31T15:00:00.000Z',
          to: '2026-11-30T15:00:00.000Z',
          search: '4242',
        },
      },
    ]);
  });

  it('refuses a reversed range or a day the calendar lacks without asking the service', async () => {
    const { asked, pos } = fakePos([]);
    const store = createHistoryStore(pos, () => 'Asia/Tokyo');
    const reversed = { ...emptyChargeListFilter, fromDate: '2026-11-02', toDate: '2026-11-01' };
    expect(await store.getState().search(reversed)).toBe(false);
    const missing = { ...emptyChargeListFilter, fromDate: '2026-02-30' };
    expect(await store.getState().search(missing)).toBe(false);
    expect(asked).toEqual([]);
  });

  it('rereads down to the row loaded last after a new row came on top, losing none', async () => {
    const { asked, pos } = fakePos([
      { items: [5, 4], hasMore: true },
      { items: [3, 2], hasMore: true },
      // The refresh, after a sale (6) came on top: a page past the old last row too.
      { items: [6, 5], hasMore: true },
      { items: [4, 3], hasMore: true },
      { items: [2, 1], hasMore: true },
    ]);
    const store = createHistoryStore(pos, () => 'Asia/Tokyo');
    await store.getState().search(emptyChargeListFilter);
    await store.getState().loadPage('older');
    await store.getState().refresh();
    expect(asked).toHaveLength(5);
    expect(store.getState().items.map((row) => row.amount - 1000)).toEqual([6, 5, 4, 3, 2]);
    expect(store.getState().hasOlder).toBe(true);
  });
});
