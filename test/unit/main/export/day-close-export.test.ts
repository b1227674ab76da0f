import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportDayClose } from '../../../../main/export/day-close-export';
import type { ServiceClient } from '../../../../main/service/service-client';
import { toMinorUnits } from '../../../../shared/money';
import type { HistoryItem } from '../../../../shared/service/history';
import { readCsv } from '../../../integration/main/export/read-csv';

const storeId = '11111111-1111-4111-8111-111111111111';
const id = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

function item(n: number, mode: HistoryItem['mode'], amount: number): HistoryItem {
  return {
    store_id: storeId,
    resource_id: id(n),
    charge_id: id(n),
    amount: toMinorUnits(amount),
    currency: 'JPY',
    amount_formatted: amount,
    type: 'charge',
    status: 'successful',
    created_on: '2026-11-24T01:00:00Z',
    mode,
    payment_type: 'card',
    user_data: { brand: 'visa' },
  };
}

/** One history page holding `items`, and the queries it was asked. */
function onePageService(items: readonly HistoryItem[]) {
  const queries: Record<string, unknown>[] = [];
  const client = {
    request: (_route: unknown, input: { query?: Record<string, unknown> }) => {
      queries.push(input.query ?? {});
      return Promise.resolve({ data: { items, has_more: false } });
    },
    close: () => Promise.resolve(),
  } as unknown as ServiceClient;
  return { service: { storeId, client }, queries };
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'day-close-export-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('exportDayClose', () => {
  it('asks for one mode, counts only its money, and writes the mode on every row', async () => {
    const { service, queries } = onePageService([
      item(1, 'live', 1000),
      // A live store's test payment, as the real service may list it: not live money.
      item(2, 'live_test', 5000),
    ]);
    const path = join(dir, 'day-close.csv');
    const summary = await exportDayClose(
      service,
      { scope: 'store', fromDate: '2026-11-24', toDate: '2026-11-24', mode: 'live' },
      { path, encoding: 'utf8', timeZone: 'Asia/Tokyo', storeCurrency: 'JPY' },
    );
    expect(queries[0]).toMatchObject({ mode: 'live' });
    expect(summary.totals).toEqual([
      expect.objectContaining({ currency: 'JPY', mode: 'live', paid: 1000, net: 1000 }),
    ]);
    const [header = [], ...rows] = (await readCsv(path, 'utf8')).records;
    const column = (name: string) => header.indexOf(name);
    expect(rows.every((row) => row[column('mode')] === 'live')).toBe(true);
    const net = rows.find(
      (row) => row[column('level')] === 'currency' && row[column('bucket')] === 'net',
    );
    expect(net?.[column('amount_minor')]).toBe('1000');
  });
});
