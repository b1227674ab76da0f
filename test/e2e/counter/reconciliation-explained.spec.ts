import { expect, test } from './counter-fixture';
import { createSubscription, registerCard } from './shop-subscriptions';

/*
 * Reconciliation through the browser host to the training simulator: a charge the service
 * made for a subscription says so, and a clerk's explanation of it, kept in the audit trail by
 * main, is shown again on a reconciliation made after the page was reloaded.
 */

const text = {
  en: {
    backOffice: /Back office/,
    reconcile: 'Reconcile',
    subscription: 'Made by the service for a subscription; no till records it',
    explain: 'Explain',
    note: 'Note',
    save: 'Mark as explained',
    explained: 'Explained: Monthly coffee plan of a regular',
    written: 'Monthly coffee plan of a regular',
  },
  ja: {
    backOffice: /バックオフィス/,
    reconcile: '照合する',
    subscription: '定期課金としてサービスが作成（レジの記録はない）',
    explain: '説明する',
    note: 'メモ',
    save: '説明済みにする',
    explained: '説明済み：常連さんのコーヒー定期便',
    written: '常連さんのコーヒー定期便',
  },
} as const;

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`reconciliation names a subscription's charge and keeps its explanation (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const card = await registerCard(counter, 5);
    const { id: subscriptionId } = await createSubscription(counter, card);
    // The service charges the first payment by itself; it answers once that charge is
    // processed (conventions: polling=true).
    const found = await counter.core.dispatch('subscriptions:get', {
      subscriptionId,
      query: { polling: true },
    });
    expect(found.ok).toBe(true);

    await counter.switchLanguage(language);
    const reconcile = async () => {
      await page.getByRole('navigation').getByRole('button', { name: words.backOffice }).click();
      await page.keyboard.press('F4');
      await page.getByRole('button', { name: words.reconcile, exact: true }).click();
    };
    await reconcile();
    const row = page.locator('.reconciliation__row[data-cause="subscription_charge"]');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(words.subscription);
    await expect(row).toContainText(subscriptionId);

    await row.getByRole('button', { name: words.explain }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: words.note }).fill(words.written);
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(words.explained);
    await counter.expectAccessible();
    await counter.screenshot('reconciliation-explained');

    // A reconciliation made afresh reads the explanation back from main's audit trail.
    await page.reload();
    await reconcile();
    await expect(row).toContainText(words.subscription);
    await expect(row).toContainText(words.explained);
  });
}
