import type { OperatorFailureCode } from '../../shared/operators';
import type { FieldError } from '../../shared/service/common';
import { IpcFailure } from '../ipc/ipc-failure';

/** An operators' refusal, typed so only a code the renderer can say is ever raised. */
export function operatorFailure(
  code: OperatorFailureCode,
  message: string,
  cause?: unknown,
  fields: readonly FieldError[] = [],
) {
  return new IpcFailure(code, message, fields, cause === undefined ? undefined : { cause });
}
