import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toggle } from '../../ui/toggle';
import type { SaleEntryScreenProps } from '../sale-entry/sale-entry-check';
import { CustomerEmailField } from '../sale-entry/customer-email-field';
import { LimitedTextField } from '../sale-entry/limited-text-field';
import { SaleEntryLayout } from '../sale-entry/sale-entry-layout';
import { TextEntryField } from '../sale-entry/text-entry-field';
import { useSaleEntryForm } from '../sale-entry/use-sale-entry-form';
import {
  billingFields,
  billingMaxLengths,
  cardholderMaxLength,
  cardFormFieldOf,
  cardNumberCharacters,
  cardSaleRequest,
  emptyCardForm,
  expiryCharacters,
  expiryDigits,
  formatExpiry,
  phoneMaxLengths,
  shownCardNumber,
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
        <Toggle
          className="card-entry__toggle"
          label={t('authorizeOnly')}
          hint={t('authorizeOnlyHint')}
          checked={!form.capture}
          onChange={(checked) => update({ capture: !checked })}
        />
      }
    >
      <TextEntryField
        className="card-entry__card-number"
        label={t('cardNumber')}
        hint={t('cardNumberHint')}
        error={errorOf('cardNumber')}
        inputMode="numeric"
        autoFocus
        characters={{ allowed: cardNumberCharacters, refusal: t('cardNumberCharacters') }}
        value={shownCardNumber(form.cardNumber)}
        onChange={(cardNumber) => update({ cardNumber })}
        onBlur={touch('cardNumber')}
      />
      <TextEntryField
        label={t('expiry')}
        hint={t('expiryHint')}
        error={errorOf('expiry')}
        inputMode="numeric"
        placeholder="MM/YY"
        characters={{ allowed: expiryCharacters, refusal: t('expiryCharacters') }}
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
        value={form.cardholder}
        onChange={(cardholder) => update({ cardholder })}
        onBlur={touch('cardholder')}
      />
      <CustomerEmailField namespace="card" entry={entry} className="card-entry__pair" />
      <details className="card-entry__more">
        <summary>{t('more')}</summary>
        <div className="card-entry__billing">
          {billingFields.map((field) => (
            <LimitedTextField
              key={field}
              label={t(`billing.${field}`)}
              hint={t('billingHint')}
              error={errorOf(field)}
              max={billingMaxLengths[field]}
              value={form.billing[field]}
              onChange={(value) => update({ billing: { ...form.billing, [field]: value } })}
              onBlur={touch(field)}
            />
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
      <LimitedTextField
        label={t('phoneCountryCode')}
        hint={t('phoneCountryCodeHint')}
        error={error}
        max={phoneMaxLengths.countryCode}
        characters={{ allowed: /\d/, refusal: t('phoneCountryCodeDigitsOnly') }}
        inputMode="numeric"
        value={form.phoneCountryCode}
        onChange={(phoneCountryCode) => onChange({ phoneCountryCode })}
        onBlur={onBlur}
      />
      <LimitedTextField
        label={t('phoneLocalNumber')}
        hint={t('phoneLocalNumberHint')}
        error={null}
        max={phoneMaxLengths.localNumber}
        characters={{ allowed: /\d/, refusal: t('phoneLocalNumberDigitsOnly') }}
        inputMode="numeric"
        value={form.phoneLocalNumber}
        onChange={(phoneLocalNumber) => onChange({ phoneLocalNumber })}
        onBlur={onBlur}
      />
    </fieldset>
  );
}
