import { expect, test, type Page } from '@playwright/test';
import type { OpenPayment } from '../../../shared/ipc/ipc-payloads';
import { expectNoSeriousAxeViolations, openCounter, posCalls, setup } from './counter-page';
import type { FakePosControl } from './fake-pos';
import { serveRenderer, type ServedRenderer } from './serve-renderer';

/*
 * The live board of open payments with a fake window.pos: what main lists, most urgent first,
 * with time left and age; an authorization near its end flagged for capture or cancel; a
 * payment leaving the board when main says it ended; one payment's details. Screenshots in
 * both languages.
 */

let renderer: ServedRenderer;

test.beforeAll(async () => {
  renderer = await serveRenderer();
});

test.afterAll(async () => {
  await renderer.close();
});

const hour = 60 * 60 * 1000;
const ids = {
  konbini: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  card: '1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
  bank: '2c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f',
};

/** Deadlines and starts relative to now, since the board counts down against the real clock. */
function board(now: number): OpenPayment[] {
  const at = (offset: number) => new Date(now + offset).toISOString();
  return [
    {
      operationId: ids.konbini,
      kind: 'konbini_sale',
      amount: 3200 as OpenPayment['amount'],
      currency: 'JPY',
      chargeId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      status: 'awaiting',
      action: {
        type: 'konbini_payment',
        convenienceStore: 'seven_eleven',
        expiresAt: at(48 * hour),
      },
      customer: null,
      expiresAt: at(48 * hour),
      nearingExpiry: false,
      followedBy: 'board',
      checkedAt: at(-60_000),
      createdAt: at(-25 * 60_000),
    },
    {
      operationId: ids.bank,
      kind: 'bank_transfer_sale',
      amount: 54000 as OpenPayment['amount'],
      currency: 'JPY',
      chargeId: '8b7c6d5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e',
      status: 'awaiting',
      action: {
        type: 'bank_transfer',
        bankName: 'GMOあおぞらネット銀行',
        bankCode: '0310',
        branchName: 'フリー支店',
        branchCode: '101',
        accountHolderName: 'カウンター（カ',
        accountNumber: '1234567',
        matchAmount: 'exact',
        expiresAt: at(24 * hour),
      },
      customer: null,
      expiresAt: at(24 * hour),
      nearingExpiry: false,
      followedBy: 'board',
      checkedAt: null,
      createdAt: at(-50 * 60_000),
    },
    {
      operationId: ids.card,
      kind: 'card_sale',
      amount: 12800 as OpenPayment['amount'],
      currency: 'JPY',
      chargeId: '7c6d5e4f-3a2b-4c1d-8e0f-9a8b7c6d5e4f',
      status: 'authorized',
      action: null,
      customer: null,
      expiresAt: at(3 * hour),
      nearingExpiry: true,
      followedBy: 'board',
      checkedAt: at(-120_000),
      createdAt: at(-75 * 60_000),
    },
  ];
}

/** The payments screen a selected charge opens on reads these; it may show them as missing. */
const notFound = { ok: false, error: { code: 'NOT_FOUND', message: 'not found' } };
const chargeScreenAnswers = {
  historyList: notFound,
  chargesGet: notFound,
  refundsList: notFound,
  cancelsList: notFound,
  tokensGet: notFound,
};

async function openBoard(page: Page, language: 'ja' | 'en', payments = board(Date.now())) {
  const fake = setup({ openPayments: payments, answers: chargeScreenAnswers });
  const problems = await openCounter(page, renderer.url, {
    ...fake,
    settings: { ...fake.settings, language },
  });
  await page
    .getByRole('navigation')
    .getByRole('button', { name: language === 'en' ? 'Open payments' : '処理中の支払い' })
    .click();
  return { problems, payments };
}

function rows(page: Page) {
  return page.getByRole('table').getByRole('row');
}

test('the board lists what main holds open, most urgent first, with time left and age', async ({
  page,
}) => {
  const { problems } = await openBoard(page, 'en');
  await expect(page.getByRole('heading', { name: 'Open payments' })).toBeVisible();
  await expect(page.getByText('3 payments open')).toBeVisible();
  await expect(page.getByText('1 needs attention')).toBeVisible();

  const body = rows(page);
  await expect(body).toHaveCount(4);
  await expect(body.nth(1)).toContainText('Card');
  await expect(body.nth(1)).toContainText('¥12,800');
  await expect(body.nth(1)).toContainText('Authorization ends soon: capture or cancel now');
  await expect(
    body.nth(2).getByRole('button', {
      name: /^Open the charge of Bank transfer GMOあおぞらネット銀行, ¥54,000$/,
    }),
  ).toBeVisible();
  await expect(
    body.nth(3).getByRole('button', { name: /^Open the charge of Konbini 7-Eleven, ¥3,200$/ }),
  ).toBeVisible();
  await expect(body.nth(3)).toContainText('Customer to pay');
  await expect(body.nth(1).getByRole('timer', { name: 'Time left to pay or settle' })).toHaveText(
    /^2 hr 59 min$/,
  );
  await expect(body.nth(1)).toContainText('1 hour ago');
  await expect(body.nth(3)).toContainText('25 minutes ago');
  // Each payment says when its sale began; no row asks the journal.
  expect((await posCalls(page)).filter(({ method }) => method === 'journalGetOperation')).toEqual(
    [],
  );

  await page.screenshot({ path: 'test-results/screenshots/open-payments-en.png' });
  await expectNoSeriousAxeViolations(page);
  expect(problems).toEqual([]);
});

