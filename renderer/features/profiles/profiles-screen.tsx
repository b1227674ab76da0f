import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import type { ProfileSummary } from '../../../shared/profiles';
import { errorCodeText } from '../../i18n/error-text';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { AddProfileForm } from './add-profile-form';
import { ProfileCard } from './profile-card';
import { ReplaceCredentialsDialog } from './replace-credentials-dialog';
import { SaleLimitsDialog } from './sale-limits-dialog';
import { profilesStore, useProfiles } from './use-profiles';
import '../../ui/layout.css';
import '../../ui/panel.css';
import './profiles-screen.css';

/** What the last action on the list came to, said once under the list. */
type Outcome = { kind: 'done'; text: string } | { kind: 'failed'; error: IpcError };

/** The store profiles: which store the counter sells for, its credentials, and new ones. */
export function ProfilesScreen() {
  const { t } = useTranslation('profiles');
  const { t: tErrors } = useTranslation('errors');
  const profiles = useProfiles((state) => state.profiles);
  const activeId = useProfiles((state) => state.activeId);
  const error = useProfiles((state) => state.error);
  const tests = useProfiles((state) => state.tests);
  const [replacing, setReplacing] = useState<ProfileSummary | null>(null);
  const [limiting, setLimiting] = useState<ProfileSummary | null>(null);
  const [removing, setRemoving] = useState<ProfileSummary | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    void profilesStore.getState().load();
  }, []);

  const report = (error: IpcError | null, text: string) =>
    setOutcome(error === null ? { kind: 'done', text } : { kind: 'failed', error });

  const remove = async (profile: ProfileSummary) => {
    setRemoving(null);
    report(
      await profilesStore.getState().remove(profile.id),
      t('remove.done', { name: profile.name }),
    );
  };

  return (
    <div className="section-screen">
      <h1 className="section-screen__title">{t('title')}</h1>
      <div className="profiles__layout">
        <section className="profiles__list-section" aria-labelledby="profiles-list">
          <h2 id="profiles-list" className="profiles__section-title">
            {t('list')}
          </h2>
          {error !== null ? (
            <p className="screen-message screen-message--problem" role="alert">
              {t('readFailed')} {errorCodeText(tErrors, error.code)}
            </p>
          ) : profiles === null ? (
            <p className="screen-message">{t('loading')}</p>
          ) : profiles.length === 0 ? (
            <p className="screen-message">{t('none')}</p>
          ) : (
            <ul className="profiles__list">
              {profiles.map((profile) => (
                <ProfileCard
                  key={profile.id}
                  profile={profile}
                  active={profile.id === activeId}
                  test={tests[profile.id]}
                  onSelect={() =>
                    void profilesStore
                      .getState()
                      .select(profile.id)
                      .then((failure) =>
                        report(
                          failure,
                          t('selected', {
                            name: profile.training ? t('trainingName') : profile.name,
                          }),
                        ),
                      )
                  }
                  onTest={() => void profilesStore.getState().test(profile.id)}
                  onReplace={() => setReplacing(profile)}
                  onSaleLimits={() => setLimiting(profile)}
                  onRemove={() => setRemoving(profile)}
                />
              ))}
            </ul>
          )}
          <div className="field__error-slot" aria-live="polite">
            {outcome === null ? null : outcome.kind === 'failed' ? (
              <p className="field__error">
                {t('actionFailed')} {errorCodeText(tErrors, outcome.error.code)}
              </p>
            ) : (
              <p className="profiles__done">{outcome.text}</p>
            )}
          </div>
        </section>
        <AddProfileForm />
      </div>
      <ReplaceCredentialsDialog
        profile={replacing}
        onClose={() => setReplacing(null)}
        onReplaced={(profile) => {
          setReplacing(null);
          report(null, t('replace.done', { name: profile.name }));
        }}
      />
      <SaleLimitsDialog
        profile={limiting}
        onClose={() => setLimiting(null)}
        onSaved={(profile) => {
          setLimiting(null);
          report(null, t('limits.done', { name: profile.name }));
        }}
      />
      <Dialog
        open={removing !== null}
        title={removing === null ? '' : t('remove.title', { name: removing.name })}
        closeLabel={t('remove.cancel')}
        safeClose
        onClose={() => setRemoving(null)}
      >
        <p>{t('remove.body')}</p>
        {removing === null ? null : (
          <Button variant="danger" size="large" onClick={() => void remove(removing)}>
            {t('remove.confirm')}
          </Button>
        )}
      </Dialog>
    </div>
  );
}
