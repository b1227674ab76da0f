import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoCurrencyCodes } from '../../../shared/money';
import { profileNameMax } from '../../../shared/profiles';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { Field } from '../../ui/field';
import { TextField } from '../../ui/text-field';
import { useRefusableForm } from '../../ui/use-refusable-form';
import {
  emptyProfileForm,
  profileFormFields,
  profileModes,
  profileSaveRequest,
  refusalProblems,
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
  const [savedName, setSavedName] = useState<string | null>(null);
  const { form, saving, problemOf, update, touch, submit } = useRefusableForm({
    initial: emptyProfileForm,
    check: profileSaveRequest,
    refusal: (error) => refusalProblems(error, profileFormFields, 'form'),
    save: async ({ profile, credentials }, reset) => {
      const error = await profilesStore.getState().save(profile, credentials);
      if (error !== null) return error;
      // The credentials are main's now: nothing of them stays on this screen.
      reset(emptyProfileForm);
      setSavedName(profile.name);
      return null;
    },
  });

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
  const edit = (patch: Partial<ProfileForm>) => {
    setSavedName(null);
    update(patch);
  };

  const text = (field: Exclude<ProfileFormField, 'form' | 'mode'>) => ({
    label: t(`add.${field}`),
    error: errorOf(field),
    onBlur: touch(field),
  });
  const formError = errorOf('form');

  return (
    <section className="panel" aria-labelledby="profiles-add">
      <h2 id="profiles-add" className="profiles__section-title">
        {t('add.title')}
      </h2>
      <p className="profiles__hint">{t('add.intro')}</p>
      <form className="profiles__form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          {...text('name')}
          hint={t('add.nameHint')}
          limit={profileNameMax}
          spellCheck
          value={form.name}
          onChange={(name) => edit({ name })}
        />
        <TextField
          {...text('storeId')}
          hint={t('add.storeIdHint')}
          value={form.storeId}
          onChange={(storeId) => edit({ storeId })}
        />
        <ChoiceGroup
          legend={t('add.mode')}
          options={profileModes.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
          value={form.mode}
          onChange={(mode) => edit({ mode })}
          error={errorOf('mode')}
        />
        <TextField
          {...text('baseUrl')}
          hint={t('add.baseUrlHint')}
          inputMode="url"
          value={form.baseUrl}
          onChange={(baseUrl) => edit({ baseUrl })}
        />
        <TextField
          {...text('currency')}
          hint={t('add.currencyHint')}
          maxLength={3}
          value={form.currency}
          onChange={(currency) => edit({ currency: currency.toUpperCase() })}
        />
        <SaleLimitFields
          currency={form.currency}
          form={form}
          problemOf={problemOf}
          onChange={edit}
          touch={touch}
        />
        {(['secret', 'jwt'] as const).map((field) => {
          const { onBlur, ...labelled } = text(field);
          return (
            <Field key={field} {...labelled} hint={t(`add.${field}Hint`)}>
              {(control) => (
                <SecretInput
                  {...control}
                  value={form[field]}
                  onChange={(event) => edit({ [field]: event.target.value })}
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
