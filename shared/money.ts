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

/** An amount with its currency, as money always travels (DESIGN.md: Money). */
export const money = z.strictObject({ amount: minorUnits, currency: currencyCode });
export type Money = z.infer<typeof money>;

/** A requested amount: a positive integer count of minor units (DESIGN.md: Money). */
export const amountInput = z
  .number({ error: 'INVALID_AMOUNT' })
  .int({ error: 'INVALID_AMOUNT' })
  .positive({ error: 'INVALID_AMOUNT' })
  .pipe(minorUnits);

/** A requested currency; a value that is not even a string is still a currency mistake. */
export const currencyInput = z.string({ error: 'INVALID_CURRENCY' }).pipe(currencyCode);

/**
 * The ISO-4217 codes of money in circulation a store can sell in (the 2025 list without fund
 * codes, precious metals, SDRs and testing codes). The pattern alone would take "YEN", which
 * no service charges in, and every sale of such a store would be refused.
 */
export const isoCurrencyCodes: readonly CurrencyCode[] = [
  'AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP',
  'BYN BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP',
  'GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES',
  'KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU',
  'MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON',
  'RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND',
  'TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VED VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR',
  'ZMW ZWG',
]
  .join(' ')
  .split(' ');
const isoCurrencies = new Set<string>(isoCurrencyCodes);

/** The currency a store sells in: a circulating ISO-4217 code (which is also a currencyCode). */
export const storeCurrencyInput = z
  .string({ error: 'INVALID_CURRENCY' })
  .refine((code) => isoCurrencies.has(code), { error: 'INVALID_CURRENCY' });

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

/**
 * The most significant digits an amount may have, counted in minor units: 9,999,999,999 is
 * above any counter sale in every currency and far below the unsafe integers.
 */
export const maxAmountDigits = 10;

export type MajorUnitParseError =
  | 'EMPTY'
  | 'NOT_A_NUMBER'
  /** A minus sign: an amount asked of a customer is never below zero. */
  | 'NEGATIVE_AMOUNT'
  /** A decimal separator in a currency without a minor unit (JPY "19.80"). */
  | 'NO_DECIMALS_IN_CURRENCY'
  | 'TOO_MANY_DECIMALS'
  /** More than maxAmountDigits: refused, never cut to fit. */
  | 'TOO_MANY_DIGITS';

/** Digits grouped by thousands with commas ("1,000,000"), or not grouped at all. */
const majorUnitText = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/** A minus sign as a keyboard or a Japanese input method writes it, once NFKC-normalized. */
const minusSign = /[-\u2212]/;

const currencyMarksOf = new Map<CurrencyCode, readonly string[]>();

/**
 * How an amount copied from a receipt or a price list may name its currency ("¥1,200",
 * "1,200円", "USD 33.50"): the code and the symbols the counter's two languages print.
 */
function currencyMarks(currency: CurrencyCode): readonly string[] {
  const known = currencyMarksOf.get(currency);
  if (known !== undefined) return known;
  const displays = ['symbol', 'narrowSymbol', 'name'] as const;
  const marks = ['en', 'ja'].flatMap((locale) =>
    displays.map((currencyDisplay) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay })
        .formatToParts(0)
        .find((part) => part.type === 'currency')
        ?.value.normalize('NFKC')
        .replace(/\s/g, ''),
    ),
  );
  // The longest first, so "US$" is taken whole rather than leaving "US".
  const found = [...new Set([currency, ...marks])]
    .filter((mark): mark is string => mark !== undefined && mark !== '' && !/\d/.test(mark))
    .sort((a, b) => b.length - a.length);
  currencyMarksOf.set(currency, found);
  return found;
}

/** The figures of an amount without the one currency mark before or after them. */
function withoutCurrencyMark(text: string, currency: CurrencyCode): string {
  for (const mark of currencyMarks(currency)) {
    if (text.startsWith(mark)) return text.slice(mark.length);
    if (text.endsWith(mark)) return text.slice(0, -mark.length);
  }
  return text;
}

/**
 * Parses what a person typed or pasted in major units ("1,000", "33.5", "¥1,200") into minor
 * units without floats: the one rule for every amount field, typed key by key or pasted whole.
 * Full-width digits and separators from a Japanese input method read as their ASCII forms
 * (NFKC); spaces, the currency's own mark and commas that group thousands are ignored. A
 * decimal separator in a zero-decimal currency is refused rather than ignored, since "19.80"
 * read as ¥1,980 is a hundredfold error; a comma anywhere else is refused for the same reason
 * ("19,80" is not ¥1,980), and a minus sign is refused rather than dropped ("-100" is not ¥100).
 */
export function parseMajorUnits(
  input: string,
  currency: CurrencyCode,
): { ok: true; amount: MinorUnits } | { ok: false; error: MajorUnitParseError } {
  const normalized = input.normalize('NFKC').replace(/\s/g, '');
  if (normalized === '') return { ok: false, error: 'EMPTY' };
  const cleaned = withoutCurrencyMark(normalized, currency);
  if (minusSign.test(cleaned)) return { ok: false, error: 'NEGATIVE_AMOUNT' };
  const match = majorUnitText.exec(cleaned);
  if (!match || !/\d/.test(cleaned)) return { ok: false, error: 'NOT_A_NUMBER' };
  const exponent = currencyExponent(currency);
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = match[2];
  if (fraction !== undefined && exponent === 0) {
    return { ok: false, error: 'NO_DECIMALS_IN_CURRENCY' };
  }
  if ((fraction ?? '').length > exponent) return { ok: false, error: 'TOO_MANY_DECIMALS' };
  const significant = `${whole}${(fraction ?? '').padEnd(exponent, '0')}`.replace(/^0+/, '');
  if (significant.length > maxAmountDigits) return { ok: false, error: 'TOO_MANY_DIGITS' };
  return { ok: true, amount: toMinorUnits(significant === '' ? 0 : Number(significant)) };
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
