import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { ChargeRecord } from '../../../main/simulator/charges/charge-record';
import { refundProcessingMs } from '../../../main/simulator/refunds/refunds-module';
import { todayIn } from '../../../renderer/features/back-office/day-range-form';
import { payments as paymentsEn } from '../../../renderer/i18n/en/payments';
import { localeOf } from '../../../renderer/i18n/languages';
import { bucketNames } from '../../../shared/back-office/bucket-names';
import { zonedRange } from '../../../shared/back-office/zoned-day';
import { brandNamesIn, type BrandCode } from '../../../shared/brand-names';
import type { ProfileSummary } from '../../../shared/profiles';
import { timestampToDate, type Mode } from '../../../shared/service/common';
import type { IpcResult } from '../../../shared/ipc/ipc-result';
import { formatMoney, toMinorUnits } from '../../../shared/money';
import type { HistoryItem } from '../../../shared/service/history';
import type { Refund } from '../../../shared/service/refunds';
import { qrMerchantBrands } from '../../../shared/service/token-options';
import { expect, test, type CounterHarness } from './counter-fixture';
import { startKonbiniSaleOnBoard } from './konbini-on-board';

/*
 * The back office on a training simulator seeded with 10,000 charges and their refunds over
 * the last 30 days (docs/simulator.md: Seeding a history), through the real renderer and the
 * browser host: the history's filters and paging both ways, its rows and the day close's
 * totals against what the test computes from the simulator's own records, and the
 * reconciliation of a till whose journal holds none of the seeded charges but the sales the
 * test plants in it.
 */

test.use({ trainingHistory: { count: 10_000, days: 30 } });

const zone = 'Asia/Tokyo';
const dayMs = 24 * 60 * 60 * 1000;

/** Every history item of the store from `from` to `to`, read page by page as main would. */
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

/** The training profile's store: the one the store-scope screens read. */
async function trainingStoreId(counter: CounterHarness): Promise<string> {
  const profiles = (await counter.core.dispatch('profiles:list', {})) as IpcResult<
    ProfileSummary[]
  >;
  const training = profiles.ok ? profiles.data.find((profile) => profile.training) : undefined;
  if (training === undefined) throw new Error('the core lists no training profile');
  return training.storeId;
}

/*
 * The day close as the spec defines it, computed here from the simulator's records so the
 * screen is checked against what happened, not against the app's own reading: charges by
 * their status (an `error` moved no money: failed), refunds by theirs, on the day and hour
 * of the store's clock they were made, per currency, and per payment method and brand.
 */
const bucketOrder = [
  'paid',
  'authorized',
  'awaiting',
  'pending',
  'failed',
  'canceled',
  'refunded',
  'refund_pending',
  'refund_failed',
  'other',
] as const;
type Bucket = (typeof bucketOrder)[number];
const mainBuckets: readonly Bucket[] = [
  'paid',
  'authorized',
  'awaiting',
  'failed',
  'canceled',
  'refunded',
];
const chargeBucket: Record<string, Bucket> = {
  successful: 'paid',
  authorized: 'authorized',
  awaiting: 'awaiting',
  pending: 'pending',
  failed: 'failed',
  error: 'failed',
  canceled: 'canceled',
};
const refundBucket: Record<string, Bucket> = {
  successful: 'refunded',
  pending: 'refund_pending',
  failed: 'refund_failed',
  error: 'refund_failed',
};
type Tallies = Record<Bucket, { count: number; amount: number }>;
const emptyTallies = (): Tallies =>
  Object.fromEntries(bucketOrder.map((bucket) => [bucket, { count: 0, amount: 0 }])) as Tallies;
const paymentTypeNames: Record<string, string> = paymentsEn.method;
const merchantQrBrands: readonly string[] = qrMerchantBrands;

interface ExpectedCurrency {
  tallies: Tallies;
  byMethod: Map<string, { paymentType: string; brand: string | null; tallies: Tallies }>;
  /** Paid and refunded amounts by hour of the store's clock, 0 to 23. */
  hourly: { paid: number; refunded: number }[];
}

