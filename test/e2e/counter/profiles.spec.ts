import { randomBytes } from 'node:crypto';
import type { IpcResult } from '../../../shared/ipc/ipc-result';
import type { ProfileSummary } from '../../../shared/profiles';
import { makeJwt, storeId, storeTokenClaims } from '../../unit/main/credentials/app-token-fixture';
import { expect, test } from './counter-fixture';

/*
 * The store profiles screen at the real counter, through the browser host to the core: a
 * profile added with credentials the training simulator does not know fails its connection
 * test with a clear message, and the secret and token, masked while typed and cleared once
 * saved, never come back in the page, an IPC answer or an event. In both languages.
 */

const text = {
  en: {
    nav: 'Stores',
    training: 'Training store',
    inUse: 'In use',
    name: 'Profile name',
    storeId: 'Store ID',
    baseUrl: 'Service address',
    currency: 'Store currency',
    secret: 'App token secret',
    jwt: 'App token (JWT)',
    save: 'Save the profile',
    badCurrency: '“YEN” is not an ISO 4217 currency code. The codes accepted: AED, AFN,',
    saved: 'Profile Ginza Test saved.',
    test: 'Test connection',
    refused: 'The service answered but did not accept the credentials.',
  },
  ja: {
    nav: '店舗',
    training: 'トレーニング店舗',
    inUse: '使用中',
    name: 'プロファイル名',
    storeId: '店舗ID',
    baseUrl: 'サービスのアドレス',
    currency: '店舗の通貨',
    secret: 'アプリトークンのシークレット',
    jwt: 'アプリトークン（JWT）',
    save: 'プロファイルを保存',
    badCurrency: '「YEN」はISO 4217の通貨コードではありません。使えるコード: AED, AFN,',
    saved: 'プロファイル「Ginza Test」を保存しました。',
    test: '接続テスト',
    refused: '決済サービスは応答しましたが、認証情報を受け付けませんでした。',
  },
} as const;

