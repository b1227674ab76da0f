import type { AuthenticationRedirect } from '../security/authentication-flow';
import type { AppWindow } from '../security/window-kind';

/** A window as the hardening handlers see it; authentication windows learn of their redirect. */
export type RegisteredWindow =
  | Exclude<AppWindow, { kind: 'authentication' }>
  | (Extract<AppWindow, { kind: 'authentication' }> & {
      onRedirect: (redirect: AuthenticationRedirect) => void;
    });

/**
 * Which web contents belong to which Counter window. The app-wide handlers in hardening.ts
 * look a web contents up here on every event; one that was never registered (or was released)
 * gets the strictest answer.
 */
export function createWindowRegistry() {
  const windows = new Map<number, RegisteredWindow>();
  return {
    register(webContentsId: number, window: RegisteredWindow): void {
      windows.set(webContentsId, window);
    },
    release(webContentsId: number): void {
      windows.delete(webContentsId);
    },
    lookup(webContentsId: number): RegisteredWindow | undefined {
      return windows.get(webContentsId);
    },
  };
}

export type WindowRegistry = ReturnType<typeof createWindowRegistry>;
