import { describe, expect, it } from 'vitest';
import { toMinorUnits, type CurrencyCode } from '../../../../../shared/money';
import {
  amountEntryReducer,
  emptyAmountEntry,
  type AmountEntry,
  type AmountRules,
} from '../../../../../renderer/features/sale/amount-entry';
import type { KeypadKey } from '../../../../../renderer/ui/keypad-keys';

function rulesFor(currency: CurrencyCode, maximum = 9_999_999_999): AmountRules {
  return { currency, maximum: toMinorUnits(maximum) };
}

function typeKeys(
  keys: readonly KeypadKey[],
  rules: AmountRules = rulesFor('JPY'),
  from: AmountEntry = emptyAmountEntry,
): AmountEntry {
  return keys.reduce((entry, key) => amountEntryReducer(entry, { type: 'key', key, rules }), from);
}

function paste(text: string, rules: AmountRules, from: AmountEntry = emptyAmountEntry) {
  return amountEntryReducer(from, { type: 'paste', text, rules });
}

describe('amount entry', () => {
  it('reads typed digits as major units, as a paste is read', () => {
    expect(typeKeys(['1', '0', '0', '0']).amount).toBe(1000);
    expect(typeKeys(['3', '3', '5', '0'], rulesFor('USD')).amount).toBe(335000);
    expect(paste('3350', rulesFor('USD')).amount).toBe(335000);
  });

  it('adds two zeros with the double-zero key and ignores leading zeros', () => {
    expect(typeKeys(['1', '2', '00']).amount).toBe(1200);
    expect(typeKeys(['0', '00', '0', '7'])).toEqual({ text: '7', amount: 7, error: null });
    expect(typeKeys(['00']).amount).toBe(0);
  });

  it('removes the last character with backspace and clears with C', () => {
    expect(typeKeys(['1', '2', '3', 'backspace']).amount).toBe(12);
    expect(typeKeys(['5', 'backspace', 'backspace'])).toEqual(emptyAmountEntry);
    expect(typeKeys(['9', '9', 'clear'])).toEqual(emptyAmountEntry);
    expect(typeKeys(['1', '9', '.', '8', 'backspace'], rulesFor('USD')).amount).toBe(1900);
  });

  it('refuses a typed decimal point in JPY with a message and keeps the amount', () => {
    const typed = typeKeys(['1', '9', '.']);
    expect(typed).toEqual({ text: '19', amount: 19, error: 'NO_DECIMALS_IN_CURRENCY' });
    expect(typeKeys(['8'], rulesFor('JPY'), typed)).toEqual({
      text: '198',
      amount: 198,
      error: null,
    });
  });

  it('refuses a pasted decimal in JPY the same way as a typed one', () => {
    const typed = typeKeys(['4', '2']);
    expect(paste('19.80', rulesFor('JPY'), typed)).toEqual({
      ...typed,
      error: 'NO_DECIMALS_IN_CURRENCY',
    });
  });

  it('understands a decimal point in USD and refuses a third decimal digit', () => {
    const rules = rulesFor('USD');
    expect(typeKeys(['1', '9', '.', '8'], rules).amount).toBe(1980);
    expect(typeKeys(['1', '9', '.', '8', '0'], rules).amount).toBe(1980);
    const third = typeKeys(['1', '9', '.', '8', '0', '5'], rules);
    expect(third).toEqual({ text: '19.80', amount: 1980, error: 'TOO_MANY_DECIMALS' });
    expect(typeKeys(['.', '.'], rules).error).toBe('NOT_A_NUMBER');
  });

  it('refuses a digit beyond the most an amount may have, never dropping it silently', () => {
    const ten = typeKeys(['9', '9', '9', '9', '9', '9', '9', '9', '9', '9']);
    expect(ten.amount).toBe(9999999999);
    expect(typeKeys(['1'], rulesFor('JPY'), ten)).toEqual({ ...ten, error: 'TOO_MANY_DIGITS' });
    expect(paste('1000000000000', rulesFor('JPY'))).toEqual({
      ...emptyAmountEntry,
      error: 'TOO_MANY_DIGITS',
    });
  });

  it('refuses a key or a paste that takes the amount above the store maximum', () => {
    const rules = rulesFor('JPY', 10_000_000);
    const atMost = typeKeys(['1', '0', '0', '0', '0', '0', '0', '0'], rules);
    expect(atMost).toEqual({ text: '10000000', amount: 10_000_000, error: null });
    expect(typeKeys(['0'], rules, atMost)).toEqual({ ...atMost, error: 'ABOVE_MAXIMUM' });
    expect(paste('10,000,001', rules).error).toBe('ABOVE_MAXIMUM');
  });

  it('reads a pasted major-unit amount into minor units and goes on typing after it', () => {
    expect(paste('1,000', rulesFor('JPY')).amount).toBe(1000);
    expect(paste('33.5', rulesFor('USD')).amount).toBe(3350);
    expect(typeKeys(['0'], rulesFor('JPY'), paste('1,000', rulesFor('JPY'))).amount).toBe(10000);
  });

  it('keeps the amount and says why when a paste is not an amount', () => {
    const typed = typeKeys(['4', '2']);
    expect(paste('abc', rulesFor('JPY'), typed)).toEqual({ ...typed, error: 'NOT_A_NUMBER' });
    expect(paste('  ', rulesFor('JPY'), typed)).toEqual({ ...typed, error: 'EMPTY' });
  });

  it('clears an error with the next accepted key', () => {
    expect(typeKeys(['3'], rulesFor('JPY'), paste('x', rulesFor('JPY')))).toEqual({
      text: '3',
      amount: 3,
      error: null,
    });
  });
});
