import type { IpcResult } from '../../../shared/ipc/ipc-result';
import type { HistoryItem } from '../../../shared/service/history';
import { sellByCard } from './charge-processing';
import { expect, test, type CounterHarness } from './counter-fixture';

/*
 * History keeps the rows the clerk loaded (issue 28 item 16): 400 rows loaded, a sale made on
 * another screen, and back on History the sale is on top, once, with every one of the 400 still
 * there (the count says 401); Load older then reads on to the oldest row, none twice. Before,
 * coming back reread only as many rows as were loaded, so the oldest fell off and the count
 * stayed at 400.
 */

// About three in four seeded items are this store's: enough for 400 rows and a page more.
test.use({ trainingHistory: { count: 800, days: 2 } });

const words = {
  en: {
    nav: 'Screens',
    backOffice: /Back office/,
    sale: /New sale/,
    list: 'Transaction history',
    shown: (count: number) => `${count.toLocaleString('en')} rows shown`,
    allOlder: 'Nothing older.',
  },
  ja: {
    nav: '画面',
    backOffice: /バックオフィス/,
    sale: /新規販売/,
    list: '取引履歴',
    shown: (count: number) => `${count.toLocaleString('ja')} 行を表示中`,
    allOlder: 'これより前はありません。',
  },
} as const;

/** Every row the store's history holds, newest first, as main reads it page by page. */
async function historyLength(counter: CounterHarness): Promise<number> {
  let length = 0;
  let cursor: string | undefined;
  for (;;) {
    const page = (await counter.core.dispatch('history:list', {
      scope: 'store',
      query: { limit: 100, ...(cursor !== undefined && { cursor }) },
    })) as IpcResult<{ items: HistoryItem[]; has_more: boolean }>;
    if (!page.ok) throw new Error(`history:list answered ${page.error.code}`);
    length += page.data.items.length;
    if (!page.data.has_more) return length;
    cursor = page.data.items.at(-1)?.resource_id;
  }
}

for (const language of ['en', 'ja'] as const) {
  const text = words[language];

  test(`coming back to History after a sale keeps the loaded rows and adds the sale once (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    const screens = page.getByRole('navigation', { name: text.nav });
    await screens.getByRole('button', { name: text.backOffice }).click();
    await page.keyboard.press('F2');
    await expect(page.getByText(text.shown(100), { exact: true })).toBeVisible();
    for (const loaded of [200, 300, 400]) {
      await page.keyboard.press('F9');
      await expect(page.getByText(text.shown(loaded), { exact: true })).toBeVisible();
    }

    await screens.getByRole('button', { name: text.sale }).click();
    await sellByCard(counter, 97_531);
    await screens.getByRole('button', { name: text.backOffice }).click();
    await page.keyboard.press('F2');
    await expect(page.getByText(text.shown(401), { exact: true })).toBeVisible();
    const rows = page.getByRole('list', { name: text.list }).getByRole('button');
    await expect(rows.first()).toContainText('97,531');
    await expect(rows.filter({ hasText: '97,531' })).toHaveCount(1);

    const total = await historyLength(counter);
    expect(total).toBeGreaterThan(401);
    // Each Load older reads a page on from the last row: every row once, down to the oldest.
    for (let loaded = 401; loaded < total;) {
      await page.keyboard.press('F9');
      loaded = Math.min(loaded + 100, total);
      await expect(page.getByText(text.shown(loaded), { exact: true })).toBeVisible();
    }
    await expect(page.getByText(text.allOlder, { exact: true })).toBeVisible();
    await counter.expectAccessible();
  });
}
