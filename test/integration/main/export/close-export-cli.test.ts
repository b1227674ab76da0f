import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openAuditTrail } from '../../../../main/journal/audit-trail';
import { closeFigures } from '../../../../shared/back-office/close-figures';
import type { CloseOperation, TillClose } from '../../../../shared/back-office/till-close';
import { toMinorUnits } from '../../../../shared/money';
import { readCsv } from './read-csv';

/*
 * `npm run export -- --closes`: the till's closes of the days read from its audit trail and
 * written in the history export's CSV conventions, in UTF-8 and Shift_JIS, formula-safe.
 */

const root = join(import.meta.dirname, '../../../..');
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const run = promisify(execFile);
const storeId = '11111111-1111-4111-8111-111111111111';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'counter-close-cli-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function sale(day: string, operator: string, status: CloseOperation['status']): CloseOperation {
  return {
    operationId: crypto.randomUUID(),
    kind: 'konbini_sale',
    day,
    saleDay: null,
    mode: 'test',
    currency: 'JPY',
    amount: toMinorUnits(1200),
    brand: 'lawson',
    status,
    operator,
  };
}

/** Two closes in the till's audit trail; the second lists the first day's konbini, paid late. */
async function closedDays(): Promise<void> {
  const opened = await openAuditTrail({ directory: join(dataDir, 'journal') });
  if (!opened.ok) throw new Error(opened.error.code);
  const { trail } = opened.value;
  const konbini = sale('2026-12-01', '佐藤', 'open');
  const closes: TillClose[] = [];
  for (const [day, operations] of [
    ['2026-12-01', [konbini, sale('2026-12-01', '=HYPERLINK("x")', 'succeeded')]],
    ['2026-12-02', [{ ...konbini, status: 'succeeded' as const }]],
  ] as const) {
    const close: TillClose = {
      ...closeFigures({ storeId, day, operations, closes, differences: [] }),
      storeId,
      day,
      timeZone: 'Asia/Tokyo',
      closedAt: `${day}T14:00:00.000Z`,
      closedBy: '佐藤',
      reconciled: { charges: 0, refunds: 0, operations: 0 },
    };
    const appended = await trail.append(
      { operator: '佐藤' },
      { action: 'till_close', details: close },
    );
    if (!appended.ok) throw new Error(appended.error.code);
    closes.push(close);
  }
  await trail.close();
}

async function exportCli(args: readonly string[]) {
  return run(process.execPath, [tsxCli, 'main/export/cli.ts', ...args], {
    cwd: root,
    env: { PATH: process.env['PATH'], COUNTER_DATA_DIR: dataDir },
  });
}

describe('the headless export of closes', () => {
  for (const encoding of ['utf8', 'sjis'] as const) {
    it(`writes each close’s lines and late changes, formula-safe (${encoding})`, async () => {
      await closedDays();
      const out = join(dataDir, `closes-${encoding}.csv`);
      const { stdout } = await exportCli([
        '--closes',
        '--from',
        '2026-12-01',
        '--to',
        '2026-12-31',
        '--out',
        out,
        '--encoding',
        encoding,
      ]);
      expect(stdout).toBe(`exported 2 closes (3 rows) to ${out}\n`);
      const { bom, records } = await readCsv(out, encoding);
      expect(bom).toBe(encoding === 'utf8');
      const [header, ...rows] = records;
      const column = (name: string) => header?.indexOf(name) ?? -1;
      const pick = (row: string[], ...names: string[]) => names.map((name) => row[column(name)]);
      expect(
        rows.map((row) => pick(row, 'close_number', 'row', 'closed_day', 'status', 'operator')),
      ).toEqual([
        ['1', 'line', '', 'open', '佐藤'],
        ['1', 'line', '', 'succeeded', `'=HYPERLINK("x")`],
        ['2', 'late_change', '2026-12-01', 'succeeded', '佐藤'],
      ]);
      expect(rows.map((row) => pick(row, 'currency', 'amount_minor', 'amount'))[0]).toEqual([
        'JPY',
        '1200',
        '1200',
      ]);
    });
  }

  it('exports only the closes of the days asked', async () => {
    await closedDays();
    const out = join(dataDir, 'one.csv');
    const { stdout } = await exportCli([
      '--closes',
      '--from',
      '2026-12-02',
      '--to',
      '2026-12-02',
      '--out',
      out,
    ]);
    expect(stdout).toBe(`exported 1 closes (1 rows) to ${out}\n`);
  });
});
