import type { ReactNode } from 'react';
import './status-badge.css';

export type StatusTone = 'neutral' | 'positive' | 'warning' | 'danger' | 'info' | 'training';

interface StatusBadgeProps {
  tone: StatusTone;
  /** Read before the value by assistive technology ("Connection", "Mode"). */
  label?: string;
  children: ReactNode;
}

/** A state in words with a tone; the words carry the meaning, colour only repeats it. */
export function StatusBadge({ tone, label, children }: StatusBadgeProps) {
  return (
    <span className={`status-badge status-badge--${tone}`}>
      {label === undefined ? null : <span className="visually-hidden">{label}: </span>}
      <span className="status-badge__dot" aria-hidden="true" />
      {children}
    </span>
  );
}
