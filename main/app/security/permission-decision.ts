import type { Session } from 'electron';
import { isAppUrl } from './app-origin';
import type { WindowKind } from './window-kind';

type PermissionCheckHandler = NonNullable<Parameters<Session['setPermissionCheckHandler']>[0]>;
/** Every permission name Electron asks about, as its typings list them. */
export type ElectronPermission = Parameters<PermissionCheckHandler>[1];

/**
 * Deny by default: a permission is granted only if listed here for the window kind, and only
 * to the app's own origin. What is deliberately not granted, and why:
 * - media: barcode and QR scanners at the counter type like keyboards; no camera is used.
 * - clipboard-read: pasting goes through the Edit menu's native paste, not the async API.
 * - notifications: main raises OS notifications itself.
 * - openExternal: no screen links outside the app.
 * - hid, serial, usb: peripherals are driven from main, never from a page.
 * - fullscreen, pointerLock, keyboardLock, window-management: main owns window placement.
 * - everything else (geolocation, midi, sensors, storage access, ...): no feature needs it.
 * Authentication windows show third-party issuer pages and the customer display only renders,
 * so neither gets anything.
 */
const grants: { readonly [K in WindowKind]: ReadonlySet<ElectronPermission> } = {
  // Copy buttons (charge ids, payment links) use navigator.clipboard.writeText.
  main: new Set<ElectronPermission>(['clipboard-sanitized-write']),
  'customer-display': new Set<ElectronPermission>(),
  authentication: new Set<ElectronPermission>(),
};

export type PermissionDecision = 'grant' | 'deny';

export function permissionDecision(
  permission: string,
  origin: string,
  kind: WindowKind | undefined,
): PermissionDecision {
  if (kind === undefined || !isAppUrl(origin)) return 'deny';
  const granted: ReadonlySet<string> = grants[kind];
  return granted.has(permission) ? 'grant' : 'deny';
}
