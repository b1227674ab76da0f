import type { WindowOpenHandlerResponse } from 'electron';

/**
 * No page may open a window, in any Counter window: the app's windows are created by main
 * only, no screen links outside the app, and a popup from an issuer page would escape the
 * authentication window's navigation rules.
 */
export function windowOpenDecision(): WindowOpenHandlerResponse {
  return { action: 'deny' };
}
