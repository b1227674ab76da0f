import { authenticationPath, type HostNotice } from './host-wire';

/*
 * The page's side of the browser host's Authenticator (browser-authenticator.ts): the bridge
 * opens each announced issuer page in a popup, as Electron opens its authentication window,
 * watches for the customer closing it, and closes it when the host says the authentication
 * ended. The renderer knows nothing of it, as it knows nothing of Electron's window.
 *
 * A popup, not an iframe: the renderer's CSP has `frame-src 'none'`, and the issuer's
 * origin (and its own frames) would have to be allowed in it. A browser may block a popup
 * opened without a click, so a blocked one becomes a button that opens it on the next click.
 * The bridge cuts the popup's `window.opener` as soon as it opens, so the issuer's page can
 * neither navigate nor script the cashier's tab. `noopener` would do that too but return no
 * window, and the bridge needs one to see the customer close it and to close it itself. Without
 * an opener, a page may close only a popup of its own origin: the relay page
 * (authentication-relay-page.ts) stays the popup's top document, the issuer in its frame.
 */

/** The parts of a popup the bridge uses (main's TypeScript project has no DOM types). */
export interface PopupWindow {
  readonly closed: boolean;
  opener: unknown;
  close(): void;
}

interface PopupButton {
  textContent: string | null;
  readonly style: { cssText: string };
  addEventListener(type: 'click', listener: () => void): void;
  remove(): void;
}

/** The parts of the page the popups use. */
export interface PopupPage {
  open(url: string, target: string, features: string): PopupWindow | null;
  readonly document: {
    createElement(tag: 'button'): PopupButton;
    readonly body: { append(node: PopupButton): void } | null;
  };
}

export interface AuthenticationPopupsOptions {
  readonly page: PopupPage;
  /** Tells the host the customer closed the popup. */
  readonly reportClosed: (id: string) => Promise<void>;
  /** How often to look whether the customer closed the popup. */
  readonly watchIntervalMs?: number;
}

const buttonStyle =
  'position:fixed;inset:auto 16px 16px auto;z-index:2147483647;padding:12px 16px;font:inherit';

export function createAuthenticationPopups(options: AuthenticationPopupsOptions) {
  const { page, reportClosed } = options;
  const watchIntervalMs = options.watchIntervalMs ?? 500;
  const open = new Map<
    string,
    { popup?: PopupWindow; button?: PopupButton; watch?: ReturnType<typeof setInterval> }
  >();

  function forget(id: string): void {
    const entry = open.get(id);
    if (entry === undefined) return;
    open.delete(id);
    if (entry.watch !== undefined) clearInterval(entry.watch);
    entry.button?.remove();
    if (entry.popup !== undefined && !entry.popup.closed) entry.popup.close();
  }

  function watch(id: string, popup: PopupWindow): void {
    // Still the host's own blank document here, so the opener can be cut from this side.
    popup.opener = null;
    const interval = setInterval(() => {
      if (!popup.closed) return;
      forget(id);
      reportClosed(id).catch((error: unknown) => {
        console.warn('Counter bridge: could not report a closed authentication page', error);
      });
    }, watchIntervalMs);
    open.set(id, { popup, watch: interval });
  }

  function show(id: string): void {
    const url = authenticationPath(id);
    const target = `counter-authentication-${id}`;
    const popup = page.open(url, target, 'popup,width=600,height=760');
    if (popup !== null) {
      watch(id, popup);
      return;
    }
    const button = page.document.createElement('button');
    button.textContent = "Open the customer's authentication page";
    // CSSOM, not a style attribute: the renderer's CSP allows no inline styles.
    button.style.cssText = buttonStyle;
    button.addEventListener('click', () => {
      const opened = page.open(url, target, 'popup,width=600,height=760');
      if (opened === null) return;
      button.remove();
      watch(id, opened);
    });
    open.set(id, { button });
    page.document.body?.append(button);
  }

  return {
    onNotice: (notice: HostNotice, payload: unknown): void => {
      const id =
        typeof payload === 'object' && payload !== null && 'id' in payload ? payload.id : undefined;
      if (typeof id !== 'string') return;
      if (notice === 'authentication-close') forget(id);
      else if (!open.has(id)) show(id);
    },
  };
}
