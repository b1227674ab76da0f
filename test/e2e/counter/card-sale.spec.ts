import { cardSaleJourneys } from './card-sale-journeys';
import { test } from './counter-fixture';

/*
 * Card sales from the real renderer through the browser host to the training simulator and
 * back, in both languages; the same journeys run under Electron in card-sale.electron.spec.ts.
 */

for (const language of ['en', 'ja'] as const) {
  for (const [name, journey] of Object.entries(cardSaleJourneys)) {
    test(`${name} (${language})`, ({ counter }) => journey(counter, language));
  }
}
