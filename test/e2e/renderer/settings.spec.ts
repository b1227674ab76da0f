import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, openCounter, posCalls, setup } from './counter-page';
import type { FakePosSetup } from './fake-pos';
import { serveRenderer, type ServedRenderer } from './serve-renderer';

/*
 * The settings screen with a fake window.pos: a printing mistake named under its field and
 * never sent, only changed settings sent, training switched only after its confirmation, and
 * a broken audit trail said in words. Screenshots in both languages.
 */

let renderer: ServedRenderer;

test.beforeAll(async () => {
  renderer = await serveRenderer();
});

test.afterAll(async () => {
  await renderer.close();
});

const ok = (data: unknown) => ({ ok: true, data });

async function openSettings(page: Page, language: 'ja' | 'en', answers: FakePosSetup['answers']) {
  const base = setup();
  const problems = await openCounter(page, renderer.url, {
    ...base,
    settings: { ...base.settings, language },
    answers: { trainingGet: ok({ enabled: false }), profilesList: ok([]), ...answers },
  });
  await page
    .getByRole('navigation')
    .getByRole('button', { name: language === 'en' ? 'Settings' : '設定', exact: true })
    .click();
  return problems;
}

const callsTo = (page: Page, method: string) =>
  posCalls(page).then((calls) => calls.filter((call) => call.method === method));

test('a printing mistake is named under its field and never sent; a change sends only itself', async ({
  page,
}) => {
  const problems = await openSettings(page, 'en', {});
  await page.getByLabel('Store time zone').fill('Mars/Olympus');
  await page.getByRole('button', { name: 'Save printing settings' }).click();
  await expect(page.getByLabel('Store time zone')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This is not in the expected format.')).toBeVisible();
  expect(await callsTo(page, 'settingsSet')).toEqual([]);

  await page.getByLabel('Store time zone').fill('Asia/Tokyo');
  await page.getByLabel('Receipt printer').fill('TM-m30III');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  expect((await callsTo(page, 'settingsSet')).map(({ input }) => input)).toEqual([
    { printerName: 'TM-m30III' },
  ]);
  await page.screenshot({ path: 'test-results/screenshots/settings-fake-en.png', fullPage: true });
  await expectNoSeriousAxeViolations(page);
  expect(problems).toEqual([]);
});

test('training starts only after its confirmation, and the header is read again', async ({
  page,
}) => {
  await openSettings(page, 'en', { trainingSet: ok({ enabled: true }) });
  await page.getByRole('button', { name: 'Start training' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start training?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await callsTo(page, 'trainingSet')).toEqual([]);

  const activeReads = (await callsTo(page, 'profilesGetActive')).length;
  await page.getByRole('button', { name: 'Start training' }).click();
  await dialog.getByRole('button', { name: 'Yes, start training' }).click();
  await expect(page.getByText('Training is on')).toBeVisible();
  expect((await callsTo(page, 'trainingSet')).map(({ input }) => input)).toEqual([
    { enabled: true },
  ]);
  expect((await callsTo(page, 'profilesGetActive')).length).toBe(activeReads + 1);
});

test('a broken audit trail is said in words, in Japanese', async ({ page }) => {
  const problems = await openSettings(page, 'ja', {
    auditVerify: ok({
      intact: false,
      entries: 10,
      brokenAt: { index: 2, problem: 'hash_mismatch' },
    }),
  });
  await page.getByRole('button', { name: '監査ログを検証' }).click();
  await expect(
    page.getByText('10 件中 3 件目で改ざんまたは破損: 書き込み後に記録が変更されています。', {
      exact: false,
    }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/settings-fake-ja.png', fullPage: true });
  await expectNoSeriousAxeViolations(page);
  expect(problems).toEqual([]);
});
