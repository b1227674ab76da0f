import { expect, test, type Page } from '@playwright/test';
import type { FlowProgress } from '../../../shared/flows/flow-progress';
import {
  expectNoSeriousAxeViolations,
  openCounter,
  posCalls,
  setup,
  saleProgressEmitter,
} from './counter-page';
import type { FakePosControl } from './fake-pos';
import { serveRenderer, type ServedRenderer } from './serve-renderer';
import { cardFormWords } from '../card-form-words';

/*
 * A card sale at the counter with a fake window.pos: the card form checked by the flow's own
 * schema, the exact input sent to main, the progress main reports, the 3DS wait with its
 * abort, and each ending in words. Screenshots of each screen in both languages.
 */

const operationId = '2f3a4b5c-6d7e-4f8a-9b0c-1d2e3f4a5b6c';

let renderer: ServedRenderer;

test.beforeAll(async () => {
  renderer = await serveRenderer();
});

test.afterAll(async () => {
  await renderer.close();
});

type Language = 'ja' | 'en';

const labels = cardFormWords;

/** Opens the counter, types ¥1,200 and picks Card with F2. */
async function openCardForm(page: Page, language: Language = 'en') {
  const problems = await openCounter(
    page,
    renderer.url,
    setup({
      settings: {
        language,
        printerName: null,
        paper: 'receipt_80mm',
        pdfPaper: 'a4',
        timeZone: 'Asia/Tokyo',
        customerDisplay: false,
      },
    }),
  );
  await page.keyboard.type('1200');
  await page.keyboard.press('F2');
  await expect(page.getByLabel(labels[language].cardNumber)).toBeFocused();
  return problems;
}

async function fillCard(
  page: Page,
  card: { number: string; expiry: string; cvv: string },
  language: Language = 'en',
) {
  const field = labels[language];
  await page.getByLabel(field.cardNumber).fill(card.number);
  await page.getByLabel(field.expiry).fill(card.expiry);
  await page.getByLabel(field.cvv).fill(card.cvv);
  await page.getByLabel(field.cardholder).fill('Taro Yamada');
  await page.getByLabel(field.email).fill('taro@example.com');
}

const validCard = { number: '4242424242424242', expiry: '12/30', cvv: '123' };

const emitProgress = saleProgressEmitter({
  operationId,
  kind: 'card_sale',
  amount: 1200 as FlowProgress['amount'],
  currency: 'JPY',
  abortable: false,
});

async function startSale(page: Page) {
  await fillCard(page, validCard);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Payment in progress' })).toBeVisible();
}

function startCalls(page: Page) {
  return posCalls(page).then((calls) => calls.filter(({ method }) => method === 'flowsStartSale'));
}

