import { BrowserWindow, screen, session } from 'electron';
import type { AppMode } from '../../../shared/ipc/ipc-payloads';
import { serveAppProtocol } from '../protocol';
import { appPages, appPageUrl } from '../security/app-origin';
import { customerDisplayPartition, webPreferencesFor } from '../security/web-preferences';
import { customerDisplayPlacement } from './customer-display-placement';
import type { WindowRegistry } from './window-registry';

export interface CustomerDisplayWindowOptions {
  registry: WindowRegistry;
  mode: AppMode;
  /** dist/renderer inside the app. */
  rendererDir: string;
}

/**
 * The customer-facing screen. It has no preload and its own session, so it can fetch nothing
 * and holds no state: it shows only what main pushes to it, which is what the cashier's
 * renderer sends (amounts, QR codes), never a customer's personal data.
 */
export async function createCustomerDisplayWindow({
  registry,
  mode,
  rendererDir,
}: CustomerDisplayWindowOptions): Promise<BrowserWindow> {
  serveAppProtocol(session.fromPartition(customerDisplayPartition), { rootDir: rendererDir, mode });

  const placement = customerDisplayPlacement(
    screen.getAllDisplays(),
    screen.getPrimaryDisplay().id,
  );
  const window = new BrowserWindow({
    ...(placement.kind === 'secondary-display'
      ? {
          ...placement.bounds,
          fullscreen: true,
          frame: false,
          // A touch on the customer's screen must not take the keyboard from the cashier.
          focusable: false,
        }
      : { width: 800, height: 600 }),
    show: false,
    webPreferences: webPreferencesFor({ kind: 'customer-display' }, mode),
  });
  // Its own menu would repeat the cashier's shortcuts on the customer's screen.
  window.removeMenu();
  const webContentsId = window.webContents.id;
  registry.register(webContentsId, { kind: 'customer-display' });
  window.on('closed', () => registry.release(webContentsId));
  window.once('ready-to-show', () => window.showInactive());

  await window.loadURL(appPageUrl(appPages.customerDisplay));
  return window;
}
