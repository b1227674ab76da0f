import type { FailureCode } from '../../shared/ipc/failure-codes';
import type { FieldError } from '../../shared/service/common';

/**
 * A handler's refusal with a code the renderer translates: the engine would not start a flow,
 * the journal has no such operation, the active profile cannot be removed. The dispatch
 * passes code, message and fields on; the message must name no secret.
 */
export class IpcFailure extends Error {
  override readonly name: string = 'IpcFailure';
  readonly code: FailureCode;
  readonly fields: readonly FieldError[];

  constructor(
    code: FailureCode,
    message: string,
    fields: readonly FieldError[] = [],
    options?: { cause: unknown },
  ) {
    super(message, options);
    this.code = code;
    this.fields = fields;
  }
}
