import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyExponent,
  formatMoney,
  maxAmountDigits,
  parseMajorUnits,
  toMajorUnitString,
  toMinorUnits,
  type CurrencyCode,
} from '../../../../../shared/money';
import {
  amountEntryReducer,
  emptyAmountEntry,
  type AmountEntryError,
} from '../../../../../renderer/features/sale/amount-entry';
import type { KeypadKey } from '../../../../../renderer/ui/keypad-keys';

/** One currency for each ISO-4217 minor-unit exponent in use: 0, 2, 3 and 4. */
const currencies: readonly CurrencyCode[] = ['JPY', 'USD', 'KWD', 'CLF'];
const currency = fc.constantFrom(...currencies);
const largestAmount = 10 ** maxAmountDigits - 1;
const amount = fc.integer({ min: 0, max: largestAmount }).map(toMinorUnits);
const errors: readonly AmountEntryError[] = [
  'EMPTY',
  'NOT_A_NUMBER',
  'NEGATIVE_AMOUNT',
  'NO_DECIMALS_IN_CURRENCY',
  'TOO_MANY_DECIMALS',
  'TOO_MANY_DIGITS',
  'ABOVE_MAXIMUM',
];
const keypadKey = fc.constantFrom<KeypadKey>(
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '00',
  '.',
  '-',
  'backspace',
  'clear',
);
/** Text a cashier might paste: amounts, near-amounts, full-width digits, noise. */
const pastedText = fc.oneof(
  fc.string(),
  fc.stringMatching(/^[0-9０-９.,．， -]{0,20}$/),
  amount.map(String),
);

describe('amount entry, for every currency exponent', () => {
  it('reads any text as a typed error or a safe minor-unit amount, never a crash', () => {
    fc.assert(
      fc.property(fc.string(), currency, (text, code) => {
        const parsed = parseMajorUnits(text, code);
        if (parsed.ok) {
          expect(Number.isSafeInteger(parsed.amount)).toBe(true);
          expect(parsed.amount).toBeGreaterThanOrEqual(0);
          expect(parsed.amount).toBeLessThanOrEqual(largestAmount);
        } else {
          expect(errors).toContain(parsed.error);
        }
      }),
    );
  });

  it('reads back every amount it writes, plain and formatted in both languages', () => {
    fc.assert(
      fc.property(amount, currency, fc.constantFrom('en-US', 'ja-JP'), (value, code, locale) => {
        expect(parseMajorUnits(toMajorUnitString(value, code), code)).toEqual({
          ok: true,
          amount: value,
        });
        const figures = formatMoney(value, code, locale).replace(/[^\d.,]/g, '');
        expect(parseMajorUnits(figures, code)).toEqual({ ok: true, amount: value });
      }),
    );
  });

  it('ends any typing and pasting in a known error or the amount its text reads as', () => {
    const action = fc.oneof(
      keypadKey.map((key) => ({ type: 'key' as const, key })),
      pastedText.map((text) => ({ type: 'paste' as const, text })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), currency, amount, (actions, code, max) => {
        const rules = { currency: code, maximum: max };
        let entry = emptyAmountEntry;
        for (const step of actions) {
          entry = amountEntryReducer(entry, { ...step, rules });
          if (entry.error !== null) expect(errors).toContain(entry.error);
          expect(entry.amount).toBeLessThanOrEqual(max);
          const read = entry.text === '' ? 0 : parseMajorUnits(entry.text, code);
          expect(read === 0 ? 0 : read.ok && read.amount).toBe(entry.amount);
        }
      }),
    );
  });

  it('keeps a refused entry as it is until Backspace or C, whatever is typed or pasted', () => {
    const action = fc.oneof(
      keypadKey
        .filter((key) => key !== 'backspace' && key !== 'clear')
        .map((key) => ({ type: 'key' as const, key })),
      pastedText.map((text) => ({ type: 'paste' as const, text })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), currency, amount, (actions, code, max) => {
        const rules = { currency: code, maximum: max };
        let entry = emptyAmountEntry;
        let refused: typeof entry | null = null;
        for (const step of actions) {
          entry = amountEntryReducer(entry, { ...step, rules });
          if (refused !== null) expect(entry).toEqual(refused);
          else if (entry.error !== null) refused = entry;
        }
      }),
    );
  });

  it('gives the same amount typed key by key as pasted whole', () => {
    fc.assert(
      fc.property(amount, currency, (value, code) => {
        const rules = { currency: code, maximum: toMinorUnits(largestAmount) };
        const text = toMajorUnitString(value, code);
        const typed = [...text].reduce(
          (entry, key) => amountEntryReducer(entry, { type: 'key', key: key as KeypadKey, rules }),
          emptyAmountEntry,
        );
        const pasted = amountEntryReducer(emptyAmountEntry, { type: 'paste', text, rules });
        expect(typed.amount).toBe(value);
        expect(pasted.amount).toBe(value);
        expect(typed.error).toBeNull();
      }),
    );
  });

  it('refuses a decimal point exactly in the currencies without a minor unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99999 }), currency, (whole, code) => {
        const rules = { currency: code, maximum: toMinorUnits(largestAmount) };
        const typed = [...`${whole}.`].reduce(
          (entry, key) => amountEntryReducer(entry, { type: 'key', key: key as KeypadKey, rules }),
          emptyAmountEntry,
        );
        expect(typed.error).toBe(currencyExponent(code) === 0 ? 'NO_DECIMALS_IN_CURRENCY' : null);
      }),
    );
  });
});
