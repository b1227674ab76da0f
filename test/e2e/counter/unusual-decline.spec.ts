import { expect } from '@playwright/test';
import { cards, cardSaleWords, enterCardSale, startNextSale } from './card-sale-journeys';
import { test } from './counter-fixture';
import { unusualErrorShapes } from '../../../main/simulator/unusual-error-body';

/*
 * Issue 22, Tolerant reading: the real service's older answers send an error body's `errors`
 * as one object, as a list of strings, or as entries without a reason (conventions: Checked
 * against the provider's own clients, Error bodies). Whatever the shape, the cashier reads the
 * reason of the body's code, CARD_REJECTED (a code of univapay-node's ResponseErrorCode), not
 * the words of a body the app could not read.
 */

const rejected = {
  en: 'The card was rejected by its issuer. Ask for another card or payment method.',
  ja: 'カード発行会社がこのカードを拒否しました。別のカードか別の支払い方法をお願いしてください。',
} as const;

for (const language of ['en', 'ja'] as const) {
  for (const shape of unusualErrorShapes) {
    test(`a decline with errors as ${shape} shows its real reason (${language})`, async ({
      counter,
    }) => {
      const { page } = counter;
      const words = cardSaleWords[language];
      counter.armFault({
        fault: `decline=card_rejected:${shape}`,
        method: 'POST',
        path: '/charges',
      });
      await enterCardSale(counter, language, cards.succeeds, '1500');
      await page.keyboard.press('Enter');

      await expect(page.getByRole('heading', { name: words.failed })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByText(rejected[language])).toBeVisible();
      await counter.screenshot(`counter-card-rejected-${shape}`);
      await counter.expectAccessible();
      // The fault answered before the handler ran: the service made no charge to follow.
      expect(counter.simulatorRecords().charges).toEqual([]);
      await startNextSale(counter, language);
    });
  }
}
