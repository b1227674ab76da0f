import { useId, type ReactNode } from 'react';
import './field.css';

/** What a field hands its control so label, hint and error are tied to it. */
interface FieldControl {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The message for what is wrong, already in the cashier's language; null when nothing is. */
  error?: string | null;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/**
 * A labelled control with a hint and an error slot, both named by aria-describedby. The slot
 * is a live region that is always there, so an error is announced when it appears.
 */
export function Field({ label, hint, error = null, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint === undefined ? null : hintId, error === null ? null : errorId]
      .filter((part) => part !== null)
      .join(' ') || undefined;
  return (
    <div
      className={['field', error === null ? null : 'field--invalid', className]
        .filter(Boolean)
        .join(' ')}
    >
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint === undefined ? null : (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error === null ? undefined : true,
      })}
      <div className="field__error-slot" aria-live="polite">
        {error === null ? null : (
          <p className="field__error" id={errorId}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
