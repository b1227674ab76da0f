import { useTranslation } from 'react-i18next';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { errorCodeText } from '../../i18n/error-text';

/** How a section's last save went; null before any. */
export type SaveStatus =
  { state: 'saved' } | { state: 'unchanged' } | { state: 'failed'; error: IpcError } | null;

/** One line, always there, so a message appearing moves nothing below it. */
export function SaveStatusLine({ status }: { status: SaveStatus }) {
  const { t } = useTranslation('settings');
  const { t: tErrors } = useTranslation('errors');
  return (
    <div className="field__error-slot settings__status" aria-live="polite">
      {status === null ? null : status.state === 'failed' ? (
        <p className="field__error">
          {t('saveFailed')} {errorCodeText(tErrors, status.error.code)}
        </p>
      ) : (
        <p className="settings__saved">{t(status.state)}</p>
      )}
    </div>
  );
}
