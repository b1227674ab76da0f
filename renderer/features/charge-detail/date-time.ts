import { localeOf, type Language } from '../../i18n/languages';

// One formatter per language: building one costs far more than using it, and lists format many.
const formats = new Map<Language, Intl.DateTimeFormat>();

/** A date and time to the second, in the terminal's time zone: when a payment did something. */
export function formatDateTime(at: Date, language: Language): string {
  let format = formats.get(language);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      dateStyle: 'medium',
      timeStyle: 'medium',
    });
    formats.set(language, format);
  }
  return format.format(at);
}
