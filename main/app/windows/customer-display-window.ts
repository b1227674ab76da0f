import { BrowserWindow, session } from 'electron';
import type { AppMode } from '../../../shared/ipc/ipc-payloads';
import type { CustomerDisplaySource } from '../../core/customer-display-feed';
import { feedCustomerDisplay } from '../../ipc/electron/customer-display-transport';
import { serveAppProtocol } from '../protocol';
import { appPages, appPageUrl } from '../security/app-origin';
import { customerDisplayPartition, webPreferencesFor } from '../security/web-preferences';
import type { CustomerDisplayPlacement } from './customer-display-placement';
import type { WindowRegistry } from './window-registry';

export interface CustomerDisplayWindowOptions {
  registry: WindowRegistry;
  mode: AppMode;
  /** dist/renderer inside the app. */
  rendererDir: string;
  /** dist/preload/customer-display.cjs inside the app: window.customerDisplay only. */
  preloadPath: string;
  placement: Exclude<CustomerDisplayPlacement, { kind: 'none' }>;
  /** What the display shows, pushed to this window alone. */
  source: CustomerDisplaySource;
}

/**
 * The customer-facing screen (docs/architecture.md: The customer display). Its preload can
 * only listen on the display's channel and it has its own in-memory session, so it can
 * fetch nothing and ask main for nothing: it shows what main pushes, the amount and what the
 * customer must do, never a customer's personal data.
 */
export async function createCustomerDisplayWindow({
  registry,
  mode,
  rendererDir,
  preloadPath,
  placement,
  source,
}: CustomerDisplayWindowOptions): Promise<BrowserWindow> {
  serveAppProtocol(session.fromPartition(customerDisplayPartition), { rootDir: rendererDir, mode });

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
    webPreferences: webPreferencesFor({ kind: 'customer-display', preloadPath }, mode),
  });
  // Its own menu would repeat the cashier's shortcuts on the customer's screen.
  window.removeMenu();
  const webContentsId = window.webContents.id;
  registry.register(webContentsId, { kind: 'customer-display' });
  const stopFeeding = feedCustomerDisplay(source, window.webContents);
  window.on('closed', () => {
    stopFeeding();
    registry.release(webContentsId);
  });
  // Shown without focus, on a second screen or beside the cashier's window alike.
  window.once('ready-to-show', () => window.showInactive());

  try {
    await window.loadURL(appPageUrl(appPages.customerDisplay));
  } catch (error) {
    // A display without its page would be a blank rectangle in front of the customer.
    window.destroy();
    throw error;
  }
  return window;
}
