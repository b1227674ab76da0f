import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { qrMerchantBrands } from '../../../shared/service/token-options';
import { brandName } from '../../i18n/brand-name';
import { validationText } from '../../i18n/error-text';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { ActionBar } from '../../ui/action-bar';
import { Field } from '../../ui/field';
import { ChoiceGroup } from '../../ui/choice-group';
import { SaleEntryButtons, SaleEntryProblem } from '../sale/sale-entry-actions';
import type { SaleEntryScreenProps } from '../sale/sale-entry-screens';
import { useSaleEntryForm } from '../sale/use-sale-entry-form';
import {
  emptyQrMerchantForm,
  qrMerchantErrorsByField,
  qrMerchantSaleRequest,
  type QrMerchantForm,
  type QrMerchantFormField,
} from './qr-merchant-form';
import './qr-merchant-screen.css';

/**
 * The merchant-presented QR sale: the customer's wallet and email. Once the sale runs, the
 * progress screen shows the code (QrCodeView) until it is paid, expires or is canceled.
 */
export function QrMerchantScreen({ charge, onBack }: SaleEntryScreenProps) {
  const { t } = useTranslation('qrMerchant');
  const { t: tBrands } = useTranslation('brands');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const { form, errors, refusal, starting, shows, touch, update, onSubmit } = useSaleEntryForm<
    QrMerchantForm,
    QrMerchantFormField
  >({
    empty: emptyQrMerchantForm,
    check: (current) => qrMerchantSaleRequest(current, charge),
    onBack,
  });
  const formId = useId();

  const fieldErrors = qrMerchantErrorsByField(errors);
  const errorOf = (field: QrMerchantFormField): string | null => {
    const error = fieldErrors[field];
    if (error === undefined || !shows(field)) return null;
    if (field === 'brand' && error.reason === 'REQUIRED_VALUE') return t('brandRequired');
    return validationText(tErrors, error.reason);
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
          <SaleEntryProblem
            refusal={refusal}
            formError={formError}
            formProblem={t('formProblem')}
          />
          <SaleEntryButtons
            onBack={onBack}
            starting={starting}
            back={t('back')}
            submit={starting ? t('starting') : t('submit', { amount })}
          />
        </ActionBar>
      </form>
    </div>
  );
}
