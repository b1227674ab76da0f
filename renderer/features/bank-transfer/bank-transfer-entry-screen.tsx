import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcError } from '../../../shared/ipc/ipc-result';
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
import { bankTransferFieldErrorText } from './bank-transfer-field-error';
import {
  bankTransferErrorsByField,
  bankTransferSaleRequest,
  emptyBankTransferForm,
  transferBank,
  type BankTransferForm,
  type BankTransferFormField,
  type MatchAmount,
} from './bank-transfer-form';
import './bank-transfer-entry-screen.css';

/** The key that submits from anywhere on the form, beside Enter in a field. */
const submitKey = 'F9';

/** The store's own setting, as a choice beside the spec's rules (it sends no match_amount). */
const storeSetting = 'store';
type MatchChoice = MatchAmount | typeof storeSetting;
/** From the strictest rule to none, as a cashier weighs them. */
const matchChoices = [
  storeSetting,
  'exact',
  'minimum',
  'maximum',
  'disabled',
] as const satisfies readonly MatchChoice[];

/**
 * The terms of a bank transfer for a confirmed amount: which amounts the bank accepts and how
 * long the customer has. Checked live by the flow's own schema.
 */
export function BankTransferEntryScreen({ charge, onBack }: SaleEntryScreenProps) {
  const { t } = useTranslation('bankTransfer');
  const { t: tErrors } = useTranslation('errors');
  const { t: tBrands } = useTranslation('brands');
  const language = useLanguage();
  const starting = useSaleOperation((state) => state.starting);
  const [form, setForm] = useState<BankTransferForm>(emptyBankTransferForm);
  const [touched, setTouched] = useState<ReadonlySet<BankTransferFormField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<IpcError | null>(null);

  const request = bankTransferSaleRequest(form, charge);
  const errors = bankTransferErrorsByField(request.ok ? (refusal?.fields ?? []) : request.errors);
  const errorOf = (field: BankTransferFormField): string | null => {
    const error = errors[field];
    if (error === undefined || !(submitted || touched.has(field) || refusal !== null)) return null;
    return bankTransferFieldErrorText(t, tErrors, field, error.reason);
  };
  const touch = (field: BankTransferFormField) => () =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const update = (patch: Partial<BankTransferForm>) => {
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
  const matchChoice: MatchChoice = form.matchAmount ?? storeSetting;
  const formError = errorOf('form');
  return (
    <div className="bank-transfer-entry">
      <header className="bank-transfer-entry__header">
        <h1 className="bank-transfer-entry__title">{t('title')}</h1>
        <p className="bank-transfer-entry__amount">
          <span className="bank-transfer-entry__amount-label">{t('amountLabel')}</span>
          <span className="bank-transfer-entry__amount-value">{amount}</span>
        </p>
      </header>
      <form className="bank-transfer-entry__form" noValidate onSubmit={onSubmit}>
        <div className="bank-transfer-entry__fields">
          <div className="bank-transfer-entry__bank">
            <p className="field__label">{t('bank')}</p>
            <p className="bank-transfer-entry__bank-name">{brandName(tBrands, transferBank)}</p>
            <p className="field__hint">{t('bankHint')}</p>
          </div>
          <Field
            className="bank-transfer-entry__email"
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
                autoFocus
                value={form.email}
                onChange={(event) => update({ email: event.target.value })}
                onBlur={touch('email')}
              />
            )}
          </Field>
          <ChoiceGroup
            className="bank-transfer-entry__match"
            legend={t('matchAmount')}
            hint={t('matchAmountHint')}
            options={matchChoices.map((value) => ({ value, label: t(`matchAmounts.${value}`) }))}
            value={matchChoice}
            onChange={(choice) => update({ matchAmount: choice === storeSetting ? null : choice })}
            onBlur={touch('matchAmount')}
            error={errorOf('matchAmount')}
            reserveErrorLine={false}
          />
          <p className="bank-transfer-entry__rule" aria-live="polite">
            {t(`matchAmountRules.${matchChoice}`, { amount })}
          </p>
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
          />
        </div>
        <ActionBar className="bank-transfer-entry__actions">
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
