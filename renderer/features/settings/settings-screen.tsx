import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppSettings } from '../../../shared/ipc/ipc-payloads';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { followStoreClock } from '../../app/store-clock';
import { errorCodeText } from '../../i18n/error-text';
import { pos } from '../../pos';
import { OperatorSettings } from '../operators/operator-settings';
import { AuditTrailSettings } from './audit-trail-settings';
import { PrintSettings } from './print-settings';
import { TerminalSettings } from './terminal-settings';
import { TrainingSettings } from './training-settings';
import '../../ui/layout.css';
import '../../ui/panel.css';
import './settings-screen.css';

/** The terminal's own settings, training mode, and the audit trail for the back office. */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const { t: tErrors } = useTranslation('errors');
  const [settings, setSettings] = useState<AppSettings | null>(null);
  const [error, setError] = useState<IpcError | null>(null);
  const saved = (next: AppSettings) => {
    setSettings(next);
    followStoreClock(next);
  };

  useEffect(() => {
    let shown = true;
    void pos.settingsGet().then((result) => {
      if (!shown) return;
      if (result.ok) setSettings(result.data);
      else setError(result.error);
    });
    return () => {
      shown = false;
    };
  }, []);

  return (
    <div className="section-screen">
      <h1 className="section-screen__title">{t('title')}</h1>
      {settings === null ? (
        error === null ? (
          <p className="screen-message">{t('loading')}</p>
        ) : (
          <p className="screen-message screen-message--problem" role="alert">
            {t('readFailed')} {errorCodeText(tErrors, error.code)}
          </p>
        )
      ) : (
        <div className="settings__sections">
          <TerminalSettings settings={settings} onSaved={saved} />
          <PrintSettings settings={settings} onSaved={saved} />
          <TrainingSettings />
          <OperatorSettings />
          <AuditTrailSettings />
        </div>
      )}
    </div>
  );
}
