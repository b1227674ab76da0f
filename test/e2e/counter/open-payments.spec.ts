import type { IpcResult } from '../../../shared/ipc/ipc-result';
import { expect, test, type CounterHarness } from './counter-fixture';

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

/**
 * A konbini sale started as the sale screen starts one (the slip waits three days), and its
 * charge once the board holds it: the board says so with `payments:open-changed` as soon as
 * the sale's flow records that the charge awaits the customer.
 */
async function startKonbiniSaleOnBoard(counter: CounterHarness): Promise<string> {
  // A fresh till's board is empty: the first payment it lists is this sale's.
  const onBoard = counter.nextEvent('payments:open-changed', (payments) => payments.length > 0);
  const started = (await counter.core.dispatch('flows:start-sale', {
    token: {
      payment_type: 'konbini',
      email: 'hanako@example.jp',
      data: {
        customer_name: 'Hanako Yamada',
        phone_number: { country_code: '81', local_number: '9012345678' },
        convenience_store: 'lawson',
        expiration_period: 'P3D',
      },
    },
    charge: { amount: 1200, currency: 'JPY' },
  })) as IpcResult<{ operationId: string }>;
  if (!started.ok) throw new Error(`the konbini sale did not start: ${started.error.code}`);
  const [listed] = await onBoard;
  expect(listed).toMatchObject({ operationId: started.data.operationId, kind: 'konbini_sale' });
  return listed?.chargeId ?? '';
}

for (const language of ['en', 'ja'] as const) {
  test(`the board shows a waiting konbini slip and drops it once the customer pays (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const words = text[language];
    await counter.switchLanguage(language);
    const chargeId = await startKonbiniSaleOnBoard(counter);

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
