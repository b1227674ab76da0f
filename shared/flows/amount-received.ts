import { toMinorUnits, type Money, type MinorUnits } from '../money';

/*
 * A bank transfer under match_amount minimum, maximum or disabled is paid by whatever the bank
 * accepts (spec: data for bank_transfer), so a ¥20,000 sale may end paid with ¥5 or ¥25,000.
 * Every screen and document that says a sale was paid says what arrived, and this says how it
 * stands against what was asked.
 */

/** How the amount received stands against the amount asked, when it is not the same. */
export interface AmountDifference {
  readonly kind: 'short' | 'over';
  /** By how much, in the currency both share. */
  readonly by: MinorUnits;
}

/**
 * The difference between what was asked and what was received, or null when they are the
 * same or in different currencies (no difference can then be told in one figure).
 */
export function amountDifference(asked: Money, received: Money): AmountDifference | null {
  if (asked.currency !== received.currency || asked.amount === received.amount) return null;
  return received.amount < asked.amount
    ? { kind: 'short', by: toMinorUnits(asked.amount - received.amount) }
    : { kind: 'over', by: toMinorUnits(received.amount - asked.amount) };
}
