import { describe, expect, it } from 'vitest';
import { printMessages } from '../../../../main/printing/print-messages';
import { reportMessages } from '../../../../main/printing/report-messages';
import { brandNamesIn } from '../../../../shared/brand-names';
import { konbiniStores } from '../../../../shared/service/token-options';
import { resources } from '../../../../renderer/i18n/resources';

/** Every string a language's screens, display, documents and reports can show. */
function texts(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (typeof tree === 'function') return [];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.values(tree).flatMap(texts);
}

function everyText(language: 'en' | 'ja'): string[] {
  return [
    ...texts(resources[language]),
    ...texts(printMessages[language]),
    ...texts(reportMessages[language]),
  ];
}

/** The names chosen for training mode, the training store and the bank, and what they replaced. */
const rejected = {
  ja: [/研修/, /練習/, /AOZORA/i, /(?<!GMO)あおぞら/, /ヤマザキデイリーストア(?!ー)/],
  en: [/Training Store/, /Seven-Eleven/, /AOZORA BANK/, /Aozora Bank/],
} as const;

describe('one name for each thing', () => {
  it.each(['en', 'ja'] as const)('never uses a rejected name in %s', (language) => {
    for (const text of everyText(language)) {
      for (const pattern of rejected[language]) expect(text).not.toMatch(pattern);
    }
  });

  it.each(['en', 'ja'] as const)(
    'names the training store alike on screens and paper in %s',
    (language) => {
      const name = resources[language].app.store.training;
      expect(resources[language].profiles.trainingName).toBe(name);
      expect(printMessages[language].trainingStore).toBe(name);
    },
  );

  it.each(['en', 'ja'] as const)(
    'names each status and method on paper as on screen in %s',
    (language) => {
      const screens = resources[language];
      const paper = printMessages[language];
      expect(paper.states.successful).toBe(screens.payments.status.successful);
      expect(paper.states.authorized).toBe(screens.payments.status.authorized);
      expect(paper.states.canceled).toBe(screens.payments.status.canceled);
      expect(screens.backOffice.history.statusName).toEqual(
        Object.fromEntries(
          Object.entries(screens.payments.status).filter(([status]) => status !== 'unknown'),
        ),
      );
      expect(reportMessages[language].buckets.paid).toBe(screens.payments.status.successful);
      expect(reportMessages[language].buckets.authorized).toBe(screens.payments.status.authorized);
      for (const [type, name] of Object.entries(paper.methods)) {
        expect(screens.payments.method[type as keyof typeof paper.methods]).toBe(name);
      }
    },
  );

  it.each(['en', 'ja'] as const)(
    'names each konbini chain on paper as on screen in %s',
    (language) => {
      const screens = brandNamesIn(language);
      for (const store of konbiniStores) {
        expect(printMessages[language].konbiniStores[store]).toBe(screens[store]);
      }
    },
  );
});
