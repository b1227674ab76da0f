import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/field';
import { textLimit } from '../../ui/text-limit';

interface LimitedDetailFieldProps {
  label: string;
  value: string;
  max: number;
  /** The confirmation's message for this field, if it refused it. */
  error: string | null;
  onChange: (value: string) => void;
  spellCheck?: boolean;
}

/**
 * An optional sale detail with a length limit the cashier sees coming: a live count from the
 * last fifth of the limit on, a word at the limit, and an error past it. Nothing is cut off:
 * a paste that is too long stays whole, to be shortened by the cashier.
 */
export function LimitedDetailField({
  label,
  value,
  max,
  error,
  onChange,
  spellCheck,
}: LimitedDetailFieldProps) {
  const { t } = useTranslation('sale');
  const limit = textLimit(value, max);
  const counter =
    limit.stage === 'quiet' ? null : (
      <span className={`limited-detail__count limited-detail__count--${limit.stage}`}>
        {t('details.count', { count: limit.count, max })}
      </span>
    );
  return (
    <Field
      label={label}
      hint={
        <>
          {limit.stage === 'full' ? t('details.full', { max }) : t('details.optional')} {counter}
        </>
      }
      error={
        limit.stage === 'over' ? t('details.tooLong', { count: limit.count - max, max }) : error
      }
    >
      {(control) => (
        <input
          {...control}
          type="text"
          value={value}
          autoComplete="off"
          spellCheck={spellCheck}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
