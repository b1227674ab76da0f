import type { Page } from '@playwright/test';
import { languageNames } from '../../../renderer/i18n/languages';
import { expect, test } from './counter-fixture';

/*
 * Money entry at the real counter, through the browser host, on the training store (JPY, the
 * default limits: at most ¥10,000,000 a sale, confirmed in words above ¥1,000,000): a decimal
 * point is refused the same way typed or pasted and stays refused until Backspace takes it back,
 * a minus sign is refused with a message, full-width digits and grouped or marked pastes
 * («¥1,200») read as the amount they say, a digit past the store's maximum is refused
 * with the maximum shown, a large amount takes a second, deliberate confirmation, Enter
 * confirms the amount when the digits were typed on a header button, and a sale detail counts
 * towards its length limit where the cashier sees it. In both languages.
 */

const text = {
  en: {
    amount: 'Amount',
    confirm: 'Confirm',
    change: 'Change',
    noDecimals:
      'Amounts in JPY have no decimals. Press Backspace to undo the decimal point, or C (Delete) to start again.',
    negative:
      'An amount is never below zero. Press Backspace to undo the minus sign, or C (Delete) to start again.',
    aboveMaximum:
      'The most this store takes in one sale is ¥10,000,000. Press Backspace to undo the last digit, or C (Delete) to start again.',
    checkTitle: 'Check the amount',
    words: 'two million Japanese yen',
    back: 'Back to the amount',
    yes: 'Yes, this amount is right',
    orderNumber: 'Order number',
    full: 'That is the most this field takes: 64 characters.',
    tooLong: '1 character too many: at most 64. Shorten it.',
    other: 'ja',
  },
  ja: {
    amount: '金額',
    confirm: '確定',
    change: '変更',
    noDecimals:
      'JPY の金額に小数はありません。Backspace で小数点を取り消すか、C（Delete）でやり直してください。',
    negative:
      '金額にマイナスはありません。Backspace でマイナス記号を取り消すか、C（Delete）でやり直してください。',
    aboveMaximum:
      'この店舗の1回の販売は ￥10,000,000 までです。Backspace で最後の数字を取り消すか、C（Delete）でやり直してください。',
    checkTitle: '金額の確認',
    words: '二百万円',
    back: '金額に戻る',
    yes: 'はい、この金額で正しい',
    orderNumber: '注文番号',
    full: 'この欄は 64 文字までです。',
    tooLong: '1 文字多すぎます。64 文字以内に短くしてください。',
    other: 'en',
  },
} as const;

/** Types `keys` as a Japanese input method sends them: keydown events of full-width keys. */
async function typeAsInputMethod(page: Page, keys: string) {
  await page.evaluate((typed) => {
    const target = document.activeElement ?? document.body;
    for (const key of typed) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
  }, keys);
}

