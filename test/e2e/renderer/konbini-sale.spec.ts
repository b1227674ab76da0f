import { expect, test, type Page } from '@playwright/test';
import type { FlowProgress } from '../../../shared/flows/flow-progress';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import {
  expectNoSeriousAxeViolations,
  openCounter,
  posCalls,
  setup,
  saleProgressEmitter,
} from './counter-page';
import type { FakePosControl } from './fake-pos';
import { serveRenderer, type ServedRenderer } from './serve-renderer';

/*
 * A konbini sale at the counter with a fake window.pos: the exact input the form sends, the
 * input it refuses without sending, the slip with each answer the printer channel can give, a
 * wait main stopped following, the cashier leaving it, and each ending in konbini words.
 */

const operationId = '2f3a4b5c-6d7e-4f8a-9b0c-1d2e3f4a5b6c';
const chargeId = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const screenshots = 'test-results/screenshots';

let renderer: ServedRenderer;

test.beforeAll(async () => {
  renderer = await serveRenderer();
});

test.afterAll(async () => {
  await renderer.close();
});

function setAnswer(page: Page, method: keyof PosApi, result: unknown) {
  return page.evaluate(
    ([name, answer]) =>
      (window as unknown as { posFake: FakePosControl }).posFake.setAnswer(name, answer),
    [method, result] as const,
  );
}

const emitProgress = saleProgressEmitter({
  operationId,
  kind: 'konbini_sale',
  amount: 1200 as FlowProgress['amount'],
  currency: 'JPY',
  chargeId,
  abortable: false,
});

async function openKonbiniForm(page: Page, language: 'en' | 'ja' = 'en') {
  const fakeSetup = setup();
  const problems = await openCounter(page, renderer.url, {
    ...fakeSetup,
    settings: { ...fakeSetup.settings, language },
  });
  await page.keyboard.type('1200');
  await page.keyboard.press('F3');
  return problems;
}

async function fillValid(page: Page) {
  await page.getByLabel('Customer name').fill('Yamada Hanako');
  await page.getByLabel('Phone number (Japan)').fill('090-1234-5678');
  await page.getByLabel('Customer email').fill('hanako@example.com');
  await page.getByRole('radio', { name: 'Lawson' }).check();
}

async function startCalls(page: Page) {
  return (await posCalls(page)).filter(({ method }) => method === 'flowsStartSale');
}

/** Starts a valid sale and shows its slip, as main's awaiting_customer progress does. */
async function showSlip(page: Page, expiresAt: string | null, abortable = true) {
  await fillValid(page);
  await page.keyboard.press('F9');
  await emitProgress(page, 'awaiting_customer', {
    abortable,
    chargeStatus: 'awaiting',
    action: { type: 'konbini_payment', convenienceStore: 'lawson', expiresAt },
  });
  await expect(page.getByRole('heading', { name: 'Konbini payment slip' })).toBeVisible();
}

test('a konbini sale sends the exact input, with a set time of day in Japan time', async ({
  page,
}) => {
  const problems = await openKonbiniForm(page);
  await fillValid(page);
  await page.getByRole('textbox', { name: 'Number', exact: true }).fill('2');
  await page.getByRole('checkbox', { name: /Deadline at a set time of day/ }).check();
  await page.getByLabel('Time of day (Japan time)').fill('21:00');
  await page.keyboard.press('F9');

  expect(await startCalls(page)).toEqual([
    {
      method: 'flowsStartSale',
      input: {
        token: {
          payment_type: 'konbini',
          email: 'hanako@example.com',
          data: {
            customer_name: 'Yamada Hanako',
            phone_number: { country_code: '81', local_number: '09012345678' },
            convenience_store: 'lawson',
            expiration_period: 'P2D',
            expiration_time_shift: '21:00:00.000+09:00',
          },
        },
        charge: { amount: 1200, currency: 'JPY', capture: true },
      },
    },
  ]);
  expect(problems).toEqual([]);
});

for (const { name, fill, field, message } of [
  {
    name: 'a phone number that cannot be Japanese',
    fill: (page: Page) => page.getByLabel('Phone number (Japan)').fill('+1 555 0100'),
    field: 'Phone number (Japan)',
    message: /Enter a Japanese phone number/,
  },
  {
    name: 'less than 30 minutes to pay',
    fill: async (page: Page) => {
      await page.getByRole('textbox', { name: 'Number', exact: true }).fill('20');
      await page.getByRole('combobox', { name: 'Unit' }).selectOption('minutes');
    },
    field: 'Number',
    message: /from 30 minutes to 30 days/,
  },
]) {
  test(`${name} is named next to its field and never sent`, async ({ page }) => {
    await openKonbiniForm(page);
    await fillValid(page);
    await fill(page);
    await page.keyboard.press('F9');
    const input = page.getByRole('textbox', { name: field, exact: true });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(message);
    expect(await startCalls(page)).toEqual([]);
  });
}

