import type { IpcResult } from '../../../shared/ipc/ipc-result';
import { expect, test, type CounterHarness } from './counter-fixture';

/*
 * The payments list as the counter uses it all day: it never shows what it loaded earlier as
 * if it were now. It reads itself again when it comes into view, and while it is on screen
 * whenever a sale of this till ends, without the clerk pressing Show.
 */

const text = {
  en: {
    nav: 'Payments',
    sale: 'New sale',
    count: (n: number) => (n === 1 ? '1 payment shown' : `${n} payments shown`),
    order: 'Order A-1024',
    method: 'Method',
    show: 'Show',
    back: 'Back to payments',
    paid: 'Paid',
    canceled: 'Canceled',
    refunded: 'Refunded ¥3,000',
    captureDone: 'Capture done.',
    cancelDone: 'Cancellation done.',
    refundDone: 'Refund done.',
    cancelConfirm: 'Cancel the payment',
    refundConfirm: 'Refund ¥3,000',
  },
  ja: {
    nav: '支払い一覧',
    sale: '新規販売',
    count: (n: number) => `${n} 件を表示中`,
    order: '注文番号 A-1024',
    method: '支払い方法',
    show: '表示',
    back: '支払い一覧に戻る',
    paid: '支払い済み',
    canceled: '取消済み',
    // Intl writes the yen sign full width in Japanese.
    refunded: '返金済み ￥3,000',
    captureDone: '売上確定が完了しました。',
    cancelDone: '取消が完了しました。',
    refundDone: '返金が完了しました。',
    cancelConfirm: '支払いを取り消す',
    refundConfirm: '￥3,000 を返金',
  },
} as const;

/** A card sale made as the card screen makes one, followed to its end; captured unless told. */
async function sellByCard(
  counter: CounterHarness,
  amount: number,
  metadata?: Record<string, string>,
  capture = true,
): Promise<void> {
  const ended = counter.nextEvent('flows:progress', (progress) => progress.step === 'succeeded');
  const started = (await counter.core.dispatch('flows:start-sale', {
    token: {
      payment_type: 'card',
      email: 'taro@example.com',
      data: {
        cardholder: 'TARO YAMADA',
        // 4242 is avoided: the simulator fails its refunds.
        card_number: '4012000033330026',
        exp_month: '12',
        exp_year: '2030',
        cvv: '123',
      },
    },
    charge: { amount, currency: 'JPY', capture, ...(metadata !== undefined && { metadata }) },
  })) as IpcResult<{ operationId: string }>;
  if (!started.ok) throw new Error(`the card sale did not start: ${started.error.code}`);
  await ended;
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`a capture, a cancel and a refund show on the list as the clerk left it (${language})`, async ({
    counter,
  }) => {
    // Twelve sales, then three operations each settled by the simulator.
    test.slow();
    const { page } = counter;
    await counter.switchLanguage(language);
    // The three to act on, oldest, so the clerk scrolls down to them past newer sales.
    await sellByCard(counter, 3000);
    await sellByCard(counter, 2000, undefined, false);
    await sellByCard(counter, 1000, undefined, false);
    for (let yen = 101; yen <= 109; yen += 1) await sellByCard(counter, yen);
    await page
      .getByRole('navigation')
      .getByRole('button', { name: words.nav, exact: true })
      .click();
    const method = page.getByRole('combobox', { name: words.method });
    await method.selectOption('card');
    await page.getByRole('button', { name: words.show, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(words.count(12));
    const rows = page.getByRole('list', { name: words.nav }).getByRole('listitem');
    const row = (amount: string) => rows.filter({ hasText: amount });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(row('3,000')).toBeInViewport();
    // A last move and the first of them opened in one task, before that move's scroll event
    // comes, as a quick clerk on a busy till may: the list keeps the place after the move.
    const scrolled = await row('1,000')
      .getByRole('button')
      .evaluate((button: HTMLElement) => {
        window.scrollBy(0, -40);
        const top = window.scrollY;
        button.click();
        return top;
      });
    expect(scrolled).toBeGreaterThan(0);

    /** Acts on the row of `amount` (opened by `open`) and comes back to the list without Show. */
    const actOn = async (
      amount: string,
      act: () => Promise<void>,
      done: string,
      open = () => row(amount).getByRole('button').click(),
    ) => {
      await open();
      await expect(page.locator('.charge-detail__amount')).toBeVisible({ timeout: 30_000 });
      await act();
      await expect(page.getByText(done)).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: words.back }).click();
      await expect(page.getByRole('status')).toHaveText(words.count(12));
    };
    const expectAsLeft = async () => {
      await expect(method).toHaveValue('card');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    };

    await actOn(
      '1,000',
      async () => {
        await page.keyboard.press('F2');
        await page.getByRole('dialog').getByRole('textbox').press('Enter');
      },
      words.captureDone,
      // Already open.
      async () => {},
    );
    await expect(row('1,000')).toContainText(words.paid);
    await expectAsLeft();

    await actOn(
      '2,000',
      async () => {
        await page.keyboard.press('F3');
        await page.getByRole('dialog').getByRole('button', { name: words.cancelConfirm }).click();
      },
      words.cancelDone,
    );
    await expect(row('2,000')).toContainText(words.canceled);
    await expectAsLeft();

    await actOn(
      '3,000',
      async () => {
        await page.keyboard.press('F4');
        await page.getByRole('dialog').getByRole('button', { name: words.refundConfirm }).click();
      },
      words.refundDone,
    );
    await expect(row('3,000')).toContainText(words.refunded);
    await expectAsLeft();
  });

  test(`the payments list shows every sale of this till without Show (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    const nav = page.getByRole('navigation');
    const list = page.getByRole('list', { name: words.nav });
    await sellByCard(counter, 1100);
    await nav.getByRole('button', { name: words.nav, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(words.count(1));

    // A sale made while the list is elsewhere shows when it comes back into view.
    await nav.getByRole('button', { name: words.sale, exact: true }).click();
    await sellByCard(counter, 2200);
    await nav.getByRole('button', { name: words.nav, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(words.count(2));
    await expect(list.getByRole('listitem').first()).toContainText('2,200');

    // A sale that ends while the list is on screen shows at once.
    await sellByCard(counter, 3300);
    await expect(page.getByRole('status')).toHaveText(words.count(3));
    await expect(list.getByRole('listitem').first()).toContainText('3,300');
  });

  test(`each row shows the order number and memo its sale carried (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await sellByCard(counter, 4400, { order_number: 'A-1024', memo: 'Gift wrap, blue ribbon' });
    await sellByCard(counter, 5500);
    await page
      .getByRole('navigation')
      .getByRole('button', { name: words.nav, exact: true })
      .click();
    const rows = page.getByRole('list', { name: words.nav }).getByRole('listitem');
    await expect(page.getByRole('status')).toHaveText(words.count(2));
    const noted = rows.filter({ hasText: '4,400' });
    await expect(noted).toContainText(words.order);
    await expect(noted).toContainText('Gift wrap, blue ribbon');
    await expect(rows.filter({ hasText: '5,500' })).not.toContainText(words.order);
    await counter.screenshot('payments-notes');
    await counter.expectAccessible();
  });
}
