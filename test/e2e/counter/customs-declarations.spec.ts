import { expect, test } from './counter-fixture';

/*
 * A WeChat Pay charge's customs declaration from the charge detail, through the browser host
 * to the training simulator (docs/simulator.md: Customs declarations; it reviews a submission
 * in 30 s, and fails one whose certificate id starts with FAIL): every field refused in the
 * form before anything is sent, the certificate id masked once typed, a failed declaration
 * resubmitted, and an accepted one modified with its authority fixed. The certificate id
 * reaches no log.
 */

const review = 45_000;
const failingId = 'FAIL110101199003074512';
const certificateId = '110101199003074512';

const text = {
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
  failed: 'Failed: resubmit it',
  resubmit: 'Resubmit the declaration',
  resubmitIt: 'Resubmit',
  accepted: 'Accepted',
  modify: 'Modify the declaration',
  sendChanges: 'Send the changes',
  nothingChanged: 'Nothing was changed.',
  waiting: 'Waiting for the customs authority',
} as const;

test('a WeChat Pay charge’s customs declaration is filed, resubmitted and modified', async ({
  counter,
}) => {
  test.setTimeout(240_000);
  const { page } = counter;
  await counter.switchLanguage('en');
  await page.keyboard.type('1500');
  await page.keyboard.press('F6');
  await page.locator('input[type="radio"][value="we_chat_online"]').check();
  await page.getByRole('radio', { name: text.walletApp }).check();
  await page.keyboard.press('F9');
  await page.getByRole('button', { name: text.approveTraining }).click({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: text.paid })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('F2');
  await expect(page.getByRole('heading', { name: text.details, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: text.file }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: text.fileIt }).click();
  await expect(dialog.locator('.field--invalid')).toHaveCount(4);
  await expect(dialog.locator('.field--invalid').first()).toContainText(text.required);

  await dialog.getByRole('combobox', { name: text.authority }).selectOption('SHANGHAI_ZS');
  await dialog.getByRole('textbox', { name: text.merchantNo }).fill('MCN-0042');
  const idField = dialog.getByRole('textbox', { name: text.certificateId });
  await idField.fill(failingId);
  await dialog.getByRole('textbox', { name: text.certificateName }).fill('Li Wei');
  // Masked once the clerk leaves the field.
  await expect(idField).toHaveValue(/^•+4512$/);
  await counter.screenshot('customs-declaration-form');
  await counter.expectAccessible();
  await dialog.getByRole('button', { name: text.fileIt }).click();
  await expect(dialog).toHaveCount(0);
  const section = page.locator('.customs');
  await expect(section).toContainText(text.waiting);
  await expect(section).toContainText(text.failed, { timeout: review });
  await expect(section).not.toContainText(failingId);

  await section.getByRole('button', { name: text.resubmit }).click();
  await idField.focus();
  await idField.fill(certificateId);
  await dialog.getByRole('button', { name: text.resubmitIt, exact: true }).click();
  await expect(section).toContainText(text.accepted, { timeout: review });
  await counter.screenshot('customs-declaration');

  await section.getByRole('button', { name: text.modify }).click();
  await expect(dialog.getByRole('combobox', { name: text.authority })).toBeDisabled();
  await dialog.getByRole('button', { name: text.sendChanges }).click();
  await expect(dialog.getByRole('alert')).toContainText(text.nothingChanged);
  await dialog.getByRole('textbox', { name: text.certificateName }).fill('Li Wei Chen');
  await dialog.getByRole('button', { name: text.sendChanges }).click();
  await expect(section).toContainText('Li Wei Chen');
  await expect(section).toContainText(text.waiting);

  expect(counter.logs.join('\n')).not.toContain(certificateId);
});
