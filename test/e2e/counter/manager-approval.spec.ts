import { expect, test } from './counter-fixture';

/*
 * A manager's approval at the real counter, through the browser host to the core: a cashier
 * signed in changes a printing setting, main holds it, and the counter asks for a manager's
 * PIN on the spot. Dismissed, the change is refused in words; approved, it is saved with the
 * cashier still signed in. In both languages.
 */

const text = {
  en: {
    nav: 'Settings',
    start: 'Use operators',
    name: 'Name',
    pin: 'PIN (4 to 8 digits)',
    create: 'Create manager',
    manager: 'Sato · Manager',
    list: 'Operators of this till',
    add: 'Add operator',
    signOut: 'Sign out',
    operator: 'Operator',
    cashier: 'Aiko (Cashier)',
    pinPad: 'PIN',
    signedIn: 'Aiko · Cashier',
    pdfPaper: 'Paper size of saved PDFs',
    letter: 'Letter sheet',
    save: 'Save printing settings',
    saved: 'Saved.',
    approval: 'Manager approval: Changing settings',
    lead: 'Changing settings needs a manager.',
    cancel: 'Cancel',
    refused: 'A manager must approve this. Ask a manager to type their PIN.',
  },
  ja: {
    nav: '設定',
    start: '担当者を使う',
    name: '名前',
    pin: '暗証番号（4〜8桁）',
    create: '責任者を登録',
    manager: 'Sato · 責任者',
    list: 'このレジの担当者',
    add: '担当者を追加',
    signOut: 'サインアウト',
    operator: '担当者',
    cashier: 'Aiko (キャッシャー)',
    pinPad: '暗証番号',
    signedIn: 'Aiko · キャッシャー',
    pdfPaper: '保存するPDFの用紙サイズ',
    letter: 'レター用紙',
    save: '印刷設定を保存',
    saved: '保存しました。',
    approval: '責任者の承認：設定の変更',
    lead: '設定の変更には責任者の承認が必要です。',
    cancel: 'キャンセル',
    refused: 'この操作には責任者の承認が必要です。責任者に暗証番号を入力してもらってください。',
  },
} as const;

for (const language of ['en', 'ja'] as const) {
  test(`a cashier's settings change waits for a manager's PIN (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const words = text[language];
    await counter.switchLanguage(language);
    const settings = page.getByRole('navigation').getByRole('button', { name: words.nav });

    await settings.click();
    await page.getByRole('button', { name: words.start }).click();
    await page.getByLabel(words.name, { exact: true }).fill('Sato');
    await page.getByLabel(words.pin).fill('2468');
    await page.getByRole('button', { name: words.create }).click();
    await expect(page.getByRole('banner').getByText(words.manager)).toBeVisible();
    await page.getByLabel(words.name, { exact: true }).fill('Aiko');
    await page.getByLabel(words.pin).fill('1357');
    await page.getByRole('button', { name: words.add }).click();
    await expect(page.getByRole('list', { name: words.list }).getByText('Aiko')).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: words.signOut }).click();
    await page.getByLabel(words.operator, { exact: true }).selectOption({ label: words.cashier });
    await page.getByLabel(words.pinPad, { exact: true }).fill('1357');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('banner').getByText(words.signedIn)).toBeVisible();

    await settings.click();
    await page.getByLabel(words.pdfPaper).selectOption({ label: words.letter });
    await page.getByRole('button', { name: words.save }).click();
    const dialog = page.getByRole('dialog', { name: words.approval });
    await expect(dialog.getByText(words.lead)).toBeVisible();
    await expect(dialog.getByLabel(words.pinPad, { exact: true })).toBeFocused();
    await counter.screenshot('manager-approval');
    await counter.expectAccessible();
    await dialog.getByRole('button', { name: words.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(words.refused)).toBeVisible();

    await page.getByRole('button', { name: words.save }).click();
    // The till's one manager is chosen: their PIN and Enter approve.
    await dialog.getByLabel(words.pinPad, { exact: true }).fill('2468');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(words.saved, { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByText(words.signedIn)).toBeVisible();
  });
}
