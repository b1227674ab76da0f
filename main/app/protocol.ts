import { protocol, type Session } from 'electron';
import { appAssetResponse, type AppAssetOptions } from './app-asset';
import { appScheme } from './security/app-origin';

/**
 * Declares app:// a privileged scheme: standard (a real origin, relative URLs), secure (a
 * secure context, as https would be), fetch-capable (ES module scripts load through fetch)
 * and code-cached. Not corsEnabled, so no other origin can read app files. Electron accepts
 * this only before the app is ready, so the entry calls it first.
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: appScheme,
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    },
  ]);
}

/**
 * Serves the built renderer on app:// in one session. Handlers are per session, so only the
 * sessions given here (the main window's and the customer display's) can load app pages; the
 * authentication windows' sessions cannot.
 */
export function serveAppProtocol(session: Session, options: AppAssetOptions): void {
  if (session.protocol.isProtocolHandled(appScheme)) return;
  session.protocol.handle(appScheme, (request) => appAssetResponse(request, options));
}
