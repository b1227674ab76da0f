import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/field';
import { Toggle } from '../../ui/toggle';
import { useCharacterRule } from '../sale-entry/use-character-rule';
import { periodUnits, type PaymentPeriod, type PeriodUnit } from './payment-period';
import './payment-period-fields.css';

type PeriodField = 'period' | 'timeOfDay';
interface PeriodForm {
  period: PaymentPeriod;
  timeShiftOn: boolean;
  timeOfDay: string;
}

interface PaymentPeriodFieldsProps {
  /** The method's words: `period`, `periodHint` and `timeShiftHint`. */
  namespace: 'konbini' | 'bankTransfer';
  /** The method's form (useSaleEntryForm), whose period and time of day these fields edit. */
  entry: {
    form: PeriodForm;
    errorOf: (field: PeriodField) => string | null;
    update: (patch: Partial<PeriodForm>) => void;
    touch: (field: PeriodField) => () => void;
  };
  /**
   * Why a set time of day cannot be chosen now (a konbini chain that does not accept one), in
   * place of its hint; null when it can. The choice is then shown off and is not sent; it
   * comes back if the cashier picks a chain that takes it.
   */
  timeShiftUnavailable?: string | null;
}

/**
 * How long a customer who pays later has: a number and a unit, and optionally the time of day
 * the deadline falls on (Japan time), for the konbini and bank-transfer forms.
 */
export function PaymentPeriodFields({
  namespace,
  entry,
  timeShiftUnavailable = null,
}: PaymentPeriodFieldsProps) {
  const { t } = useTranslation('sale', { keyPrefix: 'paymentPeriod' });
  const { t: tMethod } = useTranslation(namespace);
  const { period, timeShiftOn, timeOfDay } = entry.form;
  const onChange = entry.update;
  // A number of minutes, hours or days: a character that is no digit is refused, not dropped.
  const { refusal: amountRefusal, enter: enterAmount } = useCharacterRule(
    period.amount,
    (amount) => onChange({ period: { ...period, amount } }),
    { allowed: /\d/, refusal: t('digitsOnly') },
  );
  const texts = {
    period: tMethod('period'),
    periodHint: tMethod('periodHint'),
    timeShiftHint: tMethod('timeShiftHint'),
  };
  return (
    <>
      <fieldset className="payment-period">
        <legend className="field__label">{texts.period}</legend>
        <p className="field__hint">{texts.periodHint}</p>
        <div className="payment-period__controls">
          <Field label={t('amount')} error={amountRefusal ?? entry.errorOf('period')}>
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={period.amount}
                onChange={(event) => enterAmount(event.target.value)}
                onBlur={entry.touch('period')}
              />
            )}
          </Field>
          <Field label={t('unit')}>
            {(control) => (
              <select
                {...control}
                value={period.unit}
                onChange={(event) =>
                  onChange({ period: { ...period, unit: event.target.value as PeriodUnit } })
                }
              >
                {periodUnits.map((unit) => (
                  <option key={unit} value={unit}>
                    {t(`units.${unit}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </fieldset>
      <fieldset className="payment-period__time-shift">
        <legend className="visually-hidden">{t('timeShift')}</legend>
        <Toggle
          label={t('timeShift')}
          hint={timeShiftUnavailable ?? texts.timeShiftHint}
          checked={timeShiftOn && timeShiftUnavailable === null}
          disabled={timeShiftUnavailable !== null}
          onChange={(checked) => onChange({ timeShiftOn: checked })}
        />
        {timeShiftOn && timeShiftUnavailable === null ? (
          <Field label={t('timeOfDay')} error={entry.errorOf('timeOfDay')}>
            {(control) => (
              <input
                {...control}
                type="time"
                value={timeOfDay}
                onChange={(event) => onChange({ timeOfDay: event.target.value })}
                onBlur={entry.touch('timeOfDay')}
              />
            )}
          </Field>
        ) : null}
      </fieldset>
    </>
  );
}
