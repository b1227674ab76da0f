import { expect, test, type Page } from '@playwright/test';
import type { FlowProgress } from '../../../shared/flows/flow-progress';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import { expectNoSeriousAxeViolations, openCounter, posCalls, setup } from './counter-page';
import type { FakePosControl } from './fake-pos';
import { serveRenderer, type ServedRenderer } from './serve-renderer';
import { cardFormWords } from '../card-form-words';

/*
 * A paid sale's receipt from its result in one key (F6), with a fake window.pos: printed where
 * the till prints on paper, shown as it would print where it cannot, and listed with the
 * other keys in the key help. Both languages.
 */

const operationId = '2f3a4b5c-6d7e-4f8a-9b0c-1d2e3f4a5b6c';
const chargeId = '4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d';

let renderer: ServedRenderer;

test.beforeAll(async () => {
  renderer = await serveRenderer();
});

test.afterAll(async () => {
  await renderer.close();
});

const text = {
  en: {
    ...cardFormWords.en,
    paid: 'Paid',
    print: 'Print receipt',
    show: 'Show receipt',
    printed: 'Receipt printed.',
    preview: 'Preview: as it prints',
    keys: 'Keys',
    keyHelp: /print its receipt/,
  },
  ja: {
    ...cardFormWords.ja,
    paid: '支払い完了',
    print: 'レシートを印刷',
    show: 'レシートを表示',
    printed: 'レシートを印刷しました。',
    preview: 'プレビュー（印刷されるとおり）',
    keys: 'キー操作',
    keyHelp: /レシートを印刷/,
  },
} as const;

type Language = keyof typeof text;

const ok = <Data>(data: Data) => ({ ok: true, data });

/** A ¥1,200 card sale keyed at the counter and reported paid by main, on a till with `paper`. */
async function paidSale(page: Page, language: Language, paper: 'ready' | 'PRINTER_NOT_AVAILABLE') {
  const words = text[language];
  const base = setup();
  const problems = await openCounter(page, renderer.url, {
    ...base,
    settings: { ...base.settings, language },
    answers: {
      printingGetOutputs: ok({ paper, pdf: paper }),
      printingPrintReceipt: ok({ copy: false, issue: 1 }),
    },
  });
  await page.keyboard.type('1200');
  await page.keyboard.press('F2');
  await page.getByLabel(words.cardNumber).fill('4242424242424242');
  await page.getByLabel(words.expiry).fill('12/30');
  await page.getByLabel(words.cvv).fill('123');
  await page.getByLabel(words.cardholder).fill('Taro Yamada');
  await page.getByLabel(words.email).fill('taro@example.com');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await callsOf(page, 'flowsStartSale')).length).toBe(1);
  const paid: FlowProgress = {
    operationId,
    kind: 'card_sale',
    step: 'succeeded',
    at: '2025-05-01T10:05:00.000Z',
    amount: 1200 as FlowProgress['amount'],
    currency: 'JPY',
    abortable: false,
    chargeId,
    chargeStatus: 'successful',
  };
  await page.evaluate(
    (payload) =>
      (window as unknown as { posFake: FakePosControl }).posFake.emit({
        channel: 'progress',
        payload,
      }),
    paid,
  );
  await expect(page.getByRole('heading', { name: words.paid })).toBeVisible();
  return problems;
}

async function callsOf(page: Page, method: keyof PosApi) {
  return (await posCalls(page)).filter((call) => call.method === method);
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`F6 on a paid sale prints its receipt where the till prints (${language})`, async ({
    page,
  }) => {
    const problems = await paidSale(page, language, 'ready');
    const button = page.getByRole('button', { name: words.print });
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'F6');
    await page.keyboard.press('F6');
    await expect(page.getByText(words.printed)).toBeVisible();
    expect((await callsOf(page, 'printingPrintReceipt')).map(({ input }) => input)).toEqual([
      { chargeId, copy: false },
    ]);
    await page.screenshot({ path: `test-results/renderer/sale-receipt-printed-${language}.png` });
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test(`F6 on a paid sale shows its receipt where the till cannot print (${language})`, async ({
    page,
  }) => {
    await paidSale(page, language, 'PRINTER_NOT_AVAILABLE');
    await expect(page.getByRole('button', { name: words.show })).toBeVisible();
    await page.keyboard.press('F6');
    await expect(page.getByRole('dialog', { name: words.preview })).toBeVisible();
    expect((await callsOf(page, 'printingPreview')).map(({ input }) => input)).toEqual([
      { document: 'receipt', chargeId, copy: false },
    ]);
    expect(await callsOf(page, 'printingPrintReceipt')).toEqual([]);
  });

  test(`the key help lists the result's receipt key (${language})`, async ({ page }) => {
    await paidSale(page, language, 'ready');
    await page.keyboard.press('F1');
    const row = page.getByRole('row').filter({ hasText: words.keyHelp });
    await expect(row.getByRole('rowheader')).toHaveText('F6');
  });
}
