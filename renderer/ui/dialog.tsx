import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import './dialog.css';

interface DialogProps {
  open: boolean;
  title: string;
  /** Called when the dialog closes itself: Esc, or its close button. */
  onClose: () => void;
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
 * closes on Esc; focus returns to where it was when the dialog closes.
 */
export function Dialog({
  open,
  title,
  onClose,
  closeLabel,
  safeClose = false,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      // showModal focuses the first control in the dialog, which may be the body's.
      dialog.showModal();
      if (safeClose) close.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, safeClose]);

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
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
          onClick={() => ref.current?.close()}
        >
          {closeLabel}
        </Button>
      </footer>
    </dialog>
  );
}
