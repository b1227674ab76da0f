import type { Locator, Page } from '@playwright/test';
import type { Language } from '../../../renderer/i18n/languages';
import { expect, test, type CounterHarness } from './counter-fixture';

/*
 * The six details screens at a counter's 1280x800 with the training banner on, through the
 * browser host (issue 11: "nothing focusable or any error message may be hidden under the
 * bar: the content scrolls above it, and focus moves scroll the focused field into view"),
 * with an amount long enough to wrap the submit onto a second line. In both languages.
 */

const text = {
  en: {
    confirmLarge: /^Yes, this amount is right/,
    email: 'Customer email',
    timeToPay: 'Time to pay',
    setTime: /^Deadline at a set time of day/,
  },
  ja: {
    confirmLarge: /^はい、この金額で正しい/,
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
