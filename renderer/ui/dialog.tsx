import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from './button';
import './dialog.css';

interface DialogProps {
  open: boolean;
  title: string;
  /**
   * The person asks to close: Esc, or the close button. Called at once, in the same task as
   * the key or click, so the screen's state says "closed" before the next key arrives.
   */
  onClose: () => void;
  /** After the dialog closed because `open` went false, once the focus went back. */
  onClosed?: () => void;
  closeLabel: string;
  /**
   * A confirmation whose safe choice is to go back: the close button is styled secondary, so
   * the action is not mistaken for the default, and has the focus when the dialog opens even
   * if the body has a control, so Enter never confirms by accident.
   */
  safeClose?: boolean;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser keeps focus inside, makes the rest inert and
 * returns the focus to where it was when the dialog closes. `open` alone decides whether it
 * shows: Esc and the close button only ask, through `onClose`. The native dialog closing by
 * itself (its own close event comes a task later) would leave a gap in which a key reaches a
 * screen that still believes the dialog open.
 */
export function Dialog({
  open,
  title,
  onClose,
  onClosed,
  closeLabel,
  safeClose = false,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const shown = useRef(false);
  const latest = useRef({ onClose, onClosed });
  latest.current = { onClose, onClosed };
  const titleId = useId();

  // In the commit itself, so the focus is back before any later key is handled.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    shown.current = open;
    if (open && !dialog.open) {
      // showModal focuses the first control in the dialog, which may be the body's.
      dialog.showModal();
      if (safeClose) close.current?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      latest.current.onClosed?.();
    }
  }, [open, safeClose]);

  // A dialog removed while open (its screen left) still gives the focus back.
  useLayoutEffect(
    () => () => {
      shown.current = false;
      if (ref.current?.open === true) ref.current.close();
    },
    [],
  );

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Chromium closes a dialog on a repeated Esc without a cancelable cancel event. The event
      // comes a task after the close: by then the dialog may be shown again, and it is not this.
      onClose={() => {
        if (shown.current && ref.current?.open === false) latest.current.onClose();
      }}
    >
      <header className="dialog__header">
        <h2 className="dialog__title" id={titleId}>
          {title}
        </h2>
      </header>
      <div className="dialog__body">{children}</div>
      <footer className="dialog__footer">
        <Button
          ref={close}
          variant={safeClose ? 'secondary' : 'primary'}
          shortcut="Esc"
          autoFocus
          onClick={() => onClose()}
        >
          {closeLabel}
        </Button>
      </footer>
    </dialog>
  );
}
