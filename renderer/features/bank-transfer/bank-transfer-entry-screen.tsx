import { useTranslation } from 'react-i18next';
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
  const { form, errors, refusal, starting, shows, touch, update, onSubmit } = useSaleEntryForm<
    BankTransferForm,
    BankTransferFormField
  >({
    empty: emptyBankTransferForm,
    check: (current) => bankTransferSaleRequest(current, charge),
    onBack,
  });

  const fieldErrors = bankTransferErrorsByField(errors);
  const errorOf = (field: BankTransferFormField): string | null => {
    const error = fieldErrors[field];
    if (error === undefined || !shows(field)) return null;
    return bankTransferFieldErrorText(t, tErrors, field, error.reason);
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
          />
        </div>
        <ActionBar className="bank-transfer-entry__actions">
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
