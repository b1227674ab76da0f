import { useTranslation } from 'react-i18next';
import { languageNames, languages } from '../i18n/languages';
import { useLanguage } from '../i18n/use-language';
import { useLanguageSwitch } from './use-language-switch';

/** Both languages side by side, each named in itself; the one on screen is pressed. */
export function LanguageSwitch() {
  const { t } = useTranslation('app');
  const current = useLanguage();
  const switchLanguage = useLanguageSwitch();
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switch__option"
          aria-pressed={language === current}
          onClick={() => void switchLanguage(language)}
        >
          {languageNames[language]}
        </button>
      ))}
    </div>
  );
}
