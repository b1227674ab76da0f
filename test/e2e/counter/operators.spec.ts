import { expect, test } from './counter-fixture';

/*
 * Operators at the real counter, through the browser host to the core: a shop starts using
 * them in Settings by creating the first manager, who is then named in the header; signing
 * out brings the PIN pad, where a wrong PIN typed on the keyboard is refused in words and
 * the right one, tapped on the pad's keys, signs in. In both languages.
 */

const text = {
  en: {
    nav: 'Settings',
    start: 'Use operators',
    name: 'Name',
    pin: 'PIN (4 to 8 digits)',
    create: 'Create manager',
    manager: 'Sato · Manager',
    signOut: 'Sign out',
    signIn: 'Sign in',
    pinPad: 'PIN',
    keypad: 'PIN pad',
    wrongPin: 'This is not the PIN of this operator. Try again.',
  },
  ja: {
    nav: '設定',
    start: '担当者を使う',
    name: '名前',
    pin: '暗証番号（4〜8桁）',
    create: '責任者を登録',
    manager: 'Sato · 責任者',
    signOut: 'サインアウト',
    signIn: 'サインイン',
    pinPad: '暗証番号',
    keypad: '暗証番号の入力キー',
    wrongPin: 'この担当者の暗証番号ではありません。もう一度入力してください。',
  },
} as const;

for (const language of ['en', 'ja'] as const) {
  test(`the first manager signs out and back in on the PIN pad (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const words = text[language];
    await counter.switchLanguage(language);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: words.signOut })).toHaveCount(0);

    await page.getByRole('navigation').getByRole('button', { name: words.nav }).click();
    await page.getByRole('button', { name: words.start }).click();
    await page.getByLabel(words.name, { exact: true }).fill('Sato');
    await page.getByLabel(words.pin).fill('2468');
    await page.getByRole('button', { name: words.create }).click();
    await expect(header.getByText(words.manager)).toBeVisible();
    await counter.screenshot('operators-settings');
    await counter.expectAccessible();

    await header.getByRole('button', { name: words.signOut }).click();
    await expect(page.getByRole('heading', { name: words.signIn })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    const pin = page.getByLabel(words.pinPad, { exact: true });
    await expect(pin).toBeFocused();

    await page.keyboard.type('1357');
    await page.keyboard.press('Enter');
    await expect(page.getByText(words.wrongPin)).toBeVisible();
    await expect(pin).toHaveValue('');
    await expect(pin).toBeFocused();
    await counter.screenshot('operators-wrong-pin');
    await counter.expectAccessible();

    const keypad = page.getByRole('group', { name: words.keypad });
    for (const digit of '2468') {
      await keypad.getByRole('button', { name: digit, exact: true }).click();
    }
    await expect(pin).toHaveValue('2468');
    // A tap keeps the focus in the PIN field, so Enter signs in.
    await page.keyboard.press('Enter');
    await expect(header.getByText(words.manager)).toBeVisible();
    await expect(page.getByRole('heading', { name: words.signIn })).toHaveCount(0);
    await expect(page.getByRole('navigation')).toBeVisible();
  });
}
