import { expect, test, type Page } from '@playwright/test';
import type { CustomerAction, FlowProgress } from '../../../shared/flows/flow-progress';
import {
  expectNoSeriousAxeViolations,
  openCounter,
  posCalls,
  setup,
  saleProgressEmitter,
} from './counter-page';
import { serveRenderer, type ServedRenderer } from './serve-renderer';

/*
 * A bank-transfer sale at the counter with a fake window.pos: the exact input the form sends,
 * the account as main reports it (also with parts the service left out), the amount rule in
 * words, and the endings in bank-transfer words.
 */

const operationId = '2f3a4b5c-6d7e-4f8a-9b0c-1d2e3f4a5b6c';
const chargeId = '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e';
const screenshots = 'test-results/screenshots';

let renderer: ServedRenderer;

test.beforeAll(async () => {
  renderer = await serveRenderer();
});

test.afterAll(async () => {
  await renderer.close();
});

const account: Extract<CustomerAction, { type: 'bank_transfer' }> = {
  type: 'bank_transfer',
  bankName: 'GMOｱｵｿﾞﾗﾈｯﾄ',
  bankCode: '0310',
  branchName: 'ホウジン第一営業部',
  branchCode: '101',
  accountHolderName: 'ｼﾌﾞﾔﾃﾝ',
  accountNumber: '1234567',
  matchAmount: 'exact',
  expiresAt: '2025-05-08T14:59:00.000Z',
};

const emitProgress = saleProgressEmitter({
  operationId,
  kind: 'bank_transfer_sale',
  amount: 5000 as FlowProgress['amount'],
  currency: 'JPY',
  chargeId,
  abortable: true,
});

async function openBankTransferForm(page: Page, language: 'en' | 'ja' = 'en') {
  const fakeSetup = setup();
  const problems = await openCounter(page, renderer.url, {
    ...fakeSetup,
    settings: { ...fakeSetup.settings, language },
  });
  await page.keyboard.type('5000');
  await page.keyboard.press('F7');
  return problems;
}

async function startCalls(page: Page) {
  return (await posCalls(page)).filter(({ method }) => method === 'flowsStartSale');
}

test('a bank-transfer sale sends the chosen rule and period, and only those', async ({ page }) => {
  const problems = await openBankTransferForm(page);
  await page.getByLabel('Customer email').fill('hanako@example.com');
  await page.getByRole('radio', { name: 'The amount or more' }).check();
  await expect(
    page.getByText('A transfer of ¥5,000 or more is accepted; less is sent back.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Number', exact: true }).fill('7');
  await page.screenshot({ path: `${screenshots}/bank-transfer-entry-minimum-en.png` });
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('F9');

  expect(await startCalls(page)).toEqual([
    {
      method: 'flowsStartSale',
      input: {
        token: {
          payment_type: 'bank_transfer',
          email: 'hanako@example.com',
          data: { brand: 'aozora_bank', match_amount: 'minimum', expiration_period: 'P7D' },
        },
        charge: { amount: 5000, currency: 'JPY', capture: true },
      },
    },
  ]);
  expect(problems).toEqual([]);
});

test('a time of day without a period is named next to it and never sent', async ({ page }) => {
  await openBankTransferForm(page);
  await page.getByLabel('Customer email').fill('hanako@example.com');
  await page.getByRole('checkbox', { name: /Deadline at a set time of day/ }).check();
  await page.getByLabel('Time of day (Japan time)').fill('15:00');
  await page.keyboard.press('F9');
  await expect(page.getByLabel('Time of day (Japan time)')).toHaveAccessibleDescription(
    /A set time of day needs a time to transfer\. Enter one above\./,
  );
  expect(await startCalls(page)).toEqual([]);
});

test('the account shows large with its codes, the rule and the deadline', async ({ page }) => {
  await openBankTransferForm(page, 'ja');
  await page.getByLabel('お客様のメールアドレス').fill('hanako@example.com');
  await page.keyboard.press('F9');
  await emitProgress(page, 'awaiting_customer', { chargeStatus: 'awaiting', action: account });

  await expect(page.getByRole('heading', { name: 'お振込先' })).toBeVisible();
  await expect(page.getByText('GMOあおぞらネット銀行（0310）')).toBeVisible();
  await expect(page.getByText('ホウジン第一営業部（101）')).toBeVisible();
  await expect(page.getByText('普通', { exact: true })).toBeVisible();
  await expect(page.getByText('シブヤテン', { exact: true })).toBeVisible();
  await expect(page.getByText('1234567', { exact: true })).toBeVisible();
  await expect(page.getByText('ちょうど￥5,000の振込だけを受け付けます。')).toBeVisible();
  await expect(page.getByText(/2025年5月8日\(木\) 23:59 JST/)).toBeVisible();
  await page.screenshot({
    path: `${screenshots}/bank-transfer-account-fake-ja.png`,
    fullPage: true,
  });
  await expectNoSeriousAxeViolations(page);
});

test('parts of the account the service left out say so, and no rule means the store’s', async ({
  page,
}) => {
  await openBankTransferForm(page);
  await page.getByLabel('Customer email').fill('hanako@example.com');
  await page.keyboard.press('F9');
  await emitProgress(page, 'awaiting_customer', {
    chargeStatus: 'awaiting',
    action: { ...account, branchName: null, branchCode: null, matchAmount: null },
  });
  await expect(page.getByText('Not given by the service')).toBeVisible();
  await expect(page.getByText('GMO Aozora Net Bank (0310)')).toBeVisible();
  await expect(page.getByText('Ordinary', { exact: true })).toBeVisible();
  await expect(page.getByText('シブヤテン', { exact: true })).toBeVisible();
  await expect(
    page.getByText('The rule set for the store or the merchant at the service applies.'),
  ).toBeVisible();
});

test('a transfer that arrived reads in bank-transfer words', async ({ page }) => {
  await openBankTransferForm(page);
  await page.getByLabel('Customer email').fill('hanako@example.com');
  await page.keyboard.press('F9');
  await emitProgress(page, 'awaiting_customer', { chargeStatus: 'awaiting', action: account });
  await emitProgress(page, 'succeeded', { chargeStatus: 'successful' });
  await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible();
  await expect(page.getByText('The transfer arrived. The sale is complete.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
