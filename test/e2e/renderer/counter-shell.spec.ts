import { expect, test } from '@playwright/test';
import {
  expectNoSeriousAxeViolations,
  openCounter,
  posCalls,
  setup,
  shibuya,
} from './counter-page';
import type { FakePosControl } from './fake-pos';
import { serveRenderer, type ServedRenderer } from './serve-renderer';

/*
 * The counter's shell and a new sale's first step in Chromium, served with the production
 * CSP, with a fake window.pos. It types amounts on the keypad and the keyboard, confirms and
 * picks a method, switches language, checks accessibility and keeps screenshots of the shell.
 */

let renderer: ServedRenderer;

test.beforeAll(async () => {
  renderer = await serveRenderer();
});

test.afterAll(async () => {
  await renderer.close();
});

test('a cashier types an amount on the keypad and the keyboard, confirms it and picks a method', async ({
  page,
}) => {
  const problems = await openCounter(page, renderer.url, setup());
  const amount = page.getByLabel('金額', { exact: true });
  const keypad = page.getByRole('group', { name: '金額テンキー' });

  await expect(amount).toHaveText('￥0');
  for (const key of ['1', '2', '00'])
    await keypad.getByRole('button', { name: key, exact: true }).click();
  await expect(amount).toHaveText('￥1,200');
  await keypad.getByRole('button', { name: '1桁削除' }).click();
  await expect(amount).toHaveText('￥120');
  await keypad.getByRole('button', { name: 'クリア' }).click();
  await expect(amount).toHaveText('￥0');

  await page.keyboard.type('3400');
  await expect(amount).toHaveText('￥3,400');
  await page.keyboard.press('Backspace');
  await expect(amount).toHaveText('￥340');
  await page.keyboard.press('Digit0');
  await page.keyboard.press('Enter');
  await expect(page.getByText('金額を確定しました。', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /カード/ })).toBeFocused();
  await expect(keypad.getByRole('button', { name: '7', exact: true })).toBeDisabled();

  // A method key opens that method's screen; Esc comes back to the confirmed amount's methods.
  await page.keyboard.press('F3');
  await expect(page.getByRole('heading', { name: 'コンビニ払い' })).toBeVisible();
  await page.screenshot({ path: 'test-results/renderer/sale-konbini-ja.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /カード/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.screenshot({ path: 'test-results/renderer/sale-method-ja.png' });

  await page.keyboard.press('Escape');
  await expect(keypad.getByRole('button', { name: '7', exact: true })).toBeEnabled();
  await expect(amount).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(amount).toHaveText('￥0');

  // Enter on nothing is refused with the service's own reason, in the cashier's language.
  await page.keyboard.press('Enter');
  await expect(page.getByText('金額が正しくありません。', { exact: false })).toBeVisible();
  await expect(amount).toHaveAttribute('aria-describedby', /.+/);
  await page.screenshot({ path: 'test-results/renderer/sale-error-ja.png' });

  expect(problems).toEqual([]);
});

test('the order number goes with the amount, and typing in it does not type the amount', async ({
  page,
}) => {
  await openCounter(
    page,
    renderer.url,
    setup({
      settings: {
        language: 'en',
        printerName: null,
        paper: 'receipt_80mm',
        pdfPaper: 'a4',
        timeZone: 'Asia/Tokyo',
        customerDisplay: false,
      },
    }),
  );
  const amount = page.getByLabel('Amount', { exact: true });
  await page.keyboard.type('5000');
  await page.getByLabel('Order number').fill('A-1042');
  await page.getByLabel('Order number').press('Digit7');
  await expect(page.getByLabel('Order number')).toHaveValue('A-10427');
  await expect(amount).toHaveText('¥5,000');
  await page.getByLabel('Order number').press('Enter');
  await expect(page.getByRole('button', { name: /Card/ })).toBeFocused();
  await page.keyboard.press('F2');
  await expect(page.getByRole('heading', { name: 'Card payment' })).toBeVisible();
  await expect(page.getByText('¥5,000', { exact: true })).toBeVisible();
});

test('the header shows store, mode, connection and review count, and follows their events', async ({
  page,
}) => {
  await openCounter(page, renderer.url, setup());
  const header = page.getByRole('banner');
  await expect(header).toContainText('Shibuya Flagship');
  await expect(header).toContainText('テスト');
  await expect(header).toContainText('オンライン');
  await expect(header).toContainText('要確認2');

  await page.evaluate(() => {
    const { posFake } = window as unknown as { posFake: FakePosControl };
    posFake.emit({ channel: 'connectivity', payload: { status: 'offline', checkedAt: null } });
    posFake.emit({
      channel: 'review',
      payload: {
        operationId: '0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
        inReview: true,
        reviewCount: 3,
      },
    });
  });
  await expect(header).toContainText('オフライン');
  await expect(header).toContainText('要確認3');
});

test('switching language changes every label and is kept in the settings', async ({ page }) => {
  await openCounter(page, renderer.url, setup());
  await page.keyboard.type('1200');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'test-results/renderer/shell-ja.png' });

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: /New sale/ })).toBeVisible();
  await expect(page.getByLabel('Amount', { exact: true })).toHaveText('¥1,200');
  await expect(page.getByRole('banner')).toContainText('Online');
  expect(await posCalls(page)).toContainEqual({ method: 'settingsSet', input: { language: 'en' } });
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'test-results/renderer/shell-en.png' });

  await page.keyboard.press('F1');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('Counter 0.1.0 (development build, linux)');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'test-results/renderer/shortcuts-en.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.evaluate(() =>
    (window as unknown as { posFake: FakePosControl }).posFake.emit({
      channel: 'command',
      payload: { command: 'toggle-language' },
    }),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('a training till is marked in words and across the background', async ({ page }) => {
  await openCounter(
    page,
    renderer.url,
    setup({
      profile: { ...shibuya, id: 'training', name: 'Training', training: true },
      review: [],
    }),
  );
  await expect(page.getByRole('banner')).toContainText('トレーニング店舗');
  await expect(page.getByText('トレーニング中：実際のお金は動きません')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('要確認なし');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'test-results/renderer/shell-training-ja.png' });
});

test('the customer display greets in both languages without a bridge', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto(`${renderer.url}/customer-display.html`);
  // One heading in both languages, the second marked as English for a screen reader.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^いらっしゃいませ\s*Welcome$/);
  await expect(page.locator('[lang="en"]', { hasText: 'Welcome' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'test-results/renderer/customer-display.png' });
  expect(problems).toEqual([]);
});