function expectedDayClose(
  records: { charges: ChargeRecord[]; refunds: Refund[] },
  storeId: string,
  fromDate: string,
  toDate: string,
  mode: Mode,
): { itemCount: number; currencies: Map<string, ExpectedCurrency> } {
  const hourOf = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    hourCycle: 'h23',
  });
  const currencies = new Map<string, ExpectedCurrency>();
  let itemCount = 0;
  const count = (
    record: ChargeRecord,
    made: Date,
    currency: string,
    amount: number,
    bucket: Bucket | undefined,
  ) => {
    const day = todayIn(zone, made);
    if (record.charge.store_id !== storeId || record.charge.mode !== mode) return;
    if (day < fromDate || day > toDate) return;
    itemCount += 1;
    let totals = currencies.get(currency);
    if (totals === undefined) {
      totals = {
        tallies: emptyTallies(),
        byMethod: new Map(),
        hourly: Array.from({ length: 24 }, () => ({ paid: 0, refunded: 0 })),
      };
      currencies.set(currency, totals);
    }
    // Spec: data for qr_scan, merchant-presented variant: the store's own code, qr_merchant.
    const paymentType =
      record.paymentType === 'qr_scan' && merchantQrBrands.includes(record.brand ?? '')
        ? 'qr_merchant'
        : record.paymentType;
    const key = `${paymentType}/${record.brand ?? ''}`;
    const method = totals.byMethod.get(key) ?? {
      paymentType,
      brand: record.brand,
      tallies: emptyTallies(),
    };
    totals.byMethod.set(key, method);
    for (const tallies of [totals.tallies, method.tallies]) {
      tallies[bucket ?? 'other'].count += 1;
      tallies[bucket ?? 'other'].amount += amount;
    }
    const hour = totals.hourly[Number(hourOf.format(made))];
    if (hour !== undefined && bucket === 'paid') hour.paid += amount;
    if (hour !== undefined && bucket === 'refunded') hour.refunded += amount;
  };
  const chargeById = new Map(records.charges.map((record) => [record.id, record]));
  for (const record of records.charges) {
    const { charge } = record;
    if (charge.created_on === null) throw new Error(`charge ${charge.id} has no date`);
    count(
      record,
      timestampToDate(charge.created_on),
      charge.charged_currency ?? charge.requested_currency,
      charge.charged_amount ?? charge.requested_amount,
      chargeBucket[charge.status],
    );
  }
  for (const refund of records.refunds) {
    const record = chargeById.get(refund.charge_id);
    if (record === undefined) throw new Error(`refund ${refund.id} names no charge`);
    count(
      record,
      timestampToDate(refund.created_on),
      refund.currency,
      refund.amount,
      refundBucket[refund.status],
    );
  }
  return { itemCount, currencies };
}

/** A charge or refund of the simulator's records, as the history lists it. */
interface RecordItem {
  id: string;
  /** The charge's id; for a refund, its charge's. */
  chargeId: string;
  type: 'charge' | 'refund';
  status: string;
  mode: string;
  paymentType: string;
  created: Date;
  amount: number;
  currency: string;
}

/** The store's charges and refunds in the simulator's records, newest first as listed. */
function storeRecordItems(
  records: { charges: ChargeRecord[]; refunds: Refund[] },
  storeId: string,
): RecordItem[] {
  const chargeById = new Map(records.charges.map((record) => [record.id, record]));
  const items: RecordItem[] = [];
  for (const { id, charge, paymentType } of records.charges) {
    if (charge.store_id !== storeId || charge.created_on === null) continue;
    items.push({
      id,
      chargeId: id,
      type: 'charge',
      status: charge.status,
      mode: charge.mode ?? 'test',
      paymentType,
      created: timestampToDate(charge.created_on),
      amount: charge.charged_amount ?? charge.requested_amount,
      currency: charge.charged_currency ?? charge.requested_currency,
    });
  }
  for (const refund of records.refunds) {
    const record = chargeById.get(refund.charge_id);
    if (record === undefined || record.charge.store_id !== storeId) continue;
    items.push({
      id: refund.id,
      chargeId: record.id,
      type: 'refund',
      status: refund.status,
      mode: record.charge.mode ?? 'test',
      paymentType: record.paymentType,
      created: timestampToDate(refund.created_on),
      amount: refund.amount,
      currency: refund.currency,
    });
  }
  // The collections keep creation order, ties included: newest first is that order reversed.
  return items.reverse().sort((a, b) => b.created.getTime() - a.created.getTime());
}

async function openBackOffice(page: Page, view: 'F2' | 'F3' | 'F4') {
  // Two steps: the screen's Ctrl+number, then the view's key.
  await page
    .getByRole('navigation', { name: 'Screens' })
    .getByRole('button', { name: /Back office/ })
    .click();
  await page.keyboard.press(view);
}

