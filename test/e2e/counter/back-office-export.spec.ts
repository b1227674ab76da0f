import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import iconv from 'iconv-lite';
import type { Page } from '@playwright/test';
import { defaultRetryPolicy } from '../../../main/service/retry-policy';
import { todayIn } from '../../../renderer/features/back-office/day-range-form';
import { localeOf, type Language } from '../../../renderer/i18n/languages';
import type { ExportProgress } from '../../../shared/back-office/export-request';
import { zonedIsoTimestamp, zonedRange } from '../../../shared/back-office/zoned-day';
import type { IpcResult } from '../../../shared/ipc/ipc-result';
import { formatMoney, toMajorUnitString, toMinorUnits } from '../../../shared/money';
import { timestampToDate } from '../../../shared/service/common';
import type { HistoryItem } from '../../../shared/service/history';
import { expect, test, type CounterHarness } from './counter-fixture';

/*
 * The back office's CSV exports from their views, through the real renderer and the browser
 * host, where main writes each file to the data directory's exports/ (docs/back-office.md:
 * Exports): the filtered history in UTF-8 with a BOM and, filtered by method too, in Shift_JIS,
 * parsed back and compared cell by cell with the history read page by page; the day close's
 * net per currency against the screen; and an export cancelled while it runs, which leaves no
 * file behind. The simulator holds 10,000 seeded charges and their refunds over 30 days, as
 * the back office's own e2e does; the exports read the last three days of them (about a
 * thousand rows, several pages and every currency), so each test stays short.
 */

test.use({ trainingHistory: { count: 10_000, days: 30 } });

const zone = 'Asia/Tokyo';
const dayMs = 24 * 60 * 60 * 1000;

