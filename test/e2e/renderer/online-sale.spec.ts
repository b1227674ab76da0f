import { expect, test, type Page } from '@playwright/test';
import type { FlowProgress } from '../../../shared/flows/flow-progress';
import {
  expectNoSeriousAxeViolations,
  openCounter,
  posCalls,
  setup,
  saleProgressEmitter,
} from './counter-page';
import { serveRenderer, type ServedRenderer } from './serve-renderer';

/*
 * An online wallet sale at the counter with a fake window.pos: the brand and call method
 * matrix with only the fields each pair requires, each checked by the flow's own schema, the
 * exact input sent to main, what the wait shows for each kind of call method, the abort, and
 * each ending in words. Screenshots of each screen in both languages.
 */

const operationId = '2f3a4b5c-6d7e-4f8a-9b0c-1d2e3f4a5b6c';
const walletPage = 'https://wallet.example.com/wallet/charges/5d1c6f8e-3b2a-4c1d-9e8f-7a6b5c4d3e2f';

let renderer: ServedRenderer;

test.beforeAll(async () => {
  renderer = await serveRenderer();
});

test.afterAll(async () => {
  await renderer.close();
});

type Language = 'ja' | 'en';

/** Opens the counter, types ¥1,200 and picks Online wallet with F6. */
async function openOnlineForm(page: Page, language: Language = 'en') {
  const problems = await openCounter(
    page,
    renderer.url,
    setup({
      settings: {
        language,
        printerName: null,
        paper: 'receipt_80mm',
        pdfPaper: 'a4',
        timeZone: 'Asia/Tokyo',
        customerDisplay: false,
      },
    }),
  );
  await page.keyboard.type('1200');
  await page.keyboard.press('F6');
  // The first wallet, which the form focuses: Alipay, アリペイ in Japanese.
  await expect(page.getByRole('radio').first()).toBeFocused();
  await expect(page.getByRole('radio').first()).toHaveValue('alipay_online');
  return problems;
}

const emitProgress = saleProgressEmitter({
  operationId,
  kind: 'online_sale',
  amount: 1200 as FlowProgress['amount'],
  currency: 'JPY',
  abortable: false,
});

function awaitingWallet(
  callMethod: string,
  issuerToken: string,
  brand = 'we_chat_online',
  expiresAt: string | null = null,
) {
  return {
    abortable: true,
    chargeStatus: 'awaiting',
    action: { type: 'wallet', brand, callMethod, issuerToken, payload: null, expiresAt },
  } satisfies Partial<FlowProgress>;
}

/** A field's error as its description reads: the warning sign CSS puts before it, then the text. */
function errorMessage(text: string): RegExp {
  return new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

function startCalls(page: Page) {
  return posCalls(page).then((calls) => calls.filter(({ method }) => method === 'flowsStartSale'));
}

function callMethodNames(page: Page) {
  return page
    .getByRole('radiogroup', { name: 'How the customer pays' })
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
}

async function startAlipayApp(page: Page) {
  await page.getByRole('radio', { name: 'Alipay', exact: true }).check();
  await page.getByRole('radio', { name: /^Wallet app/ }).check();
  await page.keyboard.press('F9');
  await expect(page.getByRole('heading', { name: 'Payment in progress' })).toBeVisible();
}

test('a WeChat Pay sale in the in-app browser asks its user ID and device address, sends the exact input and shows the paid screen', async ({
  page,
}) => {
  const problems = await openOnlineForm(page);
  await expect(page.getByText('Choose the wallet first.')).toBeVisible();
  await page.getByRole('radio', { name: 'WeChat Pay' }).check();
  expect(await callMethodNames(page)).toEqual(['http_get', 'sdk', 'app', 'web']);
  await page.getByRole('radio', { name: /^In-app browser/ }).check();
  await expect(page.getByRole('radiogroup', { name: 'Customer’s phone' })).toHaveCount(0);
  await page.getByLabel('Customer’s wallet user ID').fill('wx-user-42');
  await page.getByLabel('Customer’s device IP address').fill('203.0.113.5');
  await page.screenshot({ path: 'test-results/screenshots/online-entry-en.png' });
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Enter');

  expect(await startCalls(page)).toEqual([
    {
      method: 'flowsStartSale',
      input: {
        token: {
          payment_type: 'online',
          ip_address: '203.0.113.5',
          data: { brand: 'we_chat_online', call_method: 'web', user_identifier: 'wx-user-42' },
        },
        charge: { amount: 1200, currency: 'JPY', capture: true },
      },
    },
  ]);

  for (const step of ['started', 'creating_token', 'creating_charge', 'processing'] as const) {
    await emitProgress(page, step);
  }
  // A wallet sale is no card: the step that cannot be stopped waits on the payment service.
  await expect(page.getByRole('button', { name: 'Abort payment' })).toBeDisabled();
  await expect(
    page.getByText('This step cannot be stopped. Wait for the payment service’s answer.'),
  ).toBeVisible();
  await emitProgress(page, 'awaiting_customer', awaitingWallet('web', 'sim_we_chat_online_5d1c'));
  await expect(page.getByRole('status')).toHaveText('Waiting for the customer');
  await expect(
    page.getByText(
      'Ask the customer to open WeChat Pay on their phone and approve the payment in its in-app browser.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abort payment' })).toBeEnabled();
  await page.screenshot({ path: 'test-results/screenshots/online-wait-app-en.png' });
  await expectNoSeriousAxeViolations(page);

  await emitProgress(page, 'succeeded', { chargeStatus: 'successful' });
  await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/online-paid-en.png' });
  await expectNoSeriousAxeViolations(page);
  expect(problems).toEqual([]);
});

