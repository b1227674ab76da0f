import { z } from 'zod';
import type { FieldError } from '../../shared/service/common';
import { IpcFailure } from '../ipc/ipc-failure';

/** The codes the renderer translates; the IPC contract takes this vocabulary as it is. */
export const credentialsErrorCode = z.enum([
  /** The app token JWT is not three base64url segments of JSON. */
  'MALFORMED_APP_TOKEN',
  /** The JWT decodes but its claims are not an app token's (conventions: Authentication). */
  'INVALID_APP_TOKEN_CLAIMS',
  /** The app token secret is empty, too short or holds characters a Bearer header cannot. */
  'INVALID_SECRET_FORMAT',
  /** A profile field is missing or badly formed; `fields` says which. */
  'INVALID_PROFILE',
  /** Plain http to anything but this machine would send the secret in the clear. */
  'INSECURE_BASE_URL',
  /** The app token belongs to another store than the profile names. */
  'STORE_ID_MISMATCH',
  /** The app token is test and the profile live, or the other way round. */
  'MODE_MISMATCH',
  'PROFILE_NOT_FOUND',
  /** The training profile is built in; its credentials come from the simulator. */
  'TRAINING_PROFILE_READ_ONLY',
  /** The simulator did not hand over a usable connection for the training profile. */
  'TRAINING_UNAVAILABLE',
  'NO_CREDENTIALS',
  /** The keychain entry exists but is not what Counter wrote; replacing the credentials fixes it. */
  'CREDENTIALS_UNREADABLE',
  /** No usable OS keychain; Counter never falls back to storing secrets elsewhere. */
  'KEYCHAIN_UNAVAILABLE',
  'SETTINGS_UNREADABLE',
  'SETTINGS_WRITE_FAILED',
]);
export type CredentialsErrorCode = z.infer<typeof credentialsErrorCode>;

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
