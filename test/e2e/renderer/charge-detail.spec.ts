import { expect, test, type Page } from '@playwright/test';
import type { FlowProgress } from '../../../shared/flows/flow-progress';
import { operationIdKey } from '../../../shared/flows/operation-id-metadata';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { OperationDetail } from '../../../shared/ipc/ipc-payloads';
import { expectNoSeriousAxeViolations, openCounter, posCalls, setup } from './counter-page';
import type { FakePosControl, FakePosSetup } from './fake-pos';
import { serveRenderer, type ServedRenderer } from './serve-renderer';

/*
 * The payments list and a charge's detail with a fake window.pos: the history query each
 * filter sends, paging with the cursor, opening a row from the keyboard, capture and refund
 * amounts refused in the renderer with their bounds, the exact flow inputs sent, progress
 * followed to the refreshed charge, the konbini refund explanation and the receipt messages,
 * the journal's steps of the sale a charge opened from the list names in its metadata, and the
 * charge's cancels as the service lists them.
 */

type Language = 'ja' | 'en';

const storeId = '7f3c0d4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f';
const authorizedId = '3a4b5c6d-7e8f-4a9b-8c0d-000000000001';
const konbiniId = '3a4b5c6d-7e8f-4a9b-8c0d-000000000002';
const tokenId = '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f';
const captureOperationId = '6d7e8f9a-0b1c-4d2e-8f3a-4b5c6d7e8f9a';
const refundOperationId = '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b';
const saleOperationId = '8f9a0b1c-2d3e-4f4a-8b5c-000000000001';

let renderer: ServedRenderer;

test.beforeAll(async () => {
  renderer = await serveRenderer();
});

test.afterAll(async () => {
  await renderer.close();
});

const ok = <Data>(data: Data) => ({ ok: true, data });
const failure = (code: string) => ({ ok: false, error: { code, message: code } });

/** Charge ids that sort as the service pages them: `n` counts down from the newest. */
function listedId(n: number): string {
  return `3a4b5c6d-7e8f-4a9b-8c0d-${String(100 + n).padStart(12, '0')}`;
}

function historyItem(n: number, fields: Record<string, unknown> = {}) {
  const minute = String(59 - (n % 60)).padStart(2, '0');
  return {
    store_id: storeId,
    resource_id: listedId(n),
    charge_id: listedId(n),
    amount: 1000 + n * 10,
    currency: 'JPY',
    amount_formatted: 1000 + n * 10,
    type: 'charge',
    status: 'successful',
    created_on: `2025-05-01T0${String(9 - Math.floor(n / 60))}:${minute}:00.000Z`,
    mode: 'test',
    payment_type: 'card',
    user_data: { brand: 'visa', refunds: [] },
    ...fields,
  };
}

function charge(id: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    store_id: storeId,
    transaction_token_id: tokenId,
    requested_amount: 5000,
    requested_currency: 'JPY',
    charged_amount: 5000,
    charged_currency: 'JPY',
    status: 'authorized',
    error: null,
    metadata: {},
    mode: 'test',
    created_on: '2025-05-01T10:00:00.000Z',
    updated_on: '2025-05-01T10:00:05.000Z',
    ...fields,
  };
}

const cardToken = {
  id: tokenId,
  store_id: storeId,
  mode: 'test',
  created_on: '2025-05-01T09:59:00.000Z',
  payment_type: 'card',
  data: {
    card: {
      cardholder: 'TARO YAMADA',
      exp_month: 12,
      exp_year: 2030,
      last_four: '4242',
      brand: 'visa',
    },
  },
};

const konbiniToken = {
  id: tokenId,
  store_id: storeId,
  mode: 'test',
  created_on: '2025-05-01T09:59:00.000Z',
  payment_type: 'konbini',
  data: { customer_name: 'Hanako Sato', convenience_store: 'seven_eleven' },
};

const firstPage = {
  items: [
    historyItem(0, {
      resource_id: authorizedId,
      charge_id: authorizedId,
      amount: 5000,
      amount_formatted: 5000,
      status: 'authorized',
      created_on: '2025-05-01T10:00:00.000Z',
    }),
    historyItem(1, {
      resource_id: konbiniId,
      charge_id: konbiniId,
      payment_type: 'konbini',
      user_data: { brand: 'seven_eleven', refunds: [] },
    }),
    ...Array.from({ length: 48 }, (_, index) => historyItem(index + 2)),
  ],
  has_more: true,
};

