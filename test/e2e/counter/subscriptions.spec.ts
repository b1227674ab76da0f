import { expect, test } from './counter-fixture';
import { createSubscription, registerCard, shopSystem } from './shop-subscriptions';

/*
 * The subscriptions view of the records screen, through the browser host to the training
 * simulator (main/simulator/subscriptions/README.md): a subscription found by id and followed while
 * unverified, its scheduled payment and its charge, the card filters refused apart in the
 * form, the card switched after the clerk's confirmation, a switch the service refuses, its
 * metadata edited, and a change the shop's system made read again when the view comes back.
 */

const text = {
  en: {
    tab: 'Subscriptions',
    id: 'Subscription id',
    current: 'Active, paid up',
    showPayment: /Show the payment due/,
    paid: 'Paid',
    charges: 'Charges',
    lastFour: 'Last four',
    cardGroup: 'Needed with the other card filters.',
    showCharges: 'Show charges',
    newToken: 'New card’s token id',
    check: 'Check the switch',
    confirm: 'Switch the card',
    notSwitched: 'The card was not switched.',
    maySwitched: 'The card may have been switched',
    back: 'Back',
    key: 'Name of note 1',
    value: 'Value of note 1',
    save: 'Save notes',
    card: (month: string) => `Visa ending 0026, expires ${month}/2031`,
    nextPayment: /The next payment, [¥￥]1,500 due \d{4}-\d{2}-\d{2}, is charged to the new card\./,
    unconfirmed: 'Not yet confirmed',
    overdueNow: /The overdue payment of [¥￥]1,500 is charged to the new card now\./,
    overduePaid: /the overdue payment of [¥￥]1,500 was paid with the new card\./,
  },
  ja: {
    tab: '定期課金',
    id: '定期課金ID',
    current: '有効（支払い済み）',
    showPayment: /の支払予定を表示/,
    paid: '支払済み',
    charges: '請求',
    lastFour: '下4桁',
    cardGroup: '他のカード条件と一緒に必要です。',
    showCharges: '請求を表示',
    newToken: '新しいカードのトークンID',
    check: '切り替えを確認',
    confirm: 'カードを切り替える',
    notSwitched: 'カードは切り替えられていません。',
    maySwitched: 'カードが切り替えられた可能性があります',
    back: '戻る',
    key: 'メモ1の名前',
    value: 'メモ1の値',
    save: 'メモを保存',
    card: (month: string) => `Visa 下4桁 0026、有効期限 ${month}/2031`,
    nextPayment: /次回の支払い（\d{4}-\d{2}-\d{2}、[¥￥]1,500）を新しいカードに請求します。/,
    unconfirmed: '未承認',
    overdueNow: /未払いの [¥￥]1,500 を、今すぐ新しいカードに請求します。/,
    overduePaid: /未払いの [¥￥]1,500 は新しいカードで支払われました。/,
  },
} as const;

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`a subscription is found, followed, listed, switched and annotated (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const firstCard = await registerCard(counter, 3);
    const secondCard = await registerCard(counter, 4);
    const { id: subscriptionId, store_id: storeId } = await createSubscription(counter, firstCard);

    await counter.switchLanguage(language);
    await page.keyboard.press('Control+8');
    await page.keyboard.press('Alt+4');
    await expect(page.getByRole('tab', { name: words.tab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('textbox', { name: words.id }).fill(subscriptionId);
    await page.keyboard.press('F9');
    const facts = page.locator('.subscriptions__facts').first();
    await expect(facts).toContainText(subscriptionId);
    // Unverified until its first charge is processed; the view waits on the service for it.
    await expect(facts).toContainText(words.current, { timeout: 30_000 });
    // The card it charges in words, read from its token, not the token's id.
    await expect(facts).toContainText(words.card('03'));
    await expect(facts).not.toContainText(firstCard);

    await page.getByRole('button', { name: words.showPayment }).first().click();
    // The payment's own detail, beside the subscription's.
    await expect(page.locator('.subscriptions__facts').nth(1)).toContainText(/[¥￥]1,500/);
    await counter.screenshot('subscription');
    await counter.expectAccessible();

    await page.keyboard.press('F7');
    await expect(page.getByRole('button', { name: words.charges, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('.subscriptions__table tbody tr')).toHaveCount(1);
    await page.getByRole('textbox', { name: words.lastFour }).fill('0026');
    await page.getByRole('button', { name: words.showCharges }).click();
    await expect(page.locator('.subscriptions__card-group .field--invalid')).toHaveCount(3);
    await expect(page.locator('.subscriptions__card-group')).toContainText(words.cardGroup);
    await counter.screenshot('subscription-charges');

    await page.keyboard.press('F6');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: words.newToken }).fill(crypto.randomUUID());
    await dialog.getByRole('button', { name: words.check }).click();
    await dialog.getByRole('button', { name: words.confirm }).click();
    await expect(dialog.getByRole('alert')).toContainText(words.notSwitched);
    // A lost answer: the form keeps the token and says the switch may have been made.
    counter.armFault({
      fault: '500',
      count: 3,
      method: 'PATCH',
      path: '/stores/{storeId}/subscriptions/{subscriptionId}',
    });
    await dialog.getByRole('textbox', { name: words.newToken }).fill(secondCard);
    await dialog.getByRole('button', { name: words.check }).click();
    // Paid up: the new card is charged from the next payment, named with its date.
    await expect(dialog).toContainText(words.nextPayment);
    await dialog.getByRole('button', { name: words.confirm }).click();
    await expect(dialog.getByRole('alert')).toContainText(words.maySwitched, { timeout: 30_000 });
    await expect(dialog.getByRole('textbox', { name: words.newToken })).toHaveValue(secondCard);
    await dialog.getByRole('button', { name: words.check }).click();
    await dialog.getByRole('button', { name: words.confirm }).click();
    await expect(dialog).toHaveCount(0);
    await expect(facts).toContainText(words.card('04'));

    await page.keyboard.press('F5');
    await page.getByRole('textbox', { name: words.key }).fill('plan');
    await page.getByRole('textbox', { name: words.value }).fill('gold');
    await page.getByRole('button', { name: words.save }).click();
    await expect(facts).toContainText('plan: gold');

    // Changed by the shop's system while the clerk is elsewhere: read again on coming back.
    await page.keyboard.press('Alt+3');
    await expect(facts).toHaveCount(0);
    const send = await shopSystem(counter);
    await send('PATCH', `/stores/${storeId}/subscriptions/${subscriptionId}`, {
      metadata: { plan: 'platinum' },
    });
    await page.keyboard.press('Alt+4');
    await expect(facts).toContainText('plan: platinum');
  });

  test(`an overdue subscription's card switch charges the new card at once and says so (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    // A test card ending 1111 fails its charges (conventions: Test mode).
    const failingCard = await registerCard(counter, 6, '4111111111111111');
    const goodCard = await registerCard(counter, 7);
    const { id: paidUp } = await createSubscription(counter, goodCard, 2000);
    const { id: overdue } = await createSubscription(counter, failingCard);

    await counter.switchLanguage(language);
    await page.keyboard.press('Control+8');
    await page.keyboard.press('Alt+4');
    const idBox = page.getByRole('textbox', { name: words.id });
    const facts = page.locator('.subscriptions__facts').first();
    await idBox.fill(paidUp);
    await page.keyboard.press('F9');
    await expect(facts).toContainText(words.current);
    await page.keyboard.press('F7');
    const lastFour = page.getByRole('textbox', { name: words.lastFour });
    await lastFour.fill('0026');
    await page.getByRole('button', { name: words.showCharges }).click();
    await expect(page.locator('.subscriptions__card-group .field--invalid')).toHaveCount(3);

    // Another subscription's charges start from the default filters.
    await idBox.fill(overdue);
    await page.keyboard.press('F9');
    await expect(facts).toContainText(overdue);
    await expect(lastFour).toHaveValue('');
    await expect(page.locator('.subscriptions__card-group .field--invalid')).toHaveCount(0);
    // Its first payment failed: it owes that payment.
    await expect(facts).toContainText(words.unconfirmed);

    await page.keyboard.press('F6');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: words.newToken }).fill(goodCard);
    await dialog.getByRole('button', { name: words.check }).click();
    await expect(dialog).toContainText(words.overdueNow);
    await dialog.getByRole('button', { name: words.confirm }).click();
    await expect(dialog).toHaveCount(0);
    // What happened, and the status read again by itself (no Find).
    await expect(page.getByRole('status').filter({ hasText: words.overduePaid })).toBeVisible();
    await expect(facts).toContainText(words.current);
    await expect(facts).toContainText(words.card('07'));
  });
}

