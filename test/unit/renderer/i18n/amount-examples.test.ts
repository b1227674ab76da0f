import { describe, expect, it } from 'vitest';
import { parseMajorUnits, toMinorUnits } from '../../../../shared/money';
import {
  amountEntryReducer,
  emptyAmountEntry,
} from '../../../../renderer/features/sale/amount-entry';
import { resources } from '../../../../renderer/i18n/resources';
import { languages } from '../../../../renderer/i18n/languages';
import { keypadKeyOf } from '../../../../renderer/ui/keypad-keys';

/*
 * A message that refuses an amount shows how to write one; its example must be one the rule
 * accepts, or the cashier who copies it is refused again (「1,000 のように」 on a keypad that
 * had no comma).
 */

/** The figures a message gives as examples, placeholders left out. */
function examplesIn(message: string): string[] {
  return message.replace(/\{\{[^}]*\}\}/g, '').match(/\d[\d,.]*\d|\d/g) ?? [];
}

describe.each(languages)('amount examples in %s', (language) => {
  const words = resources[language];
  const typedFieldMessages = {
    capture: words.chargeDetail.amountProblem,
    training: words.training.customer.amountErrors,
    profile: words.profiles.add.amountErrors,
  };

  it('are all amounts the rule reads, in every field that takes typed text', () => {
    for (const [field, messages] of Object.entries(typedFieldMessages)) {
      for (const message of Object.values(messages)) {
        for (const example of examplesIn(message)) {
          expect(parseMajorUnits(example, 'JPY').ok, `${field}: ${example}`).toBe(true);
        }
      }
    }
  });

  it('are typed key by key on the sale keypad without a refusal', () => {
    const rules = { currency: 'JPY', maximum: toMinorUnits(9_999_999_999) };
    const examples = Object.values(words.sale.amount.errors).flatMap(examplesIn);
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      const typed = [...example].reduce((entry, character) => {
        const key = keypadKeyOf(character);
        expect(key, `${example}: ${character}`).not.toBeNull();
        return key === null ? entry : amountEntryReducer(entry, { type: 'key', key, rules });
      }, emptyAmountEntry);
      expect(typed.error, example).toBeNull();
    }
  });
});
