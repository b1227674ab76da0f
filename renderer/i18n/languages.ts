import { appSettings } from '../../shared/ipc/ipc-payloads';

/** The languages the terminal's settings accept (main keeps the choice). */
export const languages = appSettings.shape.language.options;
export type Language = (typeof languages)[number];

export function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}

/** Japanese first: the service and its merchants are Japanese; English is the other choice. */
export const defaultLanguage: Language = 'ja';

/** Each language named in itself, so a cashier finds their own whatever is showing. */
export const languageNames: Readonly<Record<Language, string>> = { ja: '日本語', en: 'English' };

/** The Intl locale for amounts and dates. */
export function localeOf(language: Language): string {
  switch (language) {
    case 'ja':
      return 'ja-JP';
    case 'en':
      return 'en-US';
  }
}

/** What the menu's language toggle switches to. */
export function nextLanguage(language: Language): Language {
  switch (language) {
    case 'ja':
      return 'en';
    case 'en':
      return 'ja';
  }
}
