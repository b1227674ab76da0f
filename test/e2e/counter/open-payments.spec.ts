import { expect, test } from './counter-fixture';
import { startKonbiniSaleOnBoard } from './konbini-on-board';

/*
 * The live board at the real counter, through the browser host to the training simulator: a
 * konbini sale waiting for its customer shows on the board with its time left, and leaves it
 * when the training customer pays the slip (training:act-as-customer), in both languages. The
 * row names whom the slip is for, by name and the phone number's last digits only.
 */

const text = {
  en: {
    nav: 'Open payments',
    konbini: /^Open the charge of Konbini Lawson, ¥1,200$/,
    waiting: 'Customer to pay',
    customer: 'Hanako Yamada · phone ending 5678',
    threeDaysLeft: /^(2 days 23 hr|3 days 0 hr)$/,
    empty: 'No payment is open.',
  },
  ja: {
    nav: '処理中の支払い',
    konbini: /^コンビニ ローソン ￥1,200 の課金を開く$/,
    waiting: 'お客様の支払い待ち',
    customer: 'Hanako Yamada · 電話番号末尾 5678',
    threeDaysLeft: /^(2 日 23 時間|3 日 0 時間)$/,
    empty: '処理中の支払いはありません。',
  },
} as const;

for (const language of ['en', 'ja'] as const) {
  test(`the board shows a waiting konbini slip and drops it once the customer pays (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const words = text[language];
    await counter.switchLanguage(language);
    const listed = await startKonbiniSaleOnBoard(counter, 1200);
    expect(listed).toMatchObject({
      operationId: listed.startedOperationId,
      kind: 'konbini_sale',
    });
    const { chargeId } = listed;

    await page.getByRole('navigation').getByRole('button', { name: words.nav }).click();
    const slip = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: words.konbini }) });
    await expect(slip).toContainText(words.waiting);
    // Whom the slip is for, and of the phone number only its last digits.
    await expect(slip).toContainText(words.customer);
    await expect(slip).not.toContainText('9012345678');
    await expect(slip.getByRole('timer')).toHaveText(words.threeDaysLeft);
    await counter.screenshot('open-payments-live');
    await counter.expectAccessible();

    const paid = await counter.actAsCustomer({ action: 'pay_konbini_slip', chargeId });
    expect(paid).toMatchObject({ ok: true, data: { chargeStatus: 'successful' } });
    await expect(slip).toHaveCount(0);
    await expect(page.getByText(words.empty, { exact: false })).toBeVisible();
  });
}
