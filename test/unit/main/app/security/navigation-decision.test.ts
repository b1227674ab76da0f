import { describe, expect, it } from 'vitest';
import type { AuthenticationFlow } from '../../../../../main/app/security/authentication-flow';
import { navigationDecision } from '../../../../../main/app/security/navigation-decision';
import type { AppWindow } from '../../../../../main/app/security/window-kind';

const flow: AuthenticationFlow = {
  issuerUrl: 'https://issuer.example/acs/start?session=1',
  redirectEndpoint: 'https://shop.example/3ds/done',
};
const authentication: AppWindow = { kind: 'authentication', flow };
const mainFrame = (url: string) => ({ url, isMainFrame: true });
const subframe = (url: string) => ({ url, isMainFrame: false });

describe('navigationDecision in app windows', () => {
  it.each(['main', 'customer-display'] as const)(
    'lets the %s window move within the app',
    (kind) => {
      expect(navigationDecision({ kind }, mainFrame('app://counter/index.html'))).toEqual({
        action: 'allow',
      });
    },
  );

  it.each([
    'https://example.com/',
    'http://127.0.0.1:4010/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,hi',
    'app://counter.evil.com/',
    'about:blank',
  ])('keeps the main window and the customer display on the app origin: %s', (url) => {
    for (const kind of ['main', 'customer-display'] as const) {
      expect(navigationDecision({ kind }, mainFrame(url))).toEqual({
        action: 'deny',
        code: 'not-app-origin',
      });
      expect(navigationDecision({ kind }, subframe(url)).action).toBe('deny');
    }
  });

  it('lets a web contents Counter did not register go nowhere', () => {
    expect(navigationDecision(undefined, mainFrame('app://counter/index.html'))).toEqual({
      action: 'deny',
      code: 'unknown-window',
    });
  });
});

describe('navigationDecision in an authentication window', () => {
  it('allows pages on the issuer origin', () => {
    expect(
      navigationDecision(authentication, mainFrame('https://issuer.example/acs/step2')),
    ).toEqual({ action: 'allow' });
  });

  it.each([
    ['a look-alike host', 'https://issuer.example.evil.com/acs'],
    ['a sibling subdomain', 'https://www.issuer.example/acs'],
    ['another port', 'https://issuer.example:8443/acs'],
    ['another site', 'https://evil.com/?https://issuer.example/'],
  ])('refuses %s in the main frame', (_name, url) => {
    expect(navigationDecision(authentication, mainFrame(url))).toEqual({
      action: 'deny',
      code: 'outside-issuer-flow',
    });
  });

  it.each([
    ['http to the issuer', 'http://issuer.example/acs'],
    ['http to a non-loopback host', 'http://192.168.0.5/issuer'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<form>'],
    ['file:', 'file:///etc/passwd'],
    ['the app origin', 'app://counter/index.html'],
    ['credentials on the issuer', 'https://user:pw@issuer.example/acs'],
    ['credentials before another host', 'https://issuer.example@evil.com/acs'],
  ])('refuses %s in any frame', (_name, url) => {
    const refused = { action: 'deny', code: 'insecure-url' };
    expect(navigationDecision(authentication, mainFrame(url))).toEqual(refused);
    expect(navigationDecision(authentication, subframe(url))).toEqual(refused);
  });

  it("lets the issuer's frames load other https origins", () => {
    expect(navigationDecision(authentication, subframe('https://acs.bank.example/method'))).toEqual(
      { action: 'allow' },
    );
  });

  it('completes the flow at the redirect endpoint, with or without metadata', () => {
    expect(
      navigationDecision(
        authentication,
        mainFrame('https://shop.example/3ds/done?univapayChargeId=ch_1&order=A-17'),
      ),
    ).toEqual({
      action: 'complete',
      redirect: { chargeId: 'ch_1', metadata: { order: 'A-17' } },
    });
    expect(
      navigationDecision(
        authentication,
        subframe('https://shop.example/3ds/done?univapayTokenId=tk_1'),
      ),
    ).toEqual({ action: 'complete', redirect: { tokenId: 'tk_1', metadata: {} } });
  });

  it('completes nowhere in a flow without a redirect endpoint: the flow ends the window', () => {
    const window: AppWindow = {
      kind: 'authentication',
      flow: { issuerUrl: flow.issuerUrl },
    };
    expect(navigationDecision(window, mainFrame('https://issuer.example/acs/done'))).toEqual({
      action: 'allow',
    });
    expect(navigationDecision(window, mainFrame('https://shop.example/3ds/done'))).toEqual({
      action: 'deny',
      code: 'outside-issuer-flow',
    });
  });

  it('does not complete at a look-alike of the redirect endpoint', () => {
    expect(
      navigationDecision(authentication, mainFrame('https://shop.example.evil.com/3ds/done'))
        .action,
    ).toBe('deny');
  });

  it('allows the loopback simulator only when the flow runs on it', () => {
    const simulatorPage = mainFrame('http://127.0.0.1:4010/issuer/3ds?charge=ch_1');
    expect(navigationDecision(authentication, simulatorPage).action).toBe('deny');
    const onSimulator: AppWindow = {
      kind: 'authentication',
      flow: { ...flow, simulatorOrigin: 'http://127.0.0.1:4010' },
    };
    expect(navigationDecision(onSimulator, simulatorPage)).toEqual({ action: 'allow' });
    expect(navigationDecision(onSimulator, mainFrame('http://127.0.0.1:9999/issuer')).action).toBe(
      'deny',
    );
  });

  it('ignores a simulator origin that is not on loopback', () => {
    const widened: AppWindow = {
      kind: 'authentication',
      flow: { ...flow, simulatorOrigin: 'https://evil.com' },
    };
    expect(navigationDecision(widened, mainFrame('https://evil.com/issuer'))).toEqual({
      action: 'deny',
      code: 'outside-issuer-flow',
    });
  });

  it('allows nothing when the issuer URL itself is not secure', () => {
    const insecure: AppWindow = {
      kind: 'authentication',
      flow: { ...flow, issuerUrl: 'http://issuer.example/acs' },
    };
    expect(navigationDecision(insecure, mainFrame('https://issuer.example/acs')).action).toBe(
      'deny',
    );
  });
});
