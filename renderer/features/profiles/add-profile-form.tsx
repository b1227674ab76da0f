import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isoCurrencyCodes } from '../../../shared/money';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { TextField } from '../../ui/text-field';
import {
  emptyProfileForm,
  profileFormFields,
  profileModes,
  profileSaveRequest,
  refusalProblems,
  type FieldProblem,
  type ProfileForm,
  type ProfileFormField,
} from './profile-form';
import { problemText } from './profile-problem-text';
import { SaleLimitFields } from './sale-limit-fields';
import { SecretInput } from './secret-input';
import { profilesStore } from './use-profiles';

/**
 * A new store profile with its credentials. Every field is checked with the contract's own
 * schemas as it is left; the secret and JWT are masked, sent once, and cleared once saved.
 */
export function AddProfileForm() {
  const { t } = useTranslation('profiles');
  const { t: tErrors } = useTranslation('errors');
  const [form, setForm] = useState<ProfileForm>(emptyProfileForm);
  const [touched, setTouched] = useState<ReadonlySet<ProfileFormField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<Partial<Record<ProfileFormField, FieldProblem>>>({});
  const [saving, setSaving] = useState(false);
  const [savedName, setSavedName] = useState<string | null>(null);

  const request = profileSaveRequest(form);
  /** A field's problem once it was left or the form saved; main's refusal once it checks out. */
  const problemOf = (field: ProfileFormField): FieldProblem | undefined => {
    if (request.ok) return refused[field];
    return submitted || touched.has(field) ? request.problems[field] : undefined;
  };
  const errorOf = (field: ProfileFormField): string | null => {
    const problem = problemOf(field);
    if (field === 'currency' && problem?.kind === 'reason' && form.currency.trim() !== '') {
      // Naming the codes it accepts turns a guess such as "YEN" into a choice.
      return t('add.currencyUnknown', {
        code: form.currency.trim(),
        codes: isoCurrencyCodes.join(', '),
      });
    }
    return problemText(tErrors, problem);
  };
  const update = (patch: Partial<ProfileForm>) => {
    setRefused({});
    setSavedName(null);
    setForm((current) => ({ ...current, ...patch }));
  };
  const touch = (field: ProfileFormField) => () =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!request.ok || saving) return;
    setSaving(true);
    const error = await profilesStore
      .getState()
      .save(request.input.profile, request.input.credentials);
    setSaving(false);
    if (error !== null) {
      setRefused(refusalProblems(error, profileFormFields, 'form'));
      return;
    }
    // The credentials are main's now: nothing of them stays on this screen.
    setForm(emptyProfileForm);
    setTouched(new Set());
    setSubmitted(false);
    setSavedName(request.input.profile.name);
  };

  const text = (field: Exclude<ProfileFormField, 'form' | 'mode'>) => ({
    label: t(`add.${field}`),
    error: errorOf(field),
    onBlur: touch(field),
  });
  const formError = errorOf('form');

  return (
    <section className="profiles__add" aria-labelledby="profiles-add">
      <h2 id="profiles-add" className="profiles__section-title">
        {t('add.title')}
      </h2>
      <p className="profiles__hint">{t('add.intro')}</p>
      <form className="profiles__form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          {...text('name')}
          hint={t('add.nameHint')}
          spellCheck
          value={form.name}
          onChange={(name) => update({ name })}
        />
        <TextField
          {...text('storeId')}
          hint={t('add.storeIdHint')}
          value={form.storeId}
          onChange={(storeId) => update({ storeId })}
        />
        <fieldset className="profiles__modes">
          <legend>{t('add.mode')}</legend>
          {profileModes.map((mode) => (
            <label key={mode} className="profiles__choice">
              <input
                type="radio"
                name="profile-mode"
                checked={form.mode === mode}
                onChange={() => update({ mode })}
              />
              {t(`modes.${mode}`)}
            </label>
          ))}
          <div className="field__error-slot" aria-live="polite">
            {errorOf('mode') === null ? null : <p className="field__error">{errorOf('mode')}</p>}
          </div>
        </fieldset>
        <TextField
          {...text('baseUrl')}
          hint={t('add.baseUrlHint')}
          inputMode="url"
          value={form.baseUrl}
          onChange={(baseUrl) => update({ baseUrl })}
        />
        <TextField
          {...text('currency')}
          hint={t('add.currencyHint')}
          maxLength={3}
          value={form.currency}
          onChange={(currency) => update({ currency: currency.toUpperCase() })}
        />
        <SaleLimitFields
          currency={form.currency}
          form={form}
          problems={{
            maximumSale: problemOf('maximumSale'),
            confirmSaleAbove: problemOf('confirmSaleAbove'),
          }}
          onChange={update}
          onBlur={(field) => touch(field)()}
        />
        {(['secret', 'jwt'] as const).map((field) => {
          const { onBlur, ...labelled } = text(field);
          return (
            <Field key={field} {...labelled} hint={t(`add.${field}Hint`)}>
              {(control) => (
                <SecretInput
                  {...control}
                  value={form[field]}
                  onChange={(event) => update({ [field]: event.target.value })}
                  onBlur={onBlur}
                />
              )}
            </Field>
          );
        })}
        <div className="profiles__actions">
          <Button variant="primary" size="large" submit shortcut="Enter" disabled={saving}>
            {saving ? t('add.saving') : t('add.submit')}
          </Button>
          <div className="field__error-slot profiles__status" aria-live="polite">
            {formError !== null ? (
              <p className="field__error">{formError}</p>
            ) : savedName !== null ? (
              <p className="profiles__done">{t('add.saved', { name: savedName })}</p>
            ) : null}
          </div>
        </div>
      </form>
    </section>
  );
}
