import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousAxeViolations,
  keysAt,
  openCounter,
  posCalls,
  pressAtTimes,
  setup,
} from './counter-page';
import { serveRenderer, type ServedRenderer } from './serve-renderer';

/*
 * A keyboard-wedge scan on the amount screen, with a fake window.pos: the burst never becomes
 * an amount. The digits the cashier typed stay the amount, the scan opens the customer-presented
 * QR sale with its code, and a scan with no amount to charge is refused in words. The keys carry
 * chosen timestamps, so the capture decides by the keys' own times, as it does at a till.
 */

const code = 'pay_pay:281234567890123456';

let renderer: ServedRenderer;

test.beforeAll(async () => {
  renderer = await serveRenderer();
});

test.afterAll(async () => {
  await renderer.close();
});

type Language = 'ja' | 'en';

const words = {
  en: {
    amount: 'Amount',
    received: 'Code received',
    email: 'Customer email',
    needsAmount: 'there is no amount to charge yet',
  },
  ja: {
    amount: '金額',
    received: 'コードを受け取りました',
    email: 'お客様のメールアドレス',
    needsAmount: '請求する金額がまだありません',
  },
} as const;

async function openAmount(page: Page, language: Language) {
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
  await expect(page.getByLabel(words[language].amount, { exact: true })).toHaveText(/^[¥￥]0$/);
  return problems;
}

/** A scanner's burst: the code a few milliseconds a key, then Enter. */
const burstAt = (start: number) => keysAt(`${code}\n`, start, 3);

function startCalls(page: Page) {
  return posCalls(page).then((calls) => calls.filter(({ method }) => method === 'flowsStartSale'));
}

for (const language of ['en', 'ja'] as const) {
  test(`a scan just after typed digits keeps them the amount and opens the QR sale (${language})`, async ({
    page,
  }) => {
    const problems = await openAmount(page, language);
    // ¥15 typed at 60 ms a key, and the customer's code scanned 60 ms after it.
    await pressAtTimes(page, [...keysAt('15', 0, 60), ...burstAt(120)]);

    await expect(page.getByRole('status')).toContainText(words[language].received);
    await expect(page.getByRole('status')).toContainText('pay_••••3456');
    await expect(page.getByText(/^[¥￥]15$/)).toBeVisible();
    await expect(page.getByLabel(words[language].email)).toBeFocused();
    expect(await startCalls(page)).toEqual([]);
    await page.screenshot({ path: `test-results/screenshots/scan-on-amount-${language}.png` });
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel(words[language].email).fill('taro@example.com');
    await page.keyboard.press('F9');
    await expect
      .poll(() => startCalls(page))
      .toEqual([
        {
          method: 'flowsStartSale',
          input: {
            token: {
              payment_type: 'qr_scan',
              email: 'taro@example.com',
              data: { scanned_qr: code },
            },
            charge: { amount: 15, currency: 'JPY', capture: true },
          },
        },
      ]);
    expect(problems).toEqual([]);
  });

  test(`a scan with no amount typed is refused in words and changes nothing (${language})`, async ({
    page,
  }) => {
    await openAmount(page, language);
    await pressAtTimes(page, burstAt(0));

    const amount = page.getByLabel(words[language].amount, { exact: true });
    await expect(amount).toHaveAccessibleDescription(new RegExp(words[language].needsAmount));
    await expect(amount).toHaveText(/^[¥￥]0$/);
    await page.screenshot({
      path: `test-results/screenshots/scan-on-amount-refused-${language}.png`,
    });
    await expectNoSeriousAxeViolations(page);

    // The cashier types the amount, and the next scan opens the sale.
    await page.keyboard.type('800', { delay: 120 });
    await expect(amount).toHaveText(/^[¥￥]800$/);
    await page.keyboard.type(`${code}\n`, { delay: 2 });
    await expect(page.getByRole('status')).toContainText(words[language].received);
  });
}
