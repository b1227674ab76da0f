import type { Language } from '../../../renderer/i18n/languages';
import { startAndProcess } from './charge-processing';
import { expect, test, type CounterHarness } from './counter-fixture';

/*
 * A non-card sale's steps in its own method's words, through the browser host to the
 * training simulator: the steps on the progress screen while the customer pays, then the
 * charge detail's timeline once paid, for a merchant-presented QR code, an online wallet and
 * a bank transfer. Konbini's is checked in charge-detail.spec.ts.
 */

/** The simulator settles a charge a second after it is made; polling and a busy machine add to it. */
const settles = 30_000;

const text = {
  en: {
    cardWords: /card/i,
    email: 'Customer email',
    details: 'Payment details',
    paid: 'Paid',
    qrProcessing: 'Creating the code for the customer',
    qrPay: 'Training: customer pays with the wallet',
    walletProcessing: 'The wallet is preparing the payment',
    walletApp: /^Wallet app/,
    walletApprove: 'Training: customer approves in the wallet',
    transferProcessing: 'Preparing the account for the transfer',
    transferAccount: 'Transfer to this account',
    transferArrives: 'Training: transfer arrives',
  },
  ja: {
    cardWords: /カード/,
    email: 'お客様のメールアドレス',
    details: '支払いの詳細',
    paid: '支払い完了',
    qrProcessing: 'お客様用のコードを作成しています',
    qrPay: 'トレーニング：お客様がウォレットで支払う',
    walletProcessing: 'ウォレットが支払いを準備しています',
    walletApp: /^ウォレットアプリ/,
    walletApprove: 'トレーニング：お客様がウォレットで承認する',
    transferProcessing: '振込先口座を準備しています',
    transferAccount: 'お振込先',
    transferArrives: 'トレーニング：振込が届く',
  },
} as const;

type Words = (typeof text)[Language];

interface NonCardSale {
  /** The method's own words for its processing step. */
  processing: (words: Words) => string;
  /** From an empty new sale to the customer being asked to pay. */
  start: (counter: CounterHarness, words: Words) => Promise<void>;
  /** What the trainee presses as the customer to pay. */
  pay: (words: Words) => string;
}

const sales: Record<string, NonCardSale> = {
  'a merchant-presented QR sale': {
    processing: (words) => words.qrProcessing,
    async start({ page }, words) {
      await page.keyboard.type('2000');
      await page.keyboard.press('F5');
      await page.getByRole('radio', { name: 'PayPay' }).check();
      await page.getByLabel(words.email).fill('hanako@example.com');
      await page.keyboard.press('F9');
      await expect(page.getByRole('timer')).toBeVisible({ timeout: settles });
    },
    pay: (words) => words.qrPay,
  },
  'an online wallet sale': {
    processing: (words) => words.walletProcessing,
    async start(counter, words) {
      const { page } = counter;
      await page.keyboard.type('1500');
      await page.keyboard.press('F6');
      await page.locator('input[type="radio"][value="alipay_online"]').check();
      await page.getByRole('radio', { name: words.walletApp }).check();
      await startAndProcess(counter, () => page.keyboard.press('F9'));
      await expect(page.getByRole('timer')).toBeVisible({ timeout: settles });
    },
    pay: (words) => words.walletApprove,
  },
  'a bank transfer': {
    processing: (words) => words.transferProcessing,
    async start({ page }, words) {
      await page.keyboard.type('5000');
      await page.keyboard.press('F7');
      await page.getByLabel(words.email).fill('hanako@example.com');
      await page.keyboard.press('F9');
      await expect(page.getByRole('heading', { name: words.transferAccount })).toBeVisible({
        timeout: settles,
      });
    },
    pay: (words) => words.transferArrives,
  },
};

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  for (const [name, sale] of Object.entries(sales)) {
    test(`${name} tells its steps in its own words, never a card's (${language})`, async ({
      counter,
    }) => {
      const { page } = counter;
      await counter.switchLanguage(language);
      await sale.start(counter, words);

      const steps = page.locator('.charge-progress__steps');
      await expect(steps).toContainText(sale.processing(words));
      await expect(steps).not.toContainText(words.cardWords);

      await page.getByRole('button', { name: sale.pay(words) }).click();
      await expect(page.getByRole('heading', { name: words.paid })).toBeVisible({
        timeout: settles,
      });
      await page.keyboard.press('F2');
      await expect(page.getByRole('heading', { name: words.details, level: 1 })).toBeVisible();
      const timeline = page.locator('.charge-detail__timeline');
      await expect(timeline).toContainText(sale.processing(words), { timeout: settles });
      await expect(timeline).not.toContainText(words.cardWords);
    });
  }
}
