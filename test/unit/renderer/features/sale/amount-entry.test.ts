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

  it('refuses a typed decimal point in JPY and every key after it, never reading 12.5 as 125', () => {
    const refused = { text: '12', amount: 12, error: 'NO_DECIMALS_IN_CURRENCY' };
    expect(typeKeys(['1', '2', '.'])).toEqual(refused);
    expect(typeKeys(['1', '2', '.', '5'])).toEqual(refused);
    expect(typeKeys(['1', '2', '.', '5', '0', '00'])).toEqual(refused);
  });

  it('keeps a refusal until Backspace takes the refused key back or C clears the amount', () => {
    const refused = typeKeys(['1', '2', '.', '5']);
    expect(typeKeys(['backspace'], rulesFor('JPY'), refused)).toEqual({
      text: '12',
      amount: 12,
      error: null,
    });
    expect(typeKeys(['backspace', '5'], rulesFor('JPY'), refused).amount).toBe(125);
    expect(typeKeys(['clear'], rulesFor('JPY'), refused)).toEqual(emptyAmountEntry);
    expect(paste('300', rulesFor('JPY'), refused)).toEqual(refused);
  });

  it('refuses a minus sign with a message instead of dropping it', () => {
    expect(typeKeys(['-', '1', '0', '0'])).toEqual({
      ...emptyAmountEntry,
      error: 'NEGATIVE_AMOUNT',
    });
    expect(paste('-100', rulesFor('JPY')).error).toBe('NEGATIVE_AMOUNT');
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

  it('reads a paste as IME or receipt text: full-width, grouped, with the currency mark', () => {
    for (const text of ['１２００', '1,200', '¥1,200', '￥１，２００', '1,200円', 'JPY 1200']) {
      expect(paste(text, rulesFor('JPY')), text).toEqual({
        text: '1200',
        amount: 1200,
        error: null,
      });
    }
  });

  it('takes a paste after a refused one only once Backspace took the refusal back', () => {
    const refused = paste('x', rulesFor('JPY'));
    expect(typeKeys(['3'], rulesFor('JPY'), refused)).toEqual(refused);
    expect(typeKeys(['backspace', '3'], rulesFor('JPY'), refused)).toEqual({
      text: '3',
      amount: 3,
      error: null,
    });
  });
});
