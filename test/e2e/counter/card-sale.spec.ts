import type { Page } from '@playwright/test';
import type { Language } from '../../../renderer/i18n/languages';
import { expect, test, type CounterHarness } from './counter-fixture';

/*
 * Card sales from the real renderer through the browser host to the training simulator and
 * back: the amount on the keypad, Card picked with its key, the card form filled, and each
 * ending as the simulator decides it (docs/simulator.md: Card brands and test cards). The 3DS
 * card is authenticated in the simulated issuer's popup, as a customer would.
 */

const text = {
  en: {
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvv: 'Security code',
    cardholder: 'Name on card',
    email: 'Customer email',
    amount: 'Amount',
    paid: 'Paid',
    failed: 'Payment failed',
    declined: 'The card was declined. Ask for another card',
    authenticating: 'The customer is authenticating with their card issuer',
  },
  ja: {
    cardNumber: 'カード番号',
    expiry: '有効期限（MM/YY）',
    cvv: 'セキュリティコード',
    cardholder: 'カード名義',
    email: 'お客様のメールアドレス',
    amount: '金額',
    paid: '支払い完了',
    failed: '決済失敗',
    declined: 'カードが拒否されました',
    authenticating: 'お客様がカード発行会社で本人認証をしています',
  },
} as const;

/** A published test card that succeeds, one that asks for 3DS, and one that is declined (306). */
const cards = {
  succeeds: '4242424242424242',
  threeDs: '4000000000003220',
  declined: '4111111111111111',
} as const;

/** Types the amount on the keypad, picks Card with F2 and fills the form; leaves it unsent. */
async function enterCardSale(counter: CounterHarness, cardNumber: string, amount: string) {
  const { page } = counter;
  const words = text[await counter.language()];
  await page.keyboard.type(amount);
  await page.keyboard.press('F2');
  await expect(page.getByLabel(words.cardNumber)).toBeFocused();
  await page.getByLabel(words.cardNumber).fill(cardNumber);
  await page.getByLabel(words.expiry).fill('12/30');
  await page.getByLabel(words.cvv).fill('123');
  await page.getByLabel(words.cardholder).fill('Taro Yamada');
  await page.getByLabel(words.email).fill('taro@example.com');
}

/** The store's charges, as main reads them from the simulator. */
async function storeCharges(counter: CounterHarness) {
  const listed = await counter.core.dispatch('charges:list', { scope: 'store' });
  if (!listed.ok) throw new Error(`charges:list failed: ${listed.error.code}`);
  return (listed.data as { items: { status: string; requested_amount: number }[] }).items;
}

async function backToNewSale(page: Page, language: Language) {
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(text[language].amount, { exact: true })).toHaveText(/^[¥￥]0$/);
}

for (const language of ['en', 'ja'] as const) {
  test(`a card sale is paid at the simulator and shown paid (${language})`, async ({ counter }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    const words = text[language];
    await counter.screenshot('counter-new-sale');
    await counter.expectAccessible();

    await enterCardSale(counter, cards.succeeds, '1200');
    await expect(page.getByLabel(words.cardNumber)).toHaveValue('4242 4242 4242 4242');
    await counter.screenshot('counter-card-entry');
    await counter.expectAccessible();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: words.paid })).toBeVisible({
      timeout: 30_000,
    });
    await counter.screenshot('counter-card-paid');
    await counter.expectAccessible();
    expect(await storeCharges(counter)).toEqual([
      expect.objectContaining({ status: 'successful', requested_amount: 1200 }),
    ]);
    await backToNewSale(page, language);
  });

  test(`a 3DS card sale completes in the issuer's popup (${language})`, async ({ counter }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    const words = text[language];
    await enterCardSale(counter, cards.threeDs, '2480');
    const popup = counter.nextPopup();
    await page.keyboard.press('Enter');

    const issuer = await popup;
    await expect(page.getByRole('status')).toHaveText(words.authenticating);
    await counter.screenshot('counter-card-3ds');
    await counter.expectAccessible();
    await issuer.getByRole('button', { name: 'Authenticate' }).click();
    await issuer.waitForEvent('close', { timeout: 30_000 });

    await expect(page.getByRole('heading', { name: words.paid })).toBeVisible({
      timeout: 30_000,
    });
    expect(await storeCharges(counter)).toEqual([
      expect.objectContaining({ status: 'successful', requested_amount: 2480 }),
    ]);
  });

  test(`a declined card shows why it failed (${language})`, async ({ counter }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    const words = text[language];
    await enterCardSale(counter, cards.declined, '900');
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: words.failed })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(words.declined)).toBeVisible();
    await counter.screenshot('counter-card-declined');
    await counter.expectAccessible();
    expect(await storeCharges(counter)).toEqual([
      expect.objectContaining({ status: 'failed', requested_amount: 900 }),
    ]);
  });
}
