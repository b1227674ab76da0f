import type { CredentialsErrorCode } from '../../shared/profiles';
import type { FieldError } from '../../shared/service/common';
import { IpcFailure } from '../ipc/ipc-failure';

/**
 * Every failure of main/credentials: a coded refusal the dispatch answers as any other, its
 * code one the renderer translates. The message is for logs and developers, and never carries
 * a secret or a JWT (not even as `cause`).
 */
export class CredentialsError extends IpcFailure {
  override readonly name = 'CredentialsError';
  declare readonly code: CredentialsErrorCode;

  constructor(
    code: CredentialsErrorCode,
    message: string,
    options: { fields?: readonly FieldError[]; cause?: unknown } = {},
  ) {
    // `fields` is the service's `{field, reason}` form, so a profile form shows errors as
    // request forms do.
    super(
      code,
      message,
      options.fields,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
  }
}
