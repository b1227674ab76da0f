import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { CustomerDisplayState } from '../../../shared/ipc/customer-display-state';
import { watchProblems } from '../counter/counter-screen';
import { expectNoSeriousAxeViolations } from './counter-page';
import { serveRenderer, type ServedRenderer } from './serve-renderer';

/*
 * The customer display's page under the production CSP, with a fake window.customerDisplay
 * standing in for its preload: the states a sale at the till rarely reaches on cue (a wallet
 * page's code, an unresolved or cancelled ending), and a state outside the schema, which the
 * page must not show. Screenshots in both languages; the real feed is covered through the
 * browser host (test/e2e/counter/customer-display.spec.ts).
 */

const screenshotDir = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

let renderer: ServedRenderer;

test.beforeAll(async () => {
  renderer = await serveRenderer();
});

test.afterAll(async () => {
  await renderer.close();
});

/**
 * Opens the page with a bridge the test pushes states through, as main would. Like the
 * preload's (createCustomerDisplayBridge), it hands a late subscriber the latest state: React
 * subscribes after its first paint, which may come after the test's first push.
 */
async function openDisplay(page: Page): Promise<(state: unknown) => Promise<void>> {
  await page.addInitScript(() => {
    const listeners = new Set<(state: unknown) => void>();
    let latest: { state: unknown } | undefined;
    Object.defineProperty(window, 'customerDisplay', {
      value: Object.freeze({
        subscribe(listener: (state: unknown) => void) {
          listeners.add(listener);
          if (latest !== undefined) listener(latest.state);
          return () => listeners.delete(listener);
        },
      }),
    });
    Object.defineProperty(window, 'pushDisplayState', {
      value: (state: unknown) => {
        latest = { state };
        for (const listener of listeners) listener(state);
      },
    });
  });
  await page.goto(`${renderer.url}/customer-display.html`);
  return (state) =>
    page.evaluate((pushed) => {
      (window as unknown as { pushDisplayState: (state: unknown) => void }).pushDisplayState(
        pushed,
      );
    }, state);
}

const amount = { amount: 4800, currency: 'JPY' };

const walletSale = (language: 'ja' | 'en'): CustomerDisplayState => ({
  language,
  training: false,
  sale: {
    status: 'awaiting_payment',
    ...amount,
    instruction: {
      type: 'wallet_url',
      brand: 'alipay_plus_online',
      url: 'https://wallet.example/pay?session=abc123',
      expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    },
  } as NonNullable<CustomerDisplayState['sale']>,
});

const words = {
  en: {
    wallet: /^Scan this code with your phone to pay with Alipay\+/,
    qr: /^Code to scan, ¥4,800$/,
    unresolved: /^We are checking your payment/,
    cancelled: /^The payment was cancelled/,
    staff: /^Please follow the staff’s instructions\./,
  },
  ja: {
    wallet: /^スマートフォンでこのコードを読み取り、アリペイプラスでお支払いください/,
    qr: /^読み取り用コード、￥4,800$/,
    unresolved: /^お支払いを確認しています/,
    cancelled: /^お支払いは取り消されました/,
    staff: /^係員の案内に従ってお手続きください。/,
  },
} as const;

for (const language of ['ja', 'en'] as const) {
  test(`shows a wallet page as a code for the customer's phone, and each other ending (${language})`, async ({
    page,
  }) => {
    const problems: string[] = [];
    watchProblems(page, problems);
    const push = await openDisplay(page);

    await push(walletSale(language));
    await expect(page.getByRole('img', { name: words[language].qr })).toBeVisible();
    await expect(page.locator('.customer-display__countdown')).toHaveText(/^(10:00|9:5\d)$/);
    await expect(page.getByText(words[language].wallet)).toBeVisible();
    await mkdir(screenshotDir, { recursive: true });
    await page.screenshot({
      path: path.join(screenshotDir, `customer-display-wallet-${language}.png`),
    });
    await expectNoSeriousAxeViolations(page);

    await push({
      language,
      training: false,
      sale: { status: 'awaiting_payment', ...amount, instruction: null },
    });
    await expect(page.getByText(words[language].staff)).toBeVisible();

    await push({ language, training: false, sale: { status: 'unresolved', ...amount } });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words[language].unresolved);
    await expectNoSeriousAxeViolations(page);

    await push({ language, training: false, sale: { status: 'cancelled', ...amount } });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words[language].cancelled);
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
  });
}

test('does not show a state outside the schema, and keeps the last good one', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('outside the schema')) refused.push(message.text());
  });
  const push = await openDisplay(page);
  await push(walletSale('en'));
  await expect(page.getByText(words.en.wallet)).toBeVisible();
  await push({
    ...walletSale('en'),
    sale: { status: 'paid', ...amount, customerName: 'Hanako Yamada' },
  });
  await push({ language: 'en', training: false, sale: { status: 'paid', amount: 1.5 } });
  await expect.poll(() => refused.length).toBe(2);
  await expect(page.getByText(words.en.wallet)).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Hanako');
});
