import type { Page } from '@playwright/test';
import type { Language } from '../../../renderer/i18n/languages';
import { startAndProcess } from './charge-processing';
import { expect, test, type CounterHarness } from './counter-fixture';
import { cardFormWords } from '../card-form-words';

/*
 * A sale's charge afterwards, from the real renderer through the browser host to the training
 * simulator (main/simulator/charges/README.md: Capture, cancels, refunds and history): an
 * authorization captured in part or canceled, a captured sale refunded in part and then in full, a
 * paid konbini charge whose refund the counter explains instead of offering, the receipt in a host
 * that has no printer, and the payments list that finds each of them.
 */

/**
 * The simulator settles a charge, a cancel or a refund seconds after it is asked; polling adds to
 * it.
 */
const settles = 30_000;

const text = {
  en: {
    ...cardFormWords.en,
    authorizeOnly: 'Authorize only',
    paid: 'Paid',
    details: 'Payment details',
    captureAmount: 'Amount to capture (JPY)',
    refundAmount: 'Amount to refund (JPY)',
    captureDone: 'Capture done.',
    cancelDone: 'Cancellation done.',
    refundDone: 'Refund done.',
    cancelConfirm: 'Cancel the payment',
    statusPaid: 'Paid',
    statusCanceled: 'Canceled',
    charged: 'Charged',
    refunded: 'Refunded',
    fullyRefunded: 'Refunded in full.',
    capturedStep: 'Capture: succeeded',
    konbiniExplained: /the payment service cannot refund or cancel it/,
    konbiniIssued: 'Issuing the convenience store payment',
    notPaidYet: 'The customer has not paid yet, so there is nothing to refund.',
    cardWords: /card/i,
    noPrinter:
      'Printing and PDF are not available in this window (no printer here). The preview shows what would print.',
    printReceipt: 'Print receipt',
    saveReceipt: 'Save as PDF',
    receiptPreview: 'Printed document: Receipt',
    receiptTraining: 'Training mode: no payment was made.',
    payments: 'Payments',
    konbiniName: 'Customer name',
    konbiniPhone: 'Phone number (Japan)',
    konbiniStore: 'Lawson',
    konbiniPeriod: 'Number',
    konbiniSlip: 'Konbini payment slip',
    konbiniPay: 'Training: customer pays the slip',
  },
  ja: {
    ...cardFormWords.ja,
    authorizeOnly: '仮売上のみ',
    paid: '支払い完了',
    details: '支払いの詳細',
    captureAmount: '確定する金額 (JPY)',
    refundAmount: '返金する金額 (JPY)',
    captureDone: '売上確定が完了しました。',
    cancelDone: '取消が完了しました。',
    refundDone: '返金が完了しました。',
    cancelConfirm: '支払いを取り消す',
    statusPaid: '支払い済み',
    statusCanceled: '取消済み',
    charged: '売上額',
    refunded: '返金済み',
    fullyRefunded: '全額返金済みです。',
    capturedStep: '売上確定：成功',
    konbiniExplained: /決済サービスでは返金も取消もできません/,
    konbiniIssued: 'コンビニ払いを発行しています',
    notPaidYet: 'お客様はまだ支払っていないため、返金するものはありません。',
    cardWords: /カード/,
    noPrinter:
      'この画面では印刷もPDF保存もできません（プリンターがありません）。プレビューで印刷される内容を確認できます。',
    printReceipt: 'レシートを印刷',
    saveReceipt: 'PDFで保存',
    receiptPreview: '印刷する書類: お取引明細',
    receiptTraining: 'トレーニングモードの記録です。実際のお支払いは行われていません。',
    payments: '支払い一覧',
    konbiniName: 'お客様のお名前',
    konbiniPhone: '電話番号（日本）',
    konbiniStore: 'ローソン',
    konbiniPeriod: '数',
    konbiniSlip: 'コンビニ払い 払込票',
    konbiniPay: 'トレーニング：お客様が払込票で支払う',
  },
} as const;

