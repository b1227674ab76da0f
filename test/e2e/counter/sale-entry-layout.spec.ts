import type { Locator, Page } from '@playwright/test';
import type { Language } from '../../../renderer/i18n/languages';
import { expect, test, type CounterHarness } from './counter-fixture';

/*
 * The six details screens at a counter's 1280x800 with the training banner on, through the
 * browser host: nothing focusable and no error message is hidden under the bar (the content
 * scrolls above it, and a focus move scrolls the focused field into view), with an amount
 * long enough to wrap the submit onto a second line. In both languages.
 */

const text = {
  en: {
    confirmLarge: /^Yes, this amount is right/,
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvv: 'Security code',
    cardholder: 'Name on card',
    customerName: 'Customer name',
    phoneNumber: 'Phone number (Japan)',
    email: 'Customer email',
    timeToPay: 'Time to pay',
    setTime: /^Deadline at a set time of day/,
  },
  ja: {
    confirmLarge: /^はい、この金額で正しい/,
    cardNumber: 'カード番号',
    expiry: '有効期限（MM/YY）',
    cvv: 'セキュリティコード',
    cardholder: 'カード名義',
    customerName: 'お客様のお名前',
    phoneNumber: '電話番号（日本）',
    email: 'お客様のメールアドレス',
    timeToPay: '支払期間',
    setTime: /^期限を決まった時刻にする/,
  },
} as const;

/** Over the default ¥1,000,000 that asks for a confirmation, under the ¥10,000,000 maximum. */
const longAmount = '9999999';

/** The method keys of the six details screens (sale-methods.ts). */
const methodKeys = ['F2', 'F3', 'F4', 'F5', 'F6', 'F7'] as const;

/** Types the long amount, confirms it as the store asks, and opens the method's form. */
async function openForm(counter: CounterHarness, language: Language, methodKey: string) {
  const { page } = counter;
  await counter.switchLanguage(language);
  await page.keyboard.type(longAmount);
  await page.keyboard.press(methodKey);
  await page.getByRole('button', { name: text[language].confirmLarge }).click();
  await expect(page.locator('.sale-entry .action-bar')).toBeVisible();
}

/**
 * Where the element is against the bar: wholly above it and inside the window, and the
 * element a press on its centre reaches. A visually hidden input (a styled radio) is judged
 * by the label that shows it. Answers 'clear' or what is wrong; 'outside' for an element
 * that is not in the form's fields (the bar's own buttons, or nothing focused).
 */
function placement(element: Element | null): string {
  const fields = document.querySelector('.sale-entry__fields');
  const bar = document.querySelector('.sale-entry .action-bar')?.getBoundingClientRect();
  if (element === null || fields === null || !fields.contains(element)) return 'outside';
  if (bar === undefined) return 'no bar';
  let shown = element.getBoundingClientRect();
  if (shown.width < 2 || shown.height < 2) {
    const label = element.closest('label') ?? document.querySelector(`label[for="${element.id}"]`);
    if (label !== null) shown = label.getBoundingClientRect();
  }
  const name = element.outerHTML.slice(0, 80);
  if (shown.top < 0 || shown.bottom > bar.top) {
    return `${name} spans ${shown.top}-${shown.bottom}, the bar starts at ${bar.top}`;
  }
  const hit = document.elementFromPoint(shown.left + shown.width / 2, shown.top + shown.height / 2);
  const reached =
    hit !== null &&
    (element.contains(hit) || hit.contains(element) || hit.closest('label')?.contains(element));
  return reached === true ? 'clear' : `${name} is covered by ${hit?.outerHTML.slice(0, 80)}`;
}

async function clearOfBar(target: Locator): Promise<string> {
  return target.evaluate(placement);
}

/** Where the focused element is against the bar (placement). */
async function focusedClearOfBar(page: Page): Promise<string> {
  return page.evaluate(`(${placement.toString()})(document.activeElement)`);
}

/** An invalid control and its error, after a focus move onto it, both clear of the bar. */
async function expectErrorClearOfBar(page: Page, control: Locator) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const id = await control.getAttribute('id');
  const error = page.locator(`[id="${id}-error"]`);
  await expect(error).toBeVisible();
  // A focus move from the keyboard, as Tab makes it (a click's focus does not scroll).
  await page.locator('.sale-entry__title').click();
  await control.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(control).toBeFocused();
  for (const target of [control, error]) {
    await expect.poll(() => clearOfBar(target)).toBe('clear');
  }
}

