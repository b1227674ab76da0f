import type { HTMLAttributes } from 'react';
import { Field } from './field';

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
  maxLength?: number;
  spellCheck?: boolean;
}) {
  return (
    <Field
      label={label}
      error={error}
      {...(hint !== undefined && { hint })}
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
