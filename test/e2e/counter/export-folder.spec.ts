import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { formatDateTime } from '../../../renderer/i18n/format';
import type { ExportProgress } from '../../../shared/back-office/export-request';
import { expect, test } from './counter-fixture';

/*
 * Where exports go (issue 28 item 12): the panel names the folder (the default, said so, then
 * one the clerk typed and main checked), and after an export the whole place of the file and
 * when, on the store's clock. The store here is in New York while the e2e machine runs in UTC,
 * so a time on the terminal's clock would not match. The browser host has no file manager, so
 * it offers no Open folder.
 */

const storeZone = 'America/New_York';

const words = {
  en: {
    backOffice: 'Back office',
    panel: 'Export as CSV',
    start: 'Export',
    defaultFolder: 'Exports go to the default folder:',
    chosenFolder: 'Exports go to the chosen folder:',
    change: 'Change folder',
    typed: 'Folder for exports',
    use: 'Use this folder',
    open: 'Open folder',
    notAbsolute: 'Type the whole path of the folder, from the top',
    notFound: 'There is no folder at that path.',
  },
  ja: {
    backOffice: 'バックオフィス',
    panel: 'CSVで書き出す',
    start: '書き出す',
    defaultFolder: '書き出し先（既定のフォルダー）：',
    chosenFolder: '書き出し先（選んだフォルダー）：',
    change: 'フォルダーを変更',
    typed: '書き出し先のフォルダー',
    use: 'このフォルダーにする',
    open: 'フォルダーを開く',
    notAbsolute: 'フォルダーは先頭からの完全なパスで入力してください',
    notFound: 'そのパスにフォルダーがありません。',
  },
} as const;

for (const language of ['en', 'ja'] as const) {
  const text = words[language];

  test(`an export goes to the folder the clerk typed and says where and when (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.core.dispatch('settings:set', { timeZone: storeZone });
    await page.reload();
    await counter.switchLanguage(language);
    await page
      .getByRole('navigation')
      .getByRole('button', { name: new RegExp(text.backOffice) })
      .click();
    await page.keyboard.press('F2');
    const panel = page.getByRole('region', { name: text.panel });
    await expect(panel).toContainText(
      `${text.defaultFolder} ${path.join(counter.dataDir, 'exports')}`,
    );
    await expect(panel.getByRole('button', { name: text.open })).toHaveCount(0);

    await panel.getByRole('button', { name: text.change }).click();
    const typed = panel.getByLabel(text.typed);
    await typed.fill('shop exports');
    await panel.getByRole('button', { name: text.use }).click();
    await expect(typed).toHaveAttribute('aria-invalid', 'true');
    await expect(panel).toContainText(text.notAbsolute);
    await typed.fill(path.join(counter.dataDir, 'no such folder'));
    await panel.getByRole('button', { name: text.use }).click();
    await expect(panel).toContainText(text.notFound);
    const chosen = path.join(counter.dataDir, `shop exports ${language}`);
    await mkdir(chosen);
    await typed.fill(chosen);
    await panel.getByRole('button', { name: text.use }).click();
    await expect(panel).toContainText(`${text.chosenFolder} ${chosen}`);
    await expect(panel.getByRole('alert')).toHaveCount(0);

    const ended = counter.nextEvent('export:progress', (progress) => progress.state !== 'running');
    await panel.getByRole('button', { name: text.start, exact: true }).click();
    const end: ExportProgress = await ended;
    if (end.state !== 'done') throw new Error(`the export ended ${JSON.stringify(end)}`);
    expect(end.folder).toBe(chosen);
    const status = panel.getByRole('status');
    await expect(status).toContainText(end.fileName);
    await expect(status).toContainText(chosen);
    await expect(status).toContainText(
      formatDateTime(new Date(end.writtenAt), language, storeZone),
    );
    expect(await readdir(chosen)).toEqual([end.fileName]);
    expect((await stat(path.join(chosen, end.fileName))).isFile()).toBe(true);
    await counter.expectAccessible();
    await counter.screenshot('export-folder');
  });
}
