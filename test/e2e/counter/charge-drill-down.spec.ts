import { sellByCard } from './charge-processing';
import { expect, test } from './counter-fixture';

/*
 * Each screen's drill-down is its own: a charge opened from Payments stays open there while the
 * back office shows its views, whose keys (F2, F3, F4) work, and Esc in one screen closes only
 * its own charge.
 */

const text = {
  en: {
    payments: 'Payments',
    backOffice: /Back office/,
    details: 'Payment details',
    historyFilters: 'Filter the history',
    dayCloseForm: 'Choose the days to check',
    backToHistory: 'Back to the history',
    history: 'Transaction history',
  },
  ja: {
    payments: '支払い一覧',
    backOffice: /バックオフィス/,
    details: '支払いの詳細',
    historyFilters: '取引履歴の絞り込み',
    dayCloseForm: '点検する日付を選ぶ',
    backToHistory: '取引履歴に戻る',
    history: '取引履歴',
  },
} as const;

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`a charge opened in Payments leaves the back office on its views, and back (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await sellByCard(counter, 4321);
    await sellByCard(counter, 1234);
    const screens = page.getByRole('navigation');
    const details = page.getByRole('heading', { name: words.details });

    await screens.getByRole('button', { name: words.payments, exact: true }).click();
    const payments = page.getByRole('list', { name: words.payments });
    await payments.getByRole('listitem').filter({ hasText: '4,321' }).getByRole('button').click();
    await expect(details).toBeVisible();

    // The back office shows its own views, and its keys switch them.
    await screens.getByRole('button', { name: words.backOffice }).click();
    await expect(page.getByRole('form', { name: words.historyFilters })).toBeVisible();
    await expect(details).toHaveCount(0);
    await page.keyboard.press('F3');
    await expect(page.getByRole('form', { name: words.dayCloseForm })).toBeVisible();
    await page.keyboard.press('F2');
    const history = page.getByRole('list', { name: words.history });
    await history.getByRole('button').filter({ hasText: '1,234' }).click();
    await expect(page.getByRole('button', { name: words.backToHistory })).toBeVisible();

    // Payments still shows the charge it opened; Esc there closes only that one.
    await screens.getByRole('button', { name: words.payments, exact: true }).click();
    await expect(page.locator('.charge-detail')).toContainText('4,321');
    await page.keyboard.press('Escape');
    await expect(payments).toBeVisible();
    await screens.getByRole('button', { name: words.backOffice }).click();
    await expect(page.getByRole('button', { name: words.backToHistory })).toBeVisible();
    await expect(page.locator('.charge-detail')).toContainText('1,234');
  });
}