/** Luhn-valid test cards that succeed with no 3DS; 4242 is avoided, its refunds fail. */
const cards = { visa: '4012000033330026', mastercard: '5555555555554444' } as const;

/** Takes a card sale of `amount` yen, authorize only or captured, and waits for its result. */
async function cardSale(
  counter: CounterHarness,
  language: Language,
  amount: string,
  options: { authorizeOnly: boolean; card: string },
) {
  const { page } = counter;
  const words = text[language];
  await page.keyboard.type(amount);
  await page.keyboard.press('F2');
  await expect(page.getByLabel(words.cardNumber)).toBeFocused();
  await page.getByLabel(words.cardNumber).fill(options.card);
  await page.getByLabel(words.expiry).fill('12/30');
  await page.getByLabel(words.cvv).fill('123');
  await page.getByLabel(words.cardholder).fill('Taro Yamada');
  await page.getByLabel(words.email).fill('taro@example.com');
  if (options.authorizeOnly)
    await page.getByRole('checkbox', { name: words.authorizeOnly }).check();
  await startAndProcess(counter, () => page.keyboard.press('F9'));
  await expect(page.locator('.sale-result__title')).toBeVisible({ timeout: settles });
}

/** Opens the sale's charge from its result (F2) and waits for the detail. */
async function openChargeFromResult(page: Page, language: Language) {
  await page.keyboard.press('F2');
  await expect(page.getByRole('heading', { name: text[language].details, level: 1 })).toBeVisible();
  await expect(page.locator('.charge-detail__amount')).toBeVisible({ timeout: settles });
}

