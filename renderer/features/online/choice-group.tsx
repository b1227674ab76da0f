import { useId } from 'react';
import './choice-group.css';

export interface ChoiceOption<Value extends string> {
  value: Value;
  label: string;
  description?: string;
}

interface ChoiceGroupProps<Value extends string> {
  legend: string;
  options: readonly ChoiceOption<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  onBlur?: () => void;
  /** The message for what is wrong, already in the cashier's language; null when nothing is. */
  error?: string | null;
  /** Focus the chosen option, or the first, when the group appears. */
  autoFocus?: boolean;
  className?: string;
}

/**
 * One choice of a few, as large radio tiles: arrow keys move between them, a tap picks one.
 * Like Field, the error slot is always there and named by aria-describedby when it speaks.
 */
export function ChoiceGroup<Value extends string>({
  legend,
  options,
  value,
  onChange,
  onBlur,
  error = null,
  autoFocus = false,
  className,
}: ChoiceGroupProps<Value>) {
  const name = useId();
  const errorId = `${name}-error`;
  const focused = options.some((option) => option.value === value) ? value : options[0]?.value;
  return (
    <fieldset
      role="radiogroup"
      className={['choice-group', error === null ? null : 'choice-group--invalid', className]
        .filter(Boolean)
        .join(' ')}
      aria-describedby={error === null ? undefined : errorId}
      aria-invalid={error === null ? undefined : true}
    >
      <legend className="field__label">{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice-option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              autoFocus={autoFocus && option.value === focused}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
            />
            <span className="choice-option__text">
              <span className="choice-option__label">{option.label}</span>
              {option.description === undefined ? null : (
                <span className="choice-option__description">{option.description}</span>
              )}
            </span>
          </label>
        ))}
      </div>
      <div className="field__error-slot" aria-live="polite">
        {error === null ? null : (
          <p className="field__error" id={errorId}>
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