/** Pastes `text` where the cashier's focus is, as Ctrl+V would, without the system clipboard. */
async function paste(page: Page, text: string) {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, text);
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test.describe(`money entry (${language})`, () => {
    test.beforeEach(async ({ counter }) => {
      await counter.switchLanguage(language);
      // Away from the header's button, as a cashier who has not touched it yet.
      await counter.page.getByLabel(words.amount, { exact: true }).focus();
    });

    test('refuses what an amount or a detail cannot take and says why', async ({ counter }) => {
      const { page } = counter;
      const amount = page.getByLabel(words.amount, { exact: true });
      // A decimal point in JPY, typed, then pasted.
      await page.keyboard.type('19.');
      await expect(page.getByText(words.noDecimals)).toBeVisible();
      await expect(amount).toHaveText(/^[¥￥]19$/);
      await page.keyboard.press('Delete');
      await expect(amount).toHaveText(/^[¥￥]0$/);
      await paste(page, '19.80');
      await expect(page.getByText(words.noDecimals)).toBeVisible();
      await expect(amount).toHaveText(/^[¥￥]0$/);
      await page.keyboard.press('Backspace');
      await expect(page.getByText(words.noDecimals)).toBeHidden();

      // Digits past the store maximum: refused, with the maximum shown. Typed at a person's
      // pace: thirteen keys at a scanner's without Enter are a partial scan, never an amount.
      await page.keyboard.type('1000000000000', { delay: 120 });
      await expect(page.getByText(words.aboveMaximum)).toBeVisible();
      await expect(amount).toHaveText(/^[¥￥]10,000,000$/);

      // An order number counts towards its limit where the cashier sees it, an emoji as one.
      const orderNumber = page.getByLabel(words.orderNumber);
      await orderNumber.fill('A'.repeat(52));
      await expect(page.getByText('52/64')).toBeVisible();
      await orderNumber.fill('🎁'.repeat(64));
      await expect(page.getByText(words.full)).toBeVisible();
      await expect(page.getByText('64/64')).toBeVisible();
      await orderNumber.fill('🎁'.repeat(65));
      await expect(page.getByText(words.tooLong)).toBeVisible();
      await expect(orderNumber).toHaveValue('🎁'.repeat(65));
    });

    test('confirms on Enter wherever the digits went, a large amount only once read in words', async ({
      counter,
    }) => {
      const { page } = counter;
      // Typed while a header button has the focus: the digits and Enter both go to the amount.
      const otherLanguage = page.getByRole('button', {
        name: languageNames[words.other],
        exact: true,
      });
      await otherLanguage.focus();
      await page.keyboard.type('2000000');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: words.checkTitle });
      await expect(dialog).toContainText(/[¥￥]2,000,000/);
      await expect(dialog).toContainText(words.words);
      await expect(dialog.getByRole('button', { name: words.back })).toBeFocused();
      expect(await counter.language()).toBe(language);

      // A second Enter goes back to the amount, unconfirmed.
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('button', { name: new RegExp(`^${words.confirm}`) }),
      ).toBeVisible();

      // Back, and the next Enter before the task in which the native dialog tells it closed:
      // that Enter still asks again, as every Enter on the unconfirmed amount does.
      await page.keyboard.press('Enter');
      const back = dialog.getByRole('button', { name: words.back });
      await expect(back).toBeFocused();
      await back.evaluate(async (button: HTMLElement) => {
        button.click();
        for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
        document.activeElement?.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
        );
      });
      await expect(back).toBeFocused();
      await dialog.getByRole('button', { name: words.yes }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('button', { name: new RegExp(`^${words.change}`) }),
      ).toBeVisible();
      await expect(page.getByLabel(words.amount, { exact: true })).toHaveText(/^[¥￥]2,000,000$/);
    });

    test('keeps a refused decimal point refused until Backspace, so 12.5 is never ¥125', async ({
      counter,
    }) => {
      const { page } = counter;
      const amount = page.getByLabel(words.amount, { exact: true });
      const confirm = page.getByRole('button', { name: new RegExp(`^${words.confirm}`) });
      await page.keyboard.type('12.5');
      await expect(page.getByText(words.noDecimals)).toBeVisible();
      await expect(amount).toHaveText(/^[¥￥]12$/);
      await expect(confirm).toBeDisabled();
      // Enter confirms nothing while the refusal stands.
      await page.keyboard.press('Enter');
      await expect(page.getByText(words.noDecimals)).toBeVisible();
      await expect(confirm).toBeDisabled();

      await page.keyboard.press('Backspace');
      await expect(page.getByText(words.noDecimals)).toBeHidden();
      await expect(amount).toHaveText(/^[¥￥]12$/);
      await expect(confirm).toBeEnabled();
    });

    test('refuses a minus sign with a message instead of dropping it', async ({ counter }) => {
      const { page } = counter;
      const amount = page.getByLabel(words.amount, { exact: true });
      await page.keyboard.type('-100');
      await expect(page.getByText(words.negative)).toBeVisible();
      await expect(amount).toHaveText(/^[¥￥]0$/);
      await paste(page, '-100');
      await expect(page.getByText(words.negative)).toBeVisible();
      await expect(amount).toHaveText(/^[¥￥]0$/);
    });

    test('reads full-width digits and pasted grouped amounts as the amount they say', async ({
      counter,
    }) => {
      const { page } = counter;
      const amount = page.getByLabel(words.amount, { exact: true });
      await typeAsInputMethod(page, '１２００');
      await expect(amount).toHaveText(/^[¥￥]1,200$/);
      for (const pasted of ['1,200', '¥1,200', '￥１，２００', '１２００']) {
        await page.keyboard.press('Delete');
        await expect(amount).toHaveText(/^[¥￥]0$/);
        await paste(page, pasted);
        await expect(amount, pasted).toHaveText(/^[¥￥]1,200$/);
      }
      await expect(
        page.getByRole('button', { name: new RegExp(`^${words.confirm}`) }),
      ).toBeEnabled();
    });
  });
}
