import { expect, test, type Page } from '@playwright/test';
import type { FlowProgress } from '../../../shared/flows/flow-progress';
import {
  expectNoSeriousAxeViolations,
  keysAt,
  openCounter,
  posCalls,
  pressAtTimes,
  setup,
  saleProgressEmitter,
} from './counter-page';
import { serveRenderer, type ServedRenderer } from './serve-renderer';

/*
 * A customer-presented QR sale at the counter with a fake window.pos: a keyboard-wedge scan
 * (Playwright typing a few milliseconds a key, then Enter) is taken wherever the focus is and
 * never lands in the focused field, a person's typing still does, a code is typed by hand when
 * the scanner cannot read it, and the sale ends paid or failed with the wallet's reason.
 */

const operationId = '2f3a4b5c-6d7e-4f8a-9b0c-1d2e3f4a5b6c';
const code = 'pay_pay:281234567890123456';

let renderer: ServedRenderer;

test.beforeAll(async () => {
  renderer = await serveRenderer();
});

test.afterAll(async () => {
  await renderer.close();
});

type Language = 'ja' | 'en';

const labels = {
  en: { email: 'Customer email', manualCode: 'Or type the code', ready: 'Ready to scan' },
  ja: {
    email: 'お客様のメールアドレス',
    manualCode: 'またはコードを入力',
    ready: '読み取りできます',
  },
} as const;

/** Opens the counter, types ¥1,200 and picks Scan QR with F4. */
async function openQrScan(page: Page, language: Language = 'en') {
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
  await page.keyboard.press('F4');
  await expect(page.getByLabel(labels[language].email)).toBeFocused();
  await expect(page.getByRole('status')).toContainText(labels[language].ready);
  return problems;
}

/** What a keyboard-wedge scanner does: the code a few milliseconds a key, then Enter. */
async function scan(page: Page, scanned: string) {
  await page.keyboard.type(`${scanned}\n`, { delay: 2 });
}

function startCalls(page: Page) {
  return posCalls(page).then((calls) => calls.filter(({ method }) => method === 'flowsStartSale'));
}

function saleWith(scanned: string) {
  return {
    method: 'flowsStartSale',
    input: {
      token: { payment_type: 'qr_scan', email: 'taro@example.com', data: { scanned_qr: scanned } },
      charge: { amount: 1200, currency: 'JPY', capture: true },
    },
  };
}

const emitProgress = saleProgressEmitter({
  operationId,
  kind: 'qr_scan_sale',
  amount: 1200 as FlowProgress['amount'],
  currency: 'JPY',
  abortable: false,
});

test('a scan while the email field has focus starts the sale and types nothing there', async ({
  page,
}) => {
  const problems = await openQrScan(page);
  const email = page.getByLabel('Customer email');
  await email.fill('taro@example.com');
  await page.screenshot({ path: 'test-results/screenshots/qr-scan-ready-en.png' });
  await expectNoSeriousAxeViolations(page);

  await scan(page, code);

  await expect.poll(() => startCalls(page)).toEqual([saleWith(code)]);
  await expect(page.getByRole('heading', { name: 'Payment in progress' })).toBeVisible();
  await emitProgress(page, 'processing');
  await emitProgress(page, 'succeeded', { chargeStatus: 'successful' });
  await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/qr-scan-paid-en.png' });
  await expectNoSeriousAxeViolations(page);
  expect(problems).toEqual([]);
});

test('a scan into the manual field waits for the email, which a person then types', async ({
  page,
}) => {
  await openQrScan(page);
  const manual = page.getByLabel('Or type the code');
  const email = page.getByLabel('Customer email');
  await manual.focus();

  await scan(page, code);

  await expect(manual).toHaveValue('');
  await expect(page.getByRole('status')).toContainText('Code received');
  await expect(page.getByRole('status')).toContainText('pay_••••3456');
  await expect(page.getByRole('status')).not.toContainText(code);
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(/Enter an email address/);
  await page.screenshot({ path: 'test-results/screenshots/qr-scan-received-en.png' });
  await expectNoSeriousAxeViolations(page);
  expect(await startCalls(page)).toEqual([]);

  // A person's keys, a key at a time, reach the field while the capture listens.
  await page.keyboard.type('taro@example.com', { delay: 120 });
  await expect(email).toHaveValue('taro@example.com');
  await page.keyboard.press('Enter');
  await expect.poll(() => startCalls(page)).toEqual([saleWith(code)]);
});

