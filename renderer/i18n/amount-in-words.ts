import { currencyExponent, type CurrencyCode, type MinorUnits } from '../../shared/money';
import { localeOf, type Language } from './languages';
import { numberWords } from './number-words';

/** The currency's name as the language writes it after a count ("Japanese yen", 円, 米ドル). */
function currencyName(whole: number, currency: CurrencyCode, language: Language): string {
  const parts = new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency,
    currencyDisplay: 'name',
    maximumFractionDigits: 0,
  }).formatToParts(whole);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/**
 * An amount in words, as a cheque writes it: the major units in words with the currency's
 * name, and any minor units as a fraction ("one thousand two hundred US dollars and 50/100",
 * 一億円).
 */
export function amountInWords(amount: MinorUnits, currency: CurrencyCode, language: Language) {
  const exponent = currencyExponent(currency);
  const scale = 10 ** exponent;
  const whole = Math.floor(amount / scale);
  const minor = amount % scale;
  const words = numberWords(whole, language);
  const name = currencyName(whole, currency, language);
  const fraction = minor === 0 ? '' : `${String(minor).padStart(exponent, '0')}/${scale}`;
  switch (language) {
    case 'en':
      return `${words} ${name}${fraction === '' ? '' : ` and ${fraction}`}`;
    case 'ja':
      return `${words}${name}${fraction === '' ? '' : ` ${fraction}`}`;
  }
}