test('the history filters as the service does and pages older and newer', async ({ counter }) => {
  const { page } = counter;
  await counter.switchLanguage('en');
  await openBackOffice(page, 'F2');
  const status = page.getByRole('status').filter({ hasText: /rows? shown/ });
  await expect(status).toHaveText('100 rows shown');

  // F1 lists the back office's keys beside the screens'.
  await page.keyboard.press('F1');
  const keys = page.getByRole('table', { name: 'Back office' });
  for (const [key, action] of [
    ['F2', 'Transaction history'],
    ['F3', 'Check and close'],
    ['F4', 'Reconciliation'],
    ['F9', 'History: load older rows'],
  ]) {
    await expect(keys.getByRole('row', { name: `${key} ${action}` })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(keys).toBeHidden();
  const rows = page.getByRole('list', { name: 'Transaction history' }).getByRole('button');
  // Virtualised: a screenful of the 100 loaded rows is in the page, not all of them.
  expect(await rows.count()).toBeLessThan(40);

  await page.keyboard.press('F9');
  await expect(status).toHaveText('200 rows shown');

  // A sale made now is newer than every loaded row: F8 reads it from the first row up.
  await startKonbiniSaleOnBoard(counter, 1234);
  await page.keyboard.press('F8');
  await expect(status).toHaveText('201 rows shown');
  await expect(rows.first()).toContainText('¥1,234');

  const filters = page.getByRole('form', { name: 'Filter the history' });
  const apply = async (field: string, value: string) => {
    await filters.getByLabel(field).selectOption(value);
    await filters.getByRole('button', { name: 'Show' }).click();
  };

  // Each filter's rows are checked against the simulator's own records, newest first: the
  // screenful in the page is exactly the first rows the filter leaves, so an ignored filter
  // (whose first rows are the unfiltered ones) fails.
  const storeId = await trainingStoreId(counter);
  const storeTime = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: zone,
  });
  const newest = () => storeRecordItems(counter.simulatorRecords(), storeId);
  const list = page.getByRole('list', { name: 'Transaction history' });
  /** The rows in the page, by their place in the list, against the records at those places. */
  const expectShown = async (expected: readonly RecordItem[]) => {
    const shown = await list
      .locator('li[data-index]')
      .evaluateAll((all) =>
        all.map((row) => [Number(row.getAttribute('data-index')), row.textContent] as const),
      );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.map(([, text]) => text)).toEqual(
      shown.map(([index, text]) => {
        const item = expected[index];
        if (item === undefined) return `no row ${index}`;
        const wanted = [
          storeTime.format(item.created),
          item.type === 'refund' ? 'Refund' : 'Charge',
          formatMoney(
            toMinorUnits(item.type === 'refund' ? -item.amount : item.amount),
            item.currency,
            localeOf('en'),
          ),
        ];
        // The row as it reads when it holds each, else what it should hold, for the diff.
        return wanted.every((part) => text.includes(part)) ? text : wanted.join(' … ');
      }),
    );
  };
  /** The first and the last screenful of the rows loaded are the records the filter leaves. */
  const expectRows = async (expected: readonly RecordItem[]) => {
    const loaded = Math.min(100, expected.length);
    await expect(status).toHaveText(`${loaded} ${loaded === 1 ? 'row' : 'rows'} shown`);
    await expect(rows.first()).toBeVisible();
    await expectShown(expected);
    await rows.first().focus();
    await page.keyboard.press('End');
    await expect(list.locator(`li[data-index="${loaded - 1}"]`).getByRole('button')).toBeFocused();
    await expectShown(expected);
    await page.keyboard.press('Home');
    await expect(rows.first()).toBeFocused();
  };
  const unfiltered = newest();

  for (const type of ['refund', 'charge'] as const) {
    await apply('Type', type);
    await expectRows(unfiltered.filter((item) => item.type === type));
    expect(await rows.evaluateAll((all) => all.map((row) => row.dataset.type))).toEqual(
      (await rows.all()).map(() => type),
    );
  }
  await apply('Type', 'all');

  await apply('Status', 'failed');
  await expectRows(unfiltered.filter((item) => item.status === 'failed'));
  for (const text of await rows.allTextContents()) expect(text).toContain('Failed');
  await apply('Status', 'all');

  await apply('Mode', 'live');
  const live = unfiltered.filter((item) => item.mode === 'live');
  expect(live.length).toBeLessThan(unfiltered.length);
  await expectRows(live);
  await apply('Mode', 'all');

  // The method filter looks through the rows loaded (the newest 100), not the service.
  await apply('Method', 'konbini');
  await expect(page.getByRole('note')).toContainText('does not filter by method');
  const konbini = unfiltered.slice(0, 100).filter((item) => item.paymentType === 'konbini');
  expect(konbini.length).toBeLessThan(100);
  await expectRows(konbini);
  for (const text of await rows.allTextContents()) expect(text).toContain('Konbini');

  await apply('Method', 'all');
  // All stores (the merchant's route): each row names its store instead of the method.
  await apply('Stores', 'merchant');
  await expect(status).toHaveText('100 rows shown');
  const merchant = (await counter.core.dispatch('history:list', {
    scope: 'merchant',
    query: { limit: 10 },
  })) as IpcResult<{ items: HistoryItem[] }>;
  const storeName = merchant.ok ? (merchant.data.items[0]?.store_name ?? '') : '';
  expect(storeName).not.toBe('');
  await expect(rows.first().locator('.charge-list-row__stack')).toContainText(storeName);
  await apply('Stores', 'store');

  const day = todayIn(zone, new Date(Date.now() - 3 * dayMs));
  await filters.getByLabel('From').fill(day);
  await filters.getByLabel('To (included)').fill(day);
  await filters.getByRole('button', { name: 'Show' }).click();
  const ofDay = unfiltered.filter((item) => todayIn(zone, item.created) === day);
  await expectRows(ofDay);

  // A charge found by its id, with its refunds: they are part of what happened to it.
  const refunded = ofDay.find(
    (item) =>
      item.type === 'charge' &&
      ofDay.some((other) => other.type === 'refund' && other.chargeId === item.id),
  );
  if (refunded === undefined) throw new Error('no charge of the day was refunded');
  const wanted = refunded.id;
  await filters.getByLabel('Search').fill(wanted);
  await filters.getByRole('button', { name: 'Show' }).click();
  const found = newest().filter((item) => item.chargeId === wanted);
  expect(found.length).toBeGreaterThan(1);
  await expectRows(found.filter((item) => todayIn(zone, item.created) === day));
  // Times read in the store's zone, the one the days were chosen in, whatever the terminal's.
  await expect(page.getByText(`Time (${zone})`)).toBeVisible();
  await rows.first().click();
  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible();
  // Back names the view it returns to, not the counter's payments list.
  await expect(page.getByRole('button', { name: /^Back to the history/ })).toBeVisible();
  await page.keyboard.press('Escape');
  // Back returns to the same filtered list.
  await expect(filters.getByLabel('Search')).toHaveValue(wanted);

  await filters.getByLabel('From').fill('2026-11-30');
  await filters.getByLabel('To (included)').fill('2026-11-01');
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(filters.getByText('The end date is before the start date.')).toBeVisible();
});

