import { describe, expect, it } from 'vitest';
import { saleKind } from '../../../../../shared/flows/flow-input';
import {
  isProgressStep,
  stepText,
  type ProgressStep,
} from '../../../../../renderer/features/charge-progress/step-text';
import { createI18n } from '../../../../../renderer/i18n/i18n';
import { chargeProgress } from '../../../../../renderer/i18n/en/charge-progress';

const languages = ['en', 'ja'] as const;

/** What a step says of a card, in each language. */
const cardWords = { en: /card/i, ja: /カード/ } as const;

/** Only a card is checked by its issuer or authenticated by the customer (3-D Secure). */
const cardOnlySteps: readonly ProgressStep[] = ['authenticating_token', 'authenticating'];

const allSteps = Object.keys(chargeProgress.steps).filter(isProgressStep);

const nonCardSales = saleKind.options.filter((kind) => kind !== 'card_sale');

function textIn(language: (typeof languages)[number]) {
  const i18n = createI18n(language);
  return i18n.getFixedT(language, 'chargeProgress');
}

describe('step text', () => {
  for (const language of languages) {
    const t = textIn(language);

    for (const kind of nonCardSales) {
      it(`says nothing of a card in a ${kind}'s steps (${language})`, () => {
        for (const step of allSteps.filter((candidate) => !cardOnlySteps.includes(candidate))) {
          expect(stepText(t, kind, step)).not.toMatch(cardWords[language]);
        }
      });
    }

    it(`names the card in a card sale's sending and processing (${language})`, () => {
      expect(stepText(t, 'card_sale', 'creating_token')).toMatch(cardWords[language]);
      expect(stepText(t, 'card_sale', 'processing')).toMatch(cardWords[language]);
    });

    it(`gives each method its own words for sending and processing (${language})`, () => {
      for (const step of ['creating_token', 'processing'] as const) {
        const said = saleKind.options.map((kind) => stepText(t, kind, step));
        expect(new Set(said).size).toBe(saleKind.options.length);
        expect(said).not.toContain(t(`steps.${step}`));
      }
    });

    it(`reads the steps every method shares the same for all (${language})`, () => {
      for (const kind of saleKind.options) {
        expect(stepText(t, kind, 'creating_charge')).toBe(t('steps.creating_charge'));
        expect(stepText(t, kind, 'awaiting_customer')).toBe(t('steps.awaiting_customer'));
      }
    });

    it(`tells an operation that is not a sale, or of no known kind, in the general words (${language})`, () => {
      for (const kind of ['capture', 'refund', null] as const) {
        expect(stepText(t, kind, 'processing')).toBe(t('steps.processing'));
        expect(stepText(t, kind, 'processing')).not.toMatch(cardWords[language]);
      }
    });
  }
});
