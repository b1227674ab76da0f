import type { Page } from '@playwright/test';
import { expect, test, type CounterHarness } from './counter-fixture';
import type { Language } from '../../../renderer/i18n/languages';

/*
 * A counter whose window starts again while main runs a flow it was on (docs/architecture.md:
 * A counter that starts again), through the browser host to the training simulator: F5 on a
 * konbini sale waiting for its customer brings back that sale's slip, followed live until the
 * trainee pays it; a sale the cashier left is not brought back over the newer one; and with a
 * card registration running beside a sale, the sale is on screen and the registration named,
 * one key from its dialog.
 */

/** The simulator settles a charge a second after it is made; polling and a busy machine add to it. */
const settles = 30_000;

const text = {
  en: {
    title: 'Payment in progress',
    name: 'Customer name',
    phone: 'Phone number (Japan)',
    email: 'Customer email',
    lawson: 'Lawson',
    periodNumber: 'Number',
    slip: 'Konbini payment slip',
    pay: 'Training: customer pays the slip',
    paid: 'Paid',
    paidBody: 'The customer paid at the convenience store. The sale is complete.',
  },
  ja: {
    title: '決済処理中',
    name: 'お客様のお名前',
    phone: '電話番号（日本）',
    email: 'お客様のメールアドレス',
    lawson: 'ローソン',
    periodNumber: '数',
    slip: 'コンビニ払い 払込票',
    pay: 'トレーニング：お客様が払込票で支払う',
    paid: '支払い完了',
    paidBody: 'お客様がコンビニで支払いました。販売は完了です。',
  },
} as const;

/** A ¥1,200 konbini sale from the keypad (F3) to its slip, the customer still to pay. */
async function konbiniSlip(page: Page, language: Language) {
  const words = text[language];
  await page.keyboard.type('1200');
  await page.keyboard.press('F3');
  await page.getByLabel(words.name).fill('Yamada Hanako');
  await page.getByLabel(words.phone).fill('090-1234-5678');
  await page.getByLabel(words.email).fill('hanako@example.com');
  await page.getByRole('radio', { name: words.lawson }).check();
  await page.getByRole('textbox', { name: words.periodNumber, exact: true }).fill('3');
  await page.keyboard.press('F9');
  await expect(page.getByRole('heading', { name: words.slip })).toBeVisible({ timeout: settles });
}

/** F5: the page loads again, as a cashier's reload does, and the shell is ready. */
async function reload(counter: CounterHarness) {
  const { page } = counter;
  await page.reload();
  await expect(page.getByRole('navigation')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveAttribute('aria-busy', 'false');
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`a reload brings back the sale waiting for its customer, followed to its end (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await konbiniSlip(page, language);

    await reload(counter);
    await expect(page.getByRole('heading', { name: words.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: words.slip })).toBeVisible();
    await expect(page.locator('.charge-progress__amount')).toHaveText(/[¥￥]1,200/);
    await counter.screenshot('sale-after-reload');
    await counter.expectAccessible();

    await page.getByRole('button', { name: words.pay }).click();
    await expect(page.getByRole('heading', { name: words.paid })).toBeVisible({
      timeout: settles,
    });
    await expect(page.getByText(words.paidBody)).toBeVisible();
  });
}

test('a reload does not bring back a sale the cashier left for the next one', async ({
  counter,
}) => {
  const { page } = counter;
  await counter.switchLanguage('en');
  await konbiniSlip(page, 'en');
  await page.keyboard.press('F8');
  await page.keyboard.type('5000');
  await page.keyboard.press('F7');
  await page.getByLabel('Customer email').fill('taro@example.com');
  await page.keyboard.press('F9');
  const account = page.getByRole('heading', { name: 'Transfer to this account' });
  await expect(account).toBeVisible({ timeout: settles });

  await reload(counter);
  await expect(account).toBeVisible();
  await expect(page.locator('.charge-progress__amount')).toHaveText('¥5,000');
  await expect(page.getByRole('heading', { name: text.en.slip })).toHaveCount(0);
  // The slip left is the board's, as before the reload.
  const open = (await counter.core.dispatch('payments:list-open', undefined)) as {
    ok: true;
    data: { kind: string }[];
  };
  expect(open.data.map((payment) => payment.kind).sort()).toEqual([
    'bank_transfer_sale',
    'konbini_sale',
  ]);
});

test('a reload puts the newest flow on screen and names the others, each a key away', async ({
  counter,
}) => {
  const { page } = counter;
  await counter.switchLanguage('en');
  await page.keyboard.press('Control+8');
  await page.keyboard.press('Alt+3');
  await page.keyboard.press('F4');
  const dialog = page.getByRole('dialog', { name: 'Register a card' });
  await dialog.getByRole('textbox', { name: 'Cardholder' }).fill('Hanako Member');
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4000000000003220');
  await dialog.getByRole('textbox', { name: 'Expiry' }).fill('1230');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByRole('textbox', { name: 'Customer’s email' }).fill('member@example.com');
  const popup = counter.nextPopup();
  await dialog.getByRole('button', { name: 'Register the card', exact: true }).click();
  const issuer = await popup;
  const waitingForIssuer = /The issuer’s page is open/;
  await expect(dialog).toContainText(waitingForIssuer);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.keyboard.press('Control+1');
  await konbiniSlip(page, 'en');

  await reload(counter);
  await expect(page.getByRole('heading', { name: text.en.slip })).toBeVisible();
  const others = page.getByRole('region', { name: /Also still in progress/ });
  await expect(others).toBeVisible();
  await counter.screenshot('flows-after-reload');
  await counter.expectAccessible();

  await others.getByRole('button', { name: 'Card registration' }).click();
  const reopened = page.getByRole('dialog', { name: 'Register a card' });
  await expect(reopened).toContainText(waitingForIssuer);
  await issuer.content.getByRole('button', { name: 'Authenticate' }).click();
  await expect(reopened.getByRole('heading', { name: 'The card is registered' })).toBeVisible({
    timeout: settles,
  });
});