test('a subscription’s charge opens its subscription from the charge detail', async ({
  counter,
}) => {
  const { page } = counter;
  const { id: subscriptionId } = await createSubscription(counter, await registerCard(counter, 5));
  // The service answers once the first charge is processed (Conventions: polling=true).
  const found = await counter.core.dispatch('subscriptions:get', {
    subscriptionId,
    query: { polling: true },
  });
  expect(found.ok).toBe(true);
  const charges = (await counter.core.dispatch('subscriptions:list-charges', {
    subscriptionId,
  })) as { ok: true; data: { items: { id: string }[] } };
  const chargeId = charges.data.items[0]?.id ?? '';
  expect(chargeId).not.toBe('');

  await counter.switchLanguage('en');
  await page
    .getByRole('navigation', { name: 'Screens' })
    .getByRole('button', { name: /Back office/ })
    .click();
  await page.keyboard.press('F2');
  const filters = page.getByRole('form', { name: 'Filter the history' });
  await filters.getByLabel('Search').fill(chargeId);
  await filters.getByRole('button', { name: 'Show' }).click();
  await page.getByRole('list', { name: 'Transaction history' }).getByRole('button').first().click();
  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible();

  await page.getByRole('button', { name: 'Open its subscription' }).click();
  await expect(page.getByRole('tab', { name: 'Subscriptions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const facts = page.locator('.subscriptions__facts').first();
  await expect(facts).toContainText(subscriptionId);
  await expect(facts).toContainText('Active, paid up');
});
