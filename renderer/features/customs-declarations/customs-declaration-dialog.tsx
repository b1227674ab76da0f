import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { changeMayHaveBeenMade } from '../../../shared/ipc/change-outcome';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { customsAuthority, type CustomsAuthority } from '../../../shared/service/customs';
import { errorCodeText, validationText } from '../../i18n/error-text';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { firstErrorPerField } from '../sale-entry/first-error-per-field';
import {
  customsFieldOf,
  customsFormOf,
  customsStepOf,
  emptyCustomsForm,
  maskCertificateId,
  type CustomsField,
  type CustomsForm,
} from './customs-declaration-form';
import { customsStore } from './customs-declaration-store';

/**
 * Files, resubmits or modifies a charge's customs declaration. The form says each rule of the
 * spec before the service has to: the authority is one of the spec's list and fixed once the
 * declaration succeeded, every field is required to file, and only a changed field is sent to
 * modify. The certificate id shows in full only while the clerk types it.
 */
export function CustomsDeclarationDialog({
  chargeId,
  onClose,
}: {
  chargeId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('customs');
  const { t: tErrors } = useTranslation('errors');
  const declaration = useStore(customsStore, (state) => state.declarations[chargeId]) ?? null;
  const step = customsStepOf(declaration);
  const [form, setForm] = useState<CustomsForm>(() =>
    declaration === null ? emptyCustomsForm : customsFormOf(declaration),
  );
  const [typingCertificate, setTypingCertificate] = useState(false);
  const [errors, setErrors] = useState<{ field: string; reason: string }[]>([]);
  const [refusal, setRefusal] = useState<IpcError | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = firstErrorPerField([...errors, ...(refusal?.fields ?? [])], customsFieldOf);
  const errorOf = (field: CustomsField) => {
    const error = shown[field];
    if (error === undefined) return null;
    return error.reason === 'NOTHING_CHANGED'
      ? t('form.nothingChanged')
      : validationText(tErrors, error.reason);
  };
  const update = (patch: Partial<CustomsForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors([]);
    setRefusal(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || step === 'wait') return;
    setBusy(true);
    const state = customsStore.getState();
    const result =
      step === 'modify' ? await state.modify(chargeId, form) : await state.submit(chargeId, form);
    setBusy(false);
    if (result === null) onClose();
    else if ('errors' in result) setErrors(result.errors);
    else setRefusal(result.refusal);
  };

  return (
    <Dialog open title={t(`form.title.${step}`)} onClose={onClose} closeLabel={t('form.close')}>
      <form className="customs__form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="customs__hint">{t(`form.rule.${step}`)}</p>
        <Field
          label={t('form.customs')}
          hint={step === 'modify' ? t('form.customsFixed') : t('form.customsHint')}
          error={errorOf('customs')}
        >
          {(control) => (
            <select
              {...control}
              value={form.customs}
              disabled={step === 'modify'}
              onChange={(event) => update({ customs: event.target.value as CustomsAuthority })}
            >
              <option value="">{t('form.chooseCustoms')}</option>
              {customsAuthority.options.map((authority) => (
                <option key={authority} value={authority}>
                  {authority}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('form.merchantCustomsNo')} error={errorOf('merchantCustomsNo')}>
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              value={form.merchantCustomsNo}
              onChange={(event) => update({ merchantCustomsNo: event.target.value })}
            />
          )}
        </Field>
        <Field
          label={t('form.certificateId')}
          hint={t('form.certificateIdHint')}
          error={errorOf('certificateId')}
        >
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              spellCheck={false}
              value={
                typingCertificate || form.certificateId === ''
                  ? form.certificateId
                  : maskCertificateId(form.certificateId)
              }
              onFocus={() => setTypingCertificate(true)}
              onBlur={() => setTypingCertificate(false)}
              onChange={(event) => update({ certificateId: event.target.value })}
            />
          )}
        </Field>
        <Field label={t('form.certificateName')} error={errorOf('certificateName')}>
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              value={form.certificateName}
              onChange={(event) => update({ certificateName: event.target.value })}
            />
          )}
        </Field>
        <div className="customs__actions" aria-live="polite">
          <Button variant="primary" submit disabled={busy || step === 'wait'}>
            {busy ? t('form.sending') : t(`form.submit.${step}`)}
          </Button>
          {shown.form === undefined ? null : (
            <p className="field__error" role="alert">
              {errorOf('form')}
            </p>
          )}
          {refusal === null ? null : (
            <p className="field__error" role="alert">
              {changeMayHaveBeenMade(refusal.code) ? t('form.maySent') : t('form.notSent')}{' '}
              {errorCodeText(tErrors, refusal.code)}
            </p>
          )}
        </div>
      </form>
    </Dialog>
  );
}
