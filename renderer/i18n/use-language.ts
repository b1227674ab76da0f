import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, type Language } from './languages';

/** The language on screen; components re-render when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}
