import type { ReactNode, Ref } from 'react';
import { Field } from '../../ui/field';
import { useCharacterRule, type CharacterRule } from './use-character-rule';

export interface TextEntryFieldProps {
  label: string;
  hint?: ReactNode;
  error: string | null;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The characters the field takes, and what it says of any other (nothing is dropped). */
  characters?: CharacterRule;
  type?: 'text' | 'email' | 'password';
  inputMode?: 'text' | 'numeric' | 'tel' | 'decimal';
  placeholder?: string;
  /** Prose the cashier writes (a memo) is spell-checked; what a customer gives never is. */
  spellCheck?: boolean;
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
  spellCheck = false,
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
          spellCheck={spellCheck}
          autoFocus={autoFocus}
          value={value}
          onChange={(event) => enter(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
