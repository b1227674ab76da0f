import type { ReactNode } from 'react';
import { useTextLimit } from '../../ui/use-text-limit';
import { TextEntryField, type TextEntryFieldProps } from './text-entry-field';

interface LimitedTextFieldProps extends Omit<TextEntryFieldProps, 'inputRef' | 'placeholder'> {
  /** What the field is for; the count and the word at the limit follow it. */
  hint: ReactNode;
  max: number;
}

/**
 * A free-text field with a limit the cashier sees coming (ui/use-text-limit). A paste that is
 * too long stays whole, to be shortened by the cashier. A character the field never takes is
 * refused with a word instead of dropped without one.
 */
export function LimitedTextField({ hint, max, error, ...field }: LimitedTextFieldProps) {
  const limited = useTextLimit(field.value, max, { hint, error });
  return <TextEntryField {...field} hint={limited.hint} error={limited.error} />;
}
