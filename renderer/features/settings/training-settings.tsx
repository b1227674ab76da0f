import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { errorCodeText } from '../../i18n/error-text';
import { pos } from '../../pos';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { StatusBadge } from '../../ui/status-badge';
import { useNavigation } from '../../app/navigation-store';
import { refreshActiveProfile } from '../profiles/active-profile';

/**
 * Training on or off, after a confirmation: the switch changes the store the counter sells
 * for (main selects the training profile or the store's own), so the header is read again.
 */
export function TrainingSettings() {
  const { t } = useTranslation('settings');
  const { t: tErrors } = useTranslation('errors');
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [switching, setSwitching] = useState(false);
  const [error, setError] = useState<IpcError | null>(null);
  /** Whether a store's own profile exists to leave training for; null until known. */
  const [hasStoreProfile, setHasStoreProfile] = useState<boolean | null>(null);
  const [noStoreProfile, setNoStoreProfile] = useState(false);
  const navigate = useNavigation((state) => state.navigate);

  useEffect(() => {
    let shown = true;
    void pos.trainingGet().then((result) => {
      if (!shown) return;
      if (result.ok) setEnabled(result.data.enabled);
      else setError(result.error);
    });
    void pos.profilesList().then((result) => {
      if (shown && result.ok) setHasStoreProfile(result.data.some((profile) => !profile.training));
    });
    return () => {
      shown = false;
    };
  }, []);

  const change = async () => {
    if (enabled === null) return;
    setConfirming(false);
    setSwitching(true);
    const result = await pos.trainingSet({ enabled: !enabled });
    setSwitching(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    setEnabled(result.data.enabled);
    await refreshActiveProfile(pos);
  };

  const starting = enabled !== true;
  // Leaving training needs a store to sell for: say so before asking to confirm a switch
  // main would refuse (NO_STORE_PROFILE), and offer the way to add one.
  const ask = () => {
    if (!starting && hasStoreProfile === false) setNoStoreProfile(true);
    else setConfirming(true);
  };
  return (
    <section className="panel" aria-labelledby="settings-training">
      <h2 id="settings-training" className="panel__title">
        {t('training.title')}
      </h2>
      <p className="settings__body">{t('training.body')}</p>
      {enabled === null ? null : (
        <p className="settings__state">
          <StatusBadge tone={enabled ? 'training' : 'neutral'}>
            {enabled ? t('training.on') : t('training.off')}
          </StatusBadge>
        </p>
      )}
      <div className="settings__actions">
        <Button
          variant={starting ? 'secondary' : 'primary'}
          size="large"
          disabled={enabled === null || switching}
          onClick={ask}
        >
          {starting ? t('training.start') : t('training.stop')}
        </Button>
        <div className="field__error-slot settings__status" aria-live="polite">
          {noStoreProfile ? (
            <p className="field__error">
              {t('training.noStoreProfile')}{' '}
              <Button variant="secondary" onClick={() => navigate('profiles')}>
                {t('training.addStoreProfile')}
              </Button>
            </p>
          ) : null}
          {error === null ? null : (
            <p className="field__error">
              {t('training.failed')} {errorCodeText(tErrors, error.code)}
            </p>
          )}
        </div>
      </div>
      <Dialog
        open={confirming}
        title={starting ? t('training.confirmStartTitle') : t('training.confirmStopTitle')}
        closeLabel={t('training.cancel')}
        safeClose={!starting}
        onClose={() => setConfirming(false)}
      >
        <p className="settings__body">
          {starting ? t('training.confirmStartBody') : t('training.confirmStopBody')}
        </p>
        <Button
          variant={starting ? 'primary' : 'danger'}
          size="large"
          onClick={() => void change()}
        >
          {starting ? t('training.confirmStart') : t('training.confirmStop')}
        </Button>
      </Dialog>
    </section>
  );
}
