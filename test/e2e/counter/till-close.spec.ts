import type { Page } from '@playwright/test';
import { todayIn } from '../../../renderer/features/back-office/day-range-form';
import { isTerminalFlowStep } from '../../../shared/flows/flow-progress';
import { expect, test } from './counter-fixture';
import { startKonbiniSaleOnBoard } from './konbini-on-board';

/*
 * A check (点検) changes nothing; a close (精算) of a store day lists what is still open,
 * is made once under its number, and a konbini paid after it shows on the next close as a
 * change to the closed day; a past close opens again, compares with the day now and is
 * exported as CSV from the screen.
 */

const zone = 'Asia/Tokyo';
const dayMs = 86_400_000;

const words = {
  en: {
    screens: 'Screens',
    backOffice: /Back office/,
    checkForm: 'Choose the days to check',
    check: 'Check these days',
    closeForm: 'Choose the day to close',
    day: 'Store day',
    prepare: 'Prepare the close',
    preview: (day: string, number: number) => `Close No. ${number} of ${day} would record:`,
    awaiting: '1 payment awaiting its customer',
    confirm: 'Close the day',
    closed: (day: string, number: number) => `Day ${day} closed as close No. ${number}.`,
    alreadyClosed: /already closed on this till/,
    late: (day: string) => new RegExp(`Konbini sale of ${day}: Open .*1,234 → Succeeded .*1,234`),
    pastCloses: 'Past closes',
    show: 'Show close No. 1',
    shown: /^Close No\. 1 of /,
    compare: 'Compare with now',
    now: 'The same day now',
    succeeded: 'Succeeded',
    sjis: 'Shift_JIS (older software)',
    exportClose: 'Export this close as CSV',
    exported: (day: string) => `Saved close-${day}-no1.csv in the export folder.`,
  },
  ja: {
    screens: '画面',
    backOffice: /バックオフィス/,
    checkForm: '点検する日付を選ぶ',
    check: '点検する',
    closeForm: '精算する営業日を選ぶ',
    day: '営業日',
    prepare: '精算の準備をする',
    preview: (day: string, number: number) => `${day}の精算 No.${number} で記録される内容：`,
    awaiting: 'お客様の支払い待ち 1 件',
    confirm: '精算する',
    closed: (day: string, number: number) => `${day}を精算 No.${number} として精算しました。`,
    alreadyClosed: /このレジで精算済みです/,
    late: (day: string) => new RegExp(`${day}のコンビニ.*：未完了 .*1,234 → 成功 .*1,234`),
    pastCloses: '過去の精算',
    show: '精算 No.1 を表示',
    shown: /の精算 No\.1（/,
    compare: '現在と比べる',
    now: '現在の同じ日',
    succeeded: '成功',
    sjis: 'Shift_JIS（従来のソフト）',
    exportClose: 'この精算をCSVで書き出す',
    exported: (day: string) => `close-${day}-no1.csvを書き出し先フォルダーに保存しました。`,
  },
} as const;

async function openCheckAndClose(page: Page, language: keyof typeof words) {
  await page
    .getByRole('navigation', { name: words[language].screens })
    .getByRole('button', { name: words[language].backOffice })
    .click();
  await page.keyboard.press('F3');
}

for (const language of ['en', 'ja'] as const) {
  test(`a check changes nothing, a close is made once, and a late change shows on the next (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const w = words[language];
    await counter.switchLanguage(language);
    const { chargeId } = await startKonbiniSaleOnBoard(counter, 1234);
    await openCheckAndClose(page, language);
    const today = todayIn(zone);
    const yesterday = todayIn(zone, new Date(Date.now() - dayMs));

    // A check, as often as asked: the past closes stay empty.
    await page
      .getByRole('form', { name: w.checkForm })
      .getByRole('button', { name: w.check })
      .click();
    await expect(page.locator('.day-close__subject')).toContainText(today);
    const pastRows = page.getByRole('table', { name: w.pastCloses }).locator('tbody tr');
    await expect(pastRows).toHaveCount(0);

    const closeForm = page.getByRole('form', { name: w.closeForm });
    await expect(closeForm.getByLabel(w.day)).toHaveValue(today);
    await closeForm.getByRole('button', { name: w.prepare }).click();
    const prepared = page.getByRole('region', { name: w.preview(today, 1) });
    await expect(prepared.getByText(w.awaiting)).toBeVisible();
    await prepared.getByRole('button', { name: w.confirm }).click();
    await expect(page.getByRole('status').filter({ hasText: w.closed(today, 1) })).toBeVisible();
    await expect(pastRows).toHaveCount(1);

    // The same day again is refused, with the reason.
    await closeForm.getByRole('button', { name: w.prepare }).click();
    await expect(page.getByRole('alert').filter({ hasText: w.alreadyClosed })).toBeVisible();

    // The customer pays after the close: the next close lists it under the closed day.
    const ended = counter.nextEvent('flows:progress', (progress) =>
      isTerminalFlowStep(progress.step),
    );
    const paid = await counter.actAsCustomer({ action: 'pay_konbini_slip', chargeId });
    expect(paid).toMatchObject({ ok: true });
    await ended;
    await closeForm.getByLabel(w.day).fill(yesterday);
    await closeForm.getByRole('button', { name: w.prepare }).click();
    const next = page.getByRole('region', { name: w.preview(yesterday, 2) });
    await expect(next.getByText(w.late(today))).toBeVisible();
    await next.getByRole('button', { name: w.confirm }).click();
    await expect(
      page.getByRole('status').filter({ hasText: w.closed(yesterday, 2) }),
    ).toBeVisible();
    await expect(pastRows).toHaveCount(2);

    // The first close again, as it was recorded, and beside the day now.
    await page.getByRole('button', { name: w.show }).click();
    const shown = page.getByRole('article', { name: w.shown });
    await shown.getByRole('button', { name: w.compare }).click();
    await expect(
      shown
        .getByRole('table', { name: w.now })
        .getByRole('cell', { name: w.succeeded, exact: true }),
    ).toBeVisible();
    // The close as recorded, into the export folder, for older accounting software.
    await shown.getByRole('radio', { name: w.sjis }).check();
    await shown.getByRole('button', { name: w.exportClose }).click();
    await expect(shown.getByText(w.exported(today))).toBeVisible();
    await counter.expectAccessible();
  });
}
