import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import * as fileSystem from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AtomicFileSystem } from '../../../../main/files/atomic-file';
import { exportHistory, type ExportOptions } from '../../../../main/export/history-export';
import { readAllItems } from '../../../../main/service/pagination';
import { createServiceClient, type ServiceClient } from '../../../../main/service/service-client';
import { seedHistory } from '../../../../main/simulator/seeding/seed-history';
import { startSimulator, type RunningSimulator } from '../../../../main/simulator/start-simulator';
import { historyRoutes, type HistoryItem } from '../../../../shared/service/history';
import { readCsv } from './read-csv';

let sim: RunningSimulator;
let client: ServiceClient;
let storeId: string;
let folder: string;
const timeZone = 'Asia/Tokyo';

beforeAll(async () => {
  sim = await startSimulator({ clock: 'frozen' });
  seedHistory(sim, { count: 450, days: 5 });
  const token = sim.credentials.appTokens.store1Test;
  storeId = token.storeId ?? '';
  client = createServiceClient({
    baseUrl: sim.baseUrl,
    appVersion: 'test',
    credentials: () => Promise.resolve({ secret: token.secret, jwt: token.jwt }),
    random: () => 0,
  });
  // A Japanese word and a formula-like text, for the encodings and the spreadsheet's safety.
  const [first] = await firstItems(1);
  const answer = await fetch(
    `${sim.baseUrl}/stores/${storeId}/charges/${first?.resource_id ?? ''}`,
    {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token.secret}.${token.jwt}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ metadata: { note: '精算テスト ①' } }),
    },
  );
  expect(answer.status).toBe(200);
});
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'counter-export-'));
});
afterAll(async () => {
  await client.close();
  await sim.close();
});

async function firstItems(count: number): Promise<HistoryItem[]> {
  const items: HistoryItem[] = [];
  for await (const item of readAllItems(
    client,
    historyRoutes.listStoreHistory,
    { params: { storeId } },
    { cursorOf: (found) => found.resource_id },
  )) {
    items.push(item);
    if (items.length === count) break;
  }
  return items;
}

const store = {
  get storeId() {
    return storeId;
  },
  get client() {
    return client;
  },
};

function run(path: string, encoding: 'utf8' | 'sjis', options: ExportOptions = {}, query = {}) {
  return exportHistory(store, { scope: 'store', query }, { path, encoding, timeZone }, options);
}

