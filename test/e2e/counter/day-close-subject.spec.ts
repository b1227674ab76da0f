import type { Page } from '@playwright/test';
import { todayIn } from '../../../renderer/features/back-office/day-range-form';
import { expect, test } from './counter-fixture';

/*
 * The on-screen day close names the days, stores and mode its figures count, and sets them
 * aside (with Print, Preview and Export held) the moment its form asks for something else.
 */

const zone = 'Asia/Tokyo';
const dayMs = 86_400_000;

const words = {
  en: {
    screens: 'Screens',
    backOffice: /Back office/,
    form: 'Choose the days to close',
    submit: 'Close these days',
    from: 'From',
    to: 'To (included)',
    stores: 'Stores',
    allStores: 'All stores',
    mode: 'Mode',
    subject: (day: string, scope: string, mode: string) => `${day} · ${scope} · ${mode} mode`,
    thisStore: 'This store',
    test: 'Test',
    live: 'Live',
    stale: /not for the form/,
    preview: 'Preview report',
    export: 'Export',
  },
  ja: {
    screens: '画面',
    backOffice: /バックオフィス/,
    form: '精算する日付を選ぶ',
    submit: '精算する',
    from: '開始日',
    to: '終了日（含む）',
    stores: '店舗',
    allStores: 'すべての店舗',
    mode: 'モード',
    subject: (day: string, scope: string, mode: string) => `${day}・${scope}・${mode}モード`,
    thisStore: 'この店舗',
    test: 'テスト',
    live: '本番',
    stale: /フォームの条件のものではありません/,
    preview: 'レポートをプレビュー',
    export: '書き出す',
  },
} as const;

async function openDayClose(page: Page, language: keyof typeof words) {
  await page
    .getByRole('navigation', { name: words[language].screens })
    .getByRole('button', { name: words[language].backOffice })
    .click();
  await page.keyboard.press('F3');
}

test.use({ trainingHistory: undefined });

for (const language of ['en', 'ja'] as const) {
  test(`the day close says what its figures count and sets them aside when the form changes (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const w = words[language];
    await counter.switchLanguage(language);
    await openDayClose(page, language);
    const today = todayIn(zone);
    const form = page.getByRole('form', { name: w.form });
    // The training store sells in test mode: that is the mode the close starts on.
    await expect(form.getByLabel(w.mode)).toHaveValue('test');
    const subject = page.locator('.day-close__subject');
    await expect(subject).toHaveText(w.subject(today, w.thisStore, w.test));
    const stale = page.getByRole('status').filter({ hasText: w.stale });
    await expect(stale).toHaveCount(0);
    await expect(page.getByRole('button', { name: w.preview })).toBeEnabled();

    // A reversed range is refused: the figures stay, set aside under their own days.
    const yesterday = todayIn(zone, new Date(Date.now() - dayMs));
    await form.getByLabel(w.to).fill(yesterday);
    await expect(stale).toBeVisible();
    await form.getByRole('button', { name: w.submit }).click();
    await expect(stale).toBeVisible();
    await expect(subject).toHaveText(w.subject(today, w.thisStore, w.test));
    await expect(page.getByRole('button', { name: w.preview })).toBeDisabled();
    await expect(page.getByRole('button', { name: w.export, exact: true })).toBeDisabled();

    // Back to the days they count: nothing is stale.
    await form.getByLabel(w.to).fill(today);
    await expect(stale).toHaveCount(0);

    // Another mode or scope is another report, computed only when asked.
    await form.getByLabel(w.mode).selectOption('live');
    await expect(stale).toBeVisible();
    await form.getByLabel(w.stores).selectOption({ label: w.allStores });
    await form.getByRole('button', { name: w.submit }).click();
    await expect(subject).toHaveText(w.subject(today, w.allStores, w.live));
    await expect(stale).toHaveCount(0);
    await expect(page.getByRole('button', { name: w.preview })).toBeEnabled();
    await counter.expectAccessible();
  });
}
