import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedIsoTimestamp, zonedRange } from '../../../../shared/back-office/zoned-day';
import { historyRoutes, type HistoryItem } from '../../../../shared/service/history';
import { readAllItems } from '../../../../main/service/pagination';
import { createServiceClient } from '../../../../main/service/service-client';
import { seedHistory } from '../../../../main/simulator/seeding/seed-history';
import { startSimulator, type RunningSimulator } from '../../../../main/simulator/start-simulator';
import { readCsv } from './read-csv';

const root = join(import.meta.dirname, '../../../..');
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const run = promisify(execFile);

let sim: RunningSimulator;
let folder: string;
let env: NodeJS.ProcessEnv;
let days: { from: string; to: string };

beforeAll(async () => {
  sim = await startSimulator({ clock: 'frozen' });
  seedHistory(sim, { count: 400, days: 12 });
  const token = sim.credentials.appTokens.store1Test;
  env = {
    PATH: process.env['PATH'],
    COUNTER_BASE_URL: sim.baseUrl,
    COUNTER_STORE_ID: token.storeId ?? '',
    COUNTER_SECRET: token.secret,
    COUNTER_JWT: token.jwt,
  };
  // The ten days up to today on the store's clock.
  const today = zonedIsoTimestamp(new Date(sim.clock.now()), 'Asia/Tokyo').slice(0, 10);
  const tenDaysAgo = zonedIsoTimestamp(new Date(sim.clock.now() - 9 * 86_400_000), 'Asia/Tokyo');
  days = { from: tenDaysAgo.slice(0, 10), to: today };
  folder = await mkdtemp(join(tmpdir(), 'counter-export-cli-'));
});
afterAll(async () => {
  await sim.close();
  await rm(folder, { recursive: true, force: true });
});

interface Exit {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function exportCli(args: readonly string[], environment = env): Promise<Exit> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [tsxCli, 'main/export/cli.ts', ...args],
      {
        cwd: root,
        env: environment,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function listed(range: { from: string; to: string }): Promise<HistoryItem[]> {
  const client = createServiceClient({
    baseUrl: sim.baseUrl,
    appVersion: 'test',
    credentials: () =>
      Promise.resolve({ secret: env['COUNTER_SECRET'] ?? '', jwt: env['COUNTER_JWT'] ?? '' }),
  });
  const items: HistoryItem[] = [];
  for await (const item of readAllItems(
    client,
    historyRoutes.listStoreHistory,
    { params: { storeId: env['COUNTER_STORE_ID'] ?? '' }, query: range },
    { cursorOf: (found) => found.resource_id },
  )) {
    items.push(item);
  }
  await client.close();
  return items;
}

describe('npm run export', () => {
  it('writes the history of the days asked for, as read page by page, and sums it up on one line', async () => {
    const out = join(folder, 'ok.csv');
    const exit = await exportCli([
      '--from',
      days.from,
      '--to',
      days.to,
      '--out',
      out,
      '--encoding',
      'sjis',
    ]);
    expect(exit.stderr).toBe('');
    expect(exit.code).toBe(0);
    const items = await listed(zonedRange({ fromDate: days.from, toDate: days.to }, 'Asia/Tokyo'));
    expect(items.length).toBeGreaterThan(200);
    const { records } = await readCsv(out, 'sjis');
    const [header, ...rows] = records;
    const id = header?.indexOf('id') ?? -1;
    expect(rows.map((row) => row[id])).toEqual(items.map((item) => item.resource_id));
    const charges = items.filter((item) => item.type === 'charge').length;
    const lines = exit.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(
      `exported ${String(items.length)} rows (${String(charges)} charges, ${String(items.length - charges)} refunds)`,
    );
    const yen = items
      .filter((item) => item.type === 'charge' && item.currency === 'JPY')
      .reduce((sum, item) => sum + item.amount, 0);
    expect(lines[0]).toContain(`JPY charges ${String(yen)} refunds`);
  });

  it('exits 2 with a clear message on bad arguments or credentials, writing nothing', async () => {
    const out = join(folder, 'refused.csv');
    const range = ['--from', days.from, '--to', days.to, '--out', out];
    const exits = await Promise.all([
      exportCli(['--from', '2026-02-30', '--to', days.to, '--out', out]),
      exportCli(['--from', days.to, '--to', days.from, '--out', out]),
      exportCli([...range, '--encoding', 'latin1']),
      exportCli([...range, '--scope', 'galaxy']),
      exportCli(range, { ...env, COUNTER_SECRET: 'not-the-secret' }),
      exportCli(range, { ...env, COUNTER_JWT: '' }),
      exportCli(['--from', days.from, '--to', days.to, '--out', join(folder, 'gone', 'x.csv')]),
    ]);
    expect(exits.map((exit) => exit.code)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    const messages = exits.map((exit) => exit.stderr);
    expect(messages[0]).toContain('--from 2026-02-30 is not a day of the calendar');
    expect(messages[1]).toContain('is before --from');
    expect(messages[2]).toContain('--encoding latin1 is unknown');
    expect(messages[3]).toContain('--scope galaxy is unknown');
    expect(messages[4]).toContain('the service refused the credentials (INVALID_CREDENTIALS)');
    expect(messages[5]).toContain('COUNTER_JWT must be set');
    expect(messages[6]).toContain('folder is missing or not writable');
    expect(exits.every((exit) => exit.stdout === '')).toBe(true);
    expect(await readdir(folder)).not.toContain('refused.csv');
  });

  it('exits 1 when the service fails, writing nothing', async () => {
    const armed = await fetch(`${sim.baseUrl}/_sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fault: '503', count: 50 }),
    });
    expect(armed.status).toBe(200);
    const out = join(folder, 'failed.csv');
    const exit = await exportCli(['--from', days.from, '--to', days.to, '--out', out]);
    await fetch(`${sim.baseUrl}/_sim/faults`, { method: 'DELETE' });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toContain('the service failed (SERVICE_UNAVAILABLE_TRY_AGAIN)');
    expect(await readdir(folder)).not.toContain('failed.csv');
  });
});
