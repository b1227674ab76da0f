import { expect } from '@playwright/test';
import type { Language } from '../../../renderer/i18n/languages';
import type { CounterScreen } from './counter-screen';
import { cardFormWords } from '../card-form-words';

/*
 * Card sales at the real counter, whichever shell runs it (counter-screen.ts), each from an empty
 * new sale back to one, so they can run one after another: the amount on the keypad, Card picked
 * with its key, the card form filled, and each ending as the training simulator decides it
 * (main/simulator/tokens/README.md: Card brands and test cards). The 3DS card is authenticated in
 * the simulated issuer's window, as a customer would.
 */

/** The counter's words a card sale shows, in each language. */
export const cardSaleWords = {
  en: {
    ...cardFormWords.en,
    amount: 'Amount',
    paid: 'Paid',
    showReceipt: 'Show receipt',
    receiptPreview: 'Preview: as it prints',
    failed: 'Payment failed',
    declined: 'The card was declined. Ask for another card',
    authenticating: 'The customer is authenticating with their card issuer',
    windowClosed: 'The card issuer’s page was closed before the customer finished.',
    reopen: 'Open the issuer’s page again',
  },
  ja: {
    ...cardFormWords.ja,
    amount: '金額',
    paid: '支払い完了',
    showReceipt: 'レシートを表示',
    receiptPreview: 'プレビュー（印刷されるとおり）',
    failed: '決済失敗',
    declined: 'カードが拒否されました',
    authenticating: 'お客様がカード発行会社で本人認証をしています',
    windowClosed: 'お客様の操作が終わる前にカード発行会社のページが閉じられました。',
    reopen: '発行会社のページをもう一度開く',
  },
} as const;

/** A published test card that succeeds, one that asks for 3DS, and one that is declined (306). */
export const cards = {
  succeeds: '4242424242424242',
  threeDs: '4000000000003220',
  declined: '4111111111111111',
} as const;

/** Switches to `language`, types the amount on the keypad, picks Card and fills the form. */
export async function enterCardSale(
  screen: CounterScreen,
  language: Language,
  cardNumber: string,
  amount: string,
) {
  const { page } = screen;
  const words = cardSaleWords[language];
  await screen.switchLanguage(language);
  await page.keyboard.type(amount);
  await page.keyboard.press('F2');
  await expect(page.getByLabel(words.cardNumber)).toBeFocused();
  await page.getByLabel(words.cardNumber).fill(cardNumber);
  await page.getByLabel(words.expiry).fill('12/30');
  await page.getByLabel(words.cvv).fill('123');
  await page.getByLabel(words.cardholder).fill('Taro Yamada');
  await page.getByLabel(words.email).fill('taro@example.com');
}

/** The store's charges as its history lists them, read through window.pos as the renderer would. */
async function storeCharges(screen: CounterScreen) {
  const listed = (await screen.pos('historyList', {
    scope: 'store',
    query: { type: 'charge' },
  })) as
    | { ok: true; data: { items: { status: string; amount: number }[] } }
    | { ok: false; error: { code: string } };
  if (!listed.ok) throw new Error(`historyList failed: ${listed.error.code}`);
  return listed.data.items;
}

/** The result's New sale (Enter) leaves an empty amount for the next customer. */
export async function startNextSale(screen: CounterScreen, language: Language) {
  await screen.page.keyboard.press('Enter');
  await expect(screen.page.getByLabel(cardSaleWords[language].amount, { exact: true })).toHaveText(
    /^[¥￥]0$/,
  );
}

/** Paid at the simulator and shown paid. */
async function paidCardSale(screen: CounterScreen, language: Language) {
  const { page } = screen;
  const words = cardSaleWords[language];
  await screen.switchLanguage(language);
  await screen.screenshot('counter-new-sale');
  await screen.expectAccessible();

  await enterCardSale(screen, language, cards.succeeds, '1200');
  await expect(page.getByLabel(words.cardNumber)).toHaveValue('4242 4242 4242 4242');
  await screen.screenshot('counter-card-entry');
  await screen.expectAccessible();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: words.paid })).toBeVisible({ timeout: 30_000 });
  await screen.screenshot('counter-card-paid');
  await screen.expectAccessible();
  expect(await storeCharges(screen)).toContainEqual(
    expect.objectContaining({ status: 'successful', amount: 1200 }),
  );

  // The receipt in one key from the result: this till prints on no paper, so it is shown.
  await expect(page.getByRole('button', { name: words.showReceipt })).toHaveAttribute(
    'aria-keyshortcuts',
    'F6',
  );
  await page.keyboard.press('F6');
  const receipt = page.getByRole('dialog', { name: words.receiptPreview });
  await expect(receipt.locator('.document-sheet')).toContainText(/[¥￥]1,200/);
  await page.keyboard.press('Escape');
  await expect(receipt).toBeHidden();
  await startNextSale(screen, language);
}

