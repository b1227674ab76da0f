import { timestampToDate } from '../../../shared/service/common';
import { localeOf } from '../../../renderer/i18n/languages';
import { sellByCard } from './charge-processing';
import { expect, test, type CounterHarness } from './counter-fixture';
import { startKonbiniSaleOnBoard } from './konbini-on-board';

/*
 * One clock: a charge made late in a UTC evening is already the next day in Tokyo, the
 * training store's zone. The e2e machine runs in UTC, so every screen that showed the
 * terminal's clock showed the charge a day early; each now shows the store's, and names it.
 */

const text = {
  en: {
    nav: 'Payments',
    time: 'Time (Asia/Tokyo)',
    created: 'Created',
    details: 'Payment details',
    board: 'Open payments',
    slip: /^Details of Konbini · Lawson/,
    opened: 'Opened',
    zone: 'Times shown in',
  },
  ja: {
    nav: '支払い一覧',
    time: '日時（Asia/Tokyo）',
    created: '作成日時',
    details: '支払いの詳細',
    board: '処理中の支払い',
    slip: /^コンビニ.*ローソン.* の詳細$/,
    opened: '開始',
    zone: '時刻のタイムゾーン',
  },
} as const;

const dayMs = 24 * 60 * 60 * 1000;

/** Moves the simulator's clock to the next 19:20 UTC, which is 04:20 of the next day in Tokyo. */
function moveToUtcEvening(counter: CounterHarness): void {
  const evening = (19 * 60 + 20) * 60 * 1000;
  counter.advanceSimulatorClock((evening - (Date.now() % dayMs) + dayMs) % dayMs);
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`a charge made late in a UTC evening shows Tokyo's day on Payments and its detail (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    moveToUtcEvening(counter);
    await sellByCard(counter, 4321);
    const charge = counter
      .simulatorRecords()
      .charges.map((kept) => kept.charge)
      .find((kept) => kept.requested_amount === 4321);
    if (charge?.created_on == null) throw new Error('the simulator kept no charge of ¥4,321');
    const createdOn = timestampToDate(charge.created_on);
    const tokyoDay = new Intl.DateTimeFormat(localeOf(language), {
      dateStyle: 'medium',
      timeZone: 'Asia/Tokyo',
    }).format(createdOn);
    const utcDay = new Intl.DateTimeFormat(localeOf(language), {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(createdOn);
    expect(tokyoDay).not.toBe(utcDay);

    await page
      .getByRole('navigation')
      .getByRole('button', { name: words.nav, exact: true })
      .click();
    const list = page.getByRole('list', { name: words.nav });
    await expect(page.getByText(words.time, { exact: true })).toBeVisible();
    const row = list.getByRole('listitem').filter({ hasText: '4,321' });
    await expect(row).toContainText(tokyoDay);

    await row.getByRole('button').click();
    await expect(page.getByRole('heading', { name: words.details })).toBeVisible();
    const created = page.locator('.charge-detail__facts dt', { hasText: words.created });
    await expect(created).toBeVisible();
    const createdAt = created.locator('xpath=following-sibling::dd[1]');
    await expect(createdAt).toContainText(tokyoDay);
    await expect(createdAt).toContainText('Asia/Tokyo');
  });
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`the open payments board tells a slip's times on Tokyo's clock and names it (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    moveToUtcEvening(counter);
    const listed = await startKonbiniSaleOnBoard(counter, 1200);
    const tokyoDay = new Intl.DateTimeFormat(localeOf(language), {
      dateStyle: 'short',
      timeZone: 'Asia/Tokyo',
    }).format(new Date(listed.createdAt));

    await page.getByRole('navigation').getByRole('button', { name: words.board }).click();
    await page.getByRole('button', { name: words.slip }).click();
    const detail = page.getByRole('dialog', { name: words.details });
    const opened = detail.locator('dt', { hasText: words.opened });
    await expect(opened.locator('xpath=following-sibling::dd[1]')).toContainText(tokyoDay);
    const zone = detail.locator('dt', { hasText: words.zone });
    await expect(zone.locator('xpath=following-sibling::dd[1]')).toHaveText('Asia/Tokyo');
  });
}
