import { localeOf, type Language } from '../../i18n/languages';

/** A date and time to the second, in the terminal's time zone: when a payment did something. */
export function formatDateTime(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(at);
}
