import { BrowserWindow } from 'electron';
import type { AppMode } from '../../../shared/ipc/ipc-payloads';
import { serveAppProtocol } from '../protocol';
import { appPages, appPageUrl } from '../security/app-origin';
import { webPreferencesFor } from '../security/web-preferences';
import type { WindowRegistry } from './window-registry';

export interface MainWindowOptions {
  registry: WindowRegistry;
  mode: AppMode;
  /** dist/preload/index.cjs inside the app. */
  preloadPath: string;
  /** dist/renderer inside the app. */
  rendererDir: string;
}

/**
 * The cashier's window: the only one with the preload (window.pos). Resolves once the app
 * page has loaded; a load failure rejects, since without its UI the app cannot run.
 */
export async function createMainWindow({
  registry,
  mode,
  preloadPath,
  rendererDir,
}: MainWindowOptions): Promise<BrowserWindow> {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 700,
    show: false,
    webPreferences: webPreferencesFor({ kind: 'main', preloadPath }, mode),
  });
  const webContentsId = window.webContents.id;
  registry.register(webContentsId, { kind: 'main' });
  window.on('closed', () => registry.release(webContentsId));
  window.once('ready-to-show', () => window.show());

  serveAppProtocol(window.webContents.session, { rootDir: rendererDir, mode });
  await window.loadURL(appPageUrl(appPages.main));
  return window;
}
