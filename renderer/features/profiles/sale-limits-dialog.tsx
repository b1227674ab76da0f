import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '../../../shared/profiles';
import { Button } from '../../ui/button';
import {
  refusalProblems,
  saleLimitsForm,
  saleLimitsFormFields,
  saleLimitsRequest,
  type FieldProblem,
  type SaleLimitsForm,
  type SaleLimitsFormField,
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
  const [form, setForm] = useState<SaleLimitsForm>(() => saleLimitsForm(profile));
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<Partial<Record<SaleLimitsFormField, FieldProblem>>>({});
  const [saving, setSaving] = useState(false);

  const request = saleLimitsRequest(form, profile.currency);
  const problemOf = (field: SaleLimitsFormField) =>
    request.ok ? refused[field] : submitted ? request.problems[field] : undefined;
  const update = (patch: Partial<SaleLimitsForm>) => {
    setRefused({});
    setForm((current) => ({ ...current, ...patch }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!request.ok || saving) return;
    setSaving(true);
    const error = await profilesStore.getState().setSaleLimits(profile.id, request.saleLimits);
    setSaving(false);
    if (error !== null) {
      setRefused(refusalProblems(error, saleLimitsFormFields, 'form'));
      return;
    }
    onSaved(profile);
  };

  const formError = problemText(tErrors, problemOf('form'));
  return (
    <form className="profiles__form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="profiles__hint">{t('limits.intro', { currency: profile.currency })}</p>
      <SaleLimitFields
        currency={profile.currency}
        form={form}
        problems={{
          maximumSale: problemOf('maximumSale'),
          confirmSaleAbove: problemOf('confirmSaleAbove'),
        }}
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
