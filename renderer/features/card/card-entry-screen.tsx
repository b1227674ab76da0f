import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../i18n/error-text';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { ActionBar } from '../../ui/action-bar';
import { Field } from '../../ui/field';
import { SaleEntryButtons, SaleEntryProblem } from '../sale/sale-entry-actions';
import type { SaleEntryScreenProps } from '../sale/sale-entry-screens';
import { useSaleEntryForm } from '../sale/use-sale-entry-form';
import {
  billingFields,
  cardNumberDigits,
  cardSaleRequest,
  emptyCardForm,
  errorsByField,
  expiryDigits,
  formatExpiry,
  groupCardNumber,
  type CardForm,
  type CardFormField,
} from './card-form';
import './card-entry-screen.css';

/**
 * The card details for a confirmed amount. The card number and CVV live in this component's
 * state only: leaving the screen unmounts it and they are gone (DESIGN.md: Security).
 */
export function CardEntryScreen({ charge, onBack }: SaleEntryScreenProps) {
  const { t } = useTranslation('card');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const { form, errors, refusal, starting, shows, touch, update, onSubmit } = useSaleEntryForm<
    CardForm,
    CardFormField
  >({
    empty: emptyCardForm,
    check: (current) => cardSaleRequest(current, charge, new Date()),
    onBack,
  });
  const formId = useId();

  const fieldErrors = errorsByField(errors);
  const errorOf = (field: CardFormField): string | null => {
    const error = fieldErrors[field];
    if (error === undefined || !shows(field)) return null;
    return validationText(tErrors, error.reason);
  };

  const amount = formatAmount(charge.amount, charge.currency, language);
  const formError = errorOf('form');
  return (
    <div className="card-entry">
      <header className="card-entry__header">
        <h1 className="card-entry__title">{t('title')}</h1>
        <p className="card-entry__amount">
          <span className="card-entry__amount-label">{t('amountLabel')}</span>
          <span className="card-entry__amount-value">{amount}</span>
        </p>
      </header>
      <form id={formId} className="card-entry__form" noValidate onSubmit={onSubmit}>
        <div className="card-entry__fields">
          <Field
            className="card-entry__card-number"
            label={t('cardNumber')}
            hint={t('cardNumberHint')}
            error={errorOf('cardNumber')}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                autoFocus
                value={groupCardNumber(form.cardNumber)}
                onChange={(event) => update({ cardNumber: cardNumberDigits(event.target.value) })}
                onBlur={touch('cardNumber')}
              />
            )}
          </Field>
          <Field label={t('expiry')} hint={t('expiryHint')} error={errorOf('expiry')}>
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder="MM/YY"
                value={formatExpiry(form.expiry)}
                onChange={(event) => update({ expiry: expiryDigits(event.target.value) })}
                onBlur={touch('expiry')}
              />
            )}
          </Field>
          <Field label={t('cvv')} hint={t('cvvHint')} error={errorOf('cvv')}>
            {(control) => (
              <input
                {...control}
                type="password"
                inputMode="numeric"
                // Never offered to a password manager: a CVV is not a credential to keep.
                autoComplete="off"
                maxLength={4}
                value={form.cvv}
                onChange={(event) => update({ cvv: event.target.value.replace(/\D/g, '') })}
                onBlur={touch('cvv')}
              />
            )}
          </Field>
          <Field label={t('cardholder')} error={errorOf('cardholder')}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={form.cardholder}
                onChange={(event) => update({ cardholder: event.target.value })}
                onBlur={touch('cardholder')}
              />
            )}
          </Field>
          <Field
            className="card-entry__pair"
            label={t('email')}
            hint={t('emailHint')}
            error={errorOf('email')}
          >
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
          <details className="card-entry__more">
            <summary>{t('more')}</summary>
            <div className="card-entry__billing">
              {billingFields.map((field) => (
                <Field key={field} label={t(`billing.${field}`)} error={errorOf(field)}>
                  {(control) => (
                    <input
                      {...control}
                      type="text"
                      autoComplete="off"
                      value={form.billing[field]}
                      onChange={(event) =>
                        update({ billing: { ...form.billing, [field]: event.target.value } })
                      }
                      onBlur={touch(field)}
                    />
                  )}
                </Field>
              ))}
              <PhoneFields
                form={form}
                error={errorOf('phone')}
                onChange={update}
                onBlur={touch('phone')}
              />
            </div>
          </details>
          {/* Only a refused submit fills it, so it may take its own row without shifting typing. */}
          <SaleEntryProblem
            className="card-entry__form-error"
            refusal={refusal}
            formError={formError}
            formProblem={t('formProblem')}
          />
        </div>
        <ActionBar className="card-entry__actions">
          <label className="card-entry__toggle">
            <input
              type="checkbox"
              checked={!form.capture}
              onChange={(event) => update({ capture: !event.target.checked })}
            />
            <span>
              <span className="card-entry__toggle-label">{t('authorizeOnly')}</span>
              <span className="card-entry__toggle-hint">{t('authorizeOnlyHint')}</span>
            </span>
          </label>
          <SaleEntryButtons
            onBack={onBack}
            starting={starting}
            back={t('back')}
            submit={
              starting ? t('starting') : t(form.capture ? 'submit' : 'submitAuthorize', { amount })
            }
          />
        </ActionBar>
      </form>
    </div>
  );
}

interface PhoneFieldsProps {
  form: CardForm;
  error: string | null;
  onChange: (patch: Partial<CardForm>) => void;
  onBlur: () => void;
}

/** Spec: data for card, phone_number: a calling code and a local number, one error for both. */
function PhoneFields({ form, error, onChange, onBlur }: PhoneFieldsProps): ReactNode {
  const { t } = useTranslation('card');
  return (
    <fieldset className="card-entry__phone">
      <legend>{t('phone')}</legend>
      <Field label={t('phoneCountryCode')} error={error}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={form.phoneCountryCode}
            onChange={(event) => onChange({ phoneCountryCode: event.target.value })}
            onBlur={onBlur}
          />
        )}
      </Field>
      <Field label={t('phoneLocalNumber')}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="tel"
            autoComplete="off"
            value={form.phoneLocalNumber}
            onChange={(event) => onChange({ phoneLocalNumber: event.target.value })}
            onBlur={onBlur}
          />
        )}
      </Field>
    </fieldset>
  );
}
