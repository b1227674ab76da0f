import type { Page } from '@playwright/test';
import type { Language } from '../../../renderer/i18n/languages';
import { startAndProcess } from './charge-processing';
import { expect, test, type CounterHarness } from './counter-fixture';
import type { CustomerWindow } from './counter-screen';

/*
 * Online wallet sales from the real renderer through the browser host to the training
 * simulator, in both languages (docs/simulator.md: Charges, online): the wallet and its call
 * method picked, then the wallet's page in the popup the browser host opens for it, where the
 * customer pays or declines; a payment page's QR code, which a phone opens to pay; and a wait
 * for the wallet's app, aborted by the cashier, or approved, declined or left to expire by
 * the trainee.
 */

const text = {
  en: {
    callMethods: 'How the customer pays',
    paymentPage: /^Payment page/,
    paymentWindow: /^Payment window/,
    walletApp: /^Wallet app/,
    ipAddress: 'Customer’s device IP address',
    waiting: 'Waiting for the customer',
    window: 'The PayPay payment page opened in a separate window.',
    pageClosed: 'The PayPay page was closed before the customer finished.',
    reopen: 'Open the PayPay page again',
    qrCode: 'QR code of the WeChat Pay payment page',
    app: 'Ask the customer to open the Alipay app on their phone and approve the payment there.',
    abort: 'Abort payment',
    abortConfirm: 'Yes, abort the payment',
    keepPayment: 'Back, keep the payment',
    expireTraining: 'Training: let it expire',
    approveTraining: 'Training: customer approves in the wallet',
    declineTraining: 'Training: customer declines in the wallet',
    timeLeft: 'Time left to pay',
    deadline: 'The customer did not pay before the deadline.',
    paid: 'Paid',
    failed: 'Payment failed',
    declined: 'The payment was not approved.',
    canceled: 'Payment canceled',
  },
  ja: {
    callMethods: 'お支払い方法',
    paymentPage: /^決済ページ/,
    paymentWindow: /^決済ウィンドウ/,
    walletApp: /^ウォレットアプリ/,
    ipAddress: 'お客様の端末のIPアドレス',
    waiting: 'お客様をお待ちしています',
    window: 'PayPayの決済ページが別ウィンドウで開きました。',
    pageClosed: 'お客様の操作が終わる前にPayPayのページが閉じられました。',
    reopen: 'PayPayのページをもう一度開く',
    qrCode: 'WeChat Pay決済ページのQRコード',
    app: 'お客様のスマートフォンでアリペイアプリを開き、支払いを承認していただいてください。',
    abort: '決済を中止',
    abortConfirm: 'はい、決済を中止する',
    keepPayment: '戻る（決済を続ける）',
    expireTraining: 'トレーニング：支払期限を過ぎさせる',
    approveTraining: 'トレーニング：お客様がウォレットで承認する',
    declineTraining: 'トレーニング：お客様がウォレットで拒否する',
    timeLeft: '支払い期限まで',
    deadline: 'お客様が期限までに支払いませんでした。',
    paid: '支払い完了',
    failed: '決済失敗',
    declined: '支払いが承認されませんでした。',
    canceled: '決済を中止しました',
  },
} as const;

/** The wallets by their value, whose names differ by language (Alipay, アリペイ). */
function wallet(page: Page, brand: string) {
  return page.locator(`input[type="radio"][value="${brand}"]`);
}

/** Types ¥1,500, picks Online wallet with F6 and chooses the wallet. */
async function enterOnlineSale(counter: CounterHarness, language: Language, brand: string) {
  const { page } = counter;
  await counter.switchLanguage(language);
  await page.keyboard.type('1500');
  await page.keyboard.press('F6');
  await wallet(page, brand).check();
}

/** A PayPay sale through its payment window, which the browser host opens as a popup. */
async function payPayInItsWindow(
  counter: CounterHarness,
  language: Language,
): Promise<CustomerWindow> {
  const { page } = counter;
  const words = text[language];
  await enterOnlineSale(counter, language, 'pay_pay_online');
  await expect(page.getByRole('radio', { name: words.paymentWindow })).toBeChecked();
  await counter.screenshot('online-entry-paypay');
  await counter.expectAccessible();
  const opening = counter.nextPopup();
  await startAndProcess(counter, () => page.keyboard.press('F9'));
  const popup = await opening;
  await expect(page.getByText(words.window, { exact: false })).toBeVisible();
  await expect(page.getByText(words.waiting).first()).toBeVisible();
  await expect(page.locator('.wallet-wait__text')).not.toContainText('127.0.0.1');
  return popup;
}

/** An Alipay sale paid in the wallet's app, which only the customer's phone can complete. */
async function alipayInItsApp(counter: CounterHarness, language: Language) {
  const { page } = counter;
  const words = text[language];
  await enterOnlineSale(counter, language, 'alipay_online');
  await page.getByRole('radio', { name: words.walletApp }).check();
  await startAndProcess(counter, () => page.keyboard.press('F9'));
  // The wallet prepares its payment before the service names the app: as long as the till waits.
  await expect(page.getByText(words.app)).toBeVisible({ timeout: 30_000 });
  // The simulator's online charge expires 15 minutes on: the till counts it down.
  await expect(page.getByRole('timer', { name: words.timeLeft })).toHaveText(/^\d{1,2}:\d{2}$/);
}

