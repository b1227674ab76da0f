import type { AppSettings } from '../../../shared/ipc/ipc-payloads';
import type { IpcResult } from '../../../shared/ipc/ipc-result';
import type { ProfileSummary } from '../../../shared/profiles';
import { expect, test } from './counter-fixture';

/*
 * The settings screen at the real counter, through the browser host to the core: a printing
 * change is checked under its field, saved, and still there after a reload and in main's
 * settings; leaving training without a store profile is refused in words before any
 * confirmation, and with one the confirmation opens on Cancel so only its own button leaves;
 * the audit trail verifies and downloads. In both languages.
 */

const text = {
  en: {
    nav: 'Settings',
    timeZone: 'Store time zone',
    pdfPaper: 'Paper size of saved PDFs',
    letter: 'Letter sheet',
    save: 'Save printing settings',
    saved: 'Saved.',
    badZone: 'This is not in the expected format.',
    leave: 'Leave training',
    leaveTitle: 'Leave training?',
    keep: 'Cancel',
    confirmLeave: 'Yes, leave training',
    trainingOff: 'Training is off',
    noStore: 'There is no store profile to leave training for.',
    addStore: 'Add a store profile',
    stores: 'Stores',
    verify: 'Check the audit trail',
    intact: /^Intact: \d+ entr(y|ies), none altered\.$/,
    export: 'Save the audit trail as a file',
  },
  ja: {
    nav: '設定',
    timeZone: '店舗のタイムゾーン',
    pdfPaper: '保存するPDFの用紙サイズ',
    letter: 'レター用紙',
    save: '印刷設定を保存',
    saved: '保存しました。',
    badZone: '形式が正しくありません',
    leave: 'トレーニングを終了',
    leaveTitle: 'トレーニングを終了しますか？',
    keep: 'キャンセル',
    confirmLeave: 'トレーニングを終了する',
    trainingOff: 'トレーニングはオフ',
    noStore: 'トレーニングを終えて切り替える店舗のプロファイルがありません。',
    addStore: '店舗のプロファイルを追加',
    stores: '店舗',
    verify: '監査ログを検証',
    intact: /^改ざんなし: \d+ 件、変更はありません。$/,
    export: '監査ログをファイルに保存',
  },
} as const;

for (const language of ['en', 'ja'] as const) {
  test(`a printing change is checked, saved and still there after a reload (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const words = text[language];
    await counter.switchLanguage(language);
    await page.getByRole('navigation').getByRole('button', { name: words.nav }).click();

    const zone = page.getByLabel(words.timeZone);
    await expect(zone).toHaveValue('Asia/Tokyo');
    await zone.fill('Tokyo');
    await page.getByRole('button', { name: words.save }).click();
    await expect(zone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(words.badZone, { exact: false })).toBeVisible();
    await counter.screenshot('settings-errors');

    await zone.fill('America/New_York');
    await page.getByLabel(words.pdfPaper).selectOption({ label: words.letter });
    await page.getByRole('button', { name: words.save }).click();
    await expect(page.getByText(words.saved, { exact: true })).toBeVisible();
    await counter.screenshot('settings');
    await counter.expectAccessible();

    const saved = (await counter.core.dispatch('settings:get', {})) as IpcResult<AppSettings>;
    expect(saved).toMatchObject({
      ok: true,
      data: { timeZone: 'America/New_York', pdfPaper: 'letter' },
    });

    await page.reload();
    await page.getByRole('navigation').getByRole('button', { name: words.nav }).click();
    await expect(page.getByLabel(words.timeZone)).toHaveValue('America/New_York');
    await expect(page.getByLabel(words.pdfPaper)).toHaveValue('letter');
  });

  test(`training cannot be left without a store profile, and the audit trail verifies and downloads (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const words = text[language];
    await counter.switchLanguage(language);
    await page.getByRole('navigation').getByRole('button', { name: words.nav }).click();

    // Said before any confirmation: there is no store to switch to.
    await page.getByRole('button', { name: words.leave, exact: true }).click();
    await expect(page.getByText(words.noStore, { exact: false })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await counter.screenshot('settings-training-no-store');
    const training = (await counter.core.dispatch('training:get', {})) as IpcResult<{
      enabled: boolean;
    }>;
    expect(training).toEqual({ ok: true, data: { enabled: true } });

    await page.getByRole('button', { name: words.verify }).click();
    await expect(page.getByText(words.intact)).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: words.export }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^counter-audit-\d{4}-\d{2}-\d{2}\.csv$/);
    await counter.expectAccessible();

    // The way out: the Stores screen, where a profile is added.
    await page.getByRole('button', { name: words.addStore }).click();
    await expect(
      page.getByRole('navigation').getByRole('button', { name: words.stores, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  });
}

for (const language of ['en', 'ja'] as const) {
  test(`leaving training opens on Cancel, so Enter stays in training and only its own button leaves (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const words = text[language];
    // Main leaves training for the store profile last in use: sell for one, then train.
    await counter.saveMerchantProfile('Ginza Test');
    const listed = (await counter.core.dispatch('profiles:list', {})) as IpcResult<
      ProfileSummary[]
    >;
    if (!listed.ok) throw new Error(listed.error.code);
    const store = listed.data.find((profile) => !profile.training);
    await counter.core.dispatch('profiles:select-active', { profileId: store?.id });
    await counter.core.dispatch('training:set', { enabled: true });
    await counter.switchLanguage(language);
    await page.getByRole('navigation').getByRole('button', { name: words.nav }).click();
    const trainingEnabled = async () => {
      const training = (await counter.core.dispatch('training:get', {})) as IpcResult<{
        enabled: boolean;
      }>;
      return training.ok && training.data.enabled;
    };

    await page.getByRole('button', { name: words.leave, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: words.leaveTitle });
    await expect(dialog.getByRole('button', { name: words.keep })).toBeFocused();
    await expect(dialog.getByRole('button', { name: words.keep })).toHaveClass(/button--secondary/);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    expect(await trainingEnabled()).toBe(true);

    await page.getByRole('button', { name: words.leave, exact: true }).click();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: words.confirmLeave })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(words.trainingOff, { exact: true })).toBeVisible();
    expect(await trainingEnabled()).toBe(false);
  });
}