test('a capture from the history shows on its row, the list scrolled as the clerk left it', async ({
  counter,
}) => {
  const { page } = counter;
  await counter.switchLanguage('en');
  await openBackOffice(page, 'F2');
  const status = page.getByRole('status').filter({ hasText: /rows? shown/ });
  await expect(status).toHaveText('100 rows shown');
  const list = page.getByRole('list', { name: 'Transaction history' });

  // An authorisation well down the loaded rows, so the clerk scrolls to it.
  const loaded = storeRecordItems(counter.simulatorRecords(), await trainingStoreId(counter));
  const index = loaded.findIndex(
    (item, at) =>
      at >= 40 &&
      at < 100 &&
      item.type === 'charge' &&
      item.status === 'authorized' &&
      item.mode === 'test' &&
      item.currency === 'JPY',
  );
  expect(index).toBeGreaterThan(0);
  const row = list.locator(`li[data-index="${index}"]`);
  await page.mouse.move(640, 400);
  for (let turn = 0; turn < 30 && (await row.count()) === 0; turn += 1) {
    await page.mouse.wheel(0, 600);
  }
  await row.scrollIntoViewIfNeeded();
  await expect(row).toContainText('Authorized');
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  await row.getByRole('button').click();
  // F2 captures once the charge is read and the action is on offer.
  await expect(page.getByRole('button', { name: /^Capture/ })).toBeEnabled();
  await page.keyboard.press('F2');
  await page.getByRole('dialog').getByRole('textbox').press('Enter');
  await expect(page.getByText('Capture done.')).toBeVisible();
  await page.getByRole('button', { name: /^Back to the history/ }).click();

  // Read again in place: the same rows, the captured one paid, the scroll where it was.
  await expect(row).toContainText('Paid');
  await expect(status).toHaveText('100 rows shown');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('the day close matches totals computed from the simulator’s own records', async ({
  counter,
}) => {
  // It reads a week of the seeded history twice (screen, report): an upper bound for a
  // loaded machine, not a measure of anything.
  test.slow();
  const { page } = counter;
  await counter.switchLanguage('en');
  // The seeded charges still processing, and refunds still pending, settle first: the screen
  // and the records below then hold the same statuses.
  counter.advanceSimulatorClock(refundProcessingMs);
  await openBackOffice(page, 'F3');
  const form = page.getByRole('form', { name: 'Choose the days to check' });
  const toDate = todayIn(zone);
  // A week of the seeded month: enough for every method and status, and a page axe can read.
  const fromDate = todayIn(zone, new Date(Date.now() - 6 * dayMs));
  await form.getByLabel('From').fill(fromDate);
  await form.getByLabel('To (included)').fill(toDate);
  await form.getByRole('button', { name: 'Check these days' }).click();
  const counted = page.getByRole('status').filter({ hasText: 'counted' });
  await expect(counted).toBeVisible();

  const expected = expectedDayClose(
    counter.simulatorRecords(),
    await trainingStoreId(counter),
    fromDate,
    toDate,
    // The training store's mode, the one its day close counts.
    'test',
  );
  expect(expected.itemCount).toBeGreaterThan(1000);
  await expect(counted).toHaveText(
    `${expected.itemCount.toLocaleString('en-US')} charges and refunds counted`,
  );
  const money = (amount: number, currency: string) =>
    formatMoney(toMinorUnits(amount), currency, localeOf('en'));
  const count = (value: number) => value.toLocaleString('en-US');
  const cellsOf = (rows: Locator) =>
    rows.evaluateAll((all) =>
      all.map((row) => [...row.children].map((cell) => cell.textContent.trim())),
    );
  await expect(page.locator('.day-close__currency')).toHaveCount(expected.currencies.size);
  for (const [currency, totals] of expected.currencies) {
    const net = totals.tallies.paid.amount - totals.tallies.refunded.amount;
    await expect(page.getByTestId(`net-${currency}`)).toHaveText(money(net, currency));
    const section = page.getByRole('region', { name: `In ${currency}` });
    // Every bucket the screen lists, the main ones even at zero, each count and amount.
    const statusRows = section.getByRole('table', { name: 'By status' }).locator('tbody tr');
    expect(await cellsOf(statusRows)).toEqual(
      bucketOrder
        .filter((bucket) => mainBuckets.includes(bucket) || totals.tallies[bucket].count > 0)
        .map((bucket) => [
          bucketNames.en[bucket],
          count(totals.tallies[bucket].count),
          money(totals.tallies[bucket].amount, currency),
        ]),
    );
    const methodRows = section
      .getByRole('table', { name: 'By method and brand' })
      .locator('tbody tr');
    const methods = [...totals.byMethod.values()].map(({ paymentType, brand, tallies }) => [
      paymentTypeNames[paymentType] ?? paymentType,
      brand === null ? 'No brand' : (brandNamesIn('en')[brand as BrandCode] ?? brand),
      `${count(tallies.paid.count)} · ${money(tallies.paid.amount, currency)}`,
      `${count(tallies.refunded.count)} · ${money(tallies.refunded.amount, currency)}`,
      money(tallies.paid.amount - tallies.refunded.amount, currency),
      count(tallies.authorized.count + tallies.awaiting.count),
    ]);
    const byText = (a: string[], b: string[]) => a.join('|').localeCompare(b.join('|'));
    expect((await cellsOf(methodRows)).sort(byText)).toEqual(methods.sort(byText));

    // The hourly chart: one paid bar per hour with sales, one refunded bar per hour with
    // refunds, and each hour's tooltip (the chart's keyboard layer) says its sums.
    const chart = section.locator('.day-close__chart');
    const hours = totals.hourly;
    await expect(chart.locator('.recharts-bar-rectangle path')).toHaveCount(
      hours.filter((hour) => hour.paid > 0).length +
        hours.filter((hour) => hour.refunded > 0).length,
    );
    // The pointer off the chart: a hovered bar would hold the tooltip instead of the keys.
    await page.mouse.move(0, 0);
    await chart.getByRole('application').focus();
    const tooltip = chart.locator('.recharts-tooltip-wrapper');
    for (const [hour, sums] of hours.entries()) {
      // Focus shows the first hour; each arrow the next.
      if (hour > 0) await page.keyboard.press('ArrowRight');
      await expect(tooltip.locator('.recharts-tooltip-label')).toHaveText(`${hour}:00`);
      await expect(tooltip).toContainText(`Paid : ${money(sums.paid, currency)}`);
      await expect(tooltip).toContainText(`Refunded : ${money(sums.refunded, currency)}`);
    }
  }
  await expect(page.getByRole('heading', { name: 'Deadlines to watch' })).toBeVisible();
  await counter.expectAccessible();
  await counter.screenshot('back-office-day-close');

  // The printable report: Print and PDF say why they cannot work here; the preview shows the
  // document the printer would get, with the same totals.
  await expect(page.getByRole('button', { name: 'Print report' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save report as PDF' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Print report' })).toHaveAccessibleDescription(
    /not available in this window/,
  );
  await page.getByRole('button', { name: 'Preview report' }).click();
  const report = page.getByRole('dialog').getByRole('article', { name: /Day close report/ });
  await expect(report).toContainText(count(expected.itemCount));
  for (const [currency, totals] of expected.currencies) {
    const net = totals.tallies.paid.amount - totals.tallies.refunded.amount;
    await expect(report).toContainText(money(net, currency));
  }
  await counter.expectAccessible();
  await counter.screenshot('back-office-day-close-report');
  await page.keyboard.press('Escape');
  await expect(report).toBeHidden();

  await counter.switchLanguage('ja');
  await expect(page.getByRole('heading', { name: '点検', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'レポートをプレビュー' }).click();
  const reportJa = page.getByRole('dialog').getByRole('article', { name: /精算レポート/ });
  await expect(reportJa).toContainText(expected.itemCount.toLocaleString('ja-JP'));
  await counter.screenshot('back-office-day-close-report');
  await page.keyboard.press('Escape');
  await expect(reportJa).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '集計' })).toHaveText(
    `課金・返金 ${expected.itemCount.toLocaleString('ja-JP')} 件を集計`,
  );
  await counter.screenshot('back-office-day-close');
});

