import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppSettings } from '../../../shared/ipc/ipc-payloads';
import { useLanguageSwitch } from '../../app/use-language-switch';
import { languageNames, languages } from '../../i18n/languages';
import { useLanguage } from '../../i18n/use-language';
import { pos } from '../../pos';
import { SaveStatusLine, type SaveStatus } from './save-status';

interface SectionProps {
  settings: AppSettings;
  onSaved: (settings: AppSettings) => void;
}

/** Language and the customer display: each takes effect, and is saved, when it is changed. */
export function TerminalSettings({ settings, onSaved }: SectionProps) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const switchLanguage = useLanguageSwitch();
  const [status, setStatus] = useState<SaveStatus>(null);

  const setCustomerDisplay = async (customerDisplay: boolean) => {
    const result = await pos.settingsSet({ customerDisplay });
    if (result.ok) {
      onSaved(result.data);
      setStatus({ state: 'saved' });
    } else {
      setStatus({ state: 'failed', error: result.error });
    }
  };

  return (
    <section className="settings__section" aria-labelledby="settings-terminal">
      <h2 id="settings-terminal" className="settings__section-title">
        {t('terminal.title')}
      </h2>
      <fieldset className="settings__choices">
        <legend>{t('terminal.language')}</legend>
        {languages.map((option) => (
          <label key={option} className="settings__choice" lang={option}>
            <input
              type="radio"
              name="settings-language"
              checked={option === language}
              onChange={() => void switchLanguage(option)}
            />
            {languageNames[option]}
          </label>
        ))}
      </fieldset>
      <label className="settings__toggle">
        <input
          type="checkbox"
          checked={settings.customerDisplay}
          aria-describedby="settings-customer-display-hint"
          onChange={(event) => void setCustomerDisplay(event.target.checked)}
        />
        <span>
          <span className="settings__toggle-label">{t('terminal.customerDisplay')}</span>
          <span id="settings-customer-display-hint" className="settings__hint">
            {t('terminal.customerDisplayHint')}
          </span>
        </span>
      </label>
      <SaveStatusLine status={status} />
    </section>
  );
}