test('a slip is due at the end of its last day in Japan time unless the chain takes no set time', async ({
  page,
}) => {
  await openKonbiniForm(page);
  await fillValid(page);
  const endOfDay = page.getByRole('checkbox', { name: /Deadline at a set time of day/ });
  await expect(endOfDay).toBeChecked();
  await expect(page.getByLabel('Time of day (Japan time)')).toHaveValue('23:59');

  // 7-Eleven takes no set time of day: shown off, said why, and not sent.
  await page.getByRole('radio', { name: '7-Eleven' }).check();
  await expect(endOfDay).not.toBeChecked();
  await expect(endOfDay).toBeDisabled();
  await expect(page.getByText('7-Eleven does not accept a set time of day.')).toBeVisible();
  await page.keyboard.press('F9');
  const [call] = await startCalls(page);
  expect(call?.input).toMatchObject({
    token: { data: { convenience_store: 'seven_eleven', expiration_period: 'P30D' } },
  });
  expect(JSON.stringify(call?.input)).not.toContain('expiration_time_shift');
});

test('the default slip of a chain that takes a set time asks for the end of the 30th day', async ({
  page,
}) => {
  await openKonbiniForm(page);
  await fillValid(page);
  await page.keyboard.press('F9');
  const [call] = await startCalls(page);
  expect(call?.input).toMatchObject({
    token: {
      data: {
        convenience_store: 'lawson',
        expiration_period: 'P30D',
        expiration_time_shift: '23:59:00.000+09:00',
      },
    },
  });
});

test('the slip prints through main and says what the printer answered', async ({ page }) => {
  await openKonbiniForm(page);
  await showSlip(page, '2025-05-04T14:59:00.000Z');
  await expect(page.getByText('Lawson', { exact: true })).toBeVisible();
  await expect(page.getByText(/Sun, May 4, 2025, 11:59 PM GMT\+9/)).toBeVisible();

  await setAnswer(page, 'printingPrintSlip', {
    ok: false,
    error: { code: 'PRINTER_NOT_CONFIGURED', message: 'No printer.' },
  });
  await page.getByRole('button', { name: 'Print slip' }).click();
  await expect(
    page.getByText('No printer is set. Choose one in Settings, then print again.'),
  ).toBeVisible();

  await setAnswer(page, 'printingPrintSlip', { ok: true, data: { copy: false, issue: 1 } });
  await page.getByRole('button', { name: 'Print slip' }).click();
  await expect(page.getByText('Slip printed. Hand it to the customer.')).toBeVisible();

  await setAnswer(page, 'printingPrintSlip', { ok: true, data: { copy: true, issue: 2 } });
  await page.keyboard.press('F6');
  await expect(page.getByText('Slip printed as copy 2.')).toBeVisible();

  const prints = (await posCalls(page)).filter(({ method }) => method === 'printingPrintSlip');
  expect(prints.map(({ input }) => input)).toEqual([
    { operationId },
    { operationId },
    { operationId },
  ]);
  await page.screenshot({ path: `${screenshots}/konbini-slip-printed-en.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page);
});

test('a slip without a deadline says the service did not give one', async ({ page }) => {
  await openKonbiniForm(page, 'ja');
  await page.getByLabel('お客様のお名前').fill('山田花子');
  await page.getByLabel('電話番号（日本）').fill('09012345678');
  await page.getByLabel('お客様のメールアドレス').fill('hanako@example.com');
  await page.getByRole('radio', { name: 'ローソン' }).check();
  await page.keyboard.press('F9');
  await emitProgress(page, 'awaiting_customer', {
    abortable: true,
    chargeStatus: 'awaiting',
    action: { type: 'konbini_payment', convenienceStore: 'lawson', expiresAt: null },
  });
  await expect(page.getByText(/支払期限をサービスから取得できませんでした/)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await page.screenshot({ path: `${screenshots}/konbini-slip-no-deadline-ja.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page);
});

test('a wait main stopped following can no longer be aborted here, and is left for the board', async ({
  page,
}) => {
  await openKonbiniForm(page);
  await showSlip(page, '2025-05-04T14:59:00.000Z', false);
  await expect(page.getByText(/This screen no longer follows the payment/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abort payment' })).toBeDisabled();
  await expect(page.getByText(/cancel it from Open payments/)).toBeVisible();

  await page.keyboard.press('F8');

  await expect(page.getByRole('button', { name: /Konbini/ })).toBeVisible();
  expect((await posCalls(page)).filter(({ method }) => method === 'flowsAbort')).toEqual([]);
  // Main's later progress for the sale left is no longer the counter's to show.
  await emitProgress(page, 'succeeded', { chargeStatus: 'successful' });
  await expect(page.getByRole('heading', { name: 'Paid' })).toHaveCount(0);
});

for (const { ending, progress, title, body } of [
  {
    ending: 'paid',
    progress: { step: 'succeeded', chargeStatus: 'successful' },
    title: 'Paid',
    body: 'The customer paid at the convenience store. The sale is complete.',
  },
  {
    ending: 'expired',
    progress: {
      step: 'failed',
      chargeStatus: 'failed',
      problem: { type: 'payment', code: 327, message: 'PAYMENT_DEADLINE_EXPIRED' },
    },
    title: 'Payment failed',
    body: 'The customer did not pay before the deadline. Start a new payment if the sale stands.',
  },
  {
    ending: 'canceled',
    progress: { step: 'abandoned', chargeStatus: 'canceled' },
    title: 'Payment canceled',
    body: 'The convenience store payment was canceled: the customer can no longer pay it and is not charged.',
  },
] as const) {
  test(`a ${ending} konbini sale reads in konbini words`, async ({ page }) => {
    await openKonbiniForm(page);
    await showSlip(page, '2025-05-04T14:59:00.000Z');
    const { step, ...extra } = progress;
    await emitProgress(page, step, extra);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(body)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
