import { expect, test, type Page } from '@playwright/test';
import type { ProfileSummary } from '../../../shared/profiles';
import {
  expectNoSeriousAxeViolations,
  openCounter,
  posCalls,
  setup,
  shibuya,
} from './counter-page';
import type { FakePosSetup } from './fake-pos';
import { serveRenderer, type ServedRenderer } from './serve-renderer';

/*
 * The store profiles screen with a fake window.pos: each field checked with the contract's
 * schemas and nothing rejected sent; main's refusal shown under the field it concerns; the
 * secret and token sent once and gone from the screen after; a connection test and a removal
 * in words. Screenshots in both languages.
 */

let renderer: ServedRenderer;

test.beforeAll(async () => {
  renderer = await serveRenderer();
});

test.afterAll(async () => {
  await renderer.close();
});

const ok = (data: unknown) => ({ ok: true, data });
const refusal = (code: string, fields?: { field: string; reason: string }[]) => ({
  ok: false,
  error: { code, message: code, ...(fields && { fields }) },
});

const ginza: ProfileSummary = {
  ...shibuya,
  id: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f',
  name: 'Ginza',
  currency: 'USD',
  hasCredentials: false,
  token: null,
};

const secret = 'Sekrit-d41d8cd98f00b204';
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhcHBfdG9rZW4ifQ.U2lnbmF0dXJlUGFydA';

async function openProfiles(page: Page, language: 'ja' | 'en', answers: FakePosSetup['answers']) {
  const base = setup();
  const problems = await openCounter(page, renderer.url, {
    ...base,
    settings: { ...base.settings, language },
    answers: { profilesList: ok([shibuya, ginza]), ...answers },
  });
  await page
    .getByRole('navigation')
    .getByRole('button', { name: language === 'en' ? 'Stores' : '店舗', exact: true })
    .click();
  return problems;
}

const callsTo = (page: Page, method: string) =>
  posCalls(page).then((calls) => calls.filter((call) => call.method === method));

async function fillProfile(page: Page) {
  await page.getByLabel('Profile name').fill('Ginza Annex');
  await page.getByLabel('Store ID').fill(shibuya.storeId);
  await page.getByLabel('Service address').fill('https://api.example.com');
  await page.getByLabel('App token secret').fill(secret);
  await page.getByLabel('App token (JWT)').fill(jwt);
}

test('each field names its mistake and nothing rejected is sent', async ({ page }) => {
  const problems = await openProfiles(page, 'en', {});
  await expect(page.getByRole('listitem').filter({ hasText: 'Shibuya Flagship' })).toContainText(
    'In use',
  );
  await page.getByLabel('Store ID').fill('store-1');
  await page.getByLabel('Service address').fill('http//api');
  await page.getByLabel('Store currency').fill('');
  await page.getByLabel('App token secret').fill('a.b');
  await page.getByRole('button', { name: 'Save the profile' }).click();
  for (const [label, message] of [
    ['Profile name', 'Enter a value here.'],
    ['Store ID', 'This is not a valid ID.'],
    ['Service address', 'This is not in the expected format.'],
    ['Store currency', 'This currency is not accepted.'],
    ['App token secret', 'This is not in the expected format.'],
    ['App token (JWT)', 'This is not in the expected format.'],
  ] as const) {
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(
      new RegExp(message.replace('.', '\\.')),
    );
  }
  expect(await callsTo(page, 'profilesSave')).toEqual([]);
  await page.screenshot({
    path: 'test-results/screenshots/profiles-errors-en.png',
    fullPage: true,
  });
  await expectNoSeriousAxeViolations(page);
  expect(problems).toEqual([]);
});

test('main’s refusal shows under its field; once saved, the secret and token are gone', async ({
  page,
}) => {
  await openProfiles(page, 'en', {
    profilesSave: refusal('STORE_ID_MISMATCH', [
      { field: 'storeId', reason: 'DEPENDS_ON_OTHER_FIELD' },
    ]),
  });
  await fillProfile(page);
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByLabel('Store ID')).toHaveAccessibleDescription(
    /This app token belongs to another store/,
  );

  const saved = { ...ginza, id: 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f7a', name: 'Ginza Annex' };
  await page.evaluate(
    (answer) =>
      (
        window as unknown as { posFake: { setAnswer: (m: string, r: unknown) => void } }
      ).posFake.setAnswer('profilesSave', answer),
    ok(saved),
  );
  await page.getByLabel('Profile name').fill('Ginza Annex');
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByText('Profile Ginza Annex saved.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('App token secret')).toHaveValue('');
  await expect(page.getByLabel('App token (JWT)')).toHaveValue('');
  await expect(page.getByRole('listitem').filter({ hasText: 'Ginza Annex' })).toBeVisible();
  const sent = (await callsTo(page, 'profilesSave')).map(({ input }) => input);
  expect(sent.at(-1)).toEqual({
    profile: {
      name: 'Ginza Annex',
      storeId: shibuya.storeId,
      mode: 'test',
      baseUrl: 'https://api.example.com',
      currency: 'JPY',
    },
    credentials: { secret, jwt },
  });
  expect(await page.content()).not.toContain(secret);
});

test('a connection test and a removal are said in words, in Japanese', async ({ page }) => {
  const problems = await openProfiles(page, 'ja', {
    profilesTest: ok({
      reachable: false,
      authenticated: false,
      failure: { step: 'heartbeat', code: 'HOST_NOT_FOUND' },
    }),
    profilesRemove: ok(null),
  });
  const card = page.getByRole('listitem').filter({ hasText: 'Ginza' });
  await card.getByRole('button', { name: '接続テスト' }).click();
  await expect(card.getByRole('status')).toContainText('決済サービスに接続できませんでした。');
  await page.screenshot({ path: 'test-results/screenshots/profiles-fake-ja.png', fullPage: true });
  await expectNoSeriousAxeViolations(page);

  await card.getByRole('button', { name: '削除' }).click();
  const dialog = page.getByRole('dialog', { name: '「Ginza」を削除しますか？' });
  await dialog.getByRole('button', { name: '削除する' }).click();
  await expect(page.getByText('プロファイル「Ginza」を削除しました。')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await callsTo(page, 'profilesRemove')).map(({ input }) => input)).toEqual([
    { profileId: ginza.id },
  ]);
  expect(problems).toEqual([]);
});

for (const [language, select, says] of [
  [
    'en',
    'Use this profile',
    'This browser version of Counter runs training only: it cannot add, test or use a real store.',
  ],
  [
    'ja',
    'このプロファイルを使う',
    'このブラウザ版のCounterはトレーニング専用のため、実店舗の追加・テスト・利用はできません。',
  ],
] as const) {
  test(`a real store the browser host refuses says why, in words (${language})`, async ({
    page,
  }) => {
    const problems = await openProfiles(page, language, {
      profilesSelectActive: refusal('REAL_STORES_NOT_ALLOWED'),
    });
    const card = page.getByRole('listitem').filter({ hasText: 'Ginza' });
    await card.getByRole('button', { name: select }).click();
    await expect(page.getByText(says)).toBeVisible();
    expect(await callsTo(page, 'profilesSelectActive')).toEqual([
      { method: 'profilesSelectActive', input: { profileId: ginza.id } },
    ]);
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
  });
}
