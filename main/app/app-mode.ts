import type { AppMode } from '../../shared/ipc/ipc-payloads';

/**
 * How the app runs: a packaged build is production; an unpackaged run (`npm start`) is
 * development, which adds the reload and developer-tools menu items and DevTools.
 */

export function appMode(isPackaged: boolean): AppMode {
  return isPackaged ? 'production' : 'development';
}
