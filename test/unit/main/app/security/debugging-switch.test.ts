import { describe, expect, it } from 'vitest';
import { remoteDebuggingSwitchIn } from '../../../../../main/app/security/debugging-switch';

describe('remoteDebuggingSwitchIn', () => {
  it('finds the remote-debugging switches in every form Chromium takes', () => {
    for (const argument of [
      '--remote-debugging-port=9222',
      '--remote-debugging-port',
      '-remote-debugging-port=0',
      '/remote-debugging-port=9222',
      '--REMOTE-DEBUGGING-PORT=9222',
    ]) {
      expect(remoteDebuggingSwitchIn(['/opt/Counter/counter', argument]), argument).toBe(
        'remote-debugging-port',
      );
    }
    expect(remoteDebuggingSwitchIn(['counter', '--remote-debugging-pipe'])).toBe(
      'remote-debugging-pipe',
    );
  });

  it('lets an ordinary start and look-alike arguments through', () => {
    expect(remoteDebuggingSwitchIn(['/opt/Counter/counter'])).toBeUndefined();
    expect(
      remoteDebuggingSwitchIn([
        'counter',
        '--remote-debugging-portal',
        '--no-sandbox-remote-debugging-port',
        'remote-debugging-port=1',
        '--lang=ja',
      ]),
    ).toBeUndefined();
  });
});
