import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { konbiniStores } from '../../../shared/service/token-options';
import { hasCommandModifier } from '../../app/key-target';
import { useKeyCommands } from '../../app/use-key-commands';
import { brandName } from '../../i18n/brand-name';
import { errorCodeText } from '../../i18n/error-text';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { ActionBar } from '../../ui/action-bar';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { saleOperationStore, useSaleOperation } from '../charge-progress/use-sale-operation';
import { ChoiceGroup } from '../../ui/choice-group';
import { PaymentPeriodFields } from '../sale/payment-period-fields';
import type { SaleEntryScreenProps } from '../sale/sale-entry-screens';
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

/** The key that submits from anywhere on the form, beside Enter in a field. */
const submitKey = 'F9';

/**
 * The konbini details for a confirmed amount: who pays, where, and by when. Checked live by
 * the flow's own schema; the sale starts only with an input it accepts.
 */
export function KonbiniEntryScreen({ charge, onBack }: SaleEntryScreenProps) {
  const { t } = useTranslation('konbini');
  const { t: tErrors } = useTranslation('errors');
  const { t: tBrands } = useTranslation('brands');
  const language = useLanguage();
  const starting = useSaleOperation((state) => state.starting);
  const [form, setForm] = useState<KonbiniForm>(emptyKonbiniForm);
  const [touched, setTouched] = useState<ReadonlySet<KonbiniFormField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<IpcError | null>(null);

  const request = konbiniSaleRequest(form, charge);
  const store = form.convenienceStore;
  const storeName = store === null ? '' : brandName(tBrands, store);
  const errors = konbiniErrorsByField(request.ok ? (refusal?.fields ?? []) : request.errors);
  const errorOf = (field: KonbiniFormField): string | null => {
    const error = errors[field];
    if (error === undefined || !(submitted || touched.has(field) || refusal !== null)) return null;
    return konbiniFieldErrorText(t, tErrors, field, error.reason, form, storeName);
  };
  const touch = (field: KonbiniFormField) => () =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const update = (patch: Partial<KonbiniForm>) => {
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
              periodAmount: t('periodAmount'),
              periodUnit: t('periodUnit'),
              units: {
                minutes: t('units.minutes'),
                hours: t('units.hours'),
                days: t('units.days'),
              },
              timeShift: t('timeShift'),
              timeShiftHint: t('timeShiftHint'),
              timeOfDay: t('timeOfDay'),
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
