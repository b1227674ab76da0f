import { expect, test, type CounterHarness } from './counter-fixture';
import type { Language } from '../../../renderer/i18n/languages';

/*
 * Bank-transfer sales from the real renderer through the browser host to the training simulator, in
 * both languages (main/simulator/tokens/README.md: Bank transfer accounts): the terms chosen, the
 * account shown while the charge awaits the transfer, and each ending: a transfer of exactly the
 * amount accepted, a short one the bank sends back under match_amount exact (the sale still waits),
 * then the deadline passing (327).
 */

/**
 * The simulator settles a charge a second after it is made; polling and a busy machine add to it.
 */
const settles = 30_000;

const text = {
  en: {
    email: 'Customer email',
    exact: 'Exactly the amount',
    rule: 'Only a transfer of exactly ¥5,000 is accepted.',
    account: 'Transfer to this account',
    bank: 'GMO Aozora Net Bank (0310)',
    accountType: 'Account type',
    ordinary: 'Ordinary',
    holder: 'Account holder',
    print: 'Print slip',
    noPrinter:
      'Printing and PDF are not available in this window (no printer here). The preview shows what would print.',
    preview: 'Preview slip',
    slipTraining: 'Training mode: do not pay.',
    transferAmount: 'Amount the customer transfers',
    transfer: 'Training: transfer arrives',
    rejected: /A transfer of ¥4,000 arrived, but the bank refused it/,
    expire: 'Training: let it expire',
    waiting: 'Waiting for the customer',
    paid: 'Paid',
    paidBody: 'The transfer arrived. The sale is complete.',
    failed: 'Payment failed',
    deadline:
      'The customer did not pay before the deadline. Start a new payment if the sale stands.',
    emailRequired: 'Enter the customer’s email address, such as name@example.com.',
  },
  ja: {
    email: 'お客様のメールアドレス',
    exact: '金額ちょうど',
    rule: 'ちょうど￥5,000の振込だけを受け付けます。',
    account: 'お振込先',
    bank: 'GMOあおぞらネット銀行（0310）',
    accountType: '預金種目',
    ordinary: '普通',
    holder: '口座名義',
    print: '払込票を印刷',
    noPrinter:
      'この画面では印刷もPDF保存もできません（プリンターがありません）。プレビューで印刷される内容を確認できます。',
    preview: '払込票をプレビュー',
    slipTraining: 'トレーニング用です。お支払いはしないでください。',
    transferAmount: 'お客様が振り込む金額',
    transfer: 'トレーニング：振込が届く',
    rejected: /￥4,000 の振込が届きましたが/,
    expire: 'トレーニング：支払期限を過ぎさせる',
    waiting: 'お客様をお待ちしています',
    paid: '支払い完了',
    paidBody: '振込を確認しました。販売は完了です。',
    failed: '決済失敗',
    deadline:
      'お客様が期限までに支払いませんでした。販売が有効であれば、新しく支払いを始めてください。',
    emailRequired: 'お客様のメールアドレスを入力してください（例：name@example.com）。',
  },
} as const;

/**
 * The training panel's controls at 1280x800. The window itself does not scroll,
 * so the bar never passes over content as a page scrolls under it; the area that does scroll
 * ends where the bar begins; and each control, brought into view, sits wholly above the bar
 * and is the element a press on its centre reaches.
 */
async function expectTrainingPanelClearOfBar(counter: CounterHarness, language: Language) {
  const { page } = counter;
  const words = text[language];
  const bar = await page.locator('.action-bar').boundingBox();
  expect(bar).not.toBeNull();
  const windowScrolls = await page.evaluate(
    () => document.documentElement.scrollHeight > window.innerHeight,
  );
  expect(windowScrolls).toBe(false);
  const scrollAreaBottom = await page.getByLabel(words.transferAmount).evaluate((element) => {
    let area = element.parentElement;
    while (area !== null && getComputedStyle(area).overflowY !== 'auto') {
      area = area.parentElement;
    }
    return area?.getBoundingClientRect().bottom ?? null;
  });
  expect(scrollAreaBottom).not.toBeNull();
  expect(scrollAreaBottom ?? Infinity).toBeLessThanOrEqual(bar?.y ?? 0);
  for (const control of [
    page.getByLabel(words.transferAmount),
    page.getByRole('button', { name: words.transfer }),
    page.getByRole('button', { name: words.expire }),
  ]) {
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    if (box === null || bar === null) return;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    const reached = await control.evaluate(
      (element, { x, y }) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && element.contains(hit);
      },
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(reached).toBe(true);
  }
}

