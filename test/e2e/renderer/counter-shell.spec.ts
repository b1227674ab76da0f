import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { OperationSummary } from '../../../shared/ipc/ipc-payloads';
import type { ProfileSummary } from '../../../shared/profiles';
import { installFakePos, type FakePosControl, type FakePosSetup } from './fake-pos';
import { serveRenderer, type ServedRenderer } from './serve-renderer';

/*
 * The counter's shell and a new sale's first step in Chromium, served with the production
 * CSP, with a fake window.pos. It types amounts on the keypad and the keyboard, confirms and
 * picks a method, switches language, checks accessibility and keeps screenshots of the shell.
 */

const storeId = '7f3c0d4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f';

const shibuya: ProfileSummary = {
  id: 'b1a2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Shibuya Flagship',
  storeId,
  mode: 'test',
  baseUrl: 'https://api.example.com',
  training: false,
  hasCredentials: true,
  token: {
    kind: 'store',
    merchantId: 'c2b3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
    storeId,
    mode: 'test',
  },
};

function operationInReview(id: string): OperationSummary {
  return {
    id,
    kind: 'card_sale',
    profileId: shibuya.id,
    storeId,
    mode: 'test',
    training: false,
    state: 'needs_review',
    terminal: false,
    review: { reason: 'outcome_unknown', since: '2025-05-01T10:00:00.000Z' },
    resolution: null,
    createdAt: '2025-05-01T09:59:00.000Z',
    updatedAt: '2025-05-01T10:00:00.000Z',
  };
}

function setup(overrides: Partial<FakePosSetup> = {}): FakePosSetup {
  return {
    settings: { language: 'ja', printerName: null, customerDisplay: false },
    profile: shibuya,
    connectivity: { status: 'online', checkedAt: '2025-05-01T10:04:00.000Z' },
    review: [
      operationInReview('0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a'),
      operationInReview('1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b'),
    ],
    ...overrides,
  };
}

let renderer: ServedRenderer;

test.beforeAll(async () => {
  renderer = await serveRenderer();
});

test.afterAll(async () => {
  await renderer.close();
});

/** Opens the counter with a fake bridge; fails the test on any CSP violation or page error. */
async function openCounter(page: Page, fake: FakePosSetup): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // A failed load is reported below with its address; the console only says that one failed.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    // Chromium asks every http origin for a favicon; app:// windows never do.
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) {
      problems.push(`${response.status()} ${response.url()}`);
    }
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(installFakePos, fake);
  await page.goto(`${renderer.url}/index.html`);
  await expect(page.getByRole('navigation')).toBeVisible();
  return problems;
}

function posCalls(page: Page) {
  return page.evaluate(() => (window as unknown as { posFake: FakePosControl }).posFake.calls);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

test('a cashier types an amount on the keypad and the keyboard, confirms it and picks a method', async ({
  page,
}) => {
  const problems = await openCounter(page, setup());
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

  await page.keyboard.press('F3');
  await expect(page.getByRole('button', { name: /コンビニ/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: /カード/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.screenshot({ path: 'test-results/renderer/sale-method-ja.png' });

  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /コンビニ/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
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
    setup({ settings: { language: 'en', printerName: null, customerDisplay: false } }),
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
  await expect(page.getByRole('button', { name: /Card/ })).toHaveAttribute('aria-pressed', 'true');
});

test('the header shows store, mode, connection and review count, and follows their events', async ({
  page,
}) => {
  await openCounter(page, setup());
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
  await openCounter(page, setup());
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
  await expect(page.getByRole('heading', { name: 'いらっしゃいませ' })).toBeVisible();
  await expect(page.locator('[lang="en"]').getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'test-results/renderer/customer-display.png' });
  expect(problems).toEqual([]);
});
