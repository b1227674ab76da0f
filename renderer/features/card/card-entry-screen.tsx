import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/field';
import type { SaleEntryScreenProps } from '../sale-entry/sale-entry-check';
import { CustomerEmailField } from '../sale-entry/customer-email-field';
import { LimitedTextField } from '../sale-entry/limited-text-field';
import { SaleEntryLayout } from '../sale-entry/sale-entry-layout';
import { TextEntryField } from '../sale-entry/text-entry-field';
import { useSaleEntryForm } from '../sale-entry/use-sale-entry-form';
import {
  billingFields,
  cardholderMaxLength,
  cardFormFieldOf,
  cardNumberDigits,
  cardSaleRequest,
  emptyCardForm,
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
  const entry = useSaleEntryForm<CardForm, CardFormField>({
    empty: emptyCardForm,
    check: (current) => cardSaleRequest(current, charge, new Date()),
    fieldOf: cardFormFieldOf,
    onBack,
  });
  const { form, errorOf, touch, update } = entry;
  return (
    <SaleEntryLayout
      namespace="card"
      className="card-entry"
      charge={charge}
      onBack={onBack}
      entry={entry}
      submitText={(amount) => t(form.capture ? 'submit' : 'submitAuthorize', { amount })}
      barStart={
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
      }
    >
      <TextEntryField
        className="card-entry__card-number"
        label={t('cardNumber')}
        hint={t('cardNumberHint')}
        error={errorOf('cardNumber')}
        inputMode="numeric"
        autoFocus
        value={groupCardNumber(form.cardNumber)}
        onChange={(value) => update({ cardNumber: cardNumberDigits(value) })}
        onBlur={touch('cardNumber')}
      />
      <TextEntryField
        label={t('expiry')}
        hint={t('expiryHint')}
        error={errorOf('expiry')}
        inputMode="numeric"
        placeholder="MM/YY"
        value={formatExpiry(form.expiry)}
        onChange={(value) => update({ expiry: expiryDigits(value) })}
        onBlur={touch('expiry')}
      />
      <LimitedTextField
        label={t('cvv')}
        hint={t('cvvHint')}
        error={errorOf('cvv')}
        max={4}
        characters={{ allowed: /\d/, refusal: t('cvvDigitsOnly') }}
        // Never offered to a password manager: a CVV is not a credential to keep.
        type="password"
        inputMode="numeric"
        value={form.cvv}
        onChange={(cvv) => update({ cvv })}
        onBlur={touch('cvv')}
      />
      <LimitedTextField
        label={t('cardholder')}
        hint={t('cardholderHint')}
        error={errorOf('cardholder')}
        max={cardholderMaxLength}
        spellCheck={false}
        value={form.cardholder}
        onChange={(cardholder) => update({ cardholder })}
        onBlur={touch('cardholder')}
      />
      <CustomerEmailField namespace="card" entry={entry} className="card-entry__pair" />
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
    </SaleEntryLayout>
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
