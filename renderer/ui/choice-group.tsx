import { useId } from 'react';
import './choice-group.css';

interface ChoiceOption<Value extends string> {
  value: Value;
  label: string;
  /** The label's language where it is not the screen's (a language's own name). */
  lang?: string;
}

interface ChoiceGroupProps<Value extends string> {
  legend: string;
  /** A line under the legend, named by aria-describedby like a field's hint. */
  hint?: string;
  options: readonly ChoiceOption<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  onBlur?: () => void;
  /** The message for what is wrong, already in the cashier's language; null when nothing is. */
  error?: string | null;
  /**
   * Whether the error's line is kept while there is no error. A group whose only possible
   * error is "nothing chosen" frees it once something is, since a radio cannot be unchosen.
   */
  reserveErrorLine?: boolean;
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
  hint,
  options,
  value,
  onChange,
  onBlur,
  error = null,
  reserveErrorLine = true,
  autoFocus = false,
  className,
}: ChoiceGroupProps<Value>) {
  const name = useId();
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  const describedBy =
    [hint === undefined ? null : hintId, error === null ? null : errorId]
      .filter((part) => part !== null)
      .join(' ') || undefined;
  const focused = options.some((option) => option.value === value) ? value : options[0]?.value;
  return (
    <fieldset
      role="radiogroup"
      className={['choice-group', error === null ? null : 'choice-group--invalid', className]
        .filter(Boolean)
        .join(' ')}
      aria-describedby={describedBy}
      aria-invalid={error === null ? undefined : true}
    >
      <legend className="field__label">{legend}</legend>
      {hint === undefined ? null : (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice-option" lang={option.lang}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              autoFocus={autoFocus && option.value === focused}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
            />
            <span className="choice-option__label">{option.label}</span>
          </label>
        ))}
      </div>
      <div
        className={`field__error-slot${reserveErrorLine ? '' : ' choice-group__error-slot--free'}`}
        aria-live="polite"
      >
        {error === null ? null : (
          <p className="field__error" id={errorId}>
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
