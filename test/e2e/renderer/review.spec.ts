import { expect, test, type Page } from '@playwright/test';
import type { OperationSummary } from '../../../shared/ipc/ipc-payloads';
import { expectNoSeriousAxeViolations, openCounter, posCalls, setup } from './counter-page';
import type { FakePosSetup } from './fake-pos';
import { serveRenderer, type ServedRenderer } from './serve-renderer';

/*
 * The review screen with a fake window.pos: the operations main holds for a person, what the
 * service says about each, and the clerk's resolution, which must name an outcome and moves
 * no money. Screenshots in both languages.
 */

let renderer: ServedRenderer;

test.beforeAll(async () => {
  renderer = await serveRenderer();
});

test.afterAll(async () => {
  await renderer.close();
});

const storeId = '7f3c0d4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f';
const chargeId = '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f';

function inReview(id: string, extra: Partial<OperationSummary>): OperationSummary {
  return {
    id,
    kind: 'card_sale',
    profileId: 'b1a2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    storeId,
    mode: 'test',
    training: false,
    state: 'needs_review',
    terminal: false,
    review: { reason: 'outcome_unknown', since: '2025-05-01T10:00:00.000Z' },
    resolution: null,
    createdAt: '2025-05-01T09:59:00.000Z',
    updatedAt: '2025-05-01T10:00:00.000Z',
    ...extra,
  };
}

const sale = inReview('0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a', {
  amount: 4800 as OperationSummary['amount'],
  currency: 'JPY',
  chargeId,
});
const refund = inReview('1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b', {
  kind: 'refund',
  amount: 1200 as OperationSummary['amount'],
  currency: 'JPY',
  review: { reason: 'idempotency_window_passed', since: '2025-05-02T08:00:00.000Z' },
});

function reviewSetup(language: 'ja' | 'en'): FakePosSetup {
  const base = setup();
  return {
    ...base,
    settings: { ...base.settings, language },
    review: [sale, refund],
    answers: {
      chargesGet: { ok: true, data: { id: chargeId, status: 'successful' } },
      journalResolveReview: {
        ok: true,
        data: { ...sale, state: 'succeeded', terminal: true, review: null },
      },
    },
  };
}

async function openReview(page: Page, language: 'ja' | 'en') {
  const problems = await openCounter(page, renderer.url, reviewSetup(language));
  await page
    .getByRole('banner')
    .getByRole('button', { name: language === 'en' ? /To review/ : /要確認/ })
    .click();
  return problems;
}

test('the review badge opens the list of operations waiting for a person, each explained', async ({
  page,
}) => {
  const problems = await openReview(page, 'en');
  await expect(page.getByRole('heading', { name: 'Operations to review' })).toBeVisible();
  const items = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(items).toHaveCount(2);
  const saleItem = items.filter({ hasText: 'Card sale' });
  await expect(saleItem).toContainText('¥4,800');
  await expect(saleItem).toContainText('its answer never arrived');
  await expect(saleItem).toContainText(chargeId);
  const refundItem = items.filter({ hasText: 'Refund' });
  await expect(refundItem).toContainText('more than 24 hours ago');
  await expect(refundItem).toContainText('There is no charge to look up');
  await page.screenshot({ path: 'test-results/screenshots/review-en.png', fullPage: true });
  await expectNoSeriousAxeViolations(page);
  expect(problems).toEqual([]);
});

test('checking at the service reads the charge and suggests the outcome it shows', async ({
  page,
}) => {
  const problems = await openReview(page, 'en');
  await page.getByRole('button', { name: 'Check at the service' }).click();
  await expect(page.getByText('The service says the charge is paid.')).toBeVisible();
  await expect(page.getByText('That reads as: It went through.')).toBeVisible();
  const calls = await posCalls(page);
  expect(calls.filter(({ method }) => method === 'chargesGet')).toEqual([
    { method: 'chargesGet', input: { chargeId } },
  ]);
  expect(problems).toEqual([]);
});

test('recording an outcome needs a choice, then sends it with the trimmed note', async ({
  page,
}) => {
  const problems = await openReview(page, 'en');
  const saleItem = page.getByRole('listitem').filter({ hasText: 'Card sale' });
  await saleItem.getByRole('button', { name: 'Record the outcome…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record what happened' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog.getByText('Enter a value here.')).toBeVisible();
  expect((await posCalls(page)).some(({ method }) => method === 'journalResolveReview')).toBe(
    false,
  );
  await expectNoSeriousAxeViolations(page);

  await dialog.getByRole('radio', { name: 'It did not go through' }).check();
  await dialog.getByLabel('Note (optional)').fill('  No charge on the dashboard. ');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toContainText(
    'Recorded: Card sale, It did not go through.',
  );
  const resolutions = (await posCalls(page)).filter(
    ({ method }) => method === 'journalResolveReview',
  );
  expect(resolutions).toEqual([
    {
      method: 'journalResolveReview',
      input: { operationId: sale.id, outcome: 'failed', note: 'No charge on the dashboard.' },
    },
  ]);
  expect(problems).toEqual([]);
});

test('the review screen reads in Japanese', async ({ page }) => {
  const problems = await openReview(page, 'ja');
  await expect(page.getByRole('heading', { name: '要確認の操作' })).toBeVisible();
  await expect(page.getByText(/4,800/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/review-ja.png', fullPage: true });
  await expectNoSeriousAxeViolations(page);
  expect(problems).toEqual([]);
});

for (const [language, named, removed] of [
  [
    'en',
    '3 operations of the store profile “Ginza shop” also wait. Switch to that profile on the Stores screen to review them.',
    '1 operation of a store profile that was removed also waits.',
  ],
  [
    'ja',
    '店舗プロファイル「Ginza shop」の操作も3件、確認を待っています。',
    '削除された店舗プロファイルの操作も1件、確認を待っています。',
  ],
] as const) {
  test(`other profiles' operations are counted with the profile to switch to, not listed (${language})`, async ({
    page,
  }) => {
    const problems = await openCounter(page, renderer.url, {
      ...reviewSetup(language),
      review: [],
      reviewElsewhere: [
        { profileId: 'c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f', profileName: 'Ginza shop', count: 3 },
        { profileId: 'd3e4f5a6-b7c8-4d9e-8f0a-2b3c4d5e6f7a', profileName: null, count: 1 },
      ],
    });
    await page
      .getByRole('banner')
      .getByRole('button', { name: language === 'en' ? /To review/ : /要確認/ })
      .click();
    await expect(page.getByText(named)).toBeVisible();
    await expect(page.getByText(removed)).toBeVisible();
    await expect(
      page.getByText(
        language === 'en'
          ? 'Nothing to review for this store profile.'
          : 'この店舗プロファイルで確認が必要な操作はありません。',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Record the outcome|結果を記録/ })).toHaveCount(
      0,
    );
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
  });
}
