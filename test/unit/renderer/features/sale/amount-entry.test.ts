import { describe, expect, it } from 'vitest';
import {
  amountEntryReducer,
  emptyAmountEntry,
  maxAmountDigits,
  type AmountEntry,
  type AmountEntryAction,
} from '../../../../../renderer/features/sale/amount-entry';
import type { KeypadKey } from '../../../../../renderer/ui/keypad-keys';

function typeKeys(keys: readonly KeypadKey[], from: AmountEntry = emptyAmountEntry): AmountEntry {
  return keys.reduce((entry, key) => amountEntryReducer(entry, { type: 'key', key }), from);
}

function paste(text: string, currency: string, from: AmountEntry = emptyAmountEntry): AmountEntry {
  const action: AmountEntryAction = { type: 'paste', text, currency };
  return amountEntryReducer(from, action);
}

describe('amount entry', () => {
  it('shifts each digit in as the currency minor unit, register style', () => {
    expect(typeKeys(['1', '0', '0', '0']).amount).toBe(1000);
    expect(typeKeys(['3', '3', '5', '0']).amount).toBe(3350);
  });

  it('adds two zeros with the double-zero key', () => {
    expect(typeKeys(['1', '2', '00']).amount).toBe(1200);
  });

  it('ignores leading zeros', () => {
    expect(typeKeys(['0', '00', '0', '7']).amount).toBe(7);
    expect(typeKeys(['00']).amount).toBe(0);
  });

  it('removes the last digit with backspace and clears with C', () => {
    expect(typeKeys(['1', '2', '3', 'backspace']).amount).toBe(12);
    expect(typeKeys(['5', 'backspace', 'backspace']).amount).toBe(0);
    expect(typeKeys(['9', '9', 'clear'])).toEqual(emptyAmountEntry);
  });

  it('only ever holds a safe integer', () => {
    const entry = typeKeys(['1', '2', '3', '4', '5', '6', '7', '8', '9', '0']);
    expect(Number.isSafeInteger(entry.amount)).toBe(true);
    expect(entry.amount).toBe(1234567890);
  });

  it(`refuses an eleventh digit and keeps the amount (${maxAmountDigits} digits at most)`, () => {
    const full = typeKeys(['9', '9', '9', '9', '9', '9', '9', '9', '9', '9']);
    const refused = typeKeys(['1'], full);
    expect(refused).toEqual({ amount: full.amount, error: 'TOO_LARGE' });
    expect(typeKeys(['backspace'], refused)).toEqual({ amount: 999999999, error: null });
  });

  it('reads a pasted major-unit amount into minor units without floats', () => {
    expect(paste('1,000', 'JPY').amount).toBe(1000);
    expect(paste('33.5', 'USD').amount).toBe(3350);
    expect(paste('0.10', 'USD').amount).toBe(10);
  });

  it('keeps the amount and says why when a paste is not an amount', () => {
    const typed = typeKeys(['4', '2']);
    expect(paste('1.5', 'JPY', typed)).toEqual({ amount: 42, error: 'TOO_MANY_DECIMALS' });
    expect(paste('abc', 'JPY', typed)).toEqual({ amount: 42, error: 'NOT_A_NUMBER' });
    expect(paste('  ', 'JPY', typed)).toEqual({ amount: 42, error: 'EMPTY' });
    expect(paste('12345678901', 'JPY', typed)).toEqual({ amount: 42, error: 'TOO_LARGE' });
  });

  it('clears an error with the next key', () => {
    expect(typeKeys(['3'], paste('x', 'JPY'))).toEqual({ amount: 3, error: null });
  });
});
