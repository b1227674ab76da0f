import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/field';
import { textLimit } from '../../ui/text-limit';
import { useCharacterRule, type CharacterRule } from './use-character-rule';
import './limited-text-field.css';

interface LimitedTextFieldProps {
  label: string;
  /** What the field is for; the count and the word at the limit follow it. */
  hint: ReactNode;
  value: string;
  max: number;
  /** The form's message for this field, if its checks refused it. */
  error: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The one character the field takes (e.g. a digit), and what it says of any other. */
  characters?: CharacterRule;
  type?: 'text' | 'password';
  inputMode?: 'text' | 'numeric';
  spellCheck?: boolean;
  autoFocus?: boolean;
  className?: string;
}

/**
 * A free-text field with a limit the cashier sees coming: a live count from the last fifth of
 * the limit on, a word at the limit, and an error past it. Nothing is cut off: a paste that is
 * too long stays whole, to be shortened by the cashier. A character the field never takes is
 * refused with a word instead of dropped without one.
 */
export function LimitedTextField({
  label,
  hint,
  value,
  max,
  error,
  onChange,
  onBlur,
  characters,
  type = 'text',
  inputMode,
  spellCheck,
  autoFocus,
  className,
}: LimitedTextFieldProps) {
  const { t } = useTranslation('sale');
  const { refusal, enter } = useCharacterRule(value, onChange, characters);
  const limit = textLimit(value, max);
  const counter =
    limit.stage === 'quiet' ? null : (
      <span className={`limited-text__count limited-text__count--${limit.stage}`}>
        {t('details.count', { count: limit.count, max })}
      </span>
    );
  const shown =
    refusal ??
    (limit.stage === 'over' ? t('details.tooLong', { count: limit.count - max, max }) : error);
  return (
    <Field
      {...(className === undefined ? {} : { className })}
      label={label}
      hint={
        <>
          {limit.stage === 'full' ? t('details.full', { max }) : hint} {counter}
        </>
      }
      error={shown}
    >
      {(control) => (
        <input
          {...control}
          type={type}
          inputMode={inputMode}
          value={value}
          autoComplete="off"
          spellCheck={spellCheck}
          autoFocus={autoFocus}
          onChange={(event) => enter(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
