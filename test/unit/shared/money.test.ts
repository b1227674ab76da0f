import { describe, expect, it } from 'vitest';
import {
  amountFormatted,
  currencyExponent,
  formatMoney,
  parseMajorUnits,
  toMajorUnitString,
  toMinorUnits,
} from '../../../shared/money';

describe('money', () => {
  it('knows the exponent of zero-, two- and three-decimal currencies', () => {
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('USD')).toBe(2);
    expect(currencyExponent('KWD')).toBe(3);
  });

  it("derives amount_formatted as the spec's examples do", () => {
    expect(amountFormatted(toMinorUnits(3350), 'USD')).toBe(33.5);
    expect(amountFormatted(toMinorUnits(483200), 'EUR')).toBe(4832);
    expect(amountFormatted(toMinorUnits(1000), 'JPY')).toBe(1000);
    expect(amountFormatted(toMinorUnits(5), 'KWD')).toBe(0.005);
  });

  it('writes major units as exact decimal strings', () => {
    expect(toMajorUnitString(toMinorUnits(7), 'USD')).toBe('0.07');
    expect(toMajorUnitString(toMinorUnits(-1234), 'KWD')).toBe('-1.234');
    expect(toMajorUnitString(toMinorUnits(1000), 'JPY')).toBe('1000');
  });

  it('refuses a float where minor units are required', () => {
    expect(() => toMinorUnits(10.5)).toThrow();
  });

  it('parses typed major units into minor units without floats', () => {
    expect(parseMajorUnits('33.5', 'USD')).toEqual({ ok: true, amount: 3350 });
    expect(parseMajorUnits('1,000', 'JPY')).toEqual({ ok: true, amount: 1000 });
    expect(parseMajorUnits('0.29', 'USD')).toEqual({ ok: true, amount: 29 });
    expect(parseMajorUnits('', 'JPY')).toEqual({ ok: false, error: 'EMPTY' });
  });

  it('refuses a minus sign, half- or full-width, rather than dropping it', () => {
    for (const text of ['-5', '－１００', '−100', '100-', '¥-1,200']) {
      expect(parseMajorUnits(text, 'JPY'), text).toEqual({ ok: false, error: 'NEGATIVE_AMOUNT' });
    }
  });

  it('reads an amount with its currency mark before or after it, and no other mark', () => {
    expect(parseMajorUnits('¥1,200', 'JPY')).toEqual({ ok: true, amount: 1200 });
    expect(parseMajorUnits('￥１，２００', 'JPY')).toEqual({ ok: true, amount: 1200 });
    expect(parseMajorUnits('1,200円', 'JPY')).toEqual({ ok: true, amount: 1200 });
    expect(parseMajorUnits('$33.50', 'USD')).toEqual({ ok: true, amount: 3350 });
    expect(parseMajorUnits('USD 33.50', 'USD')).toEqual({ ok: true, amount: 3350 });
    expect(parseMajorUnits('$1,200', 'JPY')).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    expect(parseMajorUnits('¥¥1200', 'JPY')).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    expect(parseMajorUnits('¥', 'JPY')).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
  });

  it('refuses a decimal separator in a zero-decimal currency instead of ignoring it', () => {
    const refused = { ok: false, error: 'NO_DECIMALS_IN_CURRENCY' };
    expect(parseMajorUnits('19.80', 'JPY')).toEqual(refused);
    expect(parseMajorUnits('19.', 'JPY')).toEqual(refused);
    expect(parseMajorUnits('10.5', 'KRW')).toEqual(refused);
  });

  it('refuses more decimals than the currency has', () => {
    expect(parseMajorUnits('19.805', 'USD')).toEqual({ ok: false, error: 'TOO_MANY_DECIMALS' });
    expect(parseMajorUnits('1.2345', 'KWD')).toEqual({ ok: false, error: 'TOO_MANY_DECIMALS' });
    expect(parseMajorUnits('1.234', 'KWD')).toEqual({ ok: true, amount: 1234 });
  });

  it('refuses more digits than an amount may have instead of cutting them', () => {
    expect(parseMajorUnits('9999999999', 'JPY')).toEqual({ ok: true, amount: 9999999999 });
    expect(parseMajorUnits('10000000000', 'JPY')).toEqual({ ok: false, error: 'TOO_MANY_DIGITS' });
    expect(parseMajorUnits('100000000.00', 'USD')).toEqual({ ok: false, error: 'TOO_MANY_DIGITS' });
  });

  it('reads full-width digits and only comma grouping by thousands', () => {
    expect(parseMajorUnits('１，９８０', 'JPY')).toEqual({ ok: true, amount: 1980 });
    expect(parseMajorUnits('１２００', 'JPY')).toEqual({ ok: true, amount: 1200 });
    expect(parseMajorUnits('３３．５', 'USD')).toEqual({ ok: true, amount: 3350 });
    expect(parseMajorUnits('1,000,000', 'JPY')).toEqual({ ok: true, amount: 1000000 });
    expect(parseMajorUnits('19,80', 'JPY')).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
  });

  it('formats JPY without decimals and USD with two', () => {
    expect(formatMoney(toMinorUnits(1000), 'JPY', 'en-US')).toBe('¥1,000');
    expect(formatMoney(toMinorUnits(3350), 'USD', 'en-US')).toBe('$33.50');
  });
});
