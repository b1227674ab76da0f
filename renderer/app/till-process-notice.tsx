import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { useShell } from './shell-store';

/** Says, on every screen, that the till's process stopped or was replaced, and what to do. */
export function TillProcessNotice() {
  const { t } = useTranslation('app');
  const state = useShell((shell) => shell.tillProcess);
  return (
    <div className="notice-slot" role="alert">
      {state === 'running' ? null : (
        <div className="notice">
          <p className="notice__text">
            <strong>{t(`tillProcess.${state}.title`)}</strong> {t(`tillProcess.${state}.body`)}
          </p>
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t('tillProcess.reload')}
          </Button>
        </div>
      )}
    </div>
  );
}