describe('history export', () => {
  it('writes every item the history lists, page by page, with a header, BOM and offsets', async () => {
    const path = join(folder, 'history.csv');
    const summary = await run(path, 'utf8');
    const listed = await firstItems(Number.POSITIVE_INFINITY);
    const { bom, records } = await readCsv(path, 'utf8');
    expect(bom).toBe(true);
    const [header, ...rows] = records;
    expect(header?.slice(0, 4)).toEqual(['created_on', 'type', 'status', 'id']);
    const column = (name: string) => header?.indexOf(name) ?? -1;
    expect(rows.map((row) => row[column('id')])).toEqual(listed.map((item) => item.resource_id));
    expect(rows.map((row) => Number(row[column('amount_minor')]))).toEqual(
      listed.map((item) => item.amount),
    );
    expect(rows.every((row) => row[column('created_on')]?.endsWith('+09:00'))).toBe(true);
    const listedTimes = listed.map((item) => Date.parse(String(item.created_on)));
    expect(rows.map((row) => Date.parse(row[column('created_on')] ?? ''))).toEqual(listedTimes);
    const usd = rows.find((row) => row[column('currency')] === 'USD');
    expect(usd?.[column('amount')]).toBe((Number(usd?.[column('amount_minor')]) / 100).toFixed(2));
    expect(summary.rows).toBe(listed.length);
    expect(summary.charges + summary.refunds).toBe(listed.length);
    const paidYen = listed.filter(
      (item) =>
        item.currency === 'JPY' &&
        item.mode === 'test' &&
        item.type === 'charge' &&
        item.status === 'successful',
    );
    expect(
      summary.totals.find((total) => total.currency === 'JPY' && total.mode === 'test')?.paid,
    ).toBe(paidYen.reduce((sum, item) => sum + item.amount, 0));
    expect(await readdir(folder)).toEqual(['history.csv']);
  });

  it('writes the same content in Shift_JIS, Japanese included, when asked', async () => {
    await run(join(folder, 'utf8.csv'), 'utf8');
    await run(join(folder, 'sjis.csv'), 'sjis');
    const utf8 = await readCsv(join(folder, 'utf8.csv'), 'utf8');
    const sjis = await readCsv(join(folder, 'sjis.csv'), 'sjis');
    expect(sjis.bom).toBe(false);
    expect(sjis.text).toBe(utf8.text);
    expect(sjis.text).toContain('精算テスト ①');
  });

  it('keeps only the rows of the filters and the method asked for', async () => {
    const path = join(folder, 'refunds.csv');
    const summary = await exportHistory(
      store,
      { scope: 'store', query: { type: 'refund' }, method: 'card' },
      { path, encoding: 'utf8', timeZone },
      {},
    );
    const { records } = await readCsv(path, 'utf8');
    const [header, ...rows] = records;
    expect(rows.length).toBe(summary.rows);
    expect(summary.charges).toBe(0);
    expect(rows.every((row) => row[header?.indexOf('type') ?? -1] === 'refund')).toBe(true);
    expect(rows.every((row) => row[header?.indexOf('payment_type') ?? -1] === 'card')).toBe(true);
  });

  it('leaves no file when cancelled while it runs, and keeps the file already there', async () => {
    const path = join(folder, 'history.csv');
    await writeFile(path, 'yesterday');
    const controller = new AbortController();
    const exported = run(path, 'utf8', {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(exported).rejects.toMatchObject({ code: 'EXPORT_CANCELLED' });
    expect(await readdir(folder)).toEqual(['history.csv']);
    expect(await fileSystem.readFile(path, 'utf8')).toBe('yesterday');
  });

  it('ends with EXPORT_SERVICE_FAILED and no file when the service fails mid-export', async () => {
    const token = sim.credentials.appTokens.store1Test;
    let requests = 0;
    // Every request after the first page asks the simulator for a 500 (docs/simulator.md: Faults).
    const failing = new Agent().compose((dispatch) => (options, handler) => {
      requests += 1;
      const headers = { ...(options.headers as Record<string, string>) };
      if (requests > 1) headers['x-sim-fault'] = '500';
      return dispatch({ ...options, headers }, handler);
    });
    const failingClient = createServiceClient({
      baseUrl: sim.baseUrl,
      appVersion: 'test',
      credentials: () => Promise.resolve({ secret: token.secret, jwt: token.jwt }),
      random: () => 0,
      dispatcher: failing,
    });
    const path = join(folder, 'history.csv');
    let pagesWritten = 0;
    const exported = exportHistory(
      { storeId, client: failingClient },
      { scope: 'store', query: {} },
      { path, encoding: 'utf8', timeZone },
      { onProgress: () => (pagesWritten += 1) },
    );
    await expect(exported).rejects.toMatchObject({ code: 'EXPORT_SERVICE_FAILED' });
    expect(pagesWritten).toBe(1);
    expect(await readdir(folder)).toEqual([]);
    await failingClient.close();
  });

  it('ends with EXPORT_DISK_FULL and no file when the disk fills up', async () => {
    let writes = 0;
    const fullDisk: AtomicFileSystem = {
      ...fileSystem,
      open: async (...args: Parameters<typeof fileSystem.open>) => {
        const handle = await fileSystem.open(...args);
        const write = handle.write.bind(handle) as (data: Uint8Array) => Promise<unknown>;
        return Object.assign(handle, {
          write: async (data: Uint8Array) => {
            writes += 1;
            if (writes > 2) throw Object.assign(new Error('no space'), { code: 'ENOSPC' });
            return write(data);
          },
        });
      },
    };
    const exported = run(join(folder, 'history.csv'), 'utf8', { fileSystem: fullDisk });
    await expect(exported).rejects.toMatchObject({ code: 'EXPORT_DISK_FULL' });
    expect(await readdir(folder)).toEqual([]);
  });

  it('ends with EXPORT_FOLDER_UNWRITABLE when the folder is not there', async () => {
    const exported = run(join(folder, 'gone', 'history.csv'), 'utf8');
    await expect(exported).rejects.toMatchObject({ code: 'EXPORT_FOLDER_UNWRITABLE' });
    expect(await readdir(folder)).toEqual([]);
  });

  it('refuses a range whose to is before its from, writing nothing', async () => {
    const exported = run(
      join(folder, 'history.csv'),
      'utf8',
      {},
      {
        from: '2026-11-30T00:00:00.000Z',
        to: '2026-11-01T00:00:00.000Z',
      },
    );
    await expect(exported).rejects.toMatchObject({ code: 'EXPORT_RANGE_REVERSED' });
    expect(await readdir(folder)).toEqual([]);
  });
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});
