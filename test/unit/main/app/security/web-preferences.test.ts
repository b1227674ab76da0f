import { describe, expect, it } from 'vitest';
import {
  authenticationPartition,
  webPreferencesFor,
  type WindowSetup,
} from '../../../../../main/app/security/web-preferences';

const setups: WindowSetup[] = [
  { kind: 'main', preloadPath: '/app/dist/preload/index.cjs' },
  { kind: 'customer-display', preloadPath: '/app/dist/preload/customer-display.cjs' },
  { kind: 'authentication', flowId: 'f1' },
  { kind: 'printing' },
];

describe('webPreferencesFor', () => {
  it.each(setups.map((setup) => [setup.kind, setup] as const))(
    'isolates and sandboxes the %s window',
    (_kind, setup) => {
      expect(webPreferencesFor(setup, 'production')).toMatchObject({
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        experimentalFeatures: false,
        navigateOnDragDrop: false,
        spellcheck: false,
        webviewTag: false,
        devTools: false,
      });
    },
  );

  it('gives the app preload to the main window only, in the default session', () => {
    const main = webPreferencesFor(setups[0] as WindowSetup, 'production');
    expect(main.preload).toBe('/app/dist/preload/index.cjs');
    expect(main.partition).toBeUndefined();
  });

  it('gives the customer display its own listen-only preload, never window.pos', () => {
    const display = webPreferencesFor(setups[1] as WindowSetup, 'production');
    expect(display.preload).toBe('/app/dist/preload/customer-display.cjs');
    expect(display.partition).toBeDefined();
  });

  it('gives the issuer pages and the print window no preload at all', () => {
    for (const setup of setups.slice(2)) {
      expect(webPreferencesFor(setup, 'production').preload).toBeUndefined();
    }
  });

  it('gives the customer display and each authentication flow in-memory sessions of their own', () => {
    const display = webPreferencesFor(setups[1] as WindowSetup, 'production').partition;
    const first = webPreferencesFor(
      { kind: 'authentication', flowId: 'a' },
      'production',
    ).partition;
    const second = webPreferencesFor(
      { kind: 'authentication', flowId: 'b' },
      'production',
    ).partition;
    for (const partition of [display, first, second]) {
      expect(partition).toEqual(expect.any(String));
      expect(partition).not.toMatch(/^persist:/);
    }
    expect(new Set([display, first, second]).size).toBe(3);
    expect(authenticationPartition('persist:x')).not.toMatch(/^persist:/);
  });

  it('opens DevTools only in development', () => {
    for (const setup of setups) {
      expect(webPreferencesFor(setup, 'development').devTools).toBe(true);
    }
  });
});