/** The wallet page's address, from the progress main sent the page. */
async function shownIssuerToken(counter: CounterHarness): Promise<string> {
  for (const seen of await counter.ipcSeen()) {
    const match = /"type":"wallet",[^}]*"issuerToken":"([^"]+)"/.exec(seen);
    if (match?.[1] !== undefined) return match[1];
  }
  throw new Error('No wallet action reached the page');
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`a PayPay sale paid on the wallet page ends paid (${language})`, async ({ counter }) => {
    const { page } = counter;
    const popup = await payPayInItsWindow(counter, language);
    await counter.screenshot('online-wait-window');
    await counter.expectAccessible();

    await popup.content.getByRole('button', { name: 'Pay' }).click();

    await expect(page.getByRole('heading', { name: words.paid })).toBeVisible();
    await counter.screenshot('online-paid');
    await counter.expectAccessible();
  });

  test(`a wallet page closed by hand is said, opened again and paid (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const first = await payPayInItsWindow(counter, language);
    await first.window.close();

    await expect(page.getByRole('alert')).toContainText(words.pageClosed);
    await counter.screenshot('online-page-closed');
    await counter.expectAccessible();
    const reopening = counter.nextPopup();
    await page.getByRole('button', { name: words.reopen }).click();
    const second = await reopening;
    await expect(page.getByText(words.pageClosed)).toBeHidden();
    await second.content.getByRole('button', { name: 'Pay' }).click();

    await expect(page.getByRole('heading', { name: words.paid })).toBeVisible();
  });

  test(`a PayPay sale declined on the wallet page ends failed (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const popup = await payPayInItsWindow(counter, language);

    await popup.content.getByRole('button', { name: 'Decline' }).click();

    await expect(page.getByRole('heading', { name: words.failed })).toBeVisible();
    await expect(page.getByText(words.declined, { exact: false })).toBeVisible();
    await counter.screenshot('online-declined');
    await counter.expectAccessible();
  });

  test(`the cashier aborts a wait for the wallet app (${language})`, async ({ counter }) => {
    const { page } = counter;
    await alipayInItsApp(counter, language);
    await counter.screenshot('online-wait-app');
    await counter.expectAccessible();

    const abort = page.getByRole('button', { name: words.abort });
    await abort.click();
    const dialog = page.getByRole('dialog');
    const keep = dialog.getByRole('button', { name: words.keepPayment });
    // The safe choice has the focus and looks it: Enter keeps the payment going.
    await expect(keep).toBeFocused();
    await expect(keep).toHaveClass(/button--secondary/);
    await counter.screenshot('online-abort-dialog');
    await counter.expectAccessible();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(words.app)).toBeVisible();

    // The deliberate way: to the abort button itself, then Enter.
    await abort.click();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: words.abortConfirm })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: words.canceled })).toBeVisible();
    await counter.screenshot('online-canceled');
    await counter.expectAccessible();
  });

  test(`a wallet app's payment the trainee approves as the customer ends paid (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await alipayInItsApp(counter, language);

    await page.getByRole('button', { name: words.approveTraining }).click();

    await expect(page.getByRole('heading', { name: words.paid })).toBeVisible();
  });

  test(`a wallet app's payment the trainee declines as the customer ends failed (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await alipayInItsApp(counter, language);
    await counter.screenshot('online-wait-app-training');

    await page.getByRole('button', { name: words.declineTraining }).click();

    await expect(page.getByRole('heading', { name: words.failed })).toBeVisible();
    await expect(page.getByText(words.declined, { exact: false })).toBeVisible();
  });

  test(`a wallet payment nobody makes ends failed at its deadline (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await alipayInItsApp(counter, language);

    await page.getByRole('button', { name: words.expireTraining }).click();

    await expect(page.getByRole('heading', { name: words.failed })).toBeVisible();
    await expect(page.getByText(words.deadline)).toBeVisible();
    await counter.screenshot('online-expired');
    await counter.expectAccessible();
  });

  test(`a WeChat Pay page shows its QR code, and the phone that opens it pays (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await enterOnlineSale(counter, language, 'we_chat_online');
    await page.getByRole('radio', { name: words.paymentPage }).check();
    await page.getByLabel(words.ipAddress).fill('198.51.100.7');
    await counter.screenshot('online-entry-wechat');
    await counter.expectAccessible();
    // The page also opens in the counter's window, which this customer leaves alone.
    const opening = counter.nextPopup();
    await startAndProcess(counter, () => page.keyboard.press('Enter'));
    await opening;
    await expect(page.getByRole('img', { name: words.qrCode })).toBeVisible();
    // The training simulator's loopback address means nothing to a cashier.
    await expect(page.locator('.wallet-wait__text')).not.toContainText('127.0.0.1');
    await counter.screenshot('online-wait-qr');
    await counter.expectAccessible();

    // Opening the code's address is what the customer's phone does when it scans the code.
    const phone = await counter.context.newPage();
    await phone.goto(await shownIssuerToken(counter));
    await phone.getByRole('button', { name: 'Pay' }).click();

    await expect(page.getByRole('heading', { name: words.paid })).toBeVisible();
    await phone.close();
  });
}