/** The charge's status badge, as the summary shows it. */
function statusBadge(page: Page) {
  return page.locator('.charge-detail__summary .status-badge');
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`an authorization captured in part shows what was captured (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await cardSale(counter, language, '5000', { authorizeOnly: true, card: cards.visa });
    await expect(page.locator('.sale-result--info')).toBeVisible();

    await openChargeFromResult(page, language);
    await expect(page.locator('.charge-detail__amount')).toHaveText(/5,000/);
    await counter.screenshot('charge-detail-authorized');
    await counter.expectAccessible();

    await page.keyboard.press('F2');
    const amount = page.getByLabel(words.captureAmount);
    await expect(amount).toHaveValue('5000');
    await amount.fill('5001');
    await expect(page.locator('.dialog .field__error')).toBeVisible();
    await counter.screenshot('capture-dialog');
    await counter.expectAccessible();
    await amount.fill('3000');
    await amount.press('Enter');

    await expect(page.getByText(words.captureDone)).toBeVisible({ timeout: settles });
    await expect(statusBadge(page)).toContainText(words.statusPaid);
    // Intl writes the yen sign full width in Japanese.
    await expect(page.locator('.charge-detail__amounts')).toContainText(
      new RegExp(`${words.charged}[¥￥]3,000`),
    );
    await expect(page.locator('.charge-detail__timeline')).toContainText(words.capturedStep);
    await counter.screenshot('charge-detail-captured');
    await counter.expectAccessible();

    const listed = (await counter.core.dispatch('history:list', {
      scope: 'store',
      query: { type: 'charge' },
    })) as { ok: true; data: { items: { resource_id: string }[] } };
    const charge = await counter.core.dispatch('charges:get', {
      chargeId: listed.data.items[0]?.resource_id ?? '',
    });
    expect(charge).toMatchObject({
      ok: true,
      data: { status: 'successful', charged_amount: 3000 },
    });
  });
}

const nextCustomerText = {
  en: { amount: 'Amount', change: 'Change' },
  ja: { amount: '金額', change: '変更' },
} as const;

for (const language of ['en', 'ja'] as const) {
  const words = nextCustomerText[language];

  test(`after a sale and its details, Ctrl+1 opens a ready new sale that takes every digit (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await cardSale(counter, language, '1200', { authorizeOnly: false, card: cards.visa });
    await openChargeFromResult(page, language);

    await page.keyboard.press('Control+1');
    const amount = page.getByLabel(words.amount, { exact: true });
    await expect(amount).toHaveText(/^[¥￥]0$/);
    await expect(page.locator('.sale-result')).toBeHidden();
    await page.keyboard.type('3400');
    await expect(amount).toHaveText(/^[¥￥]3,400$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: new RegExp(`^${words.change}`) })).toBeVisible();
    await expect(amount).toHaveText(/^[¥￥]3,400$/);
  });

  test(`digits typed on a sale's result start the next sale with them (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await cardSale(counter, language, '1200', { authorizeOnly: false, card: cards.visa });
    await page.keyboard.type('25');
    const amount = page.getByLabel(words.amount, { exact: true });
    await expect(amount).toHaveText(/^[¥￥]25$/);
    await expect(page.locator('.sale-result')).toBeHidden();
  });
}

const partialCaptureText = {
  en: {
    total: /^Total[¥￥]9,800$/,
    authorized: 'Authorized',
    captured: 'Captured',
    captureButton: 'Capture',
    captureNineEight: 'Capture ¥9,800',
  },
  ja: {
    total: /^合計[¥￥]9,800$/,
    authorized: '仮売上額',
    captured: '売上確定',
    captureButton: '売上確定',
    captureNineEight: '￥9,800 を売上確定',
  },
} as const;

for (const language of ['en', 'ja'] as const) {
  const words = text[language];
  const receiptWords = partialCaptureText[language];

  test(`a receipt of a partial capture totals what was captured, each amount whole (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await cardSale(counter, language, '12000', { authorizeOnly: true, card: cards.visa });
    await openChargeFromResult(page, language);
    await page.keyboard.press('F2');
    const amount = page.getByLabel(words.captureAmount);
    // While the text is no amount, the button names the action alone, never 「を売上確定」.
    await amount.fill('98x');
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('button', { name: receiptWords.captureButton, exact: true }),
    ).toBeVisible();
    await amount.fill('9800');
    await expect(
      dialog.getByRole('button', { name: receiptWords.captureNineEight, exact: true }),
    ).toBeVisible();
    await amount.press('Enter');
    await expect(page.getByText(words.captureDone)).toBeVisible({ timeout: settles });

    await page.keyboard.press('F9');
    const receipt = page.getByRole('article', { name: words.receiptPreview });
    await expect(receipt.locator('.document-sheet__total')).toHaveText(receiptWords.total, {
      timeout: settles,
    });
    const authorized = receipt.locator('.document-sheet__row', {
      hasText: receiptWords.authorized,
    });
    await expect(authorized.locator('dd')).toHaveText(/^[¥￥]12,000$/);
    const captured = receipt.locator('.document-sheet__row', { hasText: receiptWords.captured });
    await expect(captured.locator('dd')).toHaveText(/^[¥￥]9,800$/);
    // On the 72 mm roll a long capture label must wrap, never the figures beside it.
    const amounts = receipt.locator(
      '.document-sheet__row--amount dd, .document-sheet__total-value',
    );
    await expect(amounts).toHaveCount(3);
    for (const figure of await amounts.all()) {
      await expect(figure).toHaveCSS('white-space', 'nowrap');
    }
    await counter.screenshot('receipt-partial-capture');
    await counter.expectAccessible();
  });
}

const cancelText = {
  en: {
    held: 'The hold of ¥2,500',
    keep: 'Keep the payment',
    capture: /^Capture/,
    alreadyCanceled: 'Already canceled.',
  },
  ja: {
    held: 'お客様のカードの ￥2,500 の仮押さえを解除します。',
    keep: '取り消さない',
    capture: /^売上確定/,
    alreadyCanceled: '取消済みです。',
  },
} as const;