test('each brand offers only its call methods, and only the pair’s fields appear', async ({
  page,
}) => {
  await openOnlineForm(page);
  const osType = page.getByRole('radiogroup', { name: 'Customer’s phone' });
  const userId = page.getByLabel('Customer’s wallet user ID');
  const ipAddress = page.getByLabel('Customer’s device IP address');

  await page.getByRole('radio', { name: 'Alipay+' }).check();
  expect(await callMethodNames(page)).toEqual(['http_get', 'http_get_mobile', 'sdk', 'app']);
  await page.getByRole('radio', { name: /^Mobile payment page/ }).check();
  await expect(osType).toBeVisible();
  await expect(userId).toHaveCount(0);
  await expect(ipAddress).toHaveCount(0);
  await page.getByRole('radio', { name: /^Wallet SDK/ }).check();
  await expect(osType).toHaveCount(0);

  await page.getByRole('radio', { name: 'WeChat Pay' }).check();
  await expect(page.getByRole('radio', { name: /^Wallet SDK/ })).toBeChecked();
  await expect(userId).toBeVisible();
  await expect(ipAddress).toHaveCount(0);
  await page.getByRole('radio', { name: /^Payment page/ }).check();
  await expect(ipAddress).toBeVisible();
  await expect(userId).toHaveCount(0);

  await page.getByRole('radio', { name: 'PayPay' }).check();
  expect(await callMethodNames(page)).toEqual(['http_post']);
  await expect(page.getByRole('radio', { name: /^Payment window/ })).toBeChecked();
  await expect(ipAddress).toHaveCount(0);

  await page.getByRole('radio', { name: 'Alipay+' }).check();
  await page.getByRole('radio', { name: /^Wallet app/ }).check();
  await page.getByRole('radio', { name: 'iPhone (iOS)' }).check();
  await page.keyboard.press('F9');
  const [call] = await startCalls(page);
  expect(call?.input).toMatchObject({
    token: { data: { brand: 'alipay_plus_online', call_method: 'app', os_type: 'ios' } },
  });
});

test('the form works from the keyboard: arrows choose the wallet, Enter charges', async ({
  page,
}) => {
  await openOnlineForm(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'PayPay' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Payment window/ })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Payment in progress' })).toBeVisible();
  const [call] = await startCalls(page);
  expect(call?.input).toMatchObject({
    token: { data: { brand: 'pay_pay_online', call_method: 'http_post' } },
  });
});

