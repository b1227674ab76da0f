import { localeOf, type Language } from '../../i18n/languages';

/** To the second where a payment's steps are told apart; to the minute where a row must fit one line. */
type Precision = 'second' | 'minute';

// One formatter per language, precision and zone: building one costs far more than using it,
// and lists format many.
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time when a payment (or a token) did something, on the store's clock
 * (`useStoreTimeZone`), never the terminal's.
 */
export function formatDateTime(
  at: Date,
  language: Language,
  timeZone: string,
  precision: Precision = 'second',
): string {
  const key = `${language}-${precision}-${timeZone}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      ...(precision === 'second'
        ? { dateStyle: 'medium', timeStyle: 'medium' }
        : { dateStyle: 'short', timeStyle: 'short' }),
      timeZone,
    });
    formats.set(key, format);
  }
  return format.format(at);
}
