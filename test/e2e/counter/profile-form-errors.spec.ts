import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { IpcResult } from '../../../shared/ipc/ipc-result';
import type { ProfileSummary } from '../../../shared/profiles';
import { makeJwt, storeId, storeTokenClaims } from '../../unit/main/credentials/app-token-fixture';
import { expect, test, type CounterHarness } from './counter-fixture';

/*
 * The store-profile form's errors at the real counter, through the browser host to the core:
 * every field's error at once on Save, each under its own field (the token's once appeared
 * under Mode): the form's own checks, all shown on one Save, and main's refusal of the token,
 * under the token and not under Mode. In both languages.
 */

const text = {
  en: {
    nav: 'Stores',
    name: 'Profile name',
    storeId: 'Store ID',
    mode: 'Mode',
    baseUrl: 'Service address',
    currency: 'Store currency',
    secret: 'App token secret',
    jwt: 'App token (JWT)',
    save: 'Save the profile',
    required: 'Enter a value here.',
    invalidId: 'This is not a valid ID.',
    invalidFormat: 'This is not in the expected format.',
    badCurrency: '“YEN” is not an ISO 4217 currency code.',
    notStoreToken: 'This is not a store app token.',
    nameCount: (count: number) => `${count}/100`,
    nameTooLong: '1 character too many: at most 100. Shorten it.',
  },
  ja: {
    nav: '店舗',
    name: 'プロファイル名',
    storeId: '店舗ID',
    mode: 'モード',
    baseUrl: 'サービスのアドレス',
    currency: '店舗の通貨',
    secret: 'アプリトークンのシークレット',
    jwt: 'アプリトークン（JWT）',
    save: 'プロファイルを保存',
    required: '入力してください。',
    invalidId: 'IDの形式が正しくありません。',
    invalidFormat: '形式が正しくありません。',
    badCurrency: '「YEN」はISO 4217の通貨コードではありません。',
    notStoreToken: '店舗用のアプリトークンではありません。',
    nameCount: (count: number) => `${count}/100 文字`,
    nameTooLong: '1 文字多すぎます。100 文字以内に短くしてください。',
  },
} as const;

/**
 * The control is marked invalid, and the error it is described by says `message` and sits
 * under it, inside its own field.
 */
async function expectErrorUnder(page: Page, control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const id = await control.getAttribute('id');
  const error = page.locator(`[id="${id}-error"]`);
  await expect(error).toContainText(message);
  await expect(control.locator('xpath=ancestor::div[contains(@class,"field")][1]')).toContainText(
    message,
  );
  const [controlBox, errorBox] = await Promise.all([control.boundingBox(), error.boundingBox()]);
  expect(controlBox).not.toBeNull();
  expect(errorBox?.y).toBeGreaterThanOrEqual((controlBox?.y ?? 0) + (controlBox?.height ?? 0));
}

/** The Mode choice shows no error of its own. */
async function expectModeClear(page: Page, mode: string) {
  const group = page.getByRole('group', { name: mode });
  await expect(group.locator('.field__error')).toHaveCount(0);
  for (const radio of await group.getByRole('radio').all()) {
    await expect(radio).not.toHaveAttribute('aria-invalid', 'true');
  }
}

async function savedProfiles(counter: CounterHarness): Promise<ProfileSummary[]> {
  const listed = (await counter.core.dispatch('profiles:list', {})) as IpcResult<ProfileSummary[]>;
  if (!listed.ok) throw new Error(listed.error.code);
  return listed.data;
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`one Save shows every field's error at once, each under its own field (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await page.getByRole('navigation').getByRole('button', { name: words.nav }).click();

    // The name and the token are left empty; every other field holds a mistake.
    await page.getByLabel(words.storeId).fill('store-1');
    await page.getByLabel(words.baseUrl).fill('http//api');
    await page.getByLabel(words.currency).fill('YEN');
    await page.getByLabel(words.secret).fill('a.b');
    await page.getByRole('button', { name: words.save }).click();

    for (const [label, message] of [
      [words.name, words.required],
      [words.storeId, words.invalidId],
      [words.baseUrl, words.invalidFormat],
      [words.currency, words.badCurrency],
      [words.secret, words.invalidFormat],
      [words.jwt, words.invalidFormat],
    ] as const) {
      await expectErrorUnder(page, page.getByLabel(label, { exact: true }), message);
    }
    await expectModeClear(page, words.mode);
    await counter.screenshot('profiles-errors');
    await counter.expectAccessible();
    expect((await savedProfiles(counter)).map(({ training }) => training)).toEqual([true]);
  });

  test(`main's refusal of the token shows under the token, not under Mode (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const simulator = (await savedProfiles(counter))[0]?.baseUrl ?? '';
    await counter.switchLanguage(language);
    await page.getByRole('navigation').getByRole('button', { name: words.nav }).click();

    // A token whose `mode` claim is neither test nor live: main refuses it naming the claim
    // `mode`, which is the token's and not the form's Mode.
    await page.getByLabel(words.name).fill('Ginza Test');
    await page.getByLabel(words.storeId).fill(storeId);
    await page.getByLabel(words.baseUrl).fill(simulator);
    await page.getByLabel(words.currency).fill('JPY');
    await page.getByLabel(words.secret).fill(`Sekrit-${randomBytes(12).toString('hex')}`);
    await page.getByLabel(words.jwt).fill(makeJwt({ ...storeTokenClaims(), mode: 'staging' }));
    await page.getByRole('button', { name: words.save }).click();

    await expectErrorUnder(page, page.getByLabel(words.jwt, { exact: true }), words.notStoreToken);
    await expectModeClear(page, words.mode);
    expect((await savedProfiles(counter)).map(({ training }) => training)).toEqual([true]);
  });

  test(`the profile name counts towards its limit in characters, cut off nowhere (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await page.getByRole('navigation').getByRole('button', { name: words.nav }).click();
    const name = page.getByLabel(words.name, { exact: true });

    // A rare kanji counts once, as the service's counter on screen says: 90 of 100.
    await name.fill('𠮷'.repeat(90));
    await expect(name).toHaveAccessibleDescription(new RegExp(words.nameCount(90)));
    await name.fill('𠮷'.repeat(101));
    await expect(name).toHaveValue('𠮷'.repeat(101));
    await page.getByRole('button', { name: words.save }).click();
    await expectErrorUnder(page, name, words.nameTooLong);
    expect((await savedProfiles(counter)).map(({ training }) => training)).toEqual([true]);
  });
}
