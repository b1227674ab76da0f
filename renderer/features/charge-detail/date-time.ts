import { localeOf, type Language } from '../../i18n/languages';

/** To the second where a payment's steps are told apart; to the minute where a row must fit one line. */
type Precision = 'second' | 'minute';

// One formatter per language and precision: building one costs far more than using it, and
// lists format many.
const formats = new Map<`${Language}-${Precision}`, Intl.DateTimeFormat>();

/** A date and time in the terminal's time zone: when a payment (or a token) did something. */
export function formatDateTime(
  at: Date,
  language: Language,
  precision: Precision = 'second',
): string {
  const key = `${language}-${precision}` as const;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(
      localeOf(language),
      precision === 'second'
        ? { dateStyle: 'medium', timeStyle: 'medium' }
        : { dateStyle: 'short', timeStyle: 'short' },
    );
    formats.set(key, format);
  }
  return format.format(at);
}
