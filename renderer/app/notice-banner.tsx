import { useTranslation } from 'react-i18next';
import { errorCodeText } from '../i18n/error-text';
import { Button } from '../ui/button';
import { useShell } from './shell-store';

/** A problem that belongs to no field (settings not saved, the review list unreadable). */
export function NoticeBanner() {
  const { t } = useTranslation('app');
  const { t: tErrors } = useTranslation('errors');
  const notice = useShell((state) => state.notice);
  const dismiss = useShell((state) => state.dismissNotice);
  return (
    <div className="notice-slot" role="alert">
      {notice === null ? null : (
        <div className="notice">
          <p className="notice__text">
            <strong>{t('problem.title')}: </strong>
            {errorCodeText(tErrors, notice.code)}
          </p>
          <Button variant="quiet" onClick={dismiss}>
            {t('problem.dismiss')}
          </Button>
        </div>
      )}
    </div>
  );
}
