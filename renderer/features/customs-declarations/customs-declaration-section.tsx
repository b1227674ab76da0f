import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { customsDeclarationStatus } from '../../../shared/service/customs';
import { codeName } from '../../i18n/code-name';
import { errorCodeText } from '../../i18n/error-text';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import type { ChargeDetail } from '../charge-detail/charge-detail-store';
import { CustomsDeclarationDialog } from './customs-declaration-dialog';
import { customsStepOf, maskCertificateId } from './customs-declaration-form';
import { customsStore } from './customs-declaration-store';
import { customsRefusalOf } from './customs-refusal';
import '../../ui/panel.css';
import './customs-declarations.css';

/**
 * A WeChat Pay charge's customs declaration (spec: the fields are defined for brand
 * we_chat_online), in the charge detail: its status and result, and filing, resubmitting or
 * modifying it. Renders nothing for any other charge.
 */
export function CustomsDeclarationSection({ detail }: { detail: ChargeDetail }) {
  const { t } = useTranslation('customs');
  const { t: tErrors } = useTranslation('errors');
  const chargeId = detail.charge.id;
  const declaration = useStore(customsStore, (state) => state.declarations[chargeId]) ?? null;
  const following = useStore(customsStore, (state) => state.following[chargeId] === true);
  const followError = useStore(customsStore, (state) => state.followError[chargeId]);
  const [open, setOpen] = useState(false);
  const [typedId, setTypedId] = useState('');
  const [lookUpError, setLookUpError] = useState<IpcError | null>(null);
  if (detail.method.brand !== 'we_chat_online') return null;
  const step = customsStepOf(declaration);
  const refusal = declaration === null ? null : customsRefusalOf(declaration);

  return (
    <section className="customs panel panel--dense dense-fields" aria-labelledby="customs-title">
      <div className="panel__head">
        <h2 className="panel__title" id="customs-title">
          {t('title')}
        </h2>
        {step === 'wait' ? null : (
          <Button onClick={() => setOpen(true)}>{t(`open.${step}`)}</Button>
        )}
      </div>
      {declaration === null ? (
        <form
          className="customs__lookup"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void customsStore.getState().lookUp(chargeId, typedId.trim()).then(setLookUpError);
          }}
        >
          <Field
            label={t('lookUp.label')}
            hint={t('lookUp.hint')}
            error={lookUpError === null ? null : errorCodeText(tErrors, lookUpError.code)}
          >
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                value={typedId}
                onChange={(event) => setTypedId(event.target.value)}
              />
            )}
          </Field>
          <Button submit>{t('lookUp.submit')}</Button>
        </form>
      ) : (
        <dl className="customs__facts record-facts" aria-live="polite">
          <dt>{t('status')}</dt>
          <dd>
            {codeName(customsDeclarationStatus.options, declaration.status, (status) =>
              t(`statusName.${status}`),
            )}
          </dd>
          <dt>{t('form.customs')}</dt>
          <dd>{declaration.declaration.customs}</dd>
          <dt>{t('form.merchantCustomsNo')}</dt>
          <dd>{declaration.declaration.merchant_customs_no}</dd>
          <dt>{t('form.certificateId')}</dt>
          <dd>{maskCertificateId(declaration.declaration.certificate_id)}</dd>
          <dt>{t('form.certificateName')}</dt>
          <dd>{declaration.declaration.certificate_name}</dd>
          {refusal === null ? null : (
            <>
              <dt>{t('refusal.title')}</dt>
              <dd>
                {refusal.reason === 'explained'
                  ? refusal.explanation
                  : t(`refusal.${refusal.reason}`)}{' '}
                {t('refusal.next')}
              </dd>
            </>
          )}
        </dl>
      )}
      {following ? <p className="customs__hint">{t('waiting')}</p> : null}
      {followError === undefined ? null : (
        <p className="field__error" role="alert">
          {t('readFailed')} {errorCodeText(tErrors, followError.code)}
        </p>
      )}
      {open ? (
        <CustomsDeclarationDialog chargeId={chargeId} onClose={() => setOpen(false)} />
      ) : null}
    </section>
  );
}