for (const language of ['en', 'ja'] as const) {
  test(`a profile with credentials the service does not know fails its test in words and never shows the secret (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const words = text[language];
    await counter.switchLanguage(language);
    await page.getByRole('navigation').getByRole('button', { name: words.nav }).click();
    const trainingCard = page.getByRole('listitem').filter({ hasText: words.training });
    await expect(trainingCard).toContainText(words.inUse);

    // The training simulator answers at this address, but knows nothing of these credentials.
    const listed = (await counter.core.dispatch('profiles:list', {})) as IpcResult<
      ProfileSummary[]
    >;
    if (!listed.ok) throw new Error(listed.error.code);
    const simulator = listed.data.find((profile) => profile.training)?.baseUrl ?? '';
    const secret = `Sekrit-${randomBytes(12).toString('hex')}`;
    const jwt = makeJwt(storeTokenClaims());

    // A real store's service answers at the production address, so the form starts there.
    await expect(page.getByLabel(words.baseUrl)).toHaveValue('https://api.univapay.com');
    await page.getByLabel(words.name).fill('Ginza Test');
    await page.getByLabel(words.storeId).fill(storeId);
    await page.getByLabel(words.baseUrl).fill(simulator);
    await page.getByLabel(words.currency).fill('YEN');
    await page.getByLabel(words.secret).fill(secret);
    await page.getByLabel(words.jwt).fill(jwt);
    await expect(page.getByLabel(words.secret)).toHaveAttribute('type', 'password');
    await expect(page.getByLabel(words.jwt)).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: words.save }).click();
    await expect(page.getByLabel(words.currency)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(words.currency)).toHaveAccessibleDescription(
      new RegExp(`${words.badCurrency}.* JPY, .* USD, .*ZWG`),
    );

    await page.getByLabel(words.currency).fill('JPY');
    await page.getByRole('button', { name: words.save }).click();
    await expect(page.getByText(words.saved, { exact: false })).toBeVisible();
    await expect(page.getByLabel(words.secret)).toHaveValue('');
    await expect(page.getByLabel(words.jwt)).toHaveValue('');

    const card = page.getByRole('listitem').filter({ hasText: 'Ginza Test' });
    await card.getByRole('button', { name: words.test }).click();
    await expect(card.getByRole('status')).toContainText(words.refused);
    await counter.screenshot('profiles');
    await counter.expectAccessible();

    const signature = jwt.split('.')[2] ?? jwt;
    const html = await page.content();
    expect(html).not.toContain(secret);
    expect(html).not.toContain(signature);
    for (const body of await counter.ipcSeen()) {
      expect(body).not.toContain(secret);
      expect(body).not.toContain(signature);
    }
  });
}

const limitsText = {
  en: {
    change: 'Change sale limits',
    dialog: 'Sale limits of Ginza Test',
    maximum: 'Largest sale',
    confirm: 'Confirm sales above',
    save: 'Save the limits',
    aboveMaximum: 'This must not be more than the largest sale.',
    done: 'The sale limits of Ginza Test were saved.',
    shown: ['¥2,000,000', '¥300,000'],
  },
  ja: {
    change: '販売の上限を変更',
    dialog: '「Ginza Test」の販売の上限',
    maximum: '1回の販売の上限',
    confirm: '確認が必要な金額',
    save: '上限を保存',
    aboveMaximum: '1回の販売の上限以下にしてください。',
    done: '「Ginza Test」の販売の上限を保存しました。',
    shown: ['￥2,000,000', '￥300,000'],
  },
} as const;

for (const language of ['en', 'ja'] as const) {
  test(`a saved store's sale limits are changed on the Stores screen and audited (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const words = { ...text[language], ...limitsText[language] };
    const listed = (await counter.core.dispatch('profiles:list', {})) as IpcResult<
      ProfileSummary[]
    >;
    if (!listed.ok) throw new Error(listed.error.code);
    const saved = (await counter.core.dispatch('profiles:save', {
      profile: {
        name: 'Ginza Test',
        storeId,
        mode: 'test',
        baseUrl: listed.data.find((profile) => profile.training)?.baseUrl ?? '',
        currency: 'JPY',
      },
      credentials: {
        secret: `Sekrit-${randomBytes(12).toString('hex')}`,
        jwt: makeJwt(storeTokenClaims()),
      },
    })) as IpcResult<ProfileSummary>;
    if (!saved.ok) throw new Error(saved.error.code);
    await counter.switchLanguage(language);
    await page.getByRole('navigation').getByRole('button', { name: words.nav }).click();

    const card = page.getByRole('listitem').filter({ hasText: 'Ginza Test' });
    await card.getByRole('button', { name: words.change }).click();
    const dialog = page.getByRole('dialog', { name: words.dialog });
    await dialog.getByLabel(words.maximum).fill('2,000,000');
    await dialog.getByLabel(words.confirm).fill('3000000');
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(dialog.getByLabel(words.confirm)).toHaveAccessibleDescription(
      new RegExp(words.aboveMaximum),
    );
    await counter.screenshot('profiles-sale-limits');
    await dialog.getByLabel(words.confirm).fill('300000');
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(page.getByText(words.done)).toBeVisible();
    for (const amount of words.shown) await expect(card).toContainText(amount);

    const trail = (await counter.core.dispatch('audit:export', {
      format: 'jsonl',
    })) as IpcResult<string>;
    if (!trail.ok) throw new Error(trail.error.code);
    expect(trail.data).toContain(
      `"details":{"currency":"JPY","from":null,"profileId":"${saved.data.id}","to":{"confirmAbove":300000,"maximum":2000000}}`,
    );
  });
}

const removeText = {
  en: {
    remove: 'Remove',
    dialog: 'Remove Ginza Test?',
    keep: 'Cancel',
    confirm: 'Yes, remove it',
    done: 'Profile Ginza Test removed.',
  },
  ja: {
    remove: '削除',
    dialog: '「Ginza Test」を削除しますか？',
    keep: 'キャンセル',
    confirm: '削除する',
    done: 'プロファイル「Ginza Test」を削除しました。',
  },
} as const;

for (const language of ['en', 'ja'] as const) {
  test(`removing a profile opens on Cancel, so Enter keeps it and only its own button removes it (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const words = { ...text[language], ...removeText[language] };
    await counter.saveMerchantProfile('Ginza Test');
    await counter.switchLanguage(language);
    await page.getByRole('navigation').getByRole('button', { name: words.nav }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'Ginza Test' });

    await card.getByRole('button', { name: words.remove, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: words.dialog });
    await expect(dialog.getByRole('button', { name: words.keep })).toBeFocused();
    await expect(dialog.getByRole('button', { name: words.keep })).toHaveClass(/button--secondary/);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: words.remove, exact: true }).click();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: words.confirm })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(words.done)).toBeVisible();
    await expect(card).toHaveCount(0);
  });
}