/** Tabs from the form's first field to its bar; every field focused on the way is in view. */
async function expectEveryFieldReachable(page: Page) {
  await page.locator('.sale-entry__title').click();
  await page.keyboard.press('Tab');
  let reached = 0;
  // Each press moves on to the next field; the bar's buttons end the walk.
  while ((await focusedClearOfBar(page)) !== 'outside') {
    await expect.poll(() => focusedClearOfBar(page)).toBe('clear');
    reached += 1;
    await page.keyboard.press('Tab');
  }
  expect(reached).toBeGreaterThan(0);
  await expect(page.locator('.sale-entry .action-bar :focus')).toHaveCount(1);
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`a card sale's email error stays above the bar when a long amount wraps the submit (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await openForm(counter, language, 'F2');
    await page.getByLabel(words.email).fill('not-an-email');
    await page.keyboard.press('F9');
    await expectErrorClearOfBar(page, page.getByLabel(words.email));
    await counter.screenshot('card-entry-long-amount');
  });

  test(`konbini's time to pay and its error stay above the bar (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await openForm(counter, language, 'F3');
    const period = page.getByRole('group', { name: words.timeToPay }).getByRole('textbox');
    await period.first().fill('');
    await page.keyboard.press('F9');
    await expectErrorClearOfBar(page, period.first());
    const setTime = page.getByRole('checkbox', { name: words.setTime });
    await setTime.focus();
    await expect.poll(() => clearOfBar(setTime)).toBe('clear');
    await counter.screenshot('konbini-entry-long-amount');
  });

  test(`a refused submit shows the error of the field the cashier is in above the bar (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await page.keyboard.type('1200');
    await page.keyboard.press('F3');
    const period = page.getByRole('group', { name: words.timeToPay }).getByRole('textbox');
    // Typed and sent from the field: the focus stays, and the error opens under it.
    await period.first().fill('31');
    await page.keyboard.press('F9');
    await expect(period.first()).toBeFocused();
    const error = page.locator(`[id="${await period.first().getAttribute('id')}-error"]`);
    await expect(error).toBeVisible();
    for (const target of [period.first(), error]) {
      await expect.poll(() => clearOfBar(target)).toBe('clear');
    }
  });

  test(`a refused submit takes the focus to the first field to correct, in view (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await page.keyboard.type('1200');
    await page.keyboard.press('F2');
    // Sent from a field that is right: the first field in error takes the focus.
    await page.getByLabel(words.cardNumber).fill('4012000033330026');
    await page.getByLabel(words.expiry).fill('1230');
    await page.getByLabel(words.cvv).fill('123');
    await page.keyboard.press('F9');
    const cardholder = page.getByRole('textbox', { name: words.cardholder });
    await expect(cardholder).toBeFocused();
    const cardholderError = page.locator(`[id="${await cardholder.getAttribute('id')}-error"]`);
    await expect(cardholderError).toBeVisible();
    for (const target of [cardholder, cardholderError]) {
      await expect.poll(() => clearOfBar(target)).toBe('clear');
    }

    // A konbini sale for a number abroad: its phone number is what to correct.
    await page.keyboard.press('Escape');
    await page.keyboard.press('F3');
    await page.getByLabel(words.customerName).fill('Hanako Yamada');
    await page.getByLabel(words.phoneNumber).fill('+1 415 555 0100');
    await page.getByLabel(words.customerName).focus();
    await page.keyboard.press('F9');
    const phoneNumber = page.getByRole('textbox', { name: words.phoneNumber });
    await expect(phoneNumber).toBeFocused();
    const phoneNumberError = page.locator(`[id="${await phoneNumber.getAttribute('id')}-error"]`);
    await expect(phoneNumberError).toBeVisible();
    for (const target of [phoneNumber, phoneNumberError]) {
      await expect.poll(() => clearOfBar(target)).toBe('clear');
    }
  });

  test(`Tab reaches every field of each details form in view above the bar (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await openForm(counter, language, 'F2');
    for (const key of methodKeys) {
      if (key !== 'F2') {
        await page.keyboard.press('Escape');
        await expect(page.locator('.sale-entry')).toBeHidden();
        await page.keyboard.press(key);
        await expect(page.locator('.sale-entry .action-bar')).toBeVisible();
      }
      await expectEveryFieldReachable(page);
    }
  });
}