for (const language of ['en', 'ja'] as const) {
  test(`an authorization canceled after confirmation leaves nothing to capture (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const words = { ...text[language], ...cancelText[language] };
    await counter.switchLanguage(language);
    await cardSale(counter, language, '2500', { authorizeOnly: true, card: cards.visa });
    await openChargeFromResult(page, language);

    await page.keyboard.press('F3');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(words.held);
    // The safe choice has the focus: Enter keeps the payment.
    await expect(dialog.getByRole('button', { name: words.keep })).toBeFocused();
    await expect(dialog.getByRole('button', { name: words.keep })).toHaveClass(/button--secondary/);
    await counter.screenshot('cancel-dialog');
    await counter.expectAccessible();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(statusBadge(page)).not.toContainText(words.statusCanceled);

    // The deliberate way: to the cancel button itself, then Enter.
    await page.keyboard.press('F3');
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: words.cancelConfirm })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByText(words.cancelDone)).toBeVisible({ timeout: settles });
    await expect(statusBadge(page)).toContainText(words.statusCanceled);
    await expect(page.getByRole('button', { name: words.capture })).toBeDisabled();
    await expect(page.getByText(words.alreadyCanceled)).toBeVisible();
  });
}

const refundText = {
  en: {
    back: 'Back',
    refundPart: 'Refund ¥1,500',
    refundRest: 'Refund ¥2,500',
    left: 'Left to refund¥2,500',
    dismiss: 'OK',
    refundAction: /^Refund/,
    yen: '¥',
  },
  ja: {
    back: '戻る',
    refundPart: '￥1,500 を返金',
    refundRest: '￥2,500 を返金',
    left: '返金可能な残額￥2,500',
    dismiss: '閉じる',
    refundAction: /^返金$/,
    yen: '￥',
  },
} as const;

for (const language of ['en', 'ja'] as const) {
  test(`a captured sale refunded in part, then in full, offers no more refund (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const words = { ...text[language], ...refundText[language] };
    await counter.switchLanguage(language);
    await cardSale(counter, language, '4000', { authorizeOnly: false, card: cards.mastercard });
    await expect(page.getByRole('heading', { name: words.paid })).toBeVisible();
    await openChargeFromResult(page, language);

    await page.keyboard.press('F4');
    const amount = page.getByLabel(words.refundAmount);
    await expect(amount).toHaveValue('4000');
    await expect(page.getByRole('button', { name: words.back, exact: true })).toBeFocused();
    // Enter in the amount refunds nothing: the refund takes its own button.
    await amount.fill('1500');
    await amount.press('Enter');
    await expect(page.getByRole('button', { name: words.refundPart })).toBeVisible();
    await page.getByRole('button', { name: words.refundPart }).click();
    await expect(page.getByText(words.refundDone)).toBeVisible({ timeout: settles });
    await expect(page.locator('.charge-detail__amounts')).toContainText(
      `${words.refunded}${words.yen}1,500`,
    );
    await expect(page.locator('.charge-detail__amounts')).toContainText(words.left);
    await counter.screenshot('charge-detail-refunded-part');
    await counter.expectAccessible();

    await page.getByRole('button', { name: words.dismiss }).click();
    await page.keyboard.press('F4');
    await expect(amount).toHaveValue('2500');
    await page.getByRole('button', { name: words.refundRest }).click();
    await expect(page.getByText(words.refundDone)).toBeVisible({ timeout: settles });
    await expect(page.locator('.charge-detail__amounts')).toContainText(
      `${words.refunded}${words.yen}4,000`,
    );
    await expect(page.getByText(words.fullyRefunded)).toBeVisible();
    await expect(page.getByRole('button', { name: words.refundAction })).toBeDisabled();
  });
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`a paid konbini charge explains its refund instead of offering it, and the list finds it (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await page.keyboard.type('1200');
    await page.keyboard.press('F3');
    await page.getByLabel(words.konbiniName).fill('Yamada Hanako');
    await page.getByLabel(words.konbiniPhone).fill('090-1234-5678');
    await page.getByLabel(words.email).fill('hanako@example.com');
    await page.getByRole('radio', { name: words.konbiniStore }).check();
    await page.getByRole('textbox', { name: words.konbiniPeriod, exact: true }).fill('3');
    await startAndProcess(counter, () => page.keyboard.press('F9'));
    await expect(page.getByRole('heading', { name: words.konbiniSlip })).toBeVisible({
      timeout: settles,
    });
    await page.getByRole('button', { name: words.konbiniPay }).click();
    await expect(page.getByRole('heading', { name: words.paid })).toBeVisible({ timeout: settles });

    await page
      .getByRole('navigation')
      .getByRole('button', { name: new RegExp(`^${words.payments}`) })
      .click();
    const row = page.locator('.charge-list-row').first();
    await expect(row).toContainText(/[¥￥]1,200/, { timeout: settles });
    await expect(row).toContainText(words.statusPaid);
    await counter.screenshot('payments');
    await counter.expectAccessible();

    await row.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('note')).toHaveText(words.konbiniExplained, { timeout: settles });
    // The sale's steps are told in the konbini's words: no card was sent or processed.
    const timeline = page.locator('.charge-detail__timeline');
    await expect(timeline).toContainText(words.konbiniIssued);
    await expect(timeline).not.toContainText(words.cardWords);
    // Neither a cancel nor a refund is offered beside the note that says neither is possible.
    await expect(page.locator('.charge-detail__action .button')).toHaveCount(1);

    // The browser host has no printer and no PDF output: the buttons say so before anyone
    // presses them, and the preview shows the receipt the printer would get.
    await expect(page.getByRole('button', { name: words.printReceipt })).toBeDisabled();
    await expect(page.getByRole('button', { name: words.saveReceipt })).toBeDisabled();
    await expect(
      page.getByRole('button', { name: words.printReceipt }),
    ).toHaveAccessibleDescription(words.noPrinter);
    await page.keyboard.press('F6');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.keyboard.press('F9');
    const receipt = page.getByRole('article', { name: words.receiptPreview });
    await expect(receipt).toContainText(/[¥￥]1,200/, { timeout: settles });
    await expect(receipt).toContainText(words.receiptTraining);
    await counter.screenshot('receipt-preview');
    await counter.expectAccessible();
    await page.keyboard.press('Escape');
    await expect(receipt).toBeHidden();
    await counter.screenshot('charge-detail-konbini');
    await counter.expectAccessible();

    await page.keyboard.press('Escape');
    await expect(page.locator('.charge-list-row').first()).toBeFocused();
  });
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`a bank transfer still awaited offers its cancel and says why there is no refund (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    const awaiting = counter.nextEvent('payments:open-changed', (open) => open.length > 0);
    const started = await startAndProcess(counter, () =>
      counter.core.dispatch('flows:start-sale', {
        token: {
          payment_type: 'bank_transfer',
          email: 'hanako@example.jp',
          data: { brand: 'aozora_bank', match_amount: 'exact' },
        },
        charge: { amount: 3300, currency: 'JPY' },
      }),
    );
    expect(started).toMatchObject({ ok: true });
    await awaiting;

    await page
      .getByRole('navigation')
      .getByRole('button', { name: words.payments, exact: true })
      .click();
    const row = page.locator('.charge-list-row').first();
    await expect(row).toContainText(/[¥￥]3,300/);
    await row.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.charge-detail__amount')).toBeVisible();
    // Not paid, so not "paid outside the service": cancel is offered, refund says why not.
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(page.locator('.charge-detail__action').nth(2)).toContainText(words.notPaidYet);
    await expect(page.locator('.charge-detail__action .button').nth(1)).toBeEnabled();
    await expect(page.locator('.charge-detail__action .button').nth(2)).toBeDisabled();
    await counter.screenshot('charge-detail-bank-transfer-awaiting');
    await counter.expectAccessible();
  });
}
