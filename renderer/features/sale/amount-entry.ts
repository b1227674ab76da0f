import {
  parseMajorUnits,
  toMinorUnits,
  type CurrencyCode,
  type MajorUnitParseError,
  type MinorUnits,
} from '../../../shared/money';
import type { KeypadKey } from '../../ui/keypad-keys';

/*
 * The amount as a cashier types it, register style: every digit shifts in from the right in
 * the currency's minor unit (JPY 1, 0, 0, 0 is ¥1,000; USD 3, 3, 5, 0 is $33.50). The amount is
 * an integer count of minor units from the first key on; no float is ever made
 * (DESIGN.md: Money).
 */

/** 9,999,999,999 minor units: above any counter sale, far below the unsafe integers. */
export const maxAmountDigits = 10;

type AmountEntryError = MajorUnitParseError;

export interface AmountEntry {
  /** 0 until a digit other than a leading zero is typed. */
  readonly amount: MinorUnits;
  readonly error: AmountEntryError | null;
}

export type AmountEntryAction =
  | { type: 'key'; key: KeypadKey }
  /** Text pasted in major units ("1,000", "33.50"), read without floats by parseMajorUnits. */
  | { type: 'paste'; text: string; currency: CurrencyCode };

export const emptyAmountEntry: AmountEntry = { amount: toMinorUnits(0), error: null };

function withDigits(entry: AmountEntry, digits: string): AmountEntry {
  const significant = digits.replace(/^0+/, '');
  if (significant.length > maxAmountDigits) return { amount: entry.amount, error: 'TOO_LARGE' };
  return { amount: toMinorUnits(significant === '' ? 0 : Number(significant)), error: null };
}

export function amountEntryReducer(entry: AmountEntry, action: AmountEntryAction): AmountEntry {
  if (action.type === 'paste') {
    const parsed = parseMajorUnits(action.text, action.currency);
    if (!parsed.ok) return { amount: entry.amount, error: parsed.error };
    return withDigits(entry, String(parsed.amount));
  }
  const typed = entry.amount === 0 ? '' : String(entry.amount);
  switch (action.key) {
    case 'backspace':
      return withDigits(entry, typed.slice(0, -1));
    case 'clear':
      return emptyAmountEntry;
    default:
      return withDigits(entry, typed + action.key);
  }
}
