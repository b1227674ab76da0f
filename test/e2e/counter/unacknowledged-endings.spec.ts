import type { Page } from '@playwright/test';
import { isTerminalFlowStep } from '../../../shared/flows/flow-progress';
import { expect, test, type CounterHarness } from './counter-fixture';
import type { Language } from '../../../renderer/i18n/languages';
import { cardFormWords } from '../card-form-words';

/*
 * Never charged twice, through the browser host to the training simulator: a card
 * sale of ¥4,321 whose page is closed while it runs ends paid with nobody watching; the page
 * opened again names the paid sale until the cashier says it was seen, and a new sale of the
 * same amount asks first, with Don't charge again focused, so Enter charges nothing.
 */

const text = {
  en: {
    ...cardFormWords.en,
    inProgress: 'Payment in progress',
    endings: 'Ended while no screen followed them: check before charging again',
    paid: /[¥￥]4,321 was paid at .+ by Mastercard ••4444/,
    seen: 'Seen',
    question: 'Charge ¥4,321 again?',
    keep: 'Don’t charge again',
  },
  ja: {
    ...cardFormWords.ja,
    inProgress: '決済処理中',
    endings: '画面で見届けられずに終わった販売があります。もう一度請求する前にご確認ください',
    paid: /[¥￥]4,321 は .+ に Mastercard ••4444 で支払い済みです/,
    seen: '確認しました',
    question: /[¥￥]4,321 をもう一度請求しますか？/,
    keep: 'もう一度請求しない',
  },
} as const;

/** Types ¥4,321 on the keypad, picks Card and fills the form with a Mastercard that succeeds. */
async function enterCardSale(page: Page, language: Language) {
  const words = text[language];
  await page.keyboard.type('4321');
  await page.keyboard.press('F2');
  await expect(page.getByLabel(words.cardNumber)).toBeFocused();
  await page.getByLabel(words.cardNumber).fill('5555555555554444');
  await page.getByLabel(words.expiry).fill('12/30');
  await page.getByLabel(words.cvv).fill('123');
  await page.getByLabel(words.cardholder).fill('Taro Yamada');
  await page.getByLabel(words.email).fill('taro@example.com');
}

/** The counter opened in a new page, as a cashier opens it again, with its shell ready. */
async function openCounter(counter: CounterHarness): Promise<Page> {
  const page = await counter.context.newPage();
  await page.goto(counter.host.url);
  await expect(page.getByRole('navigation')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveAttribute('aria-busy', 'false');
  return page;
}

/** The simulator's charges of ¥4,321, however the counter's screens tell it. */
function chargesOf4321(counter: CounterHarness): number {
  return counter
    .simulatorRecords()
    .charges.filter((record) => record.charge.requested_amount === 4321).length;
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`a sale paid while its page was closed is shown until seen, and its amount asked about (${language})`, async ({
    counter,
  }) => {
    await counter.switchLanguage(language);
    await enterCardSale(counter.page, language);
    const ended = counter.nextEvent('flows:progress', (progress) =>
      isTerminalFlowStep(progress.step),
    );
    await counter.page.keyboard.press('F9');
    await expect(counter.page.getByRole('heading', { name: words.inProgress })).toBeVisible();
    await counter.page.close();
    expect(await ended).toMatchObject({ step: 'succeeded' });

    const page = await openCounter(counter);
    const endings = page.getByRole('region', { name: words.endings });
    await expect(endings.getByText(words.paid)).toBeVisible();
    await page.reload();
    await expect(endings.getByText(words.paid)).toBeVisible();
    await endings.getByRole('button', { name: words.seen }).click();
    await expect(endings).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('banner')).toHaveAttribute('aria-busy', 'false');
    await expect(endings).toHaveCount(0);

    await enterCardSale(page, language);
    await page.keyboard.press('F9');
    const question = page.getByRole('dialog', { name: words.question });
    await expect(question.getByText(words.paid)).toBeVisible();
    await expect(question.getByRole('button', { name: words.keep })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toHaveCount(0);
    await expect(page.getByLabel(words.cardNumber)).toBeVisible();
    expect(chargesOf4321(counter)).toBe(1);
  });
}
