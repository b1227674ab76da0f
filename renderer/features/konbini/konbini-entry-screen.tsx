import { useTranslation } from 'react-i18next';
import { konbiniStores } from '../../../shared/service/token-options';
import { brandName } from '../../i18n/brand-name';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { ActionBar } from '../../ui/action-bar';
import { Field } from '../../ui/field';
import { ChoiceGroup } from '../../ui/choice-group';
import { PaymentPeriodFields } from '../sale/payment-period-fields';
import { SaleEntryButtons, SaleEntryProblem } from '../sale/sale-entry-actions';
import type { SaleEntryScreenProps } from '../sale/sale-entry-screens';
import { useSaleEntryForm } from '../sale/use-sale-entry-form';
import { konbiniFieldErrorText } from './konbini-field-error';
import {
  acceptsTimeShift,
  emptyKonbiniForm,
  konbiniErrorsByField,
  konbiniSaleRequest,
  type KonbiniForm,
  type KonbiniFormField,
} from './konbini-form';
import './konbini-entry-screen.css';

/**
 * The konbini details for a confirmed amount: who pays, where, and by when. Checked live by
 * the flow's own schema; the sale starts only with an input it accepts.
 */
export function KonbiniEntryScreen({ charge, onBack }: SaleEntryScreenProps) {
  const { t } = useTranslation('konbini');
  const { t: tErrors } = useTranslation('errors');
  const { t: tBrands } = useTranslation('brands');
  const language = useLanguage();
  const { form, errors, refusal, starting, shows, touch, update, onSubmit } = useSaleEntryForm<
    KonbiniForm,
    KonbiniFormField
  >({ empty: emptyKonbiniForm, check: (current) => konbiniSaleRequest(current, charge), onBack });

  const store = form.convenienceStore;
  const storeName = store === null ? '' : brandName(tBrands, store);
  const fieldErrors = konbiniErrorsByField(errors);
  const errorOf = (field: KonbiniFormField): string | null => {
    const error = fieldErrors[field];
    if (error === undefined || !shows(field)) return null;
    return konbiniFieldErrorText(t, tErrors, field, error.reason, form, storeName);
  };

  const amount = formatAmount(charge.amount, charge.currency, language);
  const formError = errorOf('form');
  return (
    <div className="konbini-entry">
      <header className="konbini-entry__header">
        <h1 className="konbini-entry__title">{t('title')}</h1>
        <p className="konbini-entry__amount">
          <span className="konbini-entry__amount-label">{t('amountLabel')}</span>
          <span className="konbini-entry__amount-value">{amount}</span>
        </p>
      </header>
      <form className="konbini-entry__form" noValidate onSubmit={onSubmit}>
        <div className="konbini-entry__fields">
          <Field label={t('customerName')} error={errorOf('customerName')}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="off"
                spellCheck={false}
                autoFocus
                value={form.customerName}
                onChange={(event) => update({ customerName: event.target.value })}
                onBlur={touch('customerName')}
              />
            )}
          </Field>
          <Field
            label={t('phoneNumber')}
            hint={t('phoneNumberHint')}
            error={errorOf('phoneNumber')}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="tel"
                autoComplete="off"
                value={form.phoneNumber}
                onChange={(event) => update({ phoneNumber: event.target.value })}
                onBlur={touch('phoneNumber')}
              />
            )}
          </Field>
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
          <ChoiceGroup
            className="konbini-entry__stores"
            legend={t('store')}
            hint={t('storeHint')}
            options={konbiniStores.map((value) => ({ value, label: brandName(tBrands, value) }))}
            value={store}
            onChange={(convenienceStore) => update({ convenienceStore })}
            onBlur={touch('convenienceStore')}
            error={errorOf('convenienceStore')}
          />
          <PaymentPeriodFields
            texts={{
              period: t('period'),
              periodHint: t('periodHint'),
              timeShiftHint: t('timeShiftHint'),
            }}
            period={form.period}
            timeShiftOn={form.timeShiftOn}
            timeOfDay={form.timeOfDay}
            onChange={update}
            periodError={errorOf('period')}
            timeOfDayError={errorOf('timeOfDay')}
            onPeriodBlur={touch('period')}
            onTimeOfDayBlur={touch('timeOfDay')}
            timeShiftUnavailable={
              acceptsTimeShift(store) ? null : t('timeShiftUnavailable', { store: storeName })
            }
          />
        </div>
        <ActionBar className="konbini-entry__actions">
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
