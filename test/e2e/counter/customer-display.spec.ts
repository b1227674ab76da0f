import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { IpcResult } from '../../../shared/ipc/ipc-result';
import type { Language } from '../../../renderer/i18n/languages';
import { expectNoSeriousAxeViolations } from '../renderer/counter-page';
import { watchProblems } from './counter-screen';
import { startAndProcess } from './charge-processing';
import { expect, test, type CounterHarness } from './counter-fixture';

/*
 * The customer display following real sales, through the browser host to the training
 * simulator: its page in a second tab, fed by the host's display stream, shows the welcome,
 * a konbini slip's instructions and a merchant QR code while each sale waits, and thanks once
 * the training customer pays; always both languages, the till's first, the training
 * watermark, and nothing of the customer's personal data.
 */

const screenshotDir = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

const text = {
  en: {
    welcome: /^Welcome\s*いらっしゃいませ$/,
    konbini: /^Pay at Lawson/,
    training: /^Training: no real payment is made\./,
    qr: /^Code to scan, ¥2,000$/,
    qrHow: /^Scan this code with PayPay/,
    thanks: /^Thank you\s*ありがとうございました$/,
    transfer: /^Pay by bank transfer/,
    exactly: /^Transfer exactly this amount\./,
    accountNumber: /^Account number/,
    failed: /^The payment did not go through\s*お支払いを完了できませんでした$/,
    wallet: 'PayPay',
    email: 'Customer email',
    payTraining: 'Training: customer pays with the wallet',
    newSale: 'New sale',
    threeDaysLeft: /^(2 days 23 hr|3 days 0 hr)$/,
    confirmed: /^Please check your payment\s*お支払い内容をご確認ください$/,
    card: /^Card\s*クレジットカード・デビットカード$/,
    scanQr: /^QR code payment \(your app’s code\)\s*QRコード決済（お客様のアプリのコード）$/,
  },
  ja: {
    welcome: /^いらっしゃいませ\s*Welcome$/,
    konbini: /^ローソンでお支払いください/,
    training: /^トレーニング中：実際のお支払いは行われません。/,
    qr: /^読み取り用コード、￥2,000$/,
    qrHow: /^PayPayでこのコードを読み取ってください/,
    thanks: /^ありがとうございました\s*Thank you$/,
    transfer: /^銀行振込でお支払いください/,
    exactly: /^この金額ちょうどをお振り込みください。/,
    accountNumber: /^口座番号/,
    failed: /^お支払いを完了できませんでした\s*The payment did not go through$/,
    wallet: 'PayPay',
    email: 'お客様のメールアドレス',
    payTraining: 'トレーニング：お客様がウォレットで支払う',
    newSale: '新規販売',
    threeDaysLeft: /^(2 日 23 時間|3 日 0 時間)$/,
    confirmed: /^お支払い内容をご確認ください\s*Please check your payment$/,
    card: /^クレジットカード・デビットカード\s*Card$/,
    scanQr: /^QRコード決済（お客様のアプリのコード）\s*QR code payment \(your app’s code\)$/,
  },
} as const;

/** The flow polls the charge until the service has what the customer needs: as long as the till waits. */
const untilTheServiceAnswers = { timeout: 30_000 };

/** The personal data the sales below carry, none of which the customer's screen may show. */
const personal = ['Hanako', 'Yamada', 'hanako@example.jp', '9012345678', '090-1234'];

/** The display page in a tab of its own, served by the counter's host beside the till. */
async function openDisplay(counter: CounterHarness) {
  const page = await counter.context.newPage();
  const problems: string[] = [];
  watchProblems(page, problems);
  await page.goto(counter.host.customerDisplayUrl);
  return { page, problems };
}

