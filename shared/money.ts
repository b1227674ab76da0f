import { z } from 'zod';

/**
 * Money is always an integer count of the currency's minor unit, next to its currency
 * (DESIGN.md: Money). The brand stops a float or a major-unit number from being passed by
 * accident where minor units are expected.
 */
export const minorUnits = z.number().int().safe().brand<'MinorUnits'>();
export type MinorUnits = z.infer<typeof minorUnits>;

export const currencyCode = z.string().regex(/^[A-Z]{3}$/, { error: 'INVALID_CURRENCY' });
export type CurrencyCode = z.infer<typeof currencyCode>;

/** A requested amount: a positive integer count of minor units (DESIGN.md: Money). */
export const amountInput = z
  .number({ error: 'INVALID_AMOUNT' })
  .int({ error: 'INVALID_AMOUNT' })
  .positive({ error: 'INVALID_AMOUNT' })
  .pipe(minorUnits);

/** A requested currency; a value that is not even a string is still a currency mistake. */
export const currencyInput = z.string({ error: 'INVALID_CURRENCY' }).pipe(currencyCode);

/** ISO-4217 minor-unit exponents that differ from the common 2. */
const exponentExceptions: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

export function currencyExponent(currency: CurrencyCode): number {
  return exponentExceptions[currency] ?? 2;
}

export function toMinorUnits(amount: number): MinorUnits {
  return minorUnits.parse(amount);
}

/**
 * The service's `amount_formatted`: the amount in major units as a JSON number
 * (3350 USD -> 33.5, 1000 JPY -> 1000). Built from the decimal string so no binary
 * floating-point arithmetic touches the digits.
 */
export function amountFormatted(amount: MinorUnits, currency: CurrencyCode): number {
  return Number(toMajorUnitString(amount, currency));
}

/** Minor units as a plain decimal string in major units ("33.50", "1000", "-0.005"). */
export function toMajorUnitString(amount: MinorUnits, currency: CurrencyCode): string {
  const exponent = currencyExponent(currency);
  const negative = amount < 0;
  const digits = Math.abs(amount)
    .toString()
    .padStart(exponent + 1, '0');
  const whole = exponent === 0 ? digits : digits.slice(0, -exponent);
  const fraction = exponent === 0 ? '' : `.${digits.slice(-exponent)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

export type MajorUnitParseError = 'EMPTY' | 'NOT_A_NUMBER' | 'TOO_MANY_DECIMALS' | 'TOO_LARGE';

/**
 * Parses what a person typed in major units ("1,000", "33.5") into minor units without
 * floats. Grouping commas and spaces are ignored; a negative sign is refused.
 */
export function parseMajorUnits(
  input: string,
  currency: CurrencyCode,
): { ok: true; amount: MinorUnits } | { ok: false; error: MajorUnitParseError } {
  const cleaned = input.replace(/[\s,]/g, '');
  if (cleaned === '') return { ok: false, error: 'EMPTY' };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return { ok: false, error: 'NOT_A_NUMBER' };
  const exponent = currencyExponent(currency);
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > exponent) return { ok: false, error: 'TOO_MANY_DECIMALS' };
  const value = Number(`${whole}${fraction.padEnd(exponent, '0')}`);
  if (!Number.isSafeInteger(value)) return { ok: false, error: 'TOO_LARGE' };
  return { ok: true, amount: value as MinorUnits };
}

// Building a formatter costs far more than using one; a long list formats thousands of amounts.
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Display with the locale's conventions and the currency's own number of decimals. */
export function formatMoney(amount: MinorUnits, currency: CurrencyCode, locale: string): string {
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    const exponent = currencyExponent(currency);
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amountFormatted(amount, currency));
}