test('Esc goes back to the method picker with the amount kept', async ({ page }) => {
  await openOnlineForm(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Online wallet payment' })).toHaveCount(0);
  await expect(page.getByLabel('Amount', { exact: true })).toHaveText('¥1,200');
});

test('each missing or malformed entry is named next to its field and nothing is sent', async ({
  page,
}) => {
  await openOnlineForm(page);
  await page.keyboard.press('F9');
  const brands = page.getByRole('radiogroup', { name: 'Wallet' });
  await expect(brands).toHaveAttribute('aria-invalid', 'true');
  await expect(brands).toHaveAccessibleDescription(errorMessage('Choose the customer’s wallet.'));

  await page.getByRole('radio', { name: 'WeChat Pay' }).check();
  const callMethods = page.getByRole('radiogroup', { name: 'How the customer pays' });
  await expect(callMethods).toHaveAccessibleDescription(
    errorMessage('Choose how the customer pays with WeChat Pay.'),
  );
  await page.getByRole('radio', { name: /^In-app browser/ }).check();
  await page.getByLabel('Customer’s device IP address').fill('203.0.113');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Customer’s wallet user ID')).toHaveAccessibleDescription(
    errorMessage('Enter the customer’s WeChat Pay user ID.'),
  );
  await expect(page.getByLabel('Customer’s device IP address')).toHaveAccessibleDescription(
    errorMessage('Enter an IPv4 address, such as 203.0.113.5.'),
  );
  await page.screenshot({ path: 'test-results/screenshots/online-entry-errors-en.png' });
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('radio', { name: 'Alipay+' }).check();
  await page.getByRole('radio', { name: /^Wallet app/ }).check();
  await page.keyboard.press('F9');
  await expect(
    page.getByRole('radiogroup', { name: 'Customer’s phone' }),
  ).toHaveAccessibleDescription(errorMessage('Choose the customer’s phone for Alipay+.'));
  expect(await startCalls(page)).toEqual([]);
});

for (const { language, inAppBrowser, userId, ipAddress, charge } of [
  {
    language: 'en',
    inAppBrowser: /^In-app browser/,
    userId: 'Customer’s wallet user ID',
    ipAddress: 'Customer’s device IP address',
    charge: /^Charge ¥1,200/,
  },
  {
    language: 'ja',
    inAppBrowser: /^アプリ内ブラウザ/,
    userId: 'お客様のウォレットユーザーID',
    ipAddress: 'お客様の端末のIPアドレス',
    charge: /を請求/,
  },
] as const) {
  test(`an error appearing moves nothing on the form (${language})`, async ({ page }) => {
    await openOnlineForm(page, language);
    await page.getByRole('radio', { name: 'WeChat Pay' }).check();
    await page.getByRole('radio', { name: inAppBrowser }).check();
    const chargeButton = page.getByRole('button', { name: charge });
    const before = await chargeButton.boundingBox();
    await page.getByLabel(ipAddress).fill('203.0.113');
    await page.keyboard.press('F9');
    await expect(page.getByLabel(userId)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(ipAddress)).toHaveAttribute('aria-invalid', 'true');
    expect(await chargeButton.boundingBox()).toEqual(before);
  });
}

test('a payment page shows as a large QR code with its host, and the wait can be aborted', async ({
  page,
}) => {
  await openOnlineForm(page);
  await startAlipayApp(page);
  await emitProgress(page, 'awaiting_customer', awaitingWallet('http_get_mobile', walletPage));
  const code = page.getByRole('img', { name: 'QR code of the WeChat Pay payment page' });
  await expect(code).toBeVisible();
  expect((await code.boundingBox())?.width).toBeGreaterThanOrEqual(260);
  await expect(page.getByText('The code opens a page on wallet.example.com.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/online-wait-qr-en.png' });
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Abort payment' }).click();
  await page.getByRole('button', { name: 'Yes, abort the payment' }).click();
  await expect
    .poll(async () => (await posCalls(page)).filter(({ method }) => method === 'flowsAbort'))
    .toEqual([{ method: 'flowsAbort', input: { operationId } }]);
  await emitProgress(page, 'canceling');
  await emitProgress(page, 'abandoned');
  await expect(page.getByRole('heading', { name: 'Payment canceled' })).toBeVisible();
});