function answers(): NonNullable<FakePosSetup['answers']> {
  return {
    historyList: ok(firstPage),
    chargesGet: ok(charge(authorizedId)),
    refundsList: ok({ items: [], has_more: false }),
    cancelsList: ok({ items: [], has_more: false }),
    tokensGet: ok(cardToken),
    flowsStartCapture: ok({ operationId: captureOperationId }),
    flowsStartRefund: ok({ operationId: refundOperationId }),
    printingPrintReceipt: failure('PRINTER_NOT_AVAILABLE'),
    printingSavePdf: failure('PRINTER_NOT_AVAILABLE'),
  };
}

/** The authorize-only card sale that made the authorized charge, as this till's journal holds it. */
const authorizingSale: OperationDetail = {
  id: saleOperationId,
  kind: 'card_sale',
  profileId: setup().profile.id,
  storeId,
  mode: 'test',
  training: false,
  amount: 5000 as OperationDetail['amount'],
  currency: 'JPY',
  state: 'succeeded',
  terminal: true,
  chargeId: authorizedId,
  chargeStatus: 'authorized',
  review: null,
  resolution: null,
  createdAt: '2025-05-01T09:59:58.000Z',
  updatedAt: '2025-05-01T10:00:03.000Z',
  history: [
    { type: 'intent', at: '2025-05-01T09:59:58.000Z' },
    { type: 'transition', at: '2025-05-01T09:59:59.000Z', state: 'creating_charge' },
    { type: 'outcome', at: '2025-05-01T10:00:03.000Z', state: 'succeeded' },
  ],
};

