import { cardSaleJourneys } from './card-sale-journeys';
import { skipWhereElectronIsMissing, test } from './electron-counter-fixture';

/*
 * The card-sale journeys of card-sale.spec.ts in Electron itself: the preload's window.pos
 * instead of the browser host's bridge, the issuer page in the app's authentication window.
 * Skipped, with the reason printed, where Electron's binary is not installed.
 */

skipWhereElectronIsMissing();

for (const language of ['en', 'ja'] as const) {
  for (const [name, journey] of Object.entries(cardSaleJourneys)) {
    test(`${name} in Electron (${language})`, ({ counter }) => journey(counter, language));
  }
}