test('a payment window says it opened and what to do if it was closed', async ({ page }) => {
  await openOnlineForm(page);
  await startAlipayApp(page);
  await emitProgress(
    page,
    'awaiting_customer',
    awaitingWallet('http_post', walletPage, 'pay_pay_online'),
  );
  await expect(
    page.getByText('The PayPay payment page opened in a separate window.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('The page is on wallet.example.com.')).toBeVisible();
  await expect(page.getByRole('img')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/online-wait-window-en.png' });
  await expectNoSeriousAxeViolations(page);
});

test('the wait shows the time left until the charge expires, and when it is up', async ({
  page,
}) => {
  await openOnlineForm(page);
  await startAlipayApp(page);
  const timer = page.getByRole('timer', { name: 'Time left to pay' });
  await emitProgress(page, 'awaiting_customer', awaitingWallet('app', 'sim_alipay_online_5d1c'));
  await expect(page.getByText('Ask the customer to open', { exact: false })).toBeVisible();
  await expect(timer).toHaveCount(0);

  const inTenMinutes = new Date(Date.now() + 10 * 60 * 1000).toISOString();
  await emitProgress(
    page,
    'awaiting_customer',
    awaitingWallet('app', 'sim_alipay_online_5d1c', 'alipay_online', inTenMinutes),
  );
  await expect(timer).toHaveText(/^\d{1,2}:\d{2}$/);
  await page.screenshot({ path: 'test-results/screenshots/online-wait-deadline-en.png' });
  await expectNoSeriousAxeViolations(page);

  const passed = new Date(Date.now() - 1000).toISOString();
  await emitProgress(
    page,
    'awaiting_customer',
    awaitingWallet('app', 'sim_alipay_online_5d1c', 'alipay_online', passed),
  );
  await expect(timer).toHaveText('Time is up');
});

for (const { code, name, text } of [
  {
    code: 308,
    name: 'declined',
    text: 'The payment was not approved.',
  },
  {
    code: 327,
    name: 'expired',
    text: 'The customer did not pay before the deadline.',
  },
]) {
  test(`a ${name} wallet payment explains the payment error code in words`, async ({ page }) => {
    await openOnlineForm(page);
    await startAlipayApp(page);
    await emitProgress(page, 'awaiting_customer', awaitingWallet('app', 'sim_alipay_online_5d1c'));
    await emitProgress(page, 'failed', {
      chargeStatus: 'failed',
      problem: { type: 'payment', code, message: name },
    });
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(page.getByText(text, { exact: false })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/online-${name}-en.png` });
  });
}

test('the online sale reads in Japanese', async ({ page }) => {
  await openOnlineForm(page, 'ja');
  await page.keyboard.press('F9');
  await expect(page.getByRole('radiogroup', { name: 'ウォレット' })).toHaveAccessibleDescription(
    errorMessage('お客様のウォレットを選んでください。'),
  );
  await page.getByRole('radio', { name: 'WeChat Pay' }).check();
  await page.getByRole('radio', { name: /^アプリ内ブラウザ/ }).check();
  await page.screenshot({ path: 'test-results/screenshots/online-entry-errors-ja.png' });
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('お客様のウォレットユーザーID').fill('wx-user-42');
  await page.getByLabel('お客様の端末のIPアドレス').fill('203.0.113.5');
  await page.screenshot({ path: 'test-results/screenshots/online-entry-ja.png' });
  await page.keyboard.press('Enter');

  await emitProgress(page, 'processing');
  await expect(
    page.getByText('この手順は中止できません。決済サービスの応答をお待ちください。'),
  ).toBeVisible();
  await emitProgress(page, 'awaiting_customer', awaitingWallet('http_get', walletPage));
  await expect(page.getByRole('img', { name: 'WeChat Pay決済ページのQRコード' })).toBeVisible();
  await expect(
    page.getByText('このコードは wallet.example.com のページを開きます。'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/online-wait-qr-ja.png' });
  await expectNoSeriousAxeViolations(page);

  await emitProgress(page, 'awaiting_customer', awaitingWallet('http_post', walletPage));
  await page.screenshot({ path: 'test-results/screenshots/online-wait-window-ja.png' });
  const inTenMinutes = new Date(Date.now() + 10 * 60 * 1000).toISOString();
  await emitProgress(
    page,
    'awaiting_customer',
    awaitingWallet('app', 'sim_we_chat_online_5d1c', 'we_chat_online', inTenMinutes),
  );
  await expect(page.getByRole('timer', { name: '支払い期限まで' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/online-wait-app-ja.png' });

  await emitProgress(page, 'failed', {
    chargeStatus: 'failed',
    problem: { type: 'payment', code: 308, message: 'declined' },
  });
  await expect(page.getByRole('heading', { name: '決済失敗' })).toBeVisible();
  await expect(page.getByText('支払いが承認されませんでした。', { exact: false })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/online-declined-ja.png' });
  await expectNoSeriousAxeViolations(page);
});
