import { useTranslation } from 'react-i18next';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { errorCodeText } from '../../i18n/error-text';
import { Button } from '../../ui/button';
import type { ChargeListFilter } from './charge-list-filter';
import '../../ui/notice.css';

/** Said while a method is chosen: the service cannot filter by it, only the rows loaded are. */
export function MethodFilterNote({
  method,
  text,
}: {
  method: ChargeListFilter['method'];
  text: string;
}) {
  return method === 'all' ? null : (
    <p className="notice-info" role="note">
      {text}
    </p>
  );
}

/** Why the list could not be read, in the cashier's language, and a way to try again. */
export function ListProblem({
  error,
  loadFailed,
  retry,
  onRetry,
}: {
  error: IpcError | null;
  loadFailed: string;
  retry: string;
  onRetry: () => void;
}) {
  const { t: tErrors } = useTranslation('errors');
  return error === null ? null : (
    <div className="notice-problem" role="alert">
      <p>
        {loadFailed} {errorCodeText(tErrors, error.code)}
      </p>
      <Button onClick={onRetry}>{retry}</Button>
    </div>
  );
}