/** What each language calls the panel's parts. */
const words = {
  en: {
    backOffice: 'Back office',
    panel: 'Export as CSV',
    encoding: 'CSV encoding',
    utf8: 'UTF-8 (most programs)',
    sjis: 'Shift_JIS (older software)',
    start: 'Export',
    cancel: 'Cancel export',
    cancelled: 'The export was cancelled. No file was written.',
    serviceFailed:
      'The payment service stopped answering during the export. Export again later. No file was written.',
    unwritable:
      'The chosen folder cannot be written to. Choose another folder. No file was written.',
    fromDate: 'From',
    toDate: 'To (included)',
    closeDays: 'Check these days',
  },
  ja: {
    backOffice: 'バックオフィス',
    panel: 'CSVで書き出す',
    encoding: 'CSVの文字コード',
    utf8: 'UTF-8（一般的なソフト）',
    sjis: 'Shift_JIS（従来のソフト）',
    start: '書き出す',
    cancel: '書き出しを中止',
    cancelled: '書き出しを中止しました。ファイルは作成されていません。',
    serviceFailed:
      '書き出し中に決済サービスが応答しなくなりました。しばらくしてから、もう一度書き出してください。ファイルは作成されていません。',
    unwritable:
      '選んだフォルダーに書き込めません。別のフォルダーを選んでください。ファイルは作成されていません。',
    fromDate: '開始日',
    toDate: '終了日（含む）',
    closeDays: '点検する',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The columns of the history export, in order (docs/back-office.md: Exports). */
const historyHeader = [
  'created_on',
  'type',
  'status',
  'id',
  'charge_id',
  'store_id',
  'store_name',
  'mode',
  'payment_type',
  'brand',
  'currency',
  'amount_minor',
  'amount',
  'refund_reason',
  'payer',
  'metadata',
];

/** The route every export reads its pages from. */
const historyRoute = '/stores/{storeId}/transaction_history';

/** Who paid, as the service names them per payment type (docs/back-office.md: Exports). */
function payerOf(item: HistoryItem): string {
  const data = item.user_data;
  return data?.cardholder_name ?? data?.customer_name ?? data?.cardholder_email_address ?? '';
}

/** The row the history export should write for `item`, every column by its header. */
function expectedRow(item: HistoryItem): Record<string, string> {
  return {
    created_on: zonedIsoTimestamp(timestampToDate(item.created_on), zone),
    type: item.type,
    status: item.status,
    id: item.resource_id,
    charge_id: item.charge_id ?? (item.type === 'charge' ? item.resource_id : ''),
    store_id: item.store_id,
    store_name: item.store_name ?? '',
    mode: item.mode,
    payment_type: item.payment_type ?? '',
    brand: item.user_data?.brand ?? '',
    currency: item.currency,
    amount_minor: String(item.amount),
    amount: toMajorUnitString(item.amount, item.currency),
    refund_reason: item.user_data?.reason ?? '',
    payer: payerOf(item),
    metadata: JSON.stringify(item.metadata ?? {}),
  };
}

/** RFC 4180 as csv-stringify writes it: CRLF between rows, quotes doubled inside quoted cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    const next = text.charAt(index + 1);
    if (quoted) {
      if (char === '"' && next === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && next === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The file's rows as records by header, after checking the header is `header`. */
function records(text: string, header: readonly string[]): Record<string, string>[] {
  const [head, ...rows] = parseCsv(text);
  expect(head).toEqual(header);
  return rows.map((row) => {
    expect(row).toHaveLength(header.length);
    return Object.fromEntries(header.map((name, index) => [name, row[index] ?? '']));
  });
}

/** Every history item of the store for `query`, read page by page as main would. */
async function storeHistory(
  counter: CounterHarness,
  query: Record<string, unknown>,
): Promise<HistoryItem[]> {
  const items: HistoryItem[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = (await counter.core.dispatch('history:list', {
      scope: 'store',
      query: { ...query, limit: 100, ...(cursor !== undefined && { cursor }) },
    })) as IpcResult<{ items: HistoryItem[]; has_more: boolean }>;
    if (!page.ok) throw new Error(`history:list answered ${page.error.code}`);
    items.push(...page.data.items);
    if (!page.data.has_more) return items;
    cursor = page.data.items.at(-1)?.resource_id;
  }
}

async function openBackOffice(page: Page, language: Language, view: 'F2' | 'F3') {
  await page
    .getByRole('navigation')
    .getByRole('button', { name: new RegExp(words[language].backOffice) })
    .click();
  await page.keyboard.press(view);
}

/** A konbini sale whose customer has a Japanese name, for Shift_JIS to carry. */
async function startKonbiniSale(counter: CounterHarness, customerName: string): Promise<string> {
  const onBoard = counter.nextEvent('payments:open-changed', (payments) => payments.length > 0);
  const started = (await counter.core.dispatch('flows:start-sale', {
    token: {
      payment_type: 'konbini',
      email: 'hanako@example.jp',
      data: {
        customer_name: customerName,
        phone_number: { country_code: '81', local_number: '9012345678' },
        convenience_store: 'lawson',
        expiration_period: 'P3D',
      },
    },
    charge: { amount: 1234, currency: 'JPY' },
  })) as IpcResult<{ operationId: string }>;
  if (!started.ok) throw new Error(`the konbini sale did not start: ${started.error.code}`);
  const [open] = await onBoard;
  if (open === undefined) throw new Error('the konbini sale is not on the open-payments board');
  return open.chargeId;
}

/**
 * Presses Export in `encoding` and answers the file's bytes once main says it is written;
 * the panel says so too, with the rows it wrote.
 */
async function exportFile(
  counter: CounterHarness,
  language: Language,
  encoding: 'utf8' | 'sjis',
): Promise<Buffer> {
  const { page } = counter;
  const panel = page.getByRole('region', { name: words[language].panel });
  await panel.getByLabel(words[language].encoding).selectOption(words[language][encoding]);
  const done = counter.nextEvent('export:progress', (progress) => progress.state !== 'running');
  await panel.getByRole('button', { name: words[language].start, exact: true }).click();
  const end: ExportProgress = await done;
  if (end.state !== 'done') throw new Error(`the export ended ${JSON.stringify(end)}`);
  await expect(panel.getByRole('status')).toContainText(end.fileName);
  await expect(panel.getByRole('status')).toContainText(String(end.summary.rows));
  return readFile(path.join(counter.dataDir, 'exports', end.fileName));
}

test('the filtered history exports row for row, in UTF-8 with a BOM and in Shift_JIS', async ({
  counter,
}) => {
  const { page } = counter;
  const customerName = '山田 花子';
  const chargeId = await startKonbiniSale(counter, customerName);
  await counter.switchLanguage('en');
  await openBackOffice(page, 'en', 'F2');
  const filters = page.getByRole('form', { name: 'Filter the history' });
  const fromDate = todayIn(zone, new Date(Date.now() - 2 * dayMs));
  const toDate = todayIn(zone);
  await filters.getByLabel('From').fill(fromDate);
  await filters.getByLabel('To (included)').fill(toDate);
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('status').filter({ hasText: /rows? shown/ })).toHaveText(
    '100 rows shown',
  );

  const items = await storeHistory(counter, zonedRange({ fromDate, toDate }, zone));
  // Several pages, so the export must have read past the first.
  expect(items.length).toBeGreaterThan(200);

  const utf8 = await exportFile(counter, 'en', 'utf8');
  expect([...utf8.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const utf8Rows = records(utf8.subarray(3).toString('utf8'), historyHeader);
  expect(utf8Rows).toHaveLength(items.length);
  expect(utf8Rows[0]?.['created_on']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+09:00$/);
  // Every column of every row, charges and refunds alike, in the history's order.
  expect(utf8Rows).toEqual(items.map(expectedRow));
  expect(items.some((item) => item.type === 'refund')).toBe(true);
  expect(utf8Rows.find((row) => row['id'] === chargeId)?.['payer']).toBe(customerName);
  await counter.expectAccessible();
  await counter.screenshot('back-office-export-history');

  // The method, which the service does not filter, keeps that method's rows of every page.
  await counter.switchLanguage('ja');
  const jaFilters = page.getByRole('form', { name: '取引履歴の絞り込み' });
  await jaFilters.getByLabel('支払い方法').selectOption('konbini');
  await jaFilters.getByRole('button', { name: '表示' }).click();
  await expect(page.getByRole('note')).toContainText('一覧全体から');
  const konbini = utf8Rows.filter((row) => row['payment_type'] === 'konbini');
  expect(konbini.length).toBeGreaterThan(1);
  expect(utf8Rows.slice(100).some((row) => row['payment_type'] === 'konbini')).toBe(true);
  const sjis = await exportFile(counter, 'ja', 'sjis');
  // Shift_JIS has no byte order mark; the same rows, decoded as Japanese Windows reads them.
  expect(sjis.subarray(0, 3).equals(utf8.subarray(0, 3))).toBe(false);
  const sjisRows = records(iconv.decode(sjis, 'Shift_JIS'), historyHeader);
  expect(sjisRows).toEqual(konbini);
  expect(sjis.includes(iconv.encode(customerName, 'Shift_JIS'))).toBe(true);
  await counter.expectAccessible();
  await counter.screenshot('back-office-export-history');
});

test('the day close exports the nets per currency the screen shows', async ({ counter }) => {
  // Each day close reads every page of its range, on a machine other tests share.
  test.slow();
  const { page } = counter;
  await counter.switchLanguage('en');
  await openBackOffice(page, 'en', 'F3');
  await expect(page.getByRole('status').filter({ hasText: 'counted' })).toBeVisible();
  const today = todayIn(zone);

  for (const [language, encoding] of [
    ['en', 'utf8'],
    ['ja', 'sjis'],
  ] as const) {
    await counter.switchLanguage(language);
    const file = await exportFile(counter, language, encoding);
    const text =
      encoding === 'utf8' ? file.subarray(3).toString('utf8') : iconv.decode(file, 'Shift_JIS');
    const [head] = parseCsv(text);
    const rows = records(text, head ?? []);
    const nets = rows.filter((row) => row['level'] === 'currency' && row['bucket'] === 'net');
    expect(nets.length).toBeGreaterThan(0);
    await expect(page.getByTestId(/^net-/)).toHaveCount(nets.length);
    for (const net of nets) {
      expect(net).toMatchObject({ from_date: today, to_date: today, time_zone: zone });
      const currency = net['currency'] ?? '';
      const amount = toMinorUnits(Number(net['amount_minor']));
      await expect(page.getByTestId(`net-${currency}`)).toHaveText(
        formatMoney(amount, currency, localeOf(language)),
      );
    }
    await counter.expectAccessible();
    await counter.screenshot('back-office-export-day-close');
  }
});

test('an export cancelled while it runs, even after leaving its view, leaves no file', async ({
  counter,
}) => {
  const { page } = counter;
  const exports = path.join(counter.dataDir, 'exports');
  // The export running as the English screen shows it, then cancelled there.
  await counter.switchLanguage('en');
  await openBackOffice(page, 'en', 'F2');
  await expect(page.getByRole('status').filter({ hasText: /rows? shown/ })).toHaveText(
    '100 rows shown',
  );
  counter.armFault({ fault: 'slow-body=60000', method: 'GET', path: historyRoute });
  const enPanel = page.getByRole('region', { name: words.en.panel });
  const enEnded = counter.nextEvent('export:progress', (progress) => progress.state !== 'running');
  await enPanel.getByRole('button', { name: words.en.start, exact: true }).click();
  await expect(enPanel.getByRole('progressbar')).toBeVisible();
  await expect
    .poll(async () => (await readdir(exports)).filter((name) => name.endsWith('.part')))
    .toHaveLength(1);
  await counter.screenshot('back-office-export-running');
  await enPanel.getByRole('button', { name: words.en.cancel }).click();
  expect(await enEnded).toMatchObject({ state: 'failed', code: 'EXPORT_CANCELLED' });
  await expect(enPanel.getByRole('alert')).toHaveText(words.en.cancelled);
  expect(await readdir(exports)).toEqual([]);

  await counter.switchLanguage('ja');
  await expect(page.getByRole('status').filter({ hasText: /行を表示中/ })).toHaveText(
    '100 行を表示中',
  );
  // The export's first page trickles in over a minute: long enough to cancel while it runs.
  counter.armFault({ fault: 'slow-body=60000', method: 'GET', path: historyRoute });
  const panel = page.getByRole('region', { name: words.ja.panel });
  const ended = counter.nextEvent('export:progress', (progress) => progress.state !== 'running');
  await panel.getByRole('button', { name: words.ja.start, exact: true }).click();
  await expect(panel.getByRole('progressbar')).toBeVisible();
  // The rows go to a temporary file beside the chosen name until the last one is written.
  await expect
    .poll(async () => (await readdir(exports)).filter((name) => name.endsWith('.part')))
    .toHaveLength(1);
  await counter.screenshot('back-office-export-running');

  // The export outlives its view: the day close shows it running, and back on the history
  // its Cancel is still there.
  await page.keyboard.press('F3');
  await expect(page.getByRole('heading', { name: '点検', exact: true })).toBeVisible();
  await expect(panel.getByRole('progressbar')).toBeVisible();
  await page.keyboard.press('F2');
  await panel.getByRole('button', { name: words.ja.cancel }).click();
  expect(await ended).toMatchObject({ state: 'failed', code: 'EXPORT_CANCELLED' });
  await expect(panel.getByRole('alert')).toHaveText(words.ja.cancelled);
  expect(await readdir(exports)).toEqual([]);
  // How the history's export ended is no news in the day close.
  await page.keyboard.press('F3');
  await expect(page.getByRole('heading', { name: '点検', exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: words.ja.start, exact: true })).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('F2');
  await expect(panel.getByRole('alert')).toHaveText(words.ja.cancelled);
  await expect(panel.getByRole('button', { name: words.ja.start, exact: true })).toBeEnabled();
  await counter.expectAccessible();
});

test('the service failing mid-export says so in each language and keeps the older file', async ({
  counter,
}) => {
  // Each day close reads every page of its range, on a machine other tests share.
  test.slow();
  const { page } = counter;
  const exports = path.join(counter.dataDir, 'exports');
  // Three days, so the day close reads several pages whatever the hour of today.
  const fromDate = todayIn(zone, new Date(Date.now() - 2 * dayMs));
  const toDate = todayIn(zone);
  const fileName = `day-close-${fromDate}-${toDate}.csv`;
  const older = 'an older day close\r\n';
  await mkdir(exports, { recursive: true });
  await writeFile(path.join(exports, fileName), older);
  await counter.switchLanguage('en');
  await openBackOffice(page, 'en', 'F3');
  const form = page.getByRole('form', { name: 'Choose the days to check' });
  await form.getByLabel(words.en.fromDate).fill(fromDate);
  await form.getByRole('button', { name: words.en.closeDays }).click();
  await expect(page.getByRole('status').filter({ hasText: 'counted' })).toBeVisible();
  const panel = page.getByRole('region', { name: words.en.panel });
  await expect(panel).toBeVisible();

  for (const language of ['en', 'ja'] as const) {
    await counter.switchLanguage(language);
    // The first page comes through (armed faults are taken in order); every attempt the
    // client makes at the next one fails.
    counter.armFault({ fault: 'latency=0', method: 'GET', path: historyRoute });
    counter.armFault({
      fault: '500',
      count: defaultRetryPolicy.maxAttempts,
      method: 'GET',
      path: historyRoute,
    });
    const ended = counter.nextEvent('export:progress', (progress) => progress.state !== 'running');
    await page
      .getByRole('region', { name: words[language].panel })
      .getByRole('button', { name: words[language].start, exact: true })
      .click();
    expect(await ended).toMatchObject({ state: 'failed', code: 'EXPORT_SERVICE_FAILED' });
    const alert = page.getByRole('region', { name: words[language].panel }).getByRole('alert');
    await expect(alert).toHaveText(words[language].serviceFailed);
    // No half file, no temporary file, and the older file under the same name as it was.
    expect(await readdir(exports)).toEqual([fileName]);
    expect(await readFile(path.join(exports, fileName), 'utf8')).toBe(older);
    await counter.expectAccessible();
  }
});

test('an export whose folder cannot be made says so in each language and writes nothing', async ({
  counter,
}) => {
  const { page } = counter;
  // A file stands where the exports folder should be: no user, root included, can make it.
  const blocker = path.join(counter.dataDir, 'exports');
  const content = 'not a folder\n';
  await writeFile(blocker, content);
  await counter.switchLanguage('en');
  await openBackOffice(page, 'en', 'F2');
  await expect(page.getByRole('status').filter({ hasText: /rows? shown/ })).toHaveText(
    '100 rows shown',
  );
  for (const language of ['en', 'ja'] as const) {
    await counter.switchLanguage(language);
    const panel = page.getByRole('region', { name: words[language].panel });
    await panel.getByRole('button', { name: words[language].start, exact: true }).click();
    await expect(panel.getByRole('alert')).toHaveText(words[language].unwritable);
    await expect(
      panel.getByRole('button', { name: words[language].start, exact: true }),
    ).toBeEnabled();
    expect(await readFile(blocker, 'utf8')).toBe(content);
    expect((await readdir(counter.dataDir)).filter((name) => name.endsWith('.part'))).toEqual([]);
    await counter.expectAccessible();
  }
});
