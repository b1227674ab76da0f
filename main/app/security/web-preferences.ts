import type { WebPreferences } from 'electron';
import type { AppMode } from '../../../shared/ipc/ipc-payloads';

/** What each window kind needs to build its webPreferences. */
export type WindowSetup =
  | { kind: 'main'; preloadPath: string }
  | { kind: 'customer-display'; preloadPath: string }
  | { kind: 'authentication'; flowId: string }
  /** The hidden window documents are printed from (main/app/printing): no bridge at all. */
  | { kind: 'printing' };

/**
 * Written out even where Electron's default already matches, so a reader (and a test) sees
 * every switch and an Electron upgrade that changes a default cannot loosen one.
 */
const hardened = {
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
  enableWebSQL: false,
  safeDialogs: true,
} as const satisfies WebPreferences;

/** In-memory (no `persist:` prefix): nothing the display loads outlives the app. */
export const customerDisplayPartition = 'customer-display';

/**
 * One in-memory partition per authentication flow, so issuer cookies and storage are never
 * shared between customers nor written to disk.
 */
export function authenticationPartition(flowId: string): string {
  return `authentication-${flowId}`;
}

/**
 * Only the main window gets the app's preload (and so window.pos). The customer display gets
 * its own preload, which can only listen to the one channel main pushes its state on
 * (window.customerDisplay); the issuer pages get no bridge at all. Both have their own
 * sessions, apart from the app's default one.
 */
export function webPreferencesFor(setup: WindowSetup, mode: AppMode): WebPreferences {
  const devTools = mode === 'development';
  switch (setup.kind) {
    case 'main':
      return { ...hardened, devTools, preload: setup.preloadPath };
    case 'customer-display':
      return {
        ...hardened,
        devTools,
        preload: setup.preloadPath,
        partition: customerDisplayPartition,
      };
    case 'authentication':
      return { ...hardened, devTools, partition: authenticationPartition(setup.flowId) };
    case 'printing':
      return { ...hardened, devTools };
  }
}
