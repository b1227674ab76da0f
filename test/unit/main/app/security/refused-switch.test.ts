import { describe, expect, it } from 'vitest';
import { refusedSwitchIn } from '../../../../../main/app/security/refused-switch';

describe('refusedSwitchIn', () => {
  it('finds the remote-debugging switches in every form Chromium takes', () => {
    for (const argument of [
      '--remote-debugging-port=9222',
      '--remote-debugging-port',
      '-remote-debugging-port=0',
      '/remote-debugging-port=9222',
      '--REMOTE-DEBUGGING-PORT=9222',
    ]) {
      expect(refusedSwitchIn(['/opt/Counter/counter', argument]), argument).toEqual({
        name: 'remote-debugging-port',
        kind: 'debugging',
      });
    }
    expect(refusedSwitchIn(['counter', '--remote-debugging-pipe'])).toEqual({
      name: 'remote-debugging-pipe',
      kind: 'debugging',
    });
  });

  it.each([
    ['--ignore-certificate-errors', 'ignore-certificate-errors'],
    ['--ignore-certificate-errors-spki-list=AAAA', 'ignore-certificate-errors-spki-list'],
    ['--proxy-server=http://10.0.0.5:8080', 'proxy-server'],
    ['-proxy-server=socks5://10.0.0.5', 'proxy-server'],
    ['/PROXY-PAC-URL=http://10.0.0.5/p.pac', 'proxy-pac-url'],
    ['--proxy-auto-detect', 'proxy-auto-detect'],
    ['--host-resolver-rules=MAP * 10.0.0.5', 'host-resolver-rules'],
    ['--host-rules=MAP * 10.0.0.5', 'host-rules'],
    ['--ssl-key-log-file=/tmp/keys', 'ssl-key-log-file'],
    ['--allow-insecure-localhost', 'allow-insecure-localhost'],
  ])(
    'refuses the network switch %s, which would let the issuer pages be intercepted',
    (argument, name) => {
      expect(refusedSwitchIn(['/opt/Counter/counter', '--lang=ja', argument])).toEqual({
        name,
        kind: 'network',
      });
    },
  );

  it('lets an ordinary start and look-alike arguments through', () => {
    expect(refusedSwitchIn(['/opt/Counter/counter'])).toBeUndefined();
    expect(
      refusedSwitchIn([
        'counter',
        '--remote-debugging-portal',
        '--no-sandbox-remote-debugging-port',
        'remote-debugging-port=1',
        'proxy-server=http://10.0.0.5',
        '--no-proxy-server',
        '--proxy-servers',
        '--lang=ja',
      ]),
    ).toBeUndefined();
  });
});
