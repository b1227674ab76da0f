import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { errorCodeText } from '../../i18n/error-text';
import { Button } from '../../ui/button';
import { saleOperationStore } from './use-sale-operation';

/**
 * The customer's page (the issuer's, the wallet's) was closed by hand before the payment
 * ended: what happened, and the way back to it; Abort stays in the action bar.
 */
export function CustomerPageClosed({
  className,
  message,
  reopenText,
}: {
  className: string;
  message: string;
  reopenText: string;
}) {
  const { t: tErrors } = useTranslation('errors');
  const [reopenError, setReopenError] = useState<IpcError | null>(null);
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <Button
        variant="primary"
        onClick={() => void saleOperationStore.getState().reopen().then(setReopenError)}
      >
        {reopenText}
      </Button>
      {reopenError === null ? null : (
        <p className="field__error">{errorCodeText(tErrors, reopenError.code)}</p>
      )}
    </div>
  );
}
