import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountFormatted,
  currencyExponent,
  formatMoney,
  maxAmountDigits,
  parseMajorUnits,
  toMajorUnitString,
  toMinorUnits,
} from '../../../shared/money';

/*
 * Minor units to major units and back, for currencies of every ISO-4217 exponent (0, 2, 3, 4)
 * and every safe amount: no digit is lost, added or moved, whatever path the amount takes
 * (DESIGN.md: Money).
 */

/** Every currency the runtime knows, and each exponent at least once by name. */
const currency = fc.oneof(
  fc.constantFrom(...Intl.supportedValuesOf('currency')),
  fc.constantFrom('JPY', 'KRW', 'USD', 'EUR', 'KWD', 'BHD', 'CLF', 'UYW'),
);

const safeAmount = fc.maxSafeInteger();
/** Small enough that a double in major units still holds every minor unit (2^50 < 2^53 / 8). */
const doubleSafeAmount = fc.integer({ min: -(2 ** 50), max: 2 ** 50 });

describe('money round trips', () => {
  it('covers every ISO-4217 exponent', () => {
    expect(new Set(['JPY', 'USD', 'KWD', 'CLF'].map(currencyExponent))).toEqual(
      new Set([0, 2, 3, 4]),
    );
  });

  it('writes major units with exactly the exponent of decimals and loses no digit', () => {
    fc.assert(
      fc.property(safeAmount, currency, (amount, code) => {
        const text = toMajorUnitString(toMinorUnits(amount), code);
        const exponent = currencyExponent(code);
        const [, fraction] = text.split('.');
        expect(fraction?.length ?? 0).toBe(exponent);
        expect(BigInt(text.replace('.', ''))).toBe(BigInt(amount));
      }),
      { numRuns: 1_000 },
    );
  }, 60_000);

  it('reads back what it wrote, for every amount a person can type', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** maxAmountDigits - 1 }),
        currency,
        (amount, code) => {
          const text = toMajorUnitString(toMinorUnits(amount), code);
          expect(parseMajorUnits(text, code)).toEqual({ ok: true, amount });
        },
      ),
      { numRuns: 1_000 },
    );
  }, 60_000);

  it('refuses to read an amount longer than a person can type, never cutting it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10 ** maxAmountDigits, max: Number.MAX_SAFE_INTEGER }),
        currency,
        (amount, code) => {
          const text = toMajorUnitString(toMinorUnits(amount), code);
          expect(parseMajorUnits(text, code)).toEqual({ ok: false, error: 'TOO_MANY_DIGITS' });
        },
      ),
      { numRuns: 1_000 },
    );
  }, 60_000);

  it('gives amount_formatted that scales back to the same minor units', () => {
    fc.assert(
      fc.property(doubleSafeAmount, currency, (amount, code) => {
        const formatted = amountFormatted(toMinorUnits(amount), code);
        expect(Math.round(formatted * 10 ** currencyExponent(code))).toBe(amount);
      }),
      { numRuns: 1_000 },
    );
  }, 60_000);

  it('displays the same digits in every locale it is shown in', () => {
    fc.assert(
      fc.property(
        doubleSafeAmount,
        currency,
        fc.constantFrom('en', 'ja'),
        (amount, code, locale) => {
          const shown = formatMoney(toMinorUnits(amount), code, locale);
          // Symbols and separators differ by locale and currency; the digits and the sign do not.
          const expected = toMajorUnitString(toMinorUnits(amount), code);
          expect(shown.replace(/\D/g, '')).toBe(expected.replace(/\D/g, ''));
          expect(/[-\u2212]/.test(shown)).toBe(amount < 0);
        },
      ),
      { numRuns: 1_000 },
    );
  }, 60_000);

  it('refuses a float or an unsafe integer as minor units', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noInteger: true }),
          fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -(2 ** 60), Infinity, Number.NaN),
        ),
        (amount) => {
          expect(() => toMinorUnits(amount)).toThrow();
        },
      ),
    );
  });
});
