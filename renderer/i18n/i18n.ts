import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './languages';
import { resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    resources: (typeof resources)['en'];
  }
}

/**
 * One i18next instance for the window, with every language bundled: nothing is fetched (the
 * CSP allows no requests), so initialisation finishes before the first render.
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    // Both languages hold every key (Messages<>), so a fallback would only hide a mistake.
    fallbackLng: false,
    ns: Object.keys(resources.en),
    defaultNS: 'app',
    initAsync: false,
    // React escapes what it renders; escaping here too would show &amp; to the cashier.
    interpolation: { escapeValue: false },
  });
  return instance;
}
