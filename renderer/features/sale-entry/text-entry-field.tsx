import type { Ref } from 'react';
import { Field } from '../../ui/field';

interface TextEntryFieldProps {
  label: string;
  hint?: string;
  error: string | null;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  type?: 'text' | 'email';
  inputMode?: 'numeric' | 'tel' | 'decimal';
  placeholder?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A labelled one-line input of a details form. Nothing a customer gives at the counter is
 * offered for autofill or spell-checked: the next customer is someone else.
 */
export function TextEntryField({
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  type = 'text',
  inputMode,
  placeholder,
  autoFocus,
  inputRef,
  className,
}: TextEntryFieldProps) {
  return (
    <Field
      label={label}
      {...(hint === undefined ? {} : { hint })}
      {...(className === undefined ? {} : { className })}
      error={error}
    >
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          type={type}
          inputMode={inputMode}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
