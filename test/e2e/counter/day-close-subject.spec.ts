import type { Locator, Page } from '@playwright/test';
import { todayIn } from '../../../renderer/features/back-office/day-range-form';
import type { IpcResult } from '../../../shared/ipc/ipc-result';
import { expect, test, type CounterHarness } from './counter-fixture';

/*
 * The on-screen day close names the days, stores and mode its figures count, and sets them
 * aside (with Print, Preview and Export held) the moment its form asks for something else;
 * its rows name each method and brand so no two read alike, on screen and on paper.
 */

const zone = 'Asia/Tokyo';
const dayMs = 86_400_000;

const words = {
  en: {
    screens: 'Screens',
    backOffice: /Back office/,
    form: 'Choose the days to check',
    submit: 'Check these days',
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
    inJpy: 'In JPY',
    byMethod: 'By method and brand',
    customersQr: 'Customer’s QR code',
    storeQr: 'Store QR code',
    report: /Day close report/,
  },
  ja: {
    screens: '画面',
    backOffice: /バックオフィス/,
    form: '点検する日付を選ぶ',
    submit: '点検する',
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
    inJpy: 'JPY 建て',
    byMethod: '支払い方法・ブランド別',
    customersQr: 'お客様提示QRコード',
    storeQr: '店舗提示QRコード',
    report: /精算レポート/,
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

async function startSale(counter: CounterHarness, token: object, amount: number): Promise<void> {
  const started = (await counter.core.dispatch('flows:start-sale', {
    token,
    charge: { amount, currency: 'JPY' },
  })) as IpcResult<{ operationId: string }>;
  if (!started.ok) throw new Error(`the sale did not start: ${started.error.code}`);
}

/** Each row's method and brand, as the clerk reads them. */
function methodsOf(rows: Locator): Promise<string[][]> {
  return rows.evaluateAll((all) =>
    all.map((row) => [...row.children].slice(0, 2).map((cell) => cell.textContent.trim())),
  );
}

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

for (const language of ['en', 'ja'] as const) {
  test(`the day close names a customer’s and the store’s PayPay code apart (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const w = words[language];
    await counter.switchLanguage(language);
    // The customer shows their PayPay code: paid at once.
    const paid = counter.nextEvent('flows:progress', (progress) => progress.step === 'succeeded');
    await startSale(
      counter,
      {
        payment_type: 'qr_scan',
        email: 'taro@example.com',
        data: { scanned_qr: 'pay_pay:281234567890123456' },
      },
      500,
    );
    await paid;
    // The counter shows its PayPay code (spec: data for qr_scan, merchant-presented variant):
    // the charge waits for the customer, and counts in the day close as open.
    await startSale(
      counter,
      { payment_type: 'qr_scan', email: 'taro@example.com', data: { brand: 'pay_pay_merchant' } },
      700,
    );
    await expect
      .poll(() =>
        counter.simulatorRecords().charges.some((record) => record.charge.status === 'awaiting'),
      )
      .toBe(true);

    await openDayClose(page, language);
    const methods = page
      .getByRole('region', { name: w.inJpy })
      .getByRole('table', { name: w.byMethod })
      .locator('tbody tr');
    await expect(methods).toHaveCount(2);
    expect((await methodsOf(methods)).sort()).toEqual(
      [
        [w.customersQr, 'PayPay'],
        [w.storeQr, 'PayPay'],
      ].sort(),
    );

    await page.getByRole('button', { name: w.preview }).click();
    const report = page.getByRole('dialog').getByRole('article', { name: w.report });
    await expect(report).toContainText(`${w.customersQr} · PayPay`);
    await expect(report).toContainText(`${w.storeQr} · PayPay`);
  });
}
