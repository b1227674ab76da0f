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
  },
  ja: {
    nav: '支払い一覧',
    sale: '新規販売',
    count: (n: number) => `${n} 件を表示中`,
    order: '注文番号 A-1024',
  },
} as const;

/** A card sale made as the card screen makes one, followed to its end. */
async function sellByCard(
  counter: CounterHarness,
  amount: number,
  metadata?: Record<string, string>,
): Promise<void> {
  const ended = counter.nextEvent('flows:progress', (progress) => progress.step === 'succeeded');
  const started = (await counter.core.dispatch('flows:start-sale', {
    token: {
      payment_type: 'card',
      email: 'taro@example.com',
      data: {
        cardholder: 'TARO YAMADA',
        card_number: '4242424242424242',
        exp_month: '12',
        exp_year: '2030',
        cvv: '123',
      },
    },
    charge: { amount, currency: 'JPY', ...(metadata !== undefined && { metadata }) },
  })) as IpcResult<{ operationId: string }>;
  if (!started.ok) throw new Error(`the card sale did not start: ${started.error.code}`);
  await ended;
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

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
