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
  },
  ja: { nav: '支払い一覧', sale: '新規販売', count: (n: number) => `${n} 件を表示中` },
} as const;

/** A card sale made as the card screen makes one, followed to its end. */
async function sellByCard(counter: CounterHarness, amount: number): Promise<void> {
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
    charge: { amount, currency: 'JPY' },
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
}