test('a valid card sale sends the exact input and shows the paid screen after main’s progress', async ({
  page,
}) => {
  const problems = await openCardForm(page);
  await fillCard(page, validCard);
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await expect(page.getByLabel('Security code')).toHaveAttribute('type', 'password');
  await page.screenshot({ path: 'test-results/renderer/card-entry-en.png' });
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Enter');

  expect(await startCalls(page)).toEqual([
    {
      method: 'flowsStartSale',
      input: {
        token: {
          payment_type: 'card',
          email: 'taro@example.com',
          data: {
            cardholder: 'Taro Yamada',
            card_number: '4242424242424242',
            exp_month: '12',
            exp_year: '2030',
            cvv: '123',
          },
        },
        charge: { amount: 1200, currency: 'JPY', capture: true },
      },
    },
  ]);

  for (const step of ['started', 'creating_token', 'creating_charge', 'processing'] as const) {
    await emitProgress(page, step);
  }
  await expect(page.getByRole('status')).toHaveText('The card company is processing the payment');
  await expect(page.getByRole('button', { name: 'Abort payment' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/renderer/card-progress-en.png' });
  await expectNoSeriousAxeViolations(page);

  await emitProgress(page, 'succeeded', { chargeStatus: 'successful' });
  await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible();
  await page.screenshot({ path: 'test-results/renderer/card-paid-en.png' });
  await expectNoSeriousAxeViolations(page);

  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Amount', { exact: true })).toHaveText('¥0');
  expect(problems).toEqual([]);
});

test('an authorize-only sale says authorized, not paid', async ({ page }) => {
  await openCardForm(page);
  await fillCard(page, validCard);
  await page.getByLabel('Authorize only').check();
  await page.getByRole('button', { name: /Authorize ¥1,200/ }).click();
  const [call] = await startCalls(page);
  expect(call?.input).toMatchObject({ charge: { capture: false } });
  await emitProgress(page, 'succeeded', { chargeStatus: 'authorized' });
  await expect(page.getByRole('heading', { name: 'Authorized — not captured yet' })).toBeVisible();
  await page.screenshot({ path: 'test-results/renderer/card-authorized-en.png' });
});

for (const { name, card, field, message } of [
  {
    name: 'a card number failing the Luhn check',
    card: { ...validCard, number: '4242424242424241' },
    field: 'Card number',
    message: 'The card number is not valid.',
  },
  {
    name: 'an expired card',
    card: { ...validCard, expiry: '01/20' },
    field: 'Expiry (MM/YY)',
    message: 'The expiry date is not valid or has passed.',
  },
  {
    name: 'a short security code',
    card: { ...validCard, cvv: '12' },
    field: 'Security code',
    message: 'The security code is not valid.',
  },
]) {
  test(`${name} is named next to its field and never sent`, async ({ page }) => {
    await openCardForm(page);
    await fillCard(page, card);
    await page.keyboard.press('Enter');
    const input = page.getByLabel(field);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')));
    expect(await startCalls(page)).toEqual([]);
  });
}

test('the card form shows each field’s error in Japanese', async ({ page }) => {
  await openCardForm(page, 'ja');
  await page.keyboard.press('F9');
  await expect(page.getByLabel('カード番号')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: 'test-results/renderer/card-entry-errors-ja.png', fullPage: true });
  await expectNoSeriousAxeViolations(page);
  expect(await startCalls(page)).toEqual([]);
});

test('the 3DS wait can be aborted while main says it may', async ({ page }) => {
  await openCardForm(page);
  await startSale(page);
  await emitProgress(page, 'processing');
  await emitProgress(page, 'authenticating', {
    abortable: true,
    chargeStatus: 'awaiting',
    action: {
      type: 'three_ds',
      url: 'https://issuer.example.com/3ds',
      contentType: 'application/x-www-form-urlencoded',
      body: 'creq=abc',
    },
  });
  await expect(page.getByRole('status')).toHaveText(
    'The customer is authenticating with their card issuer',
  );
  await expect(page.getByText('The card issuer’s page is open.')).toBeVisible();
  await page.screenshot({ path: 'test-results/renderer/card-3ds-en.png' });
  await expectNoSeriousAxeViolations(page);
  // Aborting is asked once more, on the safe choice: Enter there keeps the payment.
  await page.getByRole('button', { name: 'Abort payment' }).click();
  const keep = page.getByRole('button', { name: 'Back, keep the payment' });
  await expect(keep).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(keep).toBeHidden();
  expect((await posCalls(page)).filter(({ method }) => method === 'flowsAbort')).toEqual([]);
  await page.getByRole('button', { name: 'Abort payment' }).click();
  await page.getByRole('button', { name: 'Yes, abort the payment' }).click();
  await expect
    .poll(async () => (await posCalls(page)).filter(({ method }) => method === 'flowsAbort'))
    .toEqual([{ method: 'flowsAbort', input: { operationId } }]);
  await emitProgress(page, 'canceling');
  await emitProgress(page, 'abandoned');
  await expect(page.getByRole('heading', { name: 'Payment canceled' })).toBeVisible();
});

test('a declined payment explains the payment error code in words', async ({ page }) => {
  await openCardForm(page);
  await startSale(page);
  await emitProgress(page, 'failed', {
    problem: { type: 'payment', code: 306, message: 'card declined' },
  });
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByText('The card was declined. Ask for another card')).toBeVisible();
  await page.screenshot({ path: 'test-results/renderer/card-declined-en.png' });
  await expectNoSeriousAxeViolations(page);
});

test('an outcome main could not settle says it is in review and must not be charged again', async ({
  page,
}) => {
  await openCardForm(page);
  await startSale(page);
  await emitProgress(page, 'needs_review', {
    problem: { type: 'review', reason: 'outcome_unknown' },
  });
  await expect(
    page.getByRole('heading', { name: 'Outcome unknown — do not charge again' }),
  ).toBeVisible();
  await expect(page.getByText('It is in the review list')).toBeVisible();
  await page.screenshot({ path: 'test-results/renderer/card-review-en.png' });
  await expectNoSeriousAxeViolations(page);
});

test('the progress and result screens read in Japanese', async ({ page }) => {
  await openCardForm(page, 'ja');
  await fillCard(page, validCard, 'ja');
  await page.screenshot({ path: 'test-results/renderer/card-entry-ja.png' });
  await page.keyboard.press('Enter');
  await emitProgress(page, 'authenticating', {
    abortable: true,
    action: {
      type: 'three_ds',
      url: 'https://issuer.example.com/3ds',
      contentType: 'text/html',
      body: '',
    },
  });
  await expect(page.getByRole('button', { name: '決済を中止' })).toBeEnabled();
  await page.screenshot({ path: 'test-results/renderer/card-3ds-ja.png' });
  await emitProgress(page, 'failed', {
    problem: { type: 'payment', code: 306, message: 'card declined' },
  });
  await expect(page.getByRole('heading', { name: '決済失敗' })).toBeVisible();
  await page.screenshot({ path: 'test-results/renderer/card-declined-ja.png' });
  await expectNoSeriousAxeViolations(page);
});

test('the menu’s New sale leaves a finished sale’s result for a fresh amount, but not a running sale', async ({
  page,
}) => {
  const problems = await openCardForm(page);
  await startSale(page);
  const newSaleFromMenu = () =>
    page.evaluate(() =>
      (window as unknown as { posFake: FakePosControl }).posFake.emit({
        channel: 'command',
        payload: { command: 'new-sale' },
      }),
    );

  await emitProgress(page, 'processing');
  await newSaleFromMenu();
  await expect(page.getByRole('heading', { name: 'Payment in progress' })).toBeVisible();

  await emitProgress(page, 'succeeded', { chargeStatus: 'successful' });
  await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible();
  await newSaleFromMenu();
  await expect(page.getByLabel('Amount', { exact: true })).toHaveText('¥0');
  expect(problems).toEqual([]);
});

for (const { language, otherMethod, orderNumber, memo, konbini } of [
  {
    language: 'en',
    otherMethod: /^Try another method/,
    orderNumber: 'Order number',
    memo: 'Memo',
    konbini: {
      title: 'Konbini payment',
      name: 'Customer name',
      phone: 'Phone number (Japan)',
      email: 'Customer email',
      store: 'Lawson',
    },
  },
  {
    language: 'ja',
    otherMethod: /^別の支払い方法で試す/,
    orderNumber: '注文番号',
    memo: 'メモ',
    konbini: {
      title: 'コンビニ払い',
      name: 'お客様のお名前',
      phone: '電話番号（日本）',
      email: 'お客様のメールアドレス',
      store: 'ローソン',
    },
  },
] as const) {
  test(`after a decline, another method takes the same amount, order number and memo (${language})`, async ({
    page,
  }) => {
    await openCounter(
      page,
      renderer.url,
      setup({
        settings: {
          language,
          printerName: null,
          paper: 'receipt_80mm',
          pdfPaper: 'a4',
          timeZone: 'Asia/Tokyo',
          customerDisplay: false,
        },
      }),
    );
    await page.keyboard.type('1200');
    await page.getByLabel(orderNumber).fill('A-1042');
    await page.getByLabel(memo).fill('Gift wrap');
    await page.keyboard.press('F2');
    await fillCard(page, validCard, language);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await startCalls(page)).length).toBe(1);
    await emitProgress(page, 'failed', {
      problem: { type: 'payment', code: 306, message: 'card declined' },
    });
    await page.getByRole('button', { name: otherMethod }).click();

    await expect(page.getByLabel(orderNumber)).toHaveValue('A-1042');
    await expect(page.getByLabel(memo)).toHaveValue('Gift wrap');
    await page.keyboard.press('F3');
    await expect(page.getByRole('heading', { name: konbini.title, exact: true })).toBeVisible();
    await page.getByLabel(konbini.name).fill('Yamada Taro');
    await page.getByLabel(konbini.phone).fill('090-1234-5678');
    await page.getByLabel(konbini.email).fill('taro@example.com');
    await page.getByRole('radio', { name: konbini.store }).check();
    await page.keyboard.press('F9');
    await expect.poll(async () => (await startCalls(page)).length).toBe(2);
    const [declined, again] = await startCalls(page);
    const sameSale = {
      amount: 1200,
      currency: 'JPY',
      metadata: { order_number: 'A-1042', memo: 'Gift wrap' },
    };
    expect(declined?.input).toMatchObject({ charge: sameSale });
    expect(again?.input).toMatchObject({
      token: { payment_type: 'konbini' },
      charge: sameSale,
    });
  });
}

