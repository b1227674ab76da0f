import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { errorCodeText } from '../../i18n/error-text';
import { Button } from '../../ui/button';
import './customer-page-closed.css';

/**
 * The customer's page (the issuer's, the wallet's) was closed by hand before the payment
 * ended: what happened, and the way back to it; Abort stays in the action bar.
 */
export function CustomerPageClosed({
  className,
  message,
  reopenText,
  onReopen,
}: {
  /** Where the caller places it; the look is the component's own. */
  className?: string;
  message: string;
  reopenText: string;
  /** Asks main to open the page again; resolves to why it could not, or null. */
  onReopen: () => Promise<IpcError | null>;
}) {
  const { t: tErrors } = useTranslation('errors');
  const [reopenError, setReopenError] = useState<IpcError | null>(null);
  const shown = useRef<HTMLDivElement>(null);
  // It may appear below what a scrolled screen or dialog shows: the cashier must see it.
  useEffect(() => {
    shown.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div
      ref={shown}
      className={
        className === undefined ? 'customer-page-closed' : `customer-page-closed ${className}`
      }
      role="alert"
    >
      <p>{message}</p>
      <Button variant="primary" onClick={() => void onReopen().then(setReopenError)}>
        {reopenText}
      </Button>
      {reopenError === null ? null : (
        <p className="field__error">{errorCodeText(tErrors, reopenError.code)}</p>
      )}
    </div>
  );
}
