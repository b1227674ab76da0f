import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '../../../shared/profiles';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { useRefusableForm } from '../../ui/use-refusable-form';
import {
  credentialsFormFields,
  credentialsRequest,
  emptyCredentialsForm,
  refusalProblems,
  type CredentialsFormField,
} from './profile-form';
import { ProfileDialog } from './profile-dialog';
import { problemText } from './profile-problem-text';
import { SecretInput } from './secret-input';
import { profilesStore } from './use-profiles';

interface ReplaceCredentialsDialogProps {
  /** The profile whose credentials are replaced; null while the dialog is closed. */
  profile: ProfileSummary | null;
  onClose: () => void;
  onReplaced: (profile: ProfileSummary) => void;
}

/** New credentials for a profile, masked, checked with the contract's schema, sent once. */
export function ReplaceCredentialsDialog({
  profile,
  onClose,
  onReplaced,
}: ReplaceCredentialsDialogProps) {
  const { t } = useTranslation('profiles');
  return (
    <ProfileDialog
      profile={profile}
      title={({ name }) => t('replace.title', { name })}
      closeLabel={t('replace.cancel')}
      onClose={onClose}
    >
      {/* The typed secret is gone once the dialog closes. */}
      {(opened) => <CredentialsFormBody profile={opened} onReplaced={onReplaced} />}
    </ProfileDialog>
  );
}

function CredentialsFormBody({
  profile,
  onReplaced,
}: {
  profile: ProfileSummary;
  onReplaced: (profile: ProfileSummary) => void;
}) {
  const { t } = useTranslation('profiles');
  const { t: tErrors } = useTranslation('errors');
  const { form, saving, problemOf, update, submit } = useRefusableForm({
    initial: emptyCredentialsForm,
    check: credentialsRequest,
    refusal: (error) => refusalProblems(error, credentialsFormFields, 'form'),
    save: async (credentials, reset) => {
      const error = await profilesStore.getState().replaceCredentials(profile.id, credentials);
      // The secret is main's now: nothing of it stays in the form.
      if (error === null) reset(emptyCredentialsForm);
      return error;
    },
  });
  const errorOf = (field: CredentialsFormField) => problemText(tErrors, problemOf(field));

  const formError = errorOf('form');
  return (
    <form
      className="profiles__form"
      noValidate
      onSubmit={(event) => void submit(event).then((saved) => saved && onReplaced(profile))}
    >
      <p className="profiles__hint">{t('replace.intro')}</p>
      <Field label={t('add.secret')} hint={t('add.secretHint')} error={errorOf('secret')}>
        {(control) => (
          <SecretInput
            {...control}
            value={form.secret}
            onChange={(event) => update({ secret: event.target.value })}
          />
        )}
      </Field>
      <Field label={t('add.jwt')} hint={t('add.jwtHint')} error={errorOf('jwt')}>
        {(control) => (
          <SecretInput
            {...control}
            value={form.jwt}
            onChange={(event) => update({ jwt: event.target.value })}
          />
        )}
      </Field>
      <div className="field__error-slot" aria-live="polite">
        {formError === null ? null : <p className="field__error">{formError}</p>}
      </div>
      <Button variant="primary" size="large" submit disabled={saving}>
        {t('replace.submit')}
      </Button>
    </form>
  );
}
