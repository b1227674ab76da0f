import type { OperatorFailureCode } from '../../shared/operators';
import { IpcFailure } from '../ipc/ipc-failure';

/** An operators' refusal, typed so only a code the renderer can say is ever raised. */
export function operatorFailure(code: OperatorFailureCode, message: string, cause?: unknown) {
  return new IpcFailure(code, message, [], cause === undefined ? undefined : { cause });
}