async function openPayments(
  page: Page,
  language: Language = 'en',
  journal: OperationDetail[] = [],
) {
  const base = setup();
  const problems = await openCounter(
    page,
    renderer.url,
    setup({ settings: { ...base.settings, language }, answers: answers(), operations: journal }),
  );
  const title = language === 'en' ? 'Payments' : '支払い一覧';
  await page
    .getByRole('navigation')
    .getByRole('button', { name: new RegExp(`^${title}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  return problems;
}

function setAnswer(page: Page, method: keyof PosApi, result: unknown) {
  return page.evaluate(
    ([name, value]) =>
      (window as unknown as { posFake: FakePosControl }).posFake.setAnswer(name, value),
    [method, result] as const,
  );
}

function emitProgress(page: Page, progress: Partial<FlowProgress> & Pick<FlowProgress, 'step'>) {
  const payload = {
    operationId: captureOperationId,
    kind: 'capture',
    at: '2025-05-01T10:05:00.000Z',
    abortable: false,
    ...progress,
  };
  return page.evaluate(
    (event) =>
      (window as unknown as { posFake: FakePosControl }).posFake.emit({
        channel: 'progress',
        payload: event as FlowProgress,
      }),
    payload,
  );
}

async function callsOf(page: Page, method: string) {
  return (await posCalls(page)).filter((call) => call.method === method).map((call) => call.input);
}

test('lists the store’s charges newest first, filters them at the service and pages with the cursor', async ({
  page,
}) => {
  const problems = await openPayments(page);
  expect(await callsOf(page, 'historyList')).toEqual([
    { scope: 'store', query: { type: 'charge', limit: 50 } },
  ]);
  const firstRow = page.getByRole('button', { name: /5,000/ }).first();
  await expect(firstRow).toContainText('Authorized');
  await expect(firstRow).toContainText('Card');
  await expect(firstRow).toContainText('Visa');
  // Only the rows in view are in the page.
  expect(await page.locator('.charge-list-row').count()).toBeLessThan(50);
  await expect(page.getByText('50 payments shown')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/payments-en.png' });
  await expectNoSeriousAxeViolations(page);

  await setAnswer(
    page,
    'historyList',
    ok({ items: [historyItem(50), historyItem(51)], has_more: false }),
  );
  await page.keyboard.press('F9');
  await expect(page.getByText('52 payments shown')).toBeVisible();
  await expect(page.getByText('All payments are shown.')).toBeVisible();
  expect((await callsOf(page, 'historyList')).at(-1)).toEqual({
    scope: 'store',
    query: { type: 'charge', limit: 50, cursor: listedId(49), cursor_direction: 'desc' },
  });

  await page.getByLabel('To (included)').fill('2025-04-30');
  await page.getByLabel('From').fill('2025-05-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(
    page.getByText('The end date is before the start date. Choose a later end date.'),
  ).toBeVisible();
  expect(await callsOf(page, 'historyList')).toHaveLength(2);

  await page.getByLabel('To (included)').fill('2025-05-01');
  await page.getByLabel('Status').selectOption('authorized');
  await page.getByLabel('Search', { exact: true }).fill('A-17');
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await expect.poll(async () => (await callsOf(page, 'historyList')).length).toBe(3);
  const filtered = (await callsOf(page, 'historyList')).at(-1) as {
    query: Record<string, unknown>;
  };
  expect(filtered.query).toMatchObject({
    type: 'charge',
    limit: 50,
    status: 'authorized',
    search: 'A-17',
  });
  // Whole days of the terminal's calendar: from the first's midnight to the day after the last.
  const from = Date.parse(String(filtered.query['from']));
  const to = Date.parse(String(filtered.query['to']));
  expect(to - from).toBe(24 * 60 * 60 * 1000);

  await setAnswer(page, 'historyList', ok(firstPage));
  await page.getByLabel('Method').selectOption('konbini');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('note')).toContainText('looks through the payments loaded so far');
  await expect(page.locator('.charge-list-row')).toHaveCount(1);
  await expect(page.locator('.charge-list-row')).toContainText('Konbini');
  expect(problems).toEqual([]);
});

test('captures part of an authorization after refusing more than it holds, then shows the captured charge', async ({
  page,
}) => {
  const problems = await openPayments(page);
  const row = page.getByRole('button', { name: /5,000/ }).first();
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible();
  expect(await callsOf(page, 'chargesGet')).toEqual([{ chargeId: authorizedId }]);
  await expect(page.getByText('Card · Visa · ending 4242')).toBeVisible();
  await expect(page.getByText('Authorized, not captured')).toBeVisible();
  await expect(page.getByText('Only a completed payment can be refunded.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/charge-detail-en.png', fullPage: true });
  await expectNoSeriousAxeViolations(page);

  await page.keyboard.press('F2');
  const amount = page.getByLabel('Amount to capture (JPY)');
  await expect(amount).toHaveValue('5000');
  await amount.fill('6000');
  await expect(
    page.getByText('At most ¥5,000 can be captured: the authorized amount.'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/capture-dialog-en.png' });
  await expectNoSeriousAxeViolations(page);
  await amount.press('Enter');
  expect(await callsOf(page, 'flowsStartCapture')).toEqual([]);

  await amount.fill('3000');
  await amount.press('Enter');
  await expect
    .poll(() => callsOf(page, 'flowsStartCapture'))
    .toEqual([{ chargeId: authorizedId, amount: 3000, currency: 'JPY' }]);
  await emitProgress(page, { step: 'capturing', chargeId: authorizedId });
  await expect(page.getByRole('status').filter({ hasText: 'Capture in progress' })).toBeVisible();

  await setAnswer(
    page,
    'chargesGet',
    ok(charge(authorizedId, { status: 'successful', charged_amount: 3000 })),
  );
  await emitProgress(page, {
    step: 'succeeded',
    chargeId: authorizedId,
    chargeStatus: 'successful',
  });
  await expect(page.getByText('Capture done.')).toBeVisible();
  await expect(page.locator('.charge-detail__amounts')).toContainText('Charged¥3,000');
  await expect(page.getByRole('button', { name: /^Refund/ })).toBeEnabled();
  expect(await callsOf(page, 'chargesGet')).toHaveLength(2);
  expect(problems).toEqual([]);
});

test('shows the steps of the sale that made a charge opened from the list, named in its metadata', async ({
  page,
}) => {
  const problems = await openPayments(page, 'en', [authorizingSale]);
  await setAnswer(
    page,
    'chargesGet',
    ok(charge(authorizedId, { metadata: { [operationIdKey]: saleOperationId } })),
  );
  await page.getByRole('button', { name: /5,000/ }).first().click();
  const timeline = page.getByRole('region', { name: 'What happened' }).getByRole('listitem');
  await expect(timeline).toHaveText([
    /Card sale started at this till$/,
    /Card sale: Creating the charge$/,
    /Charge of ¥5,000 created$/,
    /Card sale: succeeded$/,
    /Last change at the payment service\. Status now: authorized \(not yet captured\)$/,
  ]);
  expect(await callsOf(page, 'journalGetOperation')).toEqual([{ operationId: saleOperationId }]);
  await expectNoSeriousAxeViolations(page);
  expect(problems).toEqual([]);
});

const cancelTexts = {
  en: {
    timeline: 'What happened',
    failed: /Cancel asked for\. Now: failed$/,
    canceled: /Cancel asked for\. Now: canceled$/,
  },
  ja: {
    timeline: '経過',
    failed: /取消を依頼。現在：失敗$/,
    canceled: /取消を依頼。現在：取消済み$/,
  },
} as const;

for (const language of ['en', 'ja'] as const) {
  test(`lists the charge’s cancels as the service has them (${language})`, async ({ page }) => {
    const words = cancelTexts[language];
    const problems = await openPayments(page, language);
    const cancel = (id: string, status: string, createdOn: string) => ({
      id,
      charge_id: authorizedId,
      store_id: storeId,
      status,
      error: status === 'failed' ? { code: 312, message: 'CANNOT_CANCEL', details: null } : null,
      metadata: {},
      mode: 'test',
      created_on: createdOn,
    });
    await setAnswer(
      page,
      'cancelsList',
      ok({
        items: [
          cancel('9a0b1c2d-3e4f-4a5b-8c6d-000000000002', 'successful', '2025-05-01T10:02:00.000Z'),
          cancel('9a0b1c2d-3e4f-4a5b-8c6d-000000000001', 'failed', '2025-05-01T10:01:00.000Z'),
        ],
        has_more: false,
      }),
    );
    await page.getByRole('button', { name: /5,000/ }).first().click();

    const timeline = page.getByRole('region', { name: words.timeline }).getByRole('listitem');
    await expect(timeline.filter({ hasText: words.failed })).toHaveCount(1);
    await expect(timeline.filter({ hasText: words.canceled })).toHaveCount(1);
    expect(await callsOf(page, 'cancelsList')).toEqual([
      { chargeId: authorizedId, query: { limit: 100 } },
    ]);
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
  });
}

test('refunds at most what is left, with the reason chosen', async ({ page }) => {
  await openPayments(page);
  await setAnswer(page, 'chargesGet', ok(charge(authorizedId, { status: 'successful' })));
  await setAnswer(
    page,
    'refundsList',
    ok({
      items: [
        {
          id: '8f9a0b1c-2d3e-4f4a-8b5c-6d7e8f9a0b1c',
          store_id: storeId,
          charge_id: authorizedId,
          status: 'successful',
          amount: 1000,
          currency: 'JPY',
          mode: 'test',
          created_on: '2025-05-01T10:10:00.000Z',
        },
      ],
      has_more: false,
    }),
  );
  await page.getByRole('button', { name: /5,000/ }).first().click();
  await expect(page.getByText('Left to refund')).toBeVisible();
  await expect(page.getByText('Part of it is refunded already.', { exact: false })).toBeVisible();

  await page.keyboard.press('F4');
  const amount = page.getByLabel('Amount to refund (JPY)');
  await expect(amount).toHaveValue('4000');
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeFocused();
  await amount.fill('4001');
  await expect(
    page.getByText('At most ¥4,000 can be refunded: what is left on this payment.'),
  ).toBeVisible();
  await amount.fill('1.5');
  await expect(page.getByText('Amounts in JPY have no decimals.', { exact: false })).toBeVisible();
  await amount.fill('2,000');
  await page.getByLabel('Reason').selectOption('duplicate');
  // Enter in the amount refunds nothing: the refund takes its own button.
  await amount.press('Enter');
  expect(await callsOf(page, 'flowsStartRefund')).toEqual([]);
  await page.getByRole('button', { name: 'Refund ¥2,000' }).click();
  await expect
    .poll(() => callsOf(page, 'flowsStartRefund'))
    .toEqual([{ chargeId: authorizedId, amount: 2000, currency: 'JPY', reason: 'duplicate' }]);
});

test('explains that a paid konbini charge is refunded by the shop, and says when no printer is there', async ({
  page,
}) => {
  await openPayments(page);
  await setAnswer(
    page,
    'chargesGet',
    ok(charge(konbiniId, { status: 'successful', requested_amount: 1010, charged_amount: 1010 })),
  );
  await setAnswer(page, 'tokensGet', ok(konbiniToken));
  await page.locator('.charge-list-row').nth(1).click();
  await expect(page.getByRole('note')).toContainText(
    'the payment service cannot refund or cancel it. Return the money to the customer yourself',
  );
  // Neither is offered beside the note that says neither is possible.
  await expect(page.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Cancel payment/ })).toHaveCount(0);

  await page.keyboard.press('F6');
  await expect(page.getByRole('alert')).toHaveText(
    'No printer or PDF output is available here: this window cannot print. Use the desktop app to print or save the receipt.',
  );
  await page.screenshot({
    path: 'test-results/screenshots/charge-detail-konbini-en.png',
    fullPage: true,
  });
  await expectNoSeriousAxeViolations(page);

  await setAnswer(page, 'printingPrintReceipt', ok({ copy: false, issue: 1 }));
  await page.keyboard.press('F6');
  await expect(page.getByText('Receipt printed.')).toBeVisible();
  await setAnswer(page, 'printingPrintReceipt', ok({ copy: true, issue: 2 }));
  await page.getByRole('button', { name: /Reprint receipt \(copy\)/ }).click();
  await expect(page.getByText('Receipt printed as a copy (issue 2), marked “COPY”.')).toBeVisible();
  expect(await callsOf(page, 'printingPrintReceipt')).toEqual([
    { chargeId: konbiniId, copy: false },
    { chargeId: konbiniId, copy: false },
    { chargeId: konbiniId, copy: true },
  ]);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await expect(page.locator('.charge-list-row').nth(1)).toBeFocused();
});

test('explains a failed charge in words and offers nothing to do with it', async ({ page }) => {
  await openPayments(page);
  await setAnswer(
    page,
    'chargesGet',
    ok(
      charge(authorizedId, {
        status: 'failed',
        charged_amount: null,
        charged_currency: null,
        error: { code: 306, message: 'card declined' },
      }),
    ),
  );
  await page.getByRole('button', { name: /5,000/ }).first().click();
  await expect(
    page.getByRole('heading', { name: 'Why the payment did not go through' }),
  ).toBeVisible();
  await expect(
    page.getByText('The card was declined. Ask for another card or payment method.'),
  ).toBeVisible();
  await expect(page.getByText('Payment error code 306')).toBeVisible();
  for (const action of [/^Capture/, /^Cancel payment/, /^Refund/]) {
    await expect(page.getByRole('button', { name: action })).toBeDisabled();
  }
  await expect(
    page.getByText('The payment did not go through, so there is nothing to cancel.'),
  ).toBeVisible();
  await page.screenshot({
    path: 'test-results/screenshots/charge-detail-failed-en.png',
    fullPage: true,
  });
  await expectNoSeriousAxeViolations(page);
});

test('shows the list and the detail in Japanese', async ({ page }) => {
  const problems = await openPayments(page, 'ja');
  await expect(page.getByRole('button', { name: /5,000/ }).first()).toContainText('仮売上');
  await page.screenshot({ path: 'test-results/screenshots/payments-ja.png' });
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: /5,000/ }).first().click();
  await expect(page.getByRole('heading', { name: '支払いの詳細' })).toBeVisible();
  await expect(page.getByText('仮売上（未確定）')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/charge-detail-ja.png', fullPage: true });
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('F2');
  await expect(page.getByLabel('確定する金額 (JPY)')).toHaveValue('5000');
  await page.screenshot({ path: 'test-results/screenshots/capture-dialog-ja.png' });
  await expectNoSeriousAxeViolations(page);
  expect(problems).toEqual([]);
});
