import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, openCounter, setup } from './counter-page';
import { serveRenderer, type ServedRenderer } from './serve-renderer';

/*
 * The back office's history with a fake window.pos answering items a newer service might
 * send: a payment type, brand, type and status this version does not know. Each shows as the
 * service sent it, beside an ordinary row, and the table stays usable.
 */

let renderer: ServedRenderer;

test.beforeAll(async () => {
  renderer = await serveRenderer();
});

test.afterAll(async () => {
  await renderer.close();
});

const storeId = '7f3c0d4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f';

const known = {
  store_id: storeId,
  resource_id: '3a4b5c6d-7e8f-4a9b-8c0d-000000000101',
  charge_id: '3a4b5c6d-7e8f-4a9b-8c0d-000000000101',
  amount: 1500,
  currency: 'JPY',
  amount_formatted: 1500,
  type: 'charge',
  status: 'successful',
  created_on: '2025-05-01T01:00:00.000Z',
  mode: 'test',
  payment_type: 'card',
  user_data: { brand: 'visa', refunds: [] },
};

/** Values no version of Counter knows yet, as a newer service could send them. */
const unknownCharge = {
  ...known,
  resource_id: '3a4b5c6d-7e8f-4a9b-8c0d-000000000102',
  charge_id: '3a4b5c6d-7e8f-4a9b-8c0d-000000000102',
  amount: 2500,
  amount_formatted: 2500,
  created_on: '2025-05-01T02:00:00.000Z',
  payment_type: 'carrier_billing',
  user_data: { brand: 'docomo_barai', refunds: [] },
};
const unknownKind = {
  ...known,
  resource_id: '3a4b5c6d-7e8f-4a9b-8c0d-000000000103',
  charge_id: '3a4b5c6d-7e8f-4a9b-8c0d-000000000103',
  amount: 3500,
  amount_formatted: 3500,
  created_on: '2025-05-01T03:00:00.000Z',
  type: 'payout',
  status: 'on_hold',
};

for (const language of ['en', 'ja'] as const) {
  test(`a history item of an unknown payment type, brand, type or status shows as sent (${language})`, async ({
    page,
  }) => {
    const problems = await openCounter(
      page,
      renderer.url,
      setup({
        settings: { ...setup().settings, language },
        answers: {
          historyList: {
            ok: true,
            data: { items: [unknownKind, unknownCharge, known], has_more: false },
          },
        },
      }),
    );
    const names = {
      en: {
        screen: 'Back office',
        list: 'Transaction history',
        shown: '3 rows shown',
        amount: '¥2,500',
        card: 'Card · Visa',
      },
      ja: {
        screen: 'バックオフィス',
        list: '取引履歴',
        shown: '3 行を表示中',
        amount: '￥2,500',
        card: 'カード · Visa',
      },
    }[language];
    await page
      .getByRole('navigation')
      .getByRole('button', { name: new RegExp(names.screen) })
      .click();
    await page.keyboard.press('F2');
    await expect(page.getByRole('status').filter({ hasText: names.shown })).toBeVisible();
    const rows = page.getByRole('list', { name: names.list }).getByRole('button');
    await expect(rows).toHaveCount(3);
    // Newest first: the unknown type and status, then the unknown method and brand.
    await expect(rows.nth(0)).toContainText('payout');
    await expect(rows.nth(0)).toContainText('on_hold');
    await expect(rows.nth(1)).toContainText('carrier_billing · docomo_barai');
    await expect(rows.nth(1)).toContainText(names.amount);
    await expect(rows.nth(2)).toContainText(names.card);
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
  });
}