/** Types ¥5,000, picks Bank transfer (F7), asks for exactly the amount and shows the account. */
async function showAccount(counter: CounterHarness, language: Language) {
  const { page } = counter;
  const words = text[language];
  await counter.switchLanguage(language);
  await page.keyboard.type('5000');
  await page.keyboard.press('F7');
  await expect(page.getByLabel(words.email)).toBeFocused();
  // Nothing leaves the form without the email the service requires.
  await page.keyboard.press('F9');
  await expect(page.getByText(words.emailRequired)).toBeVisible();
  await page.getByLabel(words.email).fill('hanako@example.com');
  await page.getByRole('radio', { name: words.exact }).check();
  await expect(page.getByText(words.rule)).toBeVisible();
  await counter.screenshot('bank-transfer-entry');
  await counter.expectAccessible();
  await page.keyboard.press('F9');
  await expect(page.getByRole('heading', { name: words.account })).toBeVisible({
    timeout: settles,
  });
  await expect(page.getByText(words.bank)).toBeVisible();
  // One formatter's lines (shared/bank-account-details.ts): 預金種目 and the holder in katakana.
  const line = (label: string) =>
    page.locator('.transfer-account__facts > div', { hasText: label });
  await expect(line(words.accountType).locator('dd')).toHaveText(words.ordinary);
  await expect(line(words.holder).locator('dd')).toHaveText('トレーニングテンポ');
  await expect(page.getByRole('timer')).toBeVisible();
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`a transfer of exactly the amount ends paid (${language})`, async ({ counter }) => {
    const { page } = counter;
    await showAccount(counter, language);
    await expect(page.getByText(words.rule)).toBeVisible();
    await counter.screenshot('bank-transfer-account');
    await counter.expectAccessible();

    // The browser host has no printer: Print says why it cannot before it is pressed, and
    // the preview shows the slip the printer would get.
    await expect(page.getByRole('button', { name: words.print })).toBeDisabled();
    await expect(page.getByRole('button', { name: words.print })).toHaveAccessibleDescription(
      words.noPrinter,
    );
    await page.getByRole('button', { name: words.preview }).click();
    const slip = page.getByRole('dialog').getByRole('article');
    await expect(slip).toContainText(words.slipTraining);
    await expect(slip).toContainText(/[¥￥]5,000/);
    await counter.screenshot('slip-preview');
    await counter.expectAccessible();
    await page.keyboard.press('Escape');
    await expect(slip).toBeHidden();

    await expectTrainingPanelClearOfBar(counter, language);
    await page.getByRole('button', { name: words.transfer }).click();

    await expect(page.getByRole('heading', { name: words.paid })).toBeVisible({ timeout: settles });
    await expect(page.getByText(words.paidBody)).toBeVisible();
    await counter.screenshot('bank-transfer-paid');
    await counter.expectAccessible();
  });

  test(`a short transfer is sent back under exact matching, then the deadline passes (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await showAccount(counter, language);

    await page.getByLabel(words.transferAmount).fill('4000');
    await page.getByRole('button', { name: words.transfer }).click();

    await expect(page.getByText(words.rejected)).toBeVisible();
    await expect(page.getByRole('heading', { name: words.account })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: words.waiting })).toBeVisible();
    await counter.screenshot('bank-transfer-rejected');
    await counter.expectAccessible();

    await page.getByRole('button', { name: words.expire }).click();

    await expect(page.getByRole('heading', { name: words.failed })).toBeVisible({
      timeout: settles,
    });
    await expect(page.getByText(words.deadline)).toBeVisible();
    await counter.screenshot('bank-transfer-expired');
    await counter.expectAccessible();
  });
}

test('a transfer above the amount is accepted under “the amount or more”, for what arrived', async ({
  counter,
}) => {
  const { page } = counter;
  const words = text.en;
  await counter.switchLanguage('en');
  await page.keyboard.type('5000');
  await page.keyboard.press('F7');
  await page.getByLabel(words.email).fill('hanako@example.com');
  await page.getByRole('radio', { name: 'The amount or more' }).check();
  await page.keyboard.press('F9');
  await expect(page.getByRole('heading', { name: words.account })).toBeVisible({
    timeout: settles,
  });
  await expect(
    page.getByText('A transfer of ¥5,000 or more is accepted; less is sent back.'),
  ).toBeVisible();

  await page.getByLabel(words.transferAmount).fill('6000');
  await page.getByRole('button', { name: words.transfer }).click();

  await expect(page.getByRole('heading', { name: words.paid })).toBeVisible({ timeout: settles });
  const chargeId = (await counter.ipcSeen())
    .map((seen) => /"kind":"bank_transfer_sale".*?"chargeId":"([^"]+)"/.exec(seen)?.[1])
    .find((id) => id !== undefined);
  const charge = (await counter.core.dispatch('charges:get', { chargeId })) as {
    ok: true;
    data: { status: string; charged_amount: number };
  };
  expect(charge.data).toMatchObject({ status: 'successful', charged_amount: 6000 });
});

/*
 * Under a match_amount that lets the bank take another amount than the one
 * asked, a ¥20,000 sale ends paid with what arrived. The result, the customer display and the
 * receipt say what arrived, how far it is from what was asked, and the result what to do.
 */
const receivedText = {
  en: {
    rules: { disabled: 'Any amount', minimum: 'The amount or more', maximum: 'The amount or less' },
    short: (by: string) => `${by} short: ¥20,000 was asked,`,
    over: (by: string) => `${by} over: ¥20,000 was asked,`,
    shortAdvice: /Take the remaining ¥[\d,]+ as a new sale/,
    overAdvice: /return the ¥[\d,]+ over to the customer by the shop’s own bank transfer/,
    display: {
      short: 'less than the ¥20,000 asked arrived',
      over: 'more than the ¥20,000 asked arrived',
    },
    receiptPreview: 'Printed document: Receipt',
    total: 'Total',
    asked: 'Amount asked',
    difference: { short: (by: string) => `${by} short`, over: (by: string) => `${by} over` },
    yen: '¥',
  },
  ja: {
    rules: { disabled: '金額を問わない', minimum: '金額以上', maximum: '金額以下' },
    short: (by: string) => `${by} 不足：ご請求額 ￥20,000 に対し、`,
    over: (by: string) => `${by} 超過：ご請求額 ￥20,000 に対し、`,
    shortAdvice: /不足分 ￥[\d,]+ は、新しい販売/,
    overAdvice: /超過分 ￥[\d,]+ は店舗の銀行振込でお客様にお返しください/,
    display: { short: '少なく振り込まれました', over: '多く振り込まれました' },
    receiptPreview: '印刷する書類: お取引明細',
    total: '合計',
    asked: 'ご請求額',
    difference: { short: (by: string) => `${by} 不足`, over: (by: string) => `${by} 超過` },
    yen: '￥',
  },
} as const;

const transfers = [
  { rule: 'disabled', arrives: '5', received: '5', kind: 'short', by: '19,995' },
  { rule: 'maximum', arrives: '15000', received: '15,000', kind: 'short', by: '5,000' },
  { rule: 'minimum', arrives: '25000', received: '25,000', kind: 'over', by: '5,000' },
] as const;

for (const language of ['en', 'ja'] as const) {
  const words = text[language];
  const received = receivedText[language];
  for (const transfer of transfers) {
    test(`a ¥20,000 sale paid with ¥${transfer.received} under ${transfer.rule} shows what arrived and the difference (${language})`, async ({
      counter,
    }) => {
      const { page } = counter;
      const display = await counter.openCustomerDisplay();
      await counter.switchLanguage(language);
      await page.keyboard.type('20000');
      await page.keyboard.press('F7');
      await page.getByLabel(words.email).fill('hanako@example.com');
      await page.getByRole('radio', { name: received.rules[transfer.rule] }).check();
      await page.keyboard.press('F9');
      await expect(page.getByRole('heading', { name: words.account })).toBeVisible({
        timeout: settles,
      });
      await page.getByLabel(words.transferAmount).fill(transfer.arrives);
      await page.getByRole('button', { name: words.transfer }).click();

      const by = `${received.yen}${transfer.by}`;
      const paidAmount = `${received.yen}${transfer.received}`;
      await expect(page.getByRole('heading', { name: words.paid })).toBeVisible({
        timeout: settles,
      });
      // The figures hold no regular-expression character: a yen sign, digits and commas.
      await expect(page.locator('.sale-result__amount')).toHaveText(new RegExp(`${paidAmount}$`));
      await expect(page.locator('.sale-result__difference')).toContainText(
        received[transfer.kind](by),
      );
      await expect(page.getByText(received[`${transfer.kind}Advice`])).toBeVisible();
      await expect(page.getByText(words.paidBody)).toBeHidden();
      await expect(display.locator('.customer-display__amount dd')).toHaveText(paidAmount);
      await expect(
        display.getByText(received.display[transfer.kind], { exact: false }),
      ).toBeVisible();
      await counter.screenshot(`bank-transfer-${transfer.kind}-${transfer.rule}`);
      await counter.expectAccessible();

      await page.keyboard.press('F2');
      await expect(page.locator('.charge-detail__amount')).toBeVisible({ timeout: settles });
      // A paid transfer cannot be canceled or refunded through the service: neither is offered.
      await expect(page.getByRole('note')).toBeVisible();
      await expect(page.locator('.charge-detail__action .button')).toHaveCount(1);
      await page.keyboard.press('F9');
      const receipt = page.getByRole('article', { name: received.receiptPreview });
      await expect(receipt.locator('.document-sheet__total')).toHaveText(
        `${received.total}${paidAmount}`,
        { timeout: settles },
      );
      await expect(
        receipt.locator('.document-sheet__row', { hasText: received.asked }).locator('dd'),
      ).toHaveText(`${received.yen}20,000`);
      await expect(receipt).toContainText(received.difference[transfer.kind](by));
      await display.close();
    });
  }
}