test('keys typed at 60 ms a key just before a scan stay in their field, apart from the code', async ({
  page,
}) => {
  await openQrScan(page);
  const email = page.getByLabel('Customer email');
  await pressAtTimes(page, [...keysAt('taro', 0, 60), ...keysAt(`${code}\n`, 240, 3)]);

  await expect(page.getByRole('status')).toContainText('Code received');
  await expect(page.getByRole('status')).toContainText('pay_••••3456');
  await expect(email).toHaveValue('taro');
  expect(await startCalls(page)).toEqual([]);
});

test('a scan while a button has focus neither presses it nor is lost', async ({ page }) => {
  await openQrScan(page);
  await page.getByLabel('Customer email').fill('taro@example.com');
  const back = page.getByRole('button', { name: 'Back', exact: true });
  await back.focus();

  await scan(page, code);

  await expect.poll(() => startCalls(page)).toEqual([saleWith(code)]);
  await expect(page.getByRole('heading', { name: 'Payment in progress' })).toBeVisible();
});

test('a scan that stops without its Enter is dropped, never typed', async ({ page }) => {
  await openQrScan(page);
  const email = page.getByLabel('Customer email');
  await page.keyboard.type(code, { delay: 2 });

  await expect(page.getByRole('status')).toContainText('The scan was incomplete');
  await expect(email).toHaveValue('');
  expect(await startCalls(page)).toEqual([]);
});

test('a code the scanner cannot read is typed by hand and sent with F9', async ({ page }) => {
  await openQrScan(page);
  await page.getByLabel('Customer email').fill('taro@example.com');
  const manual = page.getByLabel('Or type the code');
  await manual.fill(code);
  await page.keyboard.press('F9');
  await expect.poll(() => startCalls(page)).toEqual([saleWith(code)]);
});

test('starting without a code names the code field and sends nothing', async ({ page }) => {
  await openQrScan(page);
  await page.getByLabel('Customer email').fill('taro@example.com');
  await page.keyboard.press('Enter');
  const manual = page.getByLabel('Or type the code');
  await expect(manual).toHaveAttribute('aria-invalid', 'true');
  await expect(manual).toHaveAccessibleDescription(/Scan the customer’s code, or type it here\./);
  await expect(manual).toBeFocused();
  expect(await startCalls(page)).toEqual([]);
});

test('a code the wallet refuses ends failed with its reason in words', async ({ page }) => {
  await openQrScan(page);
  await page.getByLabel('Customer email').fill('taro@example.com');
  await scan(page, `${code}:322`);
  await expect.poll(() => startCalls(page)).toEqual([saleWith(`${code}:322`)]);
  await emitProgress(page, 'failed', {
    problem: { type: 'payment', code: 322, message: 'QR code invalid' },
  });
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByText('The QR code is not a valid payment code.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/qr-scan-failed-en.png' });
  await expectNoSeriousAxeViolations(page);
});

test('the scan screen and its result read in Japanese', async ({ page }) => {
  await openQrScan(page, 'ja');
  await page.screenshot({ path: 'test-results/screenshots/qr-scan-ready-ja.png' });
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('またはコードを入力').focus();
  await scan(page, code);
  await expect(page.getByRole('status')).toContainText('コードを受け取りました');
  await page.screenshot({ path: 'test-results/screenshots/qr-scan-received-ja.png' });
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('お客様のメールアドレス').fill('taro@example.com');
  await page.keyboard.press('F9');
  await expect.poll(() => startCalls(page)).toEqual([saleWith(code)]);
  await emitProgress(page, 'failed', {
    problem: { type: 'payment', code: 323, message: 'QR code expired' },
  });
  await expect(page.getByRole('heading', { name: '決済失敗' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/qr-scan-failed-ja.png' });
  await expectNoSeriousAxeViolations(page);
});