test('the all-stores day close opens another store’s deadline as that store’s, and prints whose', async ({
  counter,
}) => {
  const { page } = counter;
  await counter.switchLanguage('en');
  // A merchant token reads every store (the training profile's store token only its own): a
  // profile of store 1 with it, chosen on the Stores screen as a clerk would.
  const [own, other] = await counter.saveMerchantProfile('Training HQ');
  if (own === undefined || other === undefined) throw new Error('the simulator seeds two stores');
  await page
    .getByRole('navigation', { name: 'Screens' })
    .getByRole('button', { name: /Stores/ })
    .click();
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Training HQ' })
    .getByRole('button', { name: 'Use this profile' })
    .click();
  await expect(page.getByText('Training HQ is now in use.')).toBeVisible();

  await openBackOffice(page, 'F3');
  const form = page.getByRole('form', { name: 'Choose the days to check' });
  await form.getByLabel('Stores').selectOption('merchant');
  await form.getByLabel('From').fill(todayIn(zone, new Date(Date.now() - 2 * dayMs)));
  await form.getByLabel('To (included)').fill(todayIn(zone));
  await form.getByRole('button', { name: 'Check these days' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'counted' })).toBeVisible();

  // Each deadline names its store; the other store's are there beside this one's.
  const deadlines = page.locator('.day-close__deadline');
  await expect(deadlines.filter({ hasText: `${own.name} · ` }).first()).toBeVisible();
  const elsewhere = deadlines.filter({ hasText: `${other.name} · ` }).first();
  const listed = (await elsewhere.textContent()) ?? '';
  await elsewhere.click();

  // Shown as the day close tells it, never read through this store's profile.
  await expect(page.getByRole('heading', { name: 'Another store’s payment' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(
    'This payment was made at another store. Its details and actions open only with that store’s profile; this is what the check says of it.',
  );
  const facts = page.locator('.other-store-charge');
  await expect(facts.locator('dt:text-is("Store") + dd')).toHaveText(other.name);
  await expect(facts).toContainText(/Authorization lapses|Customer must pay by/);
  const chargeId = (await facts.locator('dt:text-is("Charge ID") + dd').textContent()) ?? '';
  const found = (await counter.core.dispatch('history:list', {
    scope: 'merchant',
    query: { search: chargeId, limit: 10 },
  })) as IpcResult<{ items: HistoryItem[] }>;
  expect(found.ok && found.data.items.find((item) => item.resource_id === chargeId)).toMatchObject({
    store_id: other.id,
  });
  await counter.expectAccessible();
  await counter.screenshot('back-office-other-store-deadline');
  await counter.switchLanguage('ja');
  await expect(page.getByRole('heading', { name: '他の店舗の支払い' })).toBeVisible();
  await counter.screenshot('back-office-other-store-deadline');
  await counter.switchLanguage('en');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Deadlines to watch' })).toBeVisible();
  await expect(deadlines.filter({ hasText: listed }).first()).toBeVisible();

  // The printed report names each deadline's store too.
  await page.getByRole('button', { name: 'Preview report' }).click();
  const report = page.getByRole('dialog').getByRole('article', { name: /Day close report/ });
  await expect(report).toContainText(
    new RegExp(`(Authorization lapses|Customer must pay by): ${other.name} · `),
  );
  await expect(report).toContainText(
    new RegExp(`(Authorization lapses|Customer must pay by): ${own.name} · `),
  );
  await page.keyboard.press('Escape');
});

test('reconciliation lists each kind of difference planted in the service and the journal', async ({
  counter,
}) => {
  test.slow();
  const { page } = counter;
  await counter.switchLanguage('en');
  // Two days of the seeded month: enough successful JPY charges whatever the hour in Japan.
  const fromDate = todayIn(zone, new Date(Date.now() - dayMs));
  const toDate = todayIn(zone);
  const items = await storeHistory(counter, zonedRange({ fromDate, toDate }, zone));
  const [forAmount, forStatus] = items.filter(
    (item) => item.type === 'charge' && item.status === 'successful' && item.currency === 'JPY',
  );
  if (forAmount === undefined || forStatus === undefined) throw new Error('too few seeded');
  // What this till believes: a sale the service never saw, a sale of a seeded charge for
  // another amount, one of another status, one the till handed to review, and one a person
  // settled as paid though the till never heard its charge's id.
  const missingCharge = randomUUID();
  await counter.plantSale({
    amount: 900,
    facts: { chargeId: missingCharge, chargeStatus: 'successful' },
    end: 'succeeded',
  });
  await counter.plantSale({
    amount: forAmount.amount + 1,
    facts: { chargeId: forAmount.resource_id, chargeStatus: 'successful' },
    end: 'succeeded',
  });
  await counter.plantSale({
    amount: forStatus.amount,
    facts: { chargeId: forStatus.resource_id, chargeStatus: 'failed' },
    end: 'succeeded',
  });
  await counter.plantSale({ amount: 700, end: 'review' });
  const settled = await counter.plantSale({ amount: 600, end: 'review' });
  expect(
    await counter.core.dispatch('journal:resolve-review', {
      operationId: settled,
      outcome: 'succeeded',
      note: 'Customer receipt seen',
    }),
  ).toMatchObject({ ok: true });

  await openBackOffice(page, 'F4');
  const form = page.getByRole('form', { name: 'Choose the days to reconcile' });
  await form.getByLabel('From').fill(fromDate);
  await form.getByLabel('To (included)').fill(toDate);
  await form.getByRole('button', { name: 'Reconcile' }).click();
  // Every seeded item but the two the journal names is the service's alone; five planted.
  const expected = items.length - 2 + 5;
  await expect(page.getByRole('status').filter({ hasText: /difference/ })).toHaveText(
    `${expected.toLocaleString('en-US')} differences`,
  );
  const list = page.getByRole('list', { name: 'Differences' });
  const differences = list.locator('.reconciliation__row');
  // Virtualised: a screenful of the hundreds of differences is in the page, not all of them.
  await expect(differences.first()).toBeVisible();
  expect(await differences.count()).toBeLessThan(40);
  // Each cause says how many it holds; choosing one lists only those.
  const show = page.getByLabel('Show');
  await expect(show.locator('option[value="not_in_journal"]')).toHaveText(
    `The service has it; this till’s journal never recorded it (${(items.length - 2).toLocaleString('en-US')})`,
  );
  const of = (cause: string) => differences.and(page.locator(`[data-cause="${cause}"]`));
  await counter.expectAccessible();
  await counter.screenshot('back-office-reconciliation');
  await counter.switchLanguage('ja');
  await counter.screenshot('back-office-reconciliation');
  await counter.switchLanguage('en');

  // Up and Down move between the rows' links and End reaches the last row, scrolled into the
  // page: every difference is reachable from the keyboard though few are in the page.
  // Each row's first button is its link; the second explains the difference.
  const firstLink = differences.first().getByRole('button').first();
  await firstLink.focus();
  await page.keyboard.press('ArrowDown');
  await expect(differences.nth(1).getByRole('button').first()).toBeFocused();
  await page.keyboard.press('End');
  const last = list.locator(`li[data-index="${expected - 1}"]`);
  await expect(last.getByRole('button').first()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(list.locator('li[data-index="0"]').getByRole('button').first()).toBeFocused();

  const details = page.getByRole('heading', { name: 'Payment details' });
  const reconciliation = page.getByRole('heading', { name: 'Reconciliation' });
  const journalRecord = page.getByRole('region', { name: 'What this till’s journal recorded' });
  await show.selectOption('not_at_service');
  const notAtService = of('not_at_service');
  await expect(notAtService).toHaveCount(2);
  await expect(differences).toHaveCount(2);
  await expect(notAtService.first()).toContainText(
    'The journal holds it; the service does not list it',
  );
  // The detail asks the service for the charge itself: it says the service has none, and
  // shows what the journal recorded of the sale.
  const missing = notAtService.filter({ hasText: missingCharge });
  await expect(missing).toContainText('¥900');
  await missing.getByRole('button', { name: 'Ask the service for this charge' }).click();
  await expect(details).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    `The payment service has no charge with ID ${missingCharge}.`,
  );
  await expect(journalRecord).toContainText('Card sale');
  await expect(journalRecord).toContainText('¥900');
  await expect(journalRecord).toContainText(missingCharge);
  await counter.expectAccessible();
  await counter.screenshot('back-office-charge-not-at-service');
  await counter.switchLanguage('ja');
  await expect(page.getByRole('heading', { name: '支払いの詳細' })).toBeVisible();
  await counter.screenshot('back-office-charge-not-at-service');
  await counter.switchLanguage('en');
  await expect(page.getByRole('button', { name: /^Back to reconciliation/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(reconciliation).toBeVisible();

  // No charge id to ask about: the journal's record of the sale, as a person settled it.
  const unlisted = notAtService.filter({ hasNotText: missingCharge });
  await expect(unlisted).toContainText('¥600');
  await unlisted.getByRole('button', { name: 'Open the till’s record' }).click();
  await expect(
    page.getByRole('heading', { name: 'A sale the service does not list' }),
  ).toBeVisible();
  await expect(journalRecord).toContainText('Never learnt');
  await expect(journalRecord).toContainText('It went through · Customer receipt seen');
  await expect(journalRecord).toContainText(settled);
  await counter.expectAccessible();
  await counter.screenshot('back-office-unlisted-sale');
  await counter.switchLanguage('ja');
  await expect(page.getByRole('heading', { name: 'サービスに記録がない販売' })).toBeVisible();
  await counter.screenshot('back-office-unlisted-sale');
  await counter.switchLanguage('en');
  await page.keyboard.press('Escape');
  await expect(reconciliation).toBeVisible();

  const opensCharge = async (row: typeof differences, chargeId: string) => {
    const link = row.getByRole('button', { name: 'Open the charge' });
    await link.click();
    await expect(details).toBeVisible();
    await expect(page.getByText(chargeId).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(reconciliation).toBeVisible();
    // Back where the clerk left: the same causes shown, the link followed in focus.
    await expect(link).toBeFocused();
  };
  await show.selectOption('amount_differs');
  const amountDiffers = of('amount_differs');
  await expect(amountDiffers).toContainText('The amount differs');
  await expect(amountDiffers).toContainText(
    `Journal: ${formatMoney(toMinorUnits(forAmount.amount + 1), 'JPY', localeOf('en'))}`,
  );
  await expect(amountDiffers).toContainText(
    `Service: ${formatMoney(forAmount.amount, 'JPY', localeOf('en'))}`,
  );
  await opensCharge(amountDiffers, forAmount.resource_id);

  await show.selectOption('status_differs');
  const statusDiffers = of('status_differs');
  await expect(statusDiffers).toHaveCount(1);
  await expect(statusDiffers).toContainText('The status differs');
  await expect(statusDiffers).toContainText('Journal: Failed');
  await expect(statusDiffers).toContainText('Service: Paid');
  await opensCharge(statusDiffers, forStatus.resource_id);

  await show.selectOption('not_in_journal');
  const notInJournal = of('not_in_journal').first();
  await expect(notInJournal).toContainText(
    'The service has it; this till’s journal never recorded it',
  );
  const seededId = (await notInJournal.locator('code').textContent()) ?? '';
  expect(items.map((item) => item.charge_id ?? item.resource_id)).toContain(seededId);
  await opensCharge(notInJournal, seededId);

  await show.selectOption('in_review');
  const inReview = of('in_review');
  await expect(inReview).toHaveCount(1);
  await expect(inReview).toContainText('Still in review');
  await inReview.getByRole('button', { name: 'Open the review' }).click();
  await expect(page.getByRole('heading', { name: 'Operations to review' })).toBeVisible();
  await expect(page.locator('.review-item').filter({ hasText: '¥700' })).toHaveCount(1);

  await openBackOffice(page, 'F2');
  await expect(page.getByRole('status').filter({ hasText: /rows? shown/ })).toHaveText(
    '100 rows shown',
  );
  await counter.expectAccessible();
  await counter.screenshot('back-office-history');
  await expectRowsAboveTheFold(page);
  await counter.switchLanguage('ja');
  await expect(page.getByRole('status').filter({ hasText: /行を表示中/ })).toBeVisible();
  await counter.screenshot('back-office-history');
  await expectRowsAboveTheFold(page);
});

/**
 * At 1280x800 the history's first rows show under its filters without scrolling, and no row's
 * cell (the longest status, 「お客様の操作待ち」 or "Waiting for customer") runs past the table.
 */
async function expectRowsAboveTheFold(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const list = page.getByRole('list', { name: /Transaction history|取引履歴/ });
  await expect(list.getByRole('button').nth(1)).toBeInViewport({ ratio: 1 });
  const overflowing = await page.locator('.history-table').evaluate((table) => {
    const right = table.getBoundingClientRect().right;
    return [...table.querySelectorAll('.charge-list-row *')]
      .filter((cell) => cell.getBoundingClientRect().right > right)
      .map((cell) => cell.textContent);
  });
  expect(overflowing).toEqual([]);
}

/** How many lines of text `element` takes on screen. */
function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    const text = node.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return Math.round(text / parseFloat(style.lineHeight));
  });
}

test.describe('on a till with no seeded history', () => {
  test.use({ trainingHistory: undefined });

  test('each range form refuses an end before its start and a day the calendar lacks', async ({
    counter,
  }) => {
    const { page } = counter;
    const text = {
      en: {
        from: 'From',
        clear: 'Clear filters',
        reversed: 'The end date is before the start date. Choose a later end date.',
        invalid: 'No such day in the calendar.',
        forms: [
          { key: 'F2', name: 'Filter the history', submit: 'Show', to: 'To (included)' },
          {
            key: 'F3',
            name: 'Choose the days to check',
            submit: 'Check these days',
            to: 'To (included)',
          },
          {
            key: 'F4',
            name: 'Choose the days to reconcile',
            submit: 'Reconcile',
            to: 'To (included)',
          },
        ],
      },
      ja: {
        from: '開始日',
        clear: '条件をクリア',
        reversed: '終了日が開始日より前です。後の日付を選んでください。',
        invalid: 'その日付は暦にありません。',
        forms: [
          { key: 'F2', name: '取引履歴の絞り込み', submit: '表示', to: '終了日（含む）' },
          { key: 'F3', name: '点検する日付を選ぶ', submit: '点検する', to: '終了日（含む）' },
          { key: 'F4', name: '照合する日付を選ぶ', submit: '照合する', to: '終了日（含む）' },
        ],
      },
    } as const;
    await counter.switchLanguage('en');
    await openBackOffice(page, 'F2');
    for (const language of ['en', 'ja'] as const) {
      await counter.switchLanguage(language);
      const { from, clear, reversed, invalid, forms } = text[language];
      for (const { key, name, submit, to } of forms) {
        await page.keyboard.press(key);
        const form = page.getByRole('form', { name });
        const fromField = form.getByLabel(from);
        const toField = form.getByLabel(to);
        await fromField.fill('2026-11-30');
        await toField.fill('2026-11-01');
        await form.getByRole('button', { name: submit }).click();
        await expect(toField).toHaveAccessibleDescription(`⚠ ${reversed}`);
        await expect(fromField).toHaveAccessibleDescription('');

        // February has no 30th: typed into the date field's parts, it leaves the field's value
        // empty, which the history would read as no bound if the form did not ask the field.
        await fromField.fill('');
        await fromField.click();
        await fromField.pressSequentially('02302026');
        await toField.fill('2026-11-30');
        await form.getByRole('button', { name: submit }).click();
        await expect(fromField).toHaveAccessibleDescription(`⚠ ${invalid}`);
        await expect(toField).toHaveAccessibleDescription('');
        const error = form.locator('.field__error', { hasText: invalid });
        expect(await linesOf(error)).toBeLessThanOrEqual(3);
        if (key !== 'F2') continue;

        // Clear filters takes the impossible day out of History's field too, so Show works.
        await form.getByRole('button', { name: clear }).click();
        await expect(fromField).toHaveAccessibleDescription('');
        const typed = () =>
          fromField.evaluate((input: HTMLInputElement) => input.validity.badInput);
        expect(await typed()).toBe(false);
        await form.getByRole('button', { name: submit }).click();
        await expect(fromField).toHaveAccessibleDescription('');
      }
    }
  });

  test('reconciliation says in one line that a day whose sale matches is clean', async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage('en');
    const { chargeId } = await startKonbiniSaleOnBoard(counter, 1234);
    const paid = await counter.actAsCustomer({ action: 'pay_konbini_slip', chargeId });
    expect(paid).toMatchObject({ ok: true, data: { chargeStatus: 'successful' } });
    await openBackOffice(page, 'F4');
    const clean = page.getByRole('status').filter({ hasText: /^Clean/ });
    await expect(clean).toHaveText(
      'Clean: nothing differs (charges 1, refunds 0, operations of this till 1).',
    );
    await expect(page.locator('.reconciliation__row')).toHaveCount(0);
    await counter.screenshot('back-office-reconciliation-clean');
    await counter.switchLanguage('ja');
    await counter.screenshot('back-office-reconciliation-clean');
  });
});