for (const { language, refusal, count } of [
  { language: 'en', refusal: 'The security code is digits only.', count: '20/26' },
  { language: 'ja', refusal: 'セキュリティコードは数字のみです。', count: '20/26' },
] as const) {
  test(`the security code refuses a letter in words and the name on card counts to its limit (${language})`, async ({
    page,
  }) => {
    await openCardForm(page, language);
    const field = labels[language];
    const cvv = page.getByLabel(field.cvv);
    await cvv.pressSequentially('12');
    await cvv.press('KeyA');
    await expect(cvv).toHaveValue('12');
    await expect(cvv).toHaveAccessibleDescription(new RegExp(refusal));
    await cvv.press('Digit3');
    await expect(cvv).toHaveValue('123');
    await expect(cvv).not.toHaveAccessibleDescription(new RegExp(refusal));

    const cardholder = page.getByLabel(field.cardholder);
    await cardholder.fill('T'.repeat(19));
    await expect(cardholder).not.toHaveAccessibleDescription(/\/26/);
    await cardholder.press('KeyT');
    await expect(cardholder).toHaveAccessibleDescription(new RegExp(count));
    await cardholder.fill('T'.repeat(27));
    await expect(cardholder).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('F9');
    expect(await startCalls(page)).toEqual([]);
  });
}

