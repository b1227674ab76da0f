import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { textLimit } from '../../ui/text-limit';
import { TextEntryField, type TextEntryFieldProps } from './text-entry-field';
import './limited-text-field.css';

interface LimitedTextFieldProps extends Omit<TextEntryFieldProps, 'inputRef' | 'placeholder'> {
  /** What the field is for; the count and the word at the limit follow it. */
  hint: ReactNode;
  max: number;
}

/**
 * A free-text field with a limit the cashier sees coming: a live count from the last fifth of
 * the limit on, a word at the limit, and an error past it. Nothing is cut off: a paste that is
 * too long stays whole, to be shortened by the cashier. A character the field never takes is
 * refused with a word instead of dropped without one.
 */
export function LimitedTextField({ hint, max, error, ...field }: LimitedTextFieldProps) {
  const { t } = useTranslation('sale');
  const limit = textLimit(field.value, max);
  const counter =
    limit.stage === 'quiet' ? null : (
      <span className={`limited-text__count limited-text__count--${limit.stage}`}>
        {t('details.count', { count: limit.count, max })}
      </span>
    );
  return (
    <TextEntryField
      {...field}
      hint={
        <>
          {limit.stage === 'full' ? t('details.full', { max }) : hint} {counter}
        </>
      }
      error={
        limit.stage === 'over' ? t('details.tooLong', { count: limit.count - max, max }) : error
      }
    />
  );
}
