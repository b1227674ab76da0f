import { describe, expect, it } from 'vitest';
import {
  permissionDecision,
  type ElectronPermission,
} from '../../../../../main/app/security/permission-decision';
import type { WindowKind } from '../../../../../main/app/security/window-kind';

// Every permission Electron 45 names; the type check below fails when an upgrade adds one,
// so the table is reviewed again.
const allPermissions = [
  'ar',
  'automatic-fullscreen',
  'background-fetch',
  'background-sync',
  'captured-surface-control',
  'clipboard-read',
  'clipboard-sanitized-write',
  'deprecated-sync-clipboard-read',
  'display-capture',
  'fileSystem',
  'fullscreen',
  'geolocation',
  'geolocation-approximate',
  'hand-tracking',
  'hid',
  'idle-detection',
  'keyboardLock',
  'local-fonts',
  'local-network',
  'local-network-access',
  'loopback-network',
  'media',
  'mediaKeySystem',
  'midi',
  'midiSysex',
  'nfc',
  'notifications',
  'openExternal',
  'payment-handler',
  'periodic-background-sync',
  'persistent-storage',
  'pointerLock',
  'screen-wake-lock',
  'sensors',
  'serial',
  'smart-card',
  'speaker-selection',
  'storage-access',
  'system-wake-lock',
  'top-level-storage-access',
  'usb',
  'vr',
  'web-app-installation',
  'web-printing',
  'window-management',
  'unknown',
] as const satisfies readonly ElectronPermission[];
const listsEveryPermission: Exclude<
  ElectronPermission,
  (typeof allPermissions)[number]
> extends never
  ? true
  : false = true;

const granted: Record<WindowKind, readonly ElectronPermission[]> = {
  main: ['clipboard-sanitized-write'],
  'customer-display': [],
  authentication: [],
};
const appOrigin = 'app://counter';

describe('permissionDecision', () => {
  it('knows every permission Electron can ask about', () => {
    expect(listsEveryPermission).toBe(true);
  });

  it.each(Object.entries(granted))(
    'grants the %s window only what its table lists',
    (kind, allowed) => {
      for (const permission of allPermissions) {
        expect(permissionDecision(permission, appOrigin, kind as WindowKind)).toBe(
          allowed.includes(permission) ? 'grant' : 'deny',
        );
      }
    },
  );

  it('grants clipboard writes to the app page by URL or by origin', () => {
    expect(
      permissionDecision('clipboard-sanitized-write', 'app://counter/index.html', 'main'),
    ).toBe('grant');
  });

  it.each([
    'https://issuer.example',
    'app://counter.evil.com',
    'file:///opt/counter/index.html',
    'null',
    '',
  ])('denies the main window a listed permission for a foreign origin: %s', (origin) => {
    expect(permissionDecision('clipboard-sanitized-write', origin, 'main')).toBe('deny');
  });

  it('denies a web contents Counter did not register', () => {
    expect(permissionDecision('clipboard-sanitized-write', appOrigin, undefined)).toBe('deny');
  });

  it('denies a permission name Electron may add later', () => {
    expect(permissionDecision('brand-new-capability', appOrigin, 'main')).toBe('deny');
  });
});
