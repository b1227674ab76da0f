import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppSettings } from '../../../shared/ipc/ipc-payloads';
import { useLanguageSwitch } from '../../app/use-language-switch';
import { languageNames, languages } from '../../i18n/languages';
import { useLanguage } from '../../i18n/use-language';
import { pos } from '../../pos';
import { ChoiceGroup } from '../../ui/choice-group';
import { Toggle } from '../../ui/toggle';
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
    <section className="panel" aria-labelledby="settings-terminal">
      <h2 id="settings-terminal" className="panel__title">
        {t('terminal.title')}
      </h2>
      <ChoiceGroup
        legend={t('terminal.language')}
        options={languages.map((option) => ({
          value: option,
          label: languageNames[option],
          lang: option,
        }))}
        value={language}
        onChange={(option) => void switchLanguage(option)}
        reserveErrorLine={false}
      />
      <Toggle
        label={t('terminal.customerDisplay')}
        hint={t('terminal.customerDisplayHint')}
        checked={settings.customerDisplay}
        onChange={(checked) => void setCustomerDisplay(checked)}
      />
      <SaveStatusLine status={status} />
    </section>
  );
}
