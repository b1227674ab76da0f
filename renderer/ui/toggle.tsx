import { useId, type ReactNode } from 'react';
import './toggle.css';

interface ToggleProps {
  label: string;
  /** What turning it on does, or why it cannot be turned on; named by aria-describedby. */
  hint: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}

/** A checkbox as a large tile with its words beside it: the whole tile takes the tap. */
export function Toggle({ label, hint, checked, disabled, onChange, className }: ToggleProps) {
  const hintId = useId();
  return (
    <label className={className === undefined ? 'toggle' : `toggle ${className}`}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <span className="toggle__label">{label}</span>
        <span id={hintId} className="toggle__hint">
          {hint}
        </span>
      </span>
    </label>
  );
}
