import type { App, BrowserWindow } from 'electron';

/**
 * One Counter per terminal: two instances would share the journal and could resume the same
 * payment twice. Returns false (and quits) when another instance already runs; that one is
 * told through `onSecondInstance`. The second launch's command line is ignored on purpose: it
 * comes from whoever started the process and must not steer a payment app.
 */
export function claimSingleInstance(
  app: Pick<App, 'requestSingleInstanceLock' | 'quit'> & {
    on(event: 'second-instance', listener: () => void): unknown;
  },
  onSecondInstance: () => void,
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => onSecondInstance());
  return true;
}

/** Brings the running instance's window to the front when the cashier launches Counter again. */
export function focusWindow(
  window: Pick<BrowserWindow, 'isDestroyed' | 'isMinimized' | 'restore' | 'show' | 'focus'>,
): void {
  if (window.isDestroyed()) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
