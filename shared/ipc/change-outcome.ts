import { serviceErrorCode } from '../service/errors';

/**
 * The service's codes whose answer says it did not act: all but its 5xx, where the change may
 * have been made before the error (conventions: Errors).
 */
const refusalCodes = serviceErrorCode.exclude([
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE_TRY_AGAIN',
  'NO_GATEWAY_AVAILABLE_TO_PROCESS_REQUEST',
]).options;

/**
 * Codes that say a change was refused or never sent: the service answered no (a 4xx, a 429 or
 * 503 it did not run), the app refused the input, or nothing reached the service (no
 * connection, no credentials, no audit record, which main writes before sending).
 */
const notMadeCodes = new Set<string>([
  ...refusalCodes,
  'INVALID_INPUT',
  'CONNECTION_REFUSED',
  'HOST_NOT_FOUND',
  'CREDENTIALS_UNAVAILABLE',
  'CREDENTIALS_MALFORMED',
  'NO_CREDENTIALS',
  'CREDENTIALS_UNREADABLE',
  'NO_ACTIVE_PROFILE',
  'AUDIT_WRITE_FAILED',
  'UNKNOWN_CHANNEL',
  'UNTRUSTED_SENDER',
]);

/**
 * Whether a failed change (a metadata edit, a card switch, a declaration) may have been made
 * all the same: a timeout, a cut connection, a 5xx or an answer the app could not read leaves
 * the service's side unknown, and so does any code this version does not know.
 */
export function changeMayHaveBeenMade(code: string): boolean {
  return !notMadeCodes.has(code);
}
