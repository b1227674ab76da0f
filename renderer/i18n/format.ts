import { formatMoney, type CurrencyCode, type MinorUnits } from '../../shared/money';
import { localeOf, type Language } from './languages';

/** An amount in the language's conventions and the currency's own decimals (JPY 0, USD 2). */
export function formatAmount(
  amount: MinorUnits,
  currency: CurrencyCode,
  language: Language,
): string {
  return formatMoney(amount, currency, localeOf(language));
}

/** A count in the language's conventions (1,234), as the messages' `{{count, number}}` show it. */
export function formatCount(count: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language)).format(count);
}

/** A time of day, hours and minutes, on the store's clock (`useStoreTimeZone`). */
export function formatTime(at: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(at);
}

/**
 * A deadline days ahead: weekday, date and time of day in `timeZone`, with the zone named, so
 * it reads right whatever zone the terminal is set to.
 */
export function formatDateTime(at: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}
