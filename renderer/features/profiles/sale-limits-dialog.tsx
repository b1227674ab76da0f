import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '../../../shared/profiles';
import { Button } from '../../ui/button';
import { useRefusableForm } from '../../ui/use-refusable-form';
import {
  refusalProblems,
  saleLimitsForm,
  saleLimitsFormFields,
  saleLimitsRequest,
} from './profile-form';
import { ProfileDialog } from './profile-dialog';
import { problemText } from './profile-problem-text';
import { SaleLimitFields } from './sale-limit-fields';
import { profilesStore } from './use-profiles';

interface SaleLimitsDialogProps {
  /** The profile whose limits are changed; null while the dialog is closed. */
  profile: ProfileSummary | null;
  onClose: () => void;
  onSaved: (profile: ProfileSummary) => void;
}

/** A saved store's largest sale and confirmation threshold, changed after it was added. */
export function SaleLimitsDialog({ profile, onClose, onSaved }: SaleLimitsDialogProps) {
  const { t } = useTranslation('profiles');
  return (
    <ProfileDialog
      profile={profile}
      title={({ name }) => t('limits.title', { name })}
      closeLabel={t('limits.cancel')}
      onClose={onClose}
    >
      {/* Starts from the profile's limits each time it opens. */}
      {(opened) => <SaleLimitsFormBody profile={opened} onSaved={onSaved} />}
    </ProfileDialog>
  );
}

function SaleLimitsFormBody({
  profile,
  onSaved,
}: {
  profile: ProfileSummary;
  onSaved: (profile: ProfileSummary) => void;
}) {
  const { t } = useTranslation('profiles');
  const { t: tErrors } = useTranslation('errors');
  const { form, saving, problemOf, update, submit } = useRefusableForm({
    initial: () => saleLimitsForm(profile),
    check: (typed) => saleLimitsRequest(typed, profile.currency),
    refusal: (error) => refusalProblems(error, saleLimitsFormFields, 'form'),
    save: (limits) => profilesStore.getState().setSaleLimits(profile.id, limits),
  });

  const formError = problemText(tErrors, problemOf('form'));
  return (
    <form
      className="profiles__form"
      noValidate
      onSubmit={(event) => void submit(event).then((saved) => saved && onSaved(profile))}
    >
      <p className="profiles__hint">{t('limits.intro', { currency: profile.currency })}</p>
      <SaleLimitFields
        currency={profile.currency}
        form={form}
        problemOf={problemOf}
        onChange={update}
      />
      <div className="field__error-slot" aria-live="polite">
        {formError === null ? null : <p className="field__error">{formError}</p>}
      </div>
      <Button variant="primary" size="large" submit disabled={saving}>
        {t('limits.submit')}
      </Button>
    </form>
  );
}
