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
 * A merchant-presented QR sale at the counter with a fake window.pos: the wallet picked from
 * the spec's brands, the exact input sent to main, the code shown large with the wallet, the
 * amount and the time left while main reports the wait, and each ending: paid, expired,
 * canceled by the cashier. Screenshots of each screen in both languages.
 */

const operationId = '2f3a4b5c-6d7e-4f8a-9b0c-1d2e3f4a5b6c';
const chargeId = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const walletPage = `https://api.example.com/wallet/charges/${chargeId}`;

let renderer: ServedRenderer;

test.beforeAll(async () => {
  renderer = await serveRenderer();
});

test.afterAll(async () => {
  await renderer.close();
});

type Language = 'ja' | 'en';

/** Opens the counter, types ¥1,200 and picks Show QR with F5. */
async function openQrMerchant(page: Page, language: Language = 'en') {
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
  await page.keyboard.press('F5');
  return problems;
}

function startCalls(page: Page) {
  return posCalls(page).then((calls) => calls.filter(({ method }) => method === 'flowsStartSale'));
}

const emitProgress = saleProgressEmitter({
  operationId,
  kind: 'qr_merchant_sale',
  amount: 1200 as FlowProgress['amount'],
  currency: 'JPY',
  abortable: false,
});

/** Main's report while the code waits for the customer, five minutes from now. */
function emitAwaiting(page: Page) {
  return emitProgress(page, 'awaiting_customer', {
    abortable: true,
    chargeId,
    chargeStatus: 'awaiting',
    action: {
      type: 'qr_code',
      brand: 'pay_pay_merchant',
      content: walletPage,
      expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    },
  });
}

async function startPayPaySale(page: Page) {
  await page.getByRole('radio', { name: 'PayPay' }).check();
  await page.getByLabel('Customer email').fill('taro@example.com');
  await page.keyboard.press('Enter');
  await expect.poll(() => startCalls(page)).toHaveLength(1);
  await emitProgress(page, 'creating_token');
  await emitAwaiting(page);
}

test('the wallet is picked from the spec’s brands and its code shown until paid', async ({
  page,
}) => {
  const problems = await openQrMerchant(page);
  const wallets = page.getByRole('radiogroup', { name: 'Wallet the customer pays with' });
  await expect(wallets.getByRole('radio')).toHaveCount(4);
  for (const name of ['Alipay', 'PayPay', 'WeChat Pay', 'd Barai']) {
    await expect(wallets.getByRole('radio', { name })).toBeVisible();
  }
  await page.getByRole('radio', { name: 'PayPay' }).check();
  await page.getByLabel('Customer email').fill('taro@example.com');
  await page.screenshot({ path: 'test-results/screenshots/qr-merchant-entry-en.png' });
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Enter');

  await expect
    .poll(() => startCalls(page))
    .toEqual([
      {
        method: 'flowsStartSale',
        input: {
          token: {
            payment_type: 'qr_scan',
            email: 'taro@example.com',
            data: { brand: 'pay_pay_merchant' },
          },
          charge: { amount: 1200, currency: 'JPY', capture: true },
        },
      },
    ]);
  await emitProgress(page, 'creating_token');
  await emitAwaiting(page);

  const code = page.getByRole('img', { name: 'PayPay payment code for ¥1,200' });
  await expect(code).toBeVisible();
  const box = await code.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(300);
  await expect(page.getByRole('heading', { name: /scan this code with PayPay/ })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time left to pay' })).toHaveText(/^[45]:\d\d$/);
  await expect(page.getByRole('status')).toHaveText('Waiting for the customer');
  await page.screenshot({ path: 'test-results/screenshots/qr-merchant-code-en.png' });
  await expectNoSeriousAxeViolations(page);

  await emitProgress(page, 'succeeded', { chargeId, chargeStatus: 'successful' });
  await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible();
  await expect(page.getByText('The customer paid with their wallet app.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/qr-merchant-paid-en.png' });
  await expectNoSeriousAxeViolations(page);
  expect(problems).toEqual([]);
});

test('starting without a wallet or email names both and sends nothing', async ({ page }) => {
  await openQrMerchant(page);
  await page.keyboard.press('F9');
  const wallets = page.getByRole('radiogroup', { name: 'Wallet the customer pays with' });
  await expect(wallets).toHaveAttribute('aria-invalid', 'true');
  await expect(wallets).toHaveAccessibleDescription(/Choose the customer’s wallet\./);
  await expect(page.getByLabel('Customer email')).toHaveAccessibleDescription(
    /Enter an email address such as name@example\.com\./,
  );
  await page.screenshot({ path: 'test-results/screenshots/qr-merchant-errors-en.png' });
  await expectNoSeriousAxeViolations(page);
  expect(await startCalls(page)).toEqual([]);
});

test('a code nobody paid in time ends failed with the deadline explained', async ({ page }) => {
  await openQrMerchant(page);
  await startPayPaySale(page);
  await emitProgress(page, 'failed', {
    chargeId,
    chargeStatus: 'failed',
    problem: { type: 'payment', code: 327, message: 'PAYMENT_DEADLINE_EXPIRED' },
  });
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByText('The code can no longer be paid.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/qr-merchant-expired-en.png' });
  await expectNoSeriousAxeViolations(page);
});

test('the cashier cancels the code by aborting the payment', async ({ page }) => {
  await openQrMerchant(page);
  await startPayPaySale(page);
  await page.getByRole('button', { name: 'Abort payment' }).click();
  await page.getByRole('button', { name: 'Yes, abort the payment' }).click();
  await expect
    .poll(async () => (await posCalls(page)).filter(({ method }) => method === 'flowsAbort'))
    .toEqual([{ method: 'flowsAbort', input: { operationId } }]);
  await emitProgress(page, 'canceling', { chargeId });
  await emitProgress(page, 'abandoned', { chargeId, problem: { type: 'aborted' } });
  await expect(page.getByRole('heading', { name: 'Payment canceled' })).toBeVisible();
  await expect(page.getByText('The code was canceled. The customer is not charged.')).toBeVisible();
});

test('the wallet picker, the code and the ending read in Japanese', async ({ page }) => {
  await openQrMerchant(page, 'ja');
  await page.getByRole('radio', { name: 'd払い' }).check();
  await page.getByLabel('お客様のメールアドレス').fill('taro@example.com');
  await page.screenshot({ path: 'test-results/screenshots/qr-merchant-entry-ja.png' });
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('F9');
  await expect.poll(() => startCalls(page)).toHaveLength(1);
  await emitProgress(page, 'awaiting_customer', {
    abortable: true,
    chargeId,
    action: {
      type: 'qr_code',
      brand: 'd_barai_online',
      content: walletPage,
      expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    },
  });
  await expect(page.getByRole('img', { name: /1,200のd払い支払いコード$/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/qr-merchant-code-ja.png' });
  await expectNoSeriousAxeViolations(page);
  await emitProgress(page, 'succeeded', { chargeId, chargeStatus: 'successful' });
  await expect(page.getByRole('heading', { name: '支払い完了' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/qr-merchant-paid-ja.png' });
  await expectNoSeriousAxeViolations(page);
});
