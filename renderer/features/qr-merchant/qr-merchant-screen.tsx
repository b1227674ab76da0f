import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { qrMerchantBrands } from '../../../shared/service/token-options';
import { hasCommandModifier } from '../../app/key-target';
import { useKeyCommands } from '../../app/use-key-commands';
import { brandName } from '../../i18n/brand-name';
import { errorCodeText, validationText } from '../../i18n/error-text';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { ActionBar } from '../../ui/action-bar';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { saleOperationStore, useSaleOperation } from '../charge-progress/use-sale-operation';
import { ChoiceGroup } from '../../ui/choice-group';
import type { SaleEntryScreenProps } from '../sale/sale-entry-screens';
import {
  emptyQrMerchantForm,
  qrMerchantErrorsByField,
  qrMerchantSaleRequest,
  type QrMerchantForm,
  type QrMerchantFormField,
} from './qr-merchant-form';
import './qr-merchant-screen.css';

/** The key that submits from anywhere on the screen, beside Enter in a field. */
const submitKey = 'F9';

/**
 * The merchant-presented QR sale: the customer's wallet and email. Once the sale runs, the
 * progress screen shows the code (QrCodeView) until it is paid, expires or is canceled.
 */
export function QrMerchantScreen({ charge, onBack }: SaleEntryScreenProps) {
  const { t } = useTranslation('qrMerchant');
  const { t: tBrands } = useTranslation('brands');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const starting = useSaleOperation((state) => state.starting);
  const [form, setForm] = useState<QrMerchantForm>(emptyQrMerchantForm);
  const [touched, setTouched] = useState<ReadonlySet<QrMerchantFormField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<IpcError | null>(null);
  const formId = useId();

  const request = qrMerchantSaleRequest(form, charge);
  const errors = qrMerchantErrorsByField(request.ok ? (refusal?.fields ?? []) : request.errors);
  const errorOf = (field: QrMerchantFormField): string | null => {
    const error = errors[field];
    if (error === undefined || !(submitted || touched.has(field) || refusal !== null)) return null;
    if (field === 'brand' && error.reason === 'REQUIRED_VALUE') return t('brandRequired');
    return validationText(tErrors, error.reason);
  };
  const touch = (field: QrMerchantFormField) => () =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const update = (patch: Partial<QrMerchantForm>) => {
    setRefusal(null);
    setForm((current) => ({ ...current, ...patch }));
  };

  const submit = () => {
    setSubmitted(true);
    if (!request.ok || starting) return;
    void saleOperationStore
      .getState()
      .start(request.input)
      .then((error) => setRefusal(error));
  };

  useKeyCommands((event, target) => {
    if (target === 'dialog' || hasCommandModifier(event)) return false;
    if (event.key === 'Escape') {
      onBack();
      return true;
    }
    if (event.key === submitKey) {
      submit();
      return true;
    }
    return false;
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const amount = formatAmount(charge.amount, charge.currency, language);
  const formError = errorOf('form');
  return (
    <div className="qr-merchant">
      <header className="qr-merchant__header">
        <h1 className="qr-merchant__title">{t('title')}</h1>
        <p className="qr-merchant__amount">
          <span className="qr-merchant__amount-label">{t('amountLabel')}</span>
          <span className="qr-merchant__amount-value">{amount}</span>
        </p>
      </header>
      <form id={formId} className="qr-merchant__form" noValidate onSubmit={onSubmit}>
        <ChoiceGroup
          className="qr-merchant__brands"
          legend={t('brand')}
          hint={t('brandHint')}
          options={qrMerchantBrands.map((brand) => ({
            value: brand,
            label: brandName(tBrands, brand),
          }))}
          value={form.brand}
          onChange={(brand) => update({ brand })}
          onBlur={touch('brand')}
          error={errorOf('brand')}
          reserveErrorLine={form.brand === null}
          autoFocus
        />
        <Field label={t('email')} hint={t('emailHint')} error={errorOf('email')}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={form.email}
              onChange={(event) => update({ email: event.target.value })}
              onBlur={touch('email')}
            />
          )}
        </Field>
        <ActionBar className="qr-merchant__actions">
          <div className="field__error-slot" aria-live="polite">
            {refusal !== null && (refusal.fields ?? []).length === 0 ? (
              <p className="field__error">
                {t('formProblem')} {errorCodeText(tErrors, refusal.code)}
              </p>
            ) : formError === null ? null : (
              <p className="field__error">{formError}</p>
            )}
          </div>
          <Button variant="secondary" size="large" shortcut="Esc" onClick={onBack}>
            {t('back')}
          </Button>
          <Button
            variant="primary"
            size="large"
            submit
            shortcut={`Enter / ${submitKey}`}
            disabled={starting}
          >
            {starting ? t('starting') : t('submit', { amount })}
          </Button>
        </ActionBar>
      </form>
    </div>
  );
}
