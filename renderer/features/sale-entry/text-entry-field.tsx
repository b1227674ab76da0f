import type { Ref } from 'react';
import { Field } from '../../ui/field';
import { useCharacterRule, type CharacterRule } from './use-character-rule';

interface TextEntryFieldProps {
  label: string;
  hint?: string;
  error: string | null;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The characters the field takes, and what it says of any other (nothing is dropped). */
  characters?: CharacterRule;
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
  characters,
  type = 'text',
  inputMode,
  placeholder,
  autoFocus,
  inputRef,
  className,
}: TextEntryFieldProps) {
  const { refusal, enter } = useCharacterRule(value, onChange, characters);
  return (
    <Field
      label={label}
      {...(hint === undefined ? {} : { hint })}
      {...(className === undefined ? {} : { className })}
      error={refusal ?? error}
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
          onChange={(event) => enter(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
