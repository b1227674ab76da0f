import type { App, Session, WebContents } from 'electron';
import { navigationDecision } from './security/navigation-decision';
import { permissionDecision } from './security/permission-decision';
import { windowOpenDecision } from './security/window-open-decision';
import type { WindowRegistry } from './windows/window-registry';

/**
 * App-wide guards on every web contents and session Electron creates, including ones Counter
 * did not ask for (DevTools, anything a future dependency opens). Each handler only asks the
 * pure decisions in security/ about the window the registry knows; unknown contents get the
 * strictest answer. Call before the app is ready: enableSandbox() is accepted only then.
 */
export function hardenApp(app: App, registry: WindowRegistry): void {
  app.enableSandbox();
  app.on('session-created', (session) => hardenSession(session, registry));
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, registry));
}

function hardenWebContents(contents: WebContents, registry: WindowRegistry): void {
  const guard = (
    event: { url: string; isMainFrame: boolean; preventDefault(): void },
    kind: 'navigation' | 'redirect',
  ): void => {
    const window = registry.lookup(contents.id);
    const decision = navigationDecision(window, { url: event.url, isMainFrame: event.isMainFrame });
    if (decision.action === 'allow') return;
    event.preventDefault();
    if (decision.action === 'deny') {
      console.warn(`Blocked a ${kind} in a ${window?.kind ?? 'unknown'} window: ${decision.code}`);
    } else if (window?.kind === 'authentication') {
      window.onRedirect(decision.redirect);
    }
  };
  // will-frame-navigate covers the main frame too (what will-navigate reports) and subframes.
  contents.on('will-frame-navigate', (event) => guard(event, 'navigation'));
  contents.on('will-redirect', (event) => guard(event, 'redirect'));
  contents.setWindowOpenHandler(() => windowOpenDecision());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  hardenSession(contents.session, registry);
}

const downloadsRefused = new WeakSet<Session>();

/** Setting the same handlers again is harmless, so every path that meets a session does. */
function hardenSession(session: Session, registry: WindowRegistry): void {
  // Nothing Counter shows downloads a file (PDFs and exports are written by main): an issuer,
  // wallet or any other page that starts a download is refused, so no file lands on the till.
  // A listener, unlike the handlers below, would add up: one per session.
  if (!downloadsRefused.has(session)) {
    downloadsRefused.add(session);
    session.on('will-download', (event, item) => {
      event.preventDefault();
      console.warn(`Refused a download of ${item.getMimeType() || 'a file'}`);
    });
  }
  session.setPermissionRequestHandler((contents, permission, callback, details) => {
    const kind = registry.lookup(contents.id)?.kind;
    callback(permissionDecision(permission, details.requestingUrl, kind) === 'grant');
  });
  session.setPermissionCheckHandler((contents, permission, requestingOrigin) => {
    const kind = contents === null ? undefined : registry.lookup(contents.id)?.kind;
    return permissionDecision(permission, requestingOrigin, kind) === 'grant';
  });
  // WebHID, Web Serial and WebUSB: peripherals are driven from main, never from a page.
  session.setDevicePermissionHandler(() => false);
}
