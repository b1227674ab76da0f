import type { ProfileTestResult } from '../../../shared/ipc/ipc-payloads';

/** What a connection test found, for the words under a profile: which case, and its code. */
export type ConnectionVerdict =
  { kind: 'connected' } | { kind: 'unreachable'; code: string } | { kind: 'refused'; code: string };

/**
 * The first step that failed decides: no heartbeat is no connection at all; a heartbeat
 * without an authenticated read is a service that does not accept these credentials.
 */
export function connectionVerdict(result: ProfileTestResult): ConnectionVerdict {
  if (result.failure === null) {
    return result.reachable && result.authenticated
      ? { kind: 'connected' }
      : { kind: result.reachable ? 'refused' : 'unreachable', code: 'INTERNAL_ERROR' };
  }
  return result.failure.step === 'heartbeat'
    ? { kind: 'unreachable', code: result.failure.code }
    : { kind: 'refused', code: result.failure.code };
}
