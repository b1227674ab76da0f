import type { ReactNode } from 'react';
import './action-bar.css';

/**
 * A screen's buttons in one row that stays at the bottom of the window while what is above it
 * scrolls, so a cashier with a queue never looks below the fold for Charge or Abort. It must
 * sit in a block or flex column: a grid cell would hold it in its own row.
 */
export function ActionBar({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={className === undefined ? 'action-bar' : `action-bar ${className}`}>
      {children}
    </div>
  );
}
