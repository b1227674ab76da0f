import {
  parseMajorUnits,
  toMajorUnitString,
  toMinorUnits,
  type CurrencyCode,
  type MajorUnitParseError,
  type MinorUnits,
} from '../../../shared/money';
import type { KeypadKey } from '../../ui/keypad-keys';

/*
 * The amount as a cashier types or pastes it, in major units ("1980", "19.80"): every key
 * extends the typed text and the whole text is read again by the one rule that reads a paste
 * (parseMajorUnits), so typing and pasting cannot disagree. A key or a paste the rule refuses
 * leaves the amount as it was and says why; nothing is silently dropped or cut to fit. The
 * refusal stands until Backspace takes it back or C clears the amount: a key typed after a
 * refused one is refused too, so "12.5" in yen never becomes ¥125. The amount is an integer
 * count of minor units throughout (DESIGN.md: Money).
 */

export type AmountEntryError = MajorUnitParseError | 'ABOVE_MAXIMUM';

export interface AmountEntry {
  /** What was typed so far, in major units: digits and at most one decimal point. */
  readonly text: string;
  /** 0 until a digit other than a leading zero is typed. */
  readonly amount: MinorUnits;
  /** Why the last key or paste was refused; until taken back, nothing else is taken. */
  readonly error: AmountEntryError | null;
}

/** What an amount must satisfy at this store. */
export interface AmountRules {
  currency: CurrencyCode;
  /** The store's largest sale (shared/sale-limits.ts). */
  maximum: MinorUnits;
}

export type AmountEntryAction =
  | { type: 'key'; key: KeypadKey; rules: AmountRules }
  /** Text pasted in major units ("1,000", "33.50"). */
  | { type: 'paste'; text: string; rules: AmountRules };

export const emptyAmountEntry: AmountEntry = { text: '', amount: toMinorUnits(0), error: null };

function withText(entry: AmountEntry, text: string, rules: AmountRules): AmountEntry {
  // Leading zeros say nothing; dropping them keeps "0007" from growing unseen.
  const typed = text.replace(/^0+(?=\d)/, '');
  if (typed === '') return emptyAmountEntry;
  const parsed = parseMajorUnits(typed, rules.currency);
  if (!parsed.ok) return { ...entry, error: parsed.error };
  if (parsed.amount > rules.maximum) return { ...entry, error: 'ABOVE_MAXIMUM' };
  return { text: typed, amount: parsed.amount, error: null };
}

export function amountEntryReducer(entry: AmountEntry, action: AmountEntryAction): AmountEntry {
  if (action.type === 'key' && action.key === 'clear') return emptyAmountEntry;
  if (entry.error !== null) {
    // Backspace takes back the refused key or paste, which never reached the text.
    return action.type === 'key' && action.key === 'backspace' ? { ...entry, error: null } : entry;
  }
  if (action.type === 'paste') {
    const parsed = parseMajorUnits(action.text, action.rules.currency);
    if (!parsed.ok) return { ...entry, error: parsed.error };
    // Typing after a paste goes on from the amount as read, without its grouping commas.
    return withText(entry, toMajorUnitString(parsed.amount, action.rules.currency), action.rules);
  }
  switch (action.key) {
    case 'backspace':
      return withText(entry, entry.text.slice(0, -1), action.rules);
    default:
      return withText(entry, entry.text + action.key, action.rules);
  }
}