test('a payment leaves the board when main says it ended', async ({ page }) => {
  const { payments } = await openBoard(page, 'en');
  await expect(rows(page)).toHaveCount(4);
  const remaining = payments.filter(({ operationId }) => operationId !== ids.konbini);
  await page.evaluate(
    (payload) =>
      (window as unknown as { posFake: FakePosControl }).posFake.emit({
        channel: 'open-payments',
        payload,
      }),
    remaining,
  );
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByRole('table')).not.toContainText('7-Eleven');
  await expect(page.getByText('2 payments open')).toBeVisible();
});

test('the arrow keys move between payments and Enter opens one’s charge', async ({ page }) => {
  await openBoard(page, 'en');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(
    page.getByRole('button', { name: /^Open the charge of Bank transfer/ }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('navigation').getByRole('button', { name: 'Payments', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  const asked = (await posCalls(page)).filter(({ method }) => method === 'chargesGet');
  expect(asked.map(({ input }) => input)).toEqual([
    { chargeId: '8b7c6d5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e' },
  ]);
});

test('a payment’s details say what the customer was asked to do', async ({ page }) => {
  await openBoard(page, 'en');
  await page.getByRole('button', { name: /^Details of Bank transfer/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment details' });
  await expect(dialog).toContainText(
    'The customer transfers the amount to this account before the deadline.',
  );
  await expect(dialog).toContainText('1234567');
  await expect(dialog).toContainText('Exactly the amount');
  await expect(dialog).toContainText('Not checked yet');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'test-results/screenshots/open-payments-detail-en.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the board reads in Japanese', async ({ page }) => {
  const { problems } = await openBoard(page, 'ja');
  await expect(page.getByRole('heading', { name: '処理中の支払い' })).toBeVisible();
  await expect(page.getByText('処理中 3 件')).toBeVisible();
  await expect(rows(page).nth(1)).toContainText('仮売上の期限間近: 今すぐ売上確定か取消を');
  await expect(
    rows(page)
      .nth(3)
      .getByRole('button', { name: /^コンビニ セブン-イレブン ￥3,200 の課金を開く$/ }),
  ).toBeVisible();
  await expect(rows(page).nth(3)).toContainText('25 分前');
  await page.screenshot({ path: 'test-results/screenshots/open-payments-ja.png' });
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: /^コンビニ · セブン-イレブン ￥3,200 の詳細$/ }).click();
  await expect(page.getByRole('dialog', { name: '支払いの詳細' })).toContainText(
    'お客様が期限までにセブン-イレブンで支払います。',
  );
  await page.screenshot({ path: 'test-results/screenshots/open-payments-detail-ja.png' });
  expect(problems).toEqual([]);
});

/** Slips of one chain and amount, as a shop selling one product makes them, for two customers. */
function lookalikeSlips(now: number): OpenPayment[] {
  const [konbini] = board(now);
  if (konbini === undefined) throw new Error('the board has a konbini slip');
  return [
    { ...konbini, customer: { name: 'Hanako Yamada', phoneEnd: '5678' } },
    {
      ...konbini,
      operationId: '3d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a',
      chargeId: '6d5e4f3a-2b1c-4d0e-9f8a-7b6c5d4e3f2a',
      customer: { name: '佐藤 一郎', phoneEnd: '0042' },
    },
  ];
}

for (const language of ['en', 'ja'] as const) {
  const words = {
    en: {
      hanako: 'Hanako Yamada · phone ending 5678',
      ichiro: '佐藤 一郎 · phone ending 0042',
      customer: 'Customer',
    },
    ja: {
      hanako: 'Hanako Yamada · 電話番号末尾 5678',
      ichiro: '佐藤 一郎 · 電話番号末尾 0042',
      customer: 'お客様',
    },
  }[language];

  test(`slips of one amount are told apart by whom they are for (${language})`, async ({
    page,
  }) => {
    const { problems } = await openBoard(page, language, lookalikeSlips(Date.now()));
    const body = rows(page);
    await expect(body).toHaveCount(3);
    await expect(body.filter({ hasText: words.hanako })).toHaveCount(1);
    await expect(body.filter({ hasText: words.ichiro })).toHaveCount(1);
    await body
      .filter({ hasText: words.ichiro })
      .getByRole('button', { name: language === 'en' ? /^Details of/ : /の詳細$/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('definition').filter({ hasText: words.ichiro })).toBeVisible();
    await expect(dialog.getByRole('term').filter({ hasText: words.customer })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: `test-results/screenshots/open-payments-customers-${language}.png`,
    });
    expect(problems).toEqual([]);
  });
}

test('an empty board says what would appear on it', async ({ page }) => {
  await openCounter(page, renderer.url, {
    ...setup({ openPayments: [] }),
    settings: { ...setup().settings, language: 'en' },
  });
  await page.getByRole('navigation').getByRole('button', { name: 'Open payments' }).click();
  await expect(page.getByText('No payment is open.', { exact: false })).toBeVisible();
  await expect(page.getByText('0 payments open')).toBeVisible();
});
