import { expect, test, type CounterHarness } from './counter-fixture';
import type { Language } from '../../../renderer/i18n/languages';
import { isPaymentType } from '../../../shared/service/tokens';

/*
 * Merchant-presented QR sales from the real renderer through the browser host to the training
 * simulator, in both languages: the wallet picked, the code shown while the charge awaits the
 * customer (the code the simulator wrote on the sale's token), and each ending the simulator gives
 * it (main/simulator/charges/README.md: Processing and outcomes): paid by the trainee playing the
 * customer or on the wallet page the code holds, expired at its deadline, canceled by the cashier.
 */

/**
 * The simulator settles a charge a second after it is made; polling and a busy machine add to it.
 */
const settles = 30_000;

const text = {
  en: {
    wallet: 'PayPay',
    email: 'Customer email',
    code: /^PayPay payment code for /,
    waiting: 'Waiting for the customer',
    payTraining: 'Training: customer pays with the wallet',
    expireTraining: 'Training: let it expire',
    abort: 'Abort payment',
    abortConfirm: 'Yes, abort the payment',
    paid: 'Paid',
    failed: 'Payment failed',
    deadline: 'The customer did not pay before the deadline.',
    canceled: 'Payment canceled',
  },
  ja: {
    wallet: 'PayPay',
    email: 'お客様のメールアドレス',
    code: /のPayPay支払いコード$/,
    waiting: 'お客様をお待ちしています',
    payTraining: 'トレーニング：お客様がウォレットで支払う',
    expireTraining: 'トレーニング：支払期限を過ぎさせる',
    abort: '決済を中止',
    abortConfirm: 'はい、決済を中止する',
    paid: '支払い完了',
    failed: '決済失敗',
    deadline: 'お客様が期限までに支払いませんでした。',
    canceled: '決済を中止しました',
  },
} as const;

/** Starts a ¥2,000 PayPay code and waits until it is on screen. */
async function showPayPayCode(counter: CounterHarness, language: Language) {
  const { page } = counter;
  const words = text[language];
  await counter.switchLanguage(language);
  await page.keyboard.type('2000');
  await page.keyboard.press('F5');
  await page.getByRole('radio', { name: words.wallet }).check();
  await page.getByLabel(words.email).fill('hanako@example.com');
  await counter.screenshot('qr-merchant-entry');
  await counter.expectAccessible();
  await page.keyboard.press('F9');
  await expect(page.getByRole('img', { name: words.code })).toBeVisible({ timeout: settles });
  await expect(page.getByRole('timer')).toBeVisible();
}

/** The code's content, from the progress main sent the page. */
async function shownCodeContent(counter: CounterHarness): Promise<string> {
  for (const seen of await counter.ipcSeen()) {
    const match = /"type":"qr_code","brand":"[^"]*","content":"([^"]+)"/.exec(seen);
    if (match?.[1] !== undefined) return match[1];
  }
  throw new Error('No qr_code action reached the page');
}

/** The code the simulator wrote on the sale's token (conventions: Merchant-presented QR). */
function tokenCode(counter: CounterHarness): string | undefined {
  const { charges, tokens } = counter.simulatorRecords();
  const awaiting = charges.find((record) => record.charge.status === 'awaiting');
  const token = tokens.find((record) => record.id === awaiting?.tokenId)?.token;
  if (token === undefined) return undefined;
  const qr = isPaymentType(token, 'qr_merchant') || isPaymentType(token, 'qr_scan');
  return (qr && token.data.qr_image_url) || undefined;
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`a code the trainee pays as the customer ends paid (${language})`, async ({ counter }) => {
    const { page } = counter;
    await showPayPayCode(counter, language);
    await expect(page.getByText(words.waiting).first()).toBeVisible();
    expect(await shownCodeContent(counter)).toBe(tokenCode(counter));
    await counter.screenshot('qr-merchant-code');
    await counter.expectAccessible();

    await page.getByRole('button', { name: words.payTraining }).click();

    await expect(page.getByRole('heading', { name: words.paid })).toBeVisible({ timeout: settles });
    await counter.screenshot('qr-merchant-paid');
    await counter.expectAccessible();
  });

  test(`a code nobody pays ends failed at its deadline (${language})`, async ({ counter }) => {
    const { page } = counter;
    await showPayPayCode(counter, language);

    await page.getByRole('button', { name: words.expireTraining }).click();

    await expect(page.getByRole('heading', { name: words.failed })).toBeVisible({
      timeout: settles,
    });
    await expect(page.getByText(words.deadline)).toBeVisible();
    await counter.screenshot('qr-merchant-expired');
    await counter.expectAccessible();
  });

  test(`the cashier cancels a code by aborting (${language})`, async ({ counter }) => {
    const { page } = counter;
    await showPayPayCode(counter, language);

    await page.getByRole('button', { name: words.abort }).click();
    await page.getByRole('button', { name: words.abortConfirm }).click();

    await expect(page.getByRole('heading', { name: words.canceled })).toBeVisible({
      timeout: settles,
    });
    await counter.screenshot('qr-merchant-canceled');
    await counter.expectAccessible();
  });
}

test('a code paid on the wallet page it holds ends paid', async ({ counter }) => {
  const { page } = counter;
  await showPayPayCode(counter, 'en');

  // Opening the code's address is what the customer's phone does when it scans the code.
  const phone = await counter.context.newPage();
  await phone.goto(await shownCodeContent(counter));
  await phone.getByRole('button', { name: 'Pay' }).click();

  await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible({ timeout: settles });
  await phone.close();
});
