import type { HTMLAttributes } from 'react';
import { Field } from './field';
import { useTextLimit } from './use-text-limit';

/**
 * A labelled one-line text input for codes, names and searches: nothing is completed from the
 * browser's memory, and spell checking is off unless the text is words.
 */
export function TextField({
  label,
  hint,
  error,
  className,
  value,
  onChange,
  onBlur,
  inputMode,
  maxLength,
  limit,
  spellCheck = false,
}: {
  label: string;
  hint?: string;
  error: string | null;
  className?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** A code's length: typing stops there (a colour, a currency code). */
  maxLength?: number;
  /** A free text's length in characters: said as it nears, refused past it, never cut. */
  limit?: number;
  spellCheck?: boolean;
}) {
  const limited = useTextLimit(value, limit, { hint, error });
  return (
    <Field
      label={label}
      error={limited.error}
      {...(limited.hint !== undefined && { hint: limited.hint })}
      {...(className !== undefined && { className })}
    >
      {(control) => (
        <input
          {...control}
          type="text"
          autoComplete="off"
          spellCheck={spellCheck}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...(onBlur !== undefined && { onBlur })}
          {...(inputMode !== undefined && { inputMode })}
          {...(maxLength !== undefined && { maxLength })}
        />
      )}
    </Field>
  );
}