/** The card asks for 3DS: the customer authenticates in the issuer's window, and it is paid. */
async function threeDsCardSale(screen: CounterScreen, language: Language) {
  const { page } = screen;
  const words = cardSaleWords[language];
  await enterCardSale(screen, language, cards.threeDs, '2480');
  const popup = screen.nextPopup();
  await page.keyboard.press('Enter');

  const issuer = await popup;
  await expect(page.getByRole('status')).toHaveText(words.authenticating);
  await screen.screenshot('counter-card-3ds');
  await screen.expectAccessible();
  // The flow's polling sees the charge leave 3DS and closes the window itself, which can be
  // before the click returns: wait for the close from before the click.
  // The issuer's page must not reach the cashier's window through window.opener.
  expect(await issuer.window.evaluate(() => window.opener === null)).toBe(true);
  const closed = issuer.window.waitForEvent('close', { timeout: 30_000 });
  await issuer.content.getByRole('button', { name: 'Authenticate' }).click();
  await closed;

  await expect(page.getByRole('heading', { name: words.paid })).toBeVisible({ timeout: 30_000 });
  expect(await storeCharges(screen)).toContainEqual(
    expect.objectContaining({ status: 'successful', amount: 2480 }),
  );
  await startNextSale(screen, language);
}

/** The customer closes the issuer's window: the counter says so and opens it again. */
async function threeDsWindowClosedByHand(screen: CounterScreen, language: Language) {
  const { page } = screen;
  const words = cardSaleWords[language];
  await enterCardSale(screen, language, cards.threeDs, '3100');
  const popup = screen.nextPopup();
  await page.keyboard.press('Enter');
  const first = await popup;
  await expect(page.getByRole('status')).toHaveText(words.authenticating);
  await first.window.close();

  await expect(page.getByRole('alert')).toContainText(words.windowClosed);
  await expect(page.getByText(words.windowClosed)).toBeVisible();
  await screen.screenshot('counter-card-3ds-closed');
  await screen.expectAccessible();
  const reopened = screen.nextPopup();
  await page.getByRole('button', { name: words.reopen }).click();
  const issuer = await reopened;
  await expect(page.getByText(words.windowClosed)).toBeHidden();
  const closed = issuer.window.waitForEvent('close', { timeout: 30_000 });
  await issuer.content.getByRole('button', { name: 'Authenticate' }).click();
  await closed;

  await expect(page.getByRole('heading', { name: words.paid })).toBeVisible({ timeout: 30_000 });
  expect(await storeCharges(screen)).toContainEqual(
    expect.objectContaining({ status: 'successful', amount: 3100 }),
  );
  await startNextSale(screen, language);
}

/** The issuer declines the card: the sale fails and says why in words. */
async function declinedCardSale(screen: CounterScreen, language: Language) {
  const { page } = screen;
  const words = cardSaleWords[language];
  await enterCardSale(screen, language, cards.declined, '900');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: words.failed })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(words.declined)).toBeVisible();
  await screen.screenshot('counter-card-declined');
  await screen.expectAccessible();
  expect(await storeCharges(screen)).toContainEqual(
    expect.objectContaining({ status: 'failed', amount: 900 }),
  );
  await startNextSale(screen, language);
}

export const cardSaleJourneys = {
  'a card sale is paid at the simulator and shown paid': paidCardSale,
  'a 3DS card sale completes in the issuer’s window': threeDsCardSale,
  'a 3DS window closed by hand is said, and opened again': threeDsWindowClosedByHand,
  'a declined card shows why it failed': declinedCardSale,
} as const;
