import type { TFunction } from 'i18next';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { errorCodeText, validationText } from '../../i18n/error-text';

/** What main refused, in words: the first field's reason (a PIN not 4 to 8 digits), else the code. */
export function operatorProblemText(t: TFunction<'errors'>, error: IpcError): string {
  const reason = error.fields?.[0]?.reason;
  return reason === undefined ? errorCodeText(t, error.code) : validationText(t, reason);
}