async function capture(page: Page, screen: string, language: Language): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${screen}-${language}.png`) });
  await expectNoSeriousAxeViolations(page);
}

/** The charge of the one sale waiting on the board. */
async function waitingCharge(counter: CounterHarness): Promise<string> {
  let chargeId: string | undefined;
  await expect
    .poll(async () => {
      const open = (await counter.core.dispatch('payments:list-open', {})) as IpcResult<
        { chargeId: string | null }[]
      >;
      chargeId = open.ok ? (open.data[0]?.chargeId ?? undefined) : undefined;
      return chargeId;
    })
    .toBeDefined();
  return chargeId ?? '';
}

async function expectNoPersonalData(page: Page): Promise<void> {
  const shown = await page.locator('body').innerText();
  for (const value of personal) expect(shown).not.toContain(value);
}

for (const language of ['ja', 'en'] as const) {
  const words = text[language];

  test(`the display follows a konbini sale to paid, in both languages with ${language} first`, async ({
    counter,
  }) => {
    await counter.switchLanguage(language);
    const { page, problems } = await openDisplay(counter);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.welcome);
    await expect(page.getByText(words.training)).toBeVisible();
    await capture(page, 'customer-display-welcome', language);

    const started = (await startAndProcess(counter, () =>
      counter.core.dispatch('flows:start-sale', {
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
      }),
    )) as IpcResult<{ operationId: string }>;
    expect(started.ok).toBe(true);

    await expect(page.getByText(words.konbini)).toBeVisible(untilTheServiceAnswers);
    await expect(page.getByRole('definition').filter({ hasText: '1,200' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(words.threeDaysLeft);
    await expectNoPersonalData(page);
    await capture(page, 'customer-display-konbini', language);

    const paid = await counter.actAsCustomer({
      action: 'pay_konbini_slip',
      chargeId: await waitingCharge(counter),
    });
    expect(paid.ok).toBe(true);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.thanks);
    await expectNoPersonalData(page);
    await capture(page, 'customer-display-paid', language);
    expect(problems).toEqual([]);
  });

  test(`the display shows the amount and method once the cashier confirms them (${language})`, async ({
    counter,
  }) => {
    await counter.switchLanguage(language);
    const display = await counter.openCustomerDisplay();
    const problems: string[] = [];
    watchProblems(display, problems);
    const till = counter.page;
    const heading = display.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(words.welcome);

    await till.keyboard.type('1200');
    await till.keyboard.press('F2');
    await expect(heading).toHaveText(words.confirmed);
    await expect(display.getByRole('definition').filter({ hasText: '1,200' })).toBeVisible();
    await expect(display.getByRole('definition').filter({ hasText: words.card })).toBeVisible();
    await capture(display, 'customer-display-confirmed', language);

    // Another method: the display follows the cashier's choice.
    await till.keyboard.press('Escape');
    await expect(heading).toHaveText(words.welcome);
    await till.keyboard.press('F4');
    await expect(display.getByRole('definition').filter({ hasText: words.scanQr })).toBeVisible();

    // The amount changed: nothing is confirmed until the cashier confirms it again.
    await till.keyboard.press('Escape');
    await till.keyboard.press('Escape');
    await expect(heading).toHaveText(words.welcome);
    await till.keyboard.type('5');
    await till.keyboard.press('F2');
    await expect(display.getByRole('definition').filter({ hasText: '12,005' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test(`the display shows a merchant QR sale's code from the counter, then thanks (${language})`, async ({
    counter,
  }) => {
    await counter.switchLanguage(language);
    const { page, problems } = await openDisplay(counter);
    const till = counter.page;
    await till.keyboard.type('2000');
    await till.keyboard.press('F5');
    await till.getByRole('radio', { name: words.wallet }).check();
    await till.getByLabel(words.email).fill('hanako@example.jp');
    await startAndProcess(counter, () => till.keyboard.press('F9'));

    await expect(page.getByRole('img', { name: words.qr })).toBeVisible(untilTheServiceAnswers);
    await expect(page.getByText(words.qrHow)).toBeVisible();
    await expectNoPersonalData(page);
    await capture(page, 'customer-display-merchant-qr', language);

    await till.getByRole('button', { name: words.payTraining }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.thanks);

    // New sale on the result: the display welcomes the next customer at once.
    await till.getByRole('main').getByRole('button', { name: words.newSale }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.welcome);
    await expect(page.getByRole('img', { name: words.qr })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test(`the display shows a bank transfer's account, then the sale's end when it expires (${language})`, async ({
    counter,
  }) => {
    await counter.switchLanguage(language);
    const { page, problems } = await openDisplay(counter);
    const started = (await startAndProcess(counter, () =>
      counter.core.dispatch('flows:start-sale', {
        token: {
          payment_type: 'bank_transfer',
          email: 'hanako@example.jp',
          data: { brand: 'aozora_bank', match_amount: 'exact' },
        },
        charge: { amount: 3300, currency: 'JPY' },
      }),
    )) as IpcResult<{ operationId: string }>;
    expect(started.ok).toBe(true);

    await expect(page.getByText(words.transfer)).toBeVisible(untilTheServiceAnswers);
    await expect(page.getByText(words.exactly)).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: words.accountNumber })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    await expectNoPersonalData(page);
    await capture(page, 'customer-display-bank-transfer', language);

    const expired = await counter.actAsCustomer({
      action: 'expire_charge',
      chargeId: await waitingCharge(counter),
    });
    expect(expired.ok).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.failed);
    await capture(page, 'customer-display-failed', language);
    expect(problems).toEqual([]);
  });

  test(`the display welcomes the next customer as soon as the counter keeps a transfer open (${language})`, async ({
    counter,
  }) => {
    await counter.switchLanguage(language);
    const { page, problems } = await openDisplay(counter);
    const till = counter.page;
    await till.keyboard.type('3300');
    await till.keyboard.press('F7');
    await till.getByLabel(words.email).fill('hanako@example.jp');
    await startAndProcess(counter, () => till.keyboard.press('F9'));
    await expect(page.getByText(words.transfer)).toBeVisible(untilTheServiceAnswers);

    // Keep open, next sale: the account is the previous customer's, and leaves the display.
    await till.keyboard.press('F8');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.welcome);
    await expect(page.getByText(words.accountNumber)).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}
