import { customsProcessingMs } from '../../../main/simulator/customs/customs-module';
import { expectAboveTheFold } from './above-the-fold';
import { expect, test } from './counter-fixture';

/*
 * A WeChat Pay charge's customs declaration from the charge detail, through the browser host to the
 * training simulator (main/simulator/subscriptions/README.md: Customs declarations; it reviews a
 * submission in 30 s, and fails one whose certificate id starts with FAIL): every field refused in
 * the form before anything is sent, the certificate id masked once typed, a failed declaration
 * resubmitted, and an accepted one modified with its authority fixed. The certificate id reaches no
 * log. The test moves the simulator's clock past each review instead of waiting it.
 */
const failingId = 'FAIL110101199003074512';
const certificateId = '110101199003074512';

const text = {
  en: {
    walletApp: /^Wallet app/,
    approveTraining: 'Training: customer approves in the wallet',
    paid: 'Paid',
    details: 'Payment details',
    file: 'File a customs declaration',
    fileIt: 'File the declaration',
    required: 'Enter a value here.',
    authority: 'Customs authority',
    merchantNo: 'Merchant customs number',
    certificateId: 'Customer’s ID number',
    certificateName: 'Name on the ID card',
    failed: 'Refused: correct it and resubmit',
    refusal:
      'The ID number does not match the name on the ID card. The payment itself is paid. Correct the declaration and resubmit it.',
    notApproved: 'not approved',
    maySent: 'The declaration may have been sent',
    resubmit: 'Resubmit the declaration',
    resubmitIt: 'Resubmit',
    accepted: 'Accepted',
    modify: 'Modify the declaration',
    sendChanges: 'Send the changes',
    nothingChanged: 'Nothing was changed.',
    waiting: 'Waiting for the customs authority',
  },
  ja: {
    walletApp: /^ウォレットアプリ/,
    approveTraining: 'トレーニング：お客様がウォレットで承認する',
    paid: '支払い完了',
    details: '支払いの詳細',
    file: '税関申告をする',
    fileIt: '申告する',
    required: '入力してください。',
    authority: '税関',
    merchantNo: '加盟店の税関登録番号',
    certificateId: 'お客様の身分証番号',
    certificateName: '身分証の氏名',
    failed: '不受理：修正して再申告してください',
    refusal:
      '身分証番号と身分証の氏名が一致しません。 支払い自体は完了しています。申告を修正して再申告してください。',
    notApproved: '承認されませんでした',
    maySent: '申告が送信された可能性があります',
    resubmit: '再申告する',
    resubmitIt: '再申告',
    accepted: '受理済み',
    modify: '申告を修正する',
    sendChanges: '変更を送信',
    nothingChanged: '何も変更されていません。',
    waiting: '税関の審査待ち',
  },
} as const;

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`a WeChat Pay charge’s customs declaration is filed, resubmitted and modified (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await page.keyboard.type('1500');
    await page.keyboard.press('F6');
    await page.locator('input[type="radio"][value="we_chat_online"]').check();
    await page.getByRole('radio', { name: words.walletApp }).check();
    await page.keyboard.press('F9');
    await page.getByRole('button', { name: words.approveTraining }).click({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: words.paid })).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('F2');
    await expect(page.getByRole('heading', { name: words.details, level: 1 })).toBeVisible();

    await page.getByRole('button', { name: words.file }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: words.fileIt }).click();
    await expect(dialog.locator('.field--invalid')).toHaveCount(4);
    await expect(dialog.locator('.field--invalid').first()).toContainText(words.required);

    await dialog.getByRole('combobox', { name: words.authority }).selectOption('SHANGHAI_ZS');
    await dialog.getByRole('textbox', { name: words.merchantNo }).fill('MCN-0042');
    const idField = dialog.getByRole('textbox', { name: words.certificateId });
    await idField.fill(failingId);
    await dialog.getByRole('textbox', { name: words.certificateName }).fill('Li Wei');
    // Masked once the clerk leaves the field.
    await expect(idField).toHaveValue(/^•+4512$/);
    await counter.screenshot('customs-declaration-form');
    await counter.expectAccessible();
    // A lost answer: the form keeps what was typed and says the declaration may have been sent.
    counter.armFault({
      fault: '500',
      count: 3,
      method: 'POST',
      path: '/stores/{storeId}/charges/{chargeId}/customs',
    });
    await dialog.getByRole('button', { name: words.fileIt }).click();
    await expect(dialog.getByRole('alert')).toContainText(words.maySent, { timeout: 30_000 });
    await expect(dialog.getByRole('textbox', { name: words.merchantNo })).toHaveValue('MCN-0042');
    await expect(dialog.getByRole('textbox', { name: words.certificateName })).toHaveValue(
      'Li Wei',
    );
    await expect(idField).toHaveValue(/^•+4512$/);
    await dialog.getByRole('button', { name: words.fileIt }).click();
    await expect(dialog).toHaveCount(0);
    const section = page.locator('.customs');
    await expect(section).toContainText(words.waiting);
    counter.advanceSimulatorClock(customsProcessingMs);
    await expect(section).toContainText(words.failed);
    await expect(section).toContainText(words.refusal);
    await expect(section).not.toContainText(words.notApproved);
    await expect(section).not.toContainText(failingId);

    await section.getByRole('button', { name: words.resubmit }).click();
    await idField.focus();
    await idField.fill(certificateId);
    await dialog.getByRole('button', { name: words.resubmitIt, exact: true }).click();
    await expect(section).toContainText(words.waiting);
    counter.advanceSimulatorClock(customsProcessingMs);
    await expect(section).toContainText(words.accepted);
    await counter.screenshot('customs-declaration');
    await expectAboveTheFold(
      section.locator('.customs__facts'),
      section.getByRole('button', { name: words.modify }),
    );

    await section.getByRole('button', { name: words.modify }).click();
    await expect(dialog.getByRole('combobox', { name: words.authority })).toBeDisabled();
    await dialog.getByRole('button', { name: words.sendChanges }).click();
    await expect(dialog.getByRole('alert')).toContainText(words.nothingChanged);
    await dialog.getByRole('textbox', { name: words.certificateName }).fill('Li Wei Chen');
    counter.armFault({
      fault: '500',
      count: 3,
      method: 'PATCH',
      path: '/stores/{storeId}/charges/{chargeId}/customs/{customsDeclarationId}',
    });
    await dialog.getByRole('button', { name: words.sendChanges }).click();
    await expect(dialog.getByRole('alert')).toContainText(words.maySent, { timeout: 30_000 });
    await expect(dialog.getByRole('textbox', { name: words.certificateName })).toHaveValue(
      'Li Wei Chen',
    );
    await dialog.getByRole('button', { name: words.sendChanges }).click();
    await expect(section).toContainText('Li Wei Chen');
    await expect(section).toContainText(words.waiting);

    expect(counter.logs.join('\n')).not.toContain(certificateId);
  });
}
