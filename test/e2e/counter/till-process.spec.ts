import { expect, test } from './counter-fixture';

/*
 * When main stops under an open page (the browser host's process dies), the page says within
 * seconds that the till is not running and what to do, instead of showing what it last knew.
 */

const words = {
  en: {
    connection: 'Connection',
    online: 'Online',
    stopped: 'Till not running',
    title: 'Counter’s till has stopped.',
    whatToDo: /Start Counter again, then reload this page/,
    reload: 'Reload the page',
  },
  ja: {
    connection: '接続',
    online: 'オンライン',
    stopped: 'レジ停止中',
    title: 'Counter のレジ本体が停止しました。',
    whatToDo: /Counter を起動し直してから、このページを再読み込みしてください/,
    reload: '再読み込み',
  },
} as const;

for (const language of ['en', 'ja'] as const) {
  test(`the page says the till stopped once main no longer answers (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const w = words[language];
    await counter.switchLanguage(language);
    const header = page.getByRole('banner');
    await expect(header).toContainText(w.online);
    const notice = page.getByRole('alert').filter({ hasText: w.title });
    await expect(notice).toHaveCount(0);

    await counter.host.close();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(w.whatToDo);
    await expect(notice.getByRole('button', { name: w.reload })).toBeVisible();
    await expect(header).toContainText(w.stopped);
    await expect(header).not.toContainText(w.online);
    await counter.expectAccessible();
    await counter.screenshot('till-stopped');
  });
}
