import { z } from 'zod';
import { amountInput, currencyExponent, toMinorUnits, type CurrencyCode } from './money';

/*
 * How much one sale at a store may ask for, and from what amount the cashier must confirm it
 * read out in words before it is sent: a slip of the finger on a keypad must not become a
 * ¥1,000,000,000 charge on one Enter. Both are minor units of the store's currency.
 */
export const saleLimits = z
  .strictObject({
    /** The largest amount one sale may ask for; main refuses more (flows:start-sale). */
    maximum: amountInput,
    /** Above this the counter asks for a second, deliberate confirmation. */
    confirmAbove: amountInput,
  })
  .refine((limits) => limits.confirmAbove <= limits.maximum, {
    path: ['confirmAbove'],
    error: 'DEPENDS_ON_OTHER_FIELD',
  });
export type SaleLimits = z.output<typeof saleLimits>;

/**
 * Without a setting: 10,000,000 and 1,000,000 in a zero-decimal currency (¥10 million, a
 * car's price, and ¥1 million, a watch's), 100,000.00 and 10,000.00 in the others, whose major
 * unit is worth about a hundred yen. A store that sells more sets its own.
 */
export function defaultSaleLimits(currency: CurrencyCode): SaleLimits {
  const [maximum, confirmAbove] = currencyExponent(currency) === 0 ? [1e7, 1e6] : [1e5, 1e4];
  const minor = 10 ** currencyExponent(currency);
  return {
    maximum: toMinorUnits(maximum * minor),
    confirmAbove: toMinorUnits(confirmAbove * minor),
  };
}

/** A store's limits: its own setting, or the default for its currency. */
export function saleLimitsOf(store: {
  currency: CurrencyCode;
  saleLimits?: SaleLimits | undefined;
}): SaleLimits {
  return store.saleLimits ?? defaultSaleLimits(store.currency);
}

/** Why main refused a sale before any request: it is outside what the store's profile takes. */
export const saleLimitFailureCode = z.enum(['AMOUNT_ABOVE_STORE_MAXIMUM', 'CURRENCY_NOT_OF_STORE']);
