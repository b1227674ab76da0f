import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { zonedIsoTimestamp, zonedRange } from '../../../../shared/back-office/zoned-day';
import { historyRoutes, type HistoryItem } from '../../../../shared/service/history';
import { createKeychain } from '../../../../main/credentials/keychain';
import { createProfileStore } from '../../../../main/credentials/profiles';
import { historyCsvColumns } from '../../../../main/export/history-csv-columns';
import { exportUsage } from '../../../../main/export/export-arguments';
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
let merchantEnv: NodeJS.ProcessEnv;
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
  const merchant = sim.credentials.appTokens.merchant;
  merchantEnv = { ...env, COUNTER_SECRET: merchant.secret, COUNTER_JWT: merchant.jwt };
  delete merchantEnv['COUNTER_STORE_ID'];
  // The ten days up to today on the store's clock.
  const today = zonedIsoTimestamp(new Date(sim.clock.now()), 'Asia/Tokyo').slice(0, 10);
  const tenDaysAgo = zonedIsoTimestamp(new Date(sim.clock.now() - 9 * 86_400_000), 'Asia/Tokyo');
  days = { from: tenDaysAgo.slice(0, 10), to: today };
  folder = await mkdtemp(join(tmpdir(), 'counter-export-cli-'));
  // A Japanese word on the newest charge, which Shift_JIS and UTF-8 must both carry.
  const [newest] = await listed('store', {});
  const noted = await fetch(
    `${sim.baseUrl}/stores/${env['COUNTER_STORE_ID'] ?? ''}/charges/${newest?.charge_id ?? newest?.resource_id ?? ''}`,
    {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token.secret}.${token.jwt}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ metadata: { note: '精算テスト' } }),
    },
  );
  expect(noted.status).toBe(200);
});
afterEach(async () => {
  // The control routes take JSON only, a DELETE too (415 without it).
  const cleared = await fetch(`${sim.baseUrl}/_sim/faults`, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(cleared.status).toBe(200);
});
afterAll(async () => {
  await sim.close();
  await rm(folder, { recursive: true, force: true });
});

function armFault(body: { fault: string; count: number; path?: string }): Promise<Response> {
  return fetch(`${sim.baseUrl}/_sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

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

/** The history the CLI should have written, read page by page with the client. */
async function listed(
  scope: 'store' | 'merchant',
  range: { from?: string; to?: string },
): Promise<HistoryItem[]> {
  const environment = scope === 'store' ? env : merchantEnv;
  const client = createServiceClient({
    baseUrl: sim.baseUrl,
    appVersion: 'test',
    credentials: () =>
      Promise.resolve({
        secret: environment['COUNTER_SECRET'] ?? '',
        jwt: environment['COUNTER_JWT'] ?? '',
      }),
  });
  const pages =
    scope === 'store'
      ? readAllItems(
          client,
          historyRoutes.listStoreHistory,
          { params: { storeId: env['COUNTER_STORE_ID'] ?? '' }, query: range },
          { cursorOf: (found) => found.resource_id },
        )
      : readAllItems(
          client,
          historyRoutes.listHistory,
          { query: range },
          { cursorOf: (found) => found.resource_id },
        );
  const items: HistoryItem[] = [];
  for await (const item of pages) items.push(item);
  await client.close();
  return items;
}

/** The records a spreadsheet should read: the header, then every item's every column. */
function expectedRecords(items: readonly HistoryItem[]): string[][] {
  const columns = historyCsvColumns('Asia/Tokyo');
  // The writer quotes a formula-like cell with an apostrophe (csv-file-writer: safeCell).
  const cell = (value: string | number) =>
    typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return [
    columns.map((column) => column.header),
    ...items.map((item) => columns.map((column) => cell(column.cell(item)))),
  ];
}

/** Fails unless nothing but `expected` (name to content) is left in `dir`: no .part file. */
async function expectOnly(dir: string, expected: Record<string, string>): Promise<void> {
  expect((await readdir(dir)).sort()).toEqual(Object.keys(expected).sort());
  for (const [name, content] of Object.entries(expected)) {
    expect(await readFile(join(dir, name), 'utf8')).toBe(content);
  }
}

// Several tsx children at once, and the client's retries with backoff, take long on a busy
// machine; the limit only bounds a hang.
const slow = 120_000;

const older = 'the export of last month\r\n';

describe('npm run export', () => {
  it.each([
    { scope: 'store', encoding: 'utf8' },
    { scope: 'store', encoding: 'sjis' },
    { scope: 'merchant', encoding: 'utf8' },
    { scope: 'merchant', encoding: 'sjis' },
  ] as const)(
    'writes every column of the $scope history read page by page in $encoding, and sums it up on one line',
    async ({ scope, encoding }) => {
      const out = join(folder, `ok-${scope}-${encoding}.csv`);
      const exit = await exportCli(
        [
          '--from',
          days.from,
          '--to',
          days.to,
          '--out',
          out,
          '--scope',
          scope,
          ...(encoding === 'utf8' ? [] : ['--encoding', encoding]),
        ],
        scope === 'store' ? env : merchantEnv,
      );
      expect(exit.stderr).toBe('');
      expect(exit.code).toBe(0);
      const items = await listed(
        scope,
        zonedRange({ fromDate: days.from, toDate: days.to }, 'Asia/Tokyo'),
      );
      expect(items.length).toBeGreaterThan(200);
      const { bom, text, records } = await readCsv(out, encoding);
      expect(bom).toBe(encoding === 'utf8');
      expect(text).toContain('精算テスト');
      expect(records).toEqual(expectedRecords(items));
      const charges = items.filter((item) => item.type === 'charge').length;
      const lines = exit.stdout.trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(
        `exported ${String(items.length)} rows (${String(charges)} charges, ${String(items.length - charges)} refunds)`,
      );
      const yen = (type: string) =>
        items
          .filter(
            (item) =>
              item.type === type &&
              item.status === 'successful' &&
              item.currency === 'JPY' &&
              item.mode === 'test',
          )
          .reduce((sum, item) => sum + item.amount, 0);
      expect(lines[0]).toContain(
        `JPY test paid ${String(yen('charge'))} refunded ${String(yen('refund'))} net ${String(yen('charge') - yen('refund'))}`,
      );
    },
    slow,
  );

  it(
    'exits 2 with a clear message on bad arguments or credentials, writing nothing',
    async () => {
      const dir = await mkdtemp(join(folder, 'refused-'));
      const out = join(dir, 'refused.csv');
      await writeFile(out, older);
      const range = ['--from', days.from, '--to', days.to, '--out', out];
      const withoutStore = { ...env };
      delete withoutStore['COUNTER_STORE_ID'];
      const exits = await Promise.all([
        exportCli(['--from', '2026-02-30', '--to', days.to, '--out', out]),
        exportCli(['--from', days.to, '--to', days.from, '--out', out]),
        exportCli([...range, '--encoding', 'latin1']),
        exportCli([...range, '--scope', 'galaxy']),
        exportCli(range, { ...env, COUNTER_SECRET: 'not-the-secret' }),
        exportCli(range, { ...env, COUNTER_JWT: '' }),
        exportCli(['--from', days.from, '--to', days.to, '--out', join(dir, 'gone', 'x.csv')]),
        exportCli(range, withoutStore),
        exportCli([...range, '--scope', 'merchant']),
      ]);
      expect(exits.map((exit) => exit.code)).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2]);
      const messages = exits.map((exit) => exit.stderr);
      expect(messages[0]).toContain('--from 2026-02-30 is not a day of the calendar');
      expect(messages[1]).toContain('is before --from');
      expect(messages[2]).toContain('--encoding latin1 is unknown');
      expect(messages[3]).toContain('--scope galaxy is unknown');
      expect(messages[4]).toContain('the service refused the credentials (INVALID_CREDENTIALS)');
      expect(messages[5]).toContain('COUNTER_JWT must be set');
      expect(messages[6]).toContain('folder is missing or not writable');
      expect(messages[7]).toContain('COUNTER_STORE_ID must be set for --scope store');
      expect(messages[8]).toContain(
        `--scope merchant needs a merchant app token: this token reads store ${env['COUNTER_STORE_ID'] ?? ''} only`,
      );
      expect(exits.every((exit) => exit.stdout === '')).toBe(true);
      await expectOnly(dir, { 'refused.csv': older });
    },
    slow,
  );

  it(
    'prints the usage and exits 0 when asked for help, reading and writing nothing',
    async () => {
      const exit = await exportCli(['--help'], {});
      expect(exit).toEqual({ code: 0, stdout: `${exportUsage}\n`, stderr: '' });
    },
    slow,
  );

  it(
    'exits 1 when the service fails from the first page, writing nothing',
    async () => {
      const armed = await armFault({ fault: '503', count: 50 });
      expect(armed.status).toBe(200);
      const dir = await mkdtemp(join(folder, 'failed-'));
      const out = join(dir, 'failed.csv');
      await writeFile(out, older);
      const exit = await exportCli(['--from', days.from, '--to', days.to, '--out', out]);
      expect(exit.code).toBe(1);
      expect(exit.stderr).toContain('the service failed (SERVICE_UNAVAILABLE_TRY_AGAIN)');
      await expectOnly(dir, { 'failed.csv': older });
    },
    slow,
  );

  it(
    'exits 1 when the service fails after the first page, writing nothing',
    async () => {
      // Armed faults are taken in order: a zero latency lets the first page through untouched.
      const path = '/stores/{storeId}/transaction_history';
      expect((await armFault({ fault: 'latency=0', count: 1, path })).status).toBe(200);
      expect((await armFault({ fault: '503', count: 50, path })).status).toBe(200);
      const dir = await mkdtemp(join(folder, 'mid-'));
      const out = join(dir, 'mid.csv');
      await writeFile(out, older);
      const exit = await exportCli(['--from', days.from, '--to', days.to, '--out', out]);
      const state = (await (await fetch(`${sim.baseUrl}/_sim/state`)).json()) as {
        armedFaults: { spec: string }[];
      };
      // The first page was read (its fault is spent) before the service failed.
      expect(state.armedFaults.map((fault) => fault.spec)).toEqual(['503']);
      expect(exit.code).toBe(1);
      expect(exit.stderr).toContain('the service failed (SERVICE_UNAVAILABLE_TRY_AGAIN)');
      expect(exit.stdout).toBe('');
      await expectOnly(dir, { 'mid.csv': older });
    },
    slow,
  );

  it('reads the service and the secret from a saved profile in the OS keychain', async () => {
    const dataDir = await mkdtemp(join(folder, 'profile-'));
    // Saved as the app saves one: the facts in profiles.json, the secret in the keychain.
    const profiles = createProfileStore({ dataDir, keychain: createKeychain() });
    const token = sim.credentials.appTokens.store1Test;
    const saved = await profiles.saveProfile(
      {
        name: 'Back office',
        storeId: token.storeId ?? '',
        mode: 'test',
        baseUrl: sim.baseUrl,
        currency: 'JPY',
      },
      { secret: token.secret, jwt: token.jwt },
    );
    try {
      const out = join(dataDir, 'profile.csv');
      const exit = await exportCli(
        ['--profile', 'Back office', '--from', days.from, '--to', days.to, '--out', out],
        {
          PATH: process.env['PATH'],
          COUNTER_DATA_DIR: dataDir,
          DBUS_SESSION_BUS_ADDRESS: process.env['DBUS_SESSION_BUS_ADDRESS'],
        },
      );
      expect(exit.stderr).toBe('');
      expect(exit.code).toBe(0);
      const items = await listed(
        'store',
        zonedRange({ fromDate: days.from, toDate: days.to }, 'Asia/Tokyo'),
      );
      expect((await readCsv(out, 'utf8')).records).toEqual(expectedRecords(items));
    } finally {
      await profiles.removeProfile(saved.id);
    }
  });

  /**
   * Runs the CLI with --out in a folder that is a small tmpfs of its own, in a private mount
   * namespace (unshare, no privilege needed): a real file system that fills up or is
   * read-only. An older file is put there first; what the folder holds afterwards is copied
   * out to `report`, since the tmpfs ends with the namespace.
   */
  async function exportOnTmpfs(
    mountOptions: string,
    report: string,
  ): Promise<{ exit: Exit; listing: string[]; kept: string }> {
    const disk = join(report, 'disk');
    const script = [
      'set -e',
      'mount -t tmpfs -o size=16k tmpfs "$1"',
      'printf %s "$2" > "$1/out.csv"',
      'mount -o "remount,$3" "$1"',
      'shift 3',
      'set +e',
      '"$@"',
      'code=$?',
      'ls -A "$DISK" > "$REPORT/listing"',
      'cp "$DISK/out.csv" "$REPORT/kept"',
      'exit $code',
    ].join('\n');
    await mkdir(disk);
    let exit: Exit;
    try {
      const { stdout, stderr } = await run(
        'unshare',
        [
          '--user',
          '--map-root-user',
          '--mount',
          'sh',
          '-c',
          script,
          'sh',
          disk,
          older,
          mountOptions,
          process.execPath,
          tsxCli,
          'main/export/cli.ts',
          '--from',
          days.from,
          '--to',
          days.to,
          '--out',
          join(disk, 'out.csv'),
        ],
        { cwd: root, env: { ...env, DISK: disk, REPORT: report } },
      );
      exit = { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      exit = { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
    const listing = (await readFile(join(report, 'listing'), 'utf8')).split('\n').filter(Boolean);
    return { exit, listing, kept: await readFile(join(report, 'kept'), 'utf8') };
  }

  it(
    'exits 1 on a full disk, leaving the older file and no part file',
    async () => {
      const { exit, listing, kept } = await exportOnTmpfs(
        'rw',
        await mkdtemp(join(folder, 'full-')),
      );
      expect(exit.stderr).toContain('the disk is full; nothing was written to');
      expect(exit.code).toBe(1);
      expect(listing).toEqual(['out.csv']);
      expect(kept).toBe(older);
    },
    slow,
  );

  it(
    'exits 2 on a read-only folder, leaving the older file',
    async () => {
      const { exit, listing, kept } = await exportOnTmpfs(
        'ro',
        await mkdtemp(join(folder, 'read-only-')),
      );
      expect(exit.stderr).toContain('folder is missing or not writable');
      expect(exit.code).toBe(2);
      expect(listing).toEqual(['out.csv']);
      expect(kept).toBe(older);
    },
    slow,
  );
});
