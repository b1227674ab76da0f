import { describe, expect, it } from 'vitest';
import { connectionVerdict } from '../../../../../renderer/features/profiles/connection-verdict';

describe('a connection test in words', () => {
  it('is connected when the heartbeat and an authenticated read both answered', () => {
    expect(connectionVerdict({ reachable: true, authenticated: true, failure: null })).toEqual({
      kind: 'connected',
    });
  });

  it('is no connection when the heartbeat failed', () => {
    expect(
      connectionVerdict({
        reachable: false,
        authenticated: false,
        failure: { step: 'heartbeat', code: 'HOST_NOT_FOUND' },
      }),
    ).toEqual({ kind: 'unreachable', code: 'HOST_NOT_FOUND' });
  });

  it('is refused credentials when the service answered but the read failed', () => {
    expect(
      connectionVerdict({
        reachable: true,
        authenticated: false,
        failure: { step: 'read', code: 'INVALID_CREDENTIALS' },
      }),
    ).toEqual({ kind: 'refused', code: 'INVALID_CREDENTIALS' });
  });
});