for (const { language, more, cardNumberRefusal, expiryRefusal, localNumber, line1 } of [
  {
    language: 'en',
    more: 'More: billing address and phone (optional)',
    cardNumberRefusal: 'A card number is digits',
    expiryRefusal: 'An expiry is the month and year in digits',
    localNumber: 'Phone number',
    line1: 'Address line 1',
  },
  {
    language: 'ja',
    more: 'その他: 請求先住所と電話番号（任意）',
    cardNumberRefusal: 'カード番号は数字です',
    expiryRefusal: '有効期限は月と年の数字です',
    localNumber: '電話番号',
    line1: '住所1',
  },
] as const) {
  test(`card number and expiry take separators, refuse a letter typed or pasted, and the phone and address say their limits (${language})`, async ({
    page,
  }) => {
    await openCardForm(page, language);
    const field = labels[language];
    const cardNumber = page.getByLabel(field.cardNumber);
    await cardNumber.pressSequentially('4242-4242');
    await expect(cardNumber).toHaveValue('4242-4242');
    await cardNumber.press('KeyO');
    await expect(cardNumber).toHaveValue('4242-4242');
    await expect(cardNumber).toHaveAccessibleDescription(new RegExp(cardNumberRefusal));
    // A paste obeys the same rule as typing: refused whole, with the same words.
    await cardNumber.fill('');
    await cardNumber.fill('4242 4242 4242 424O');
    await expect(cardNumber).toHaveValue('');
    await expect(cardNumber).toHaveAccessibleDescription(new RegExp(cardNumberRefusal));
    await cardNumber.fill('4242-4242-4242-4242');
    await expect(cardNumber).not.toHaveAccessibleDescription(new RegExp(cardNumberRefusal));

    const expiry = page.getByLabel(field.expiry);
    await expiry.fill('12/3x');
    await expect(expiry).toHaveValue('');
    await expect(expiry).toHaveAccessibleDescription(new RegExp(expiryRefusal));
    await expiry.fill('1/30');
    await expect(expiry).toHaveValue('01/30');

    await page.getByText(more).click();
    const phone = page.getByLabel(localNumber, { exact: true });
    await phone.fill('0901234567');
    await expect(phone).not.toHaveAccessibleDescription(/\/15/);
    await phone.fill('090123456789');
    await expect(phone).toHaveAccessibleDescription(/12\/15/);
    await phone.fill('0901234567890123');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveValue('0901234567890123');
    const address = page.getByLabel(line1);
    await address.fill('a'.repeat(45));
    await expect(address).toHaveAccessibleDescription(/45\/50/);
    await page.screenshot({ path: `test-results/screenshots/card-entry-billing-${language}.png` });

    await page.getByLabel(field.cvv).fill('123');
    await page.getByLabel(field.cardholder).fill('Taro Yamada');
    await page.getByLabel(field.email).fill('taro@example.com');
    await page.keyboard.press('F9');
    expect(await startCalls(page)).toEqual([]);
    await phone.fill('0901234567');
    await page.getByLabel('Country calling code').or(page.getByLabel('国番号')).fill('81');
    await page.keyboard.press('F9');
    const [call] = await startCalls(page);
    expect(call?.input).toMatchObject({
      token: {
        data: {
          card_number: '4242424242424242',
          exp_month: '01',
          exp_year: '2030',
          line1: 'a'.repeat(45),
          phone_number: { country_code: '81', local_number: '0901234567' },
        },
      },
    });
  });
}
