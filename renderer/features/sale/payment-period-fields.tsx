import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/field';
import { periodDigits, periodUnits, type PaymentPeriod, type PeriodUnit } from './payment-period';
import './payment-period-fields.css';

/** The words that differ between the forms, already in the cashier's language. */
export interface PaymentPeriodTexts {
  period: string;
  periodHint: string;
  timeShiftHint: string;
}

interface PaymentPeriodFieldsProps {
  texts: PaymentPeriodTexts;
  period: PaymentPeriod;
  timeShiftOn: boolean;
  timeOfDay: string;
  onChange: (patch: { period?: PaymentPeriod; timeShiftOn?: boolean; timeOfDay?: string }) => void;
  periodError: string | null;
  timeOfDayError: string | null;
  onPeriodBlur: () => void;
  onTimeOfDayBlur: () => void;
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
  texts,
  period,
  timeShiftOn,
  timeOfDay,
  onChange,
  periodError,
  timeOfDayError,
  onPeriodBlur,
  onTimeOfDayBlur,
  timeShiftUnavailable = null,
}: PaymentPeriodFieldsProps) {
  const { t } = useTranslation('sale', { keyPrefix: 'paymentPeriod' });
  return (
    <>
      <fieldset className="payment-period">
        <legend className="field__label">{texts.period}</legend>
        <p className="field__hint">{texts.periodHint}</p>
        <div className="payment-period__controls">
          <Field label={t('amount')} error={periodError}>
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={period.amount}
                onChange={(event) =>
                  onChange({ period: { ...period, amount: periodDigits(event.target.value) } })
                }
                onBlur={onPeriodBlur}
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
        <label className="payment-period__toggle">
          <input
            type="checkbox"
            checked={timeShiftOn && timeShiftUnavailable === null}
            disabled={timeShiftUnavailable !== null}
            onChange={(event) => onChange({ timeShiftOn: event.target.checked })}
          />
          <span>
            <span className="payment-period__toggle-label">{t('timeShift')}</span>
            <span className="payment-period__toggle-hint">
              {timeShiftUnavailable ?? texts.timeShiftHint}
            </span>
          </span>
        </label>
        {timeShiftOn && timeShiftUnavailable === null ? (
          <Field label={t('timeOfDay')} error={timeOfDayError}>
            {(control) => (
              <input
                {...control}
                type="time"
                value={timeOfDay}
                onChange={(event) => onChange({ timeOfDay: event.target.value })}
                onBlur={onTimeOfDayBlur}
              />
            )}
          </Field>
        ) : null}
      </fieldset>
    </>
  );
}
