import { eventChannels, invokeChannels } from '../../../shared/ipc/channel-names';
import { eventMethodName, invokeMethodName } from '../../../shared/ipc/method-names';
import { createAuthenticationPopups, type PopupPage } from './authentication-popups';
import { connectToHost, type BridgeConnection } from './host-connection';
import { tokenAttribute } from './host-wire';

/*
 * window.pos for the renderer in a browser (DESIGN.md: Where Electron cannot run), with the
 * preload's shape exactly: one function per invoke channel, one subscribe function per event
 * channel, both from the channel names, so the two cannot drift (a unit test compares them).
 * bridge-script.ts bundles this file for the page; the host serves it before the renderer.
 */

export function createBrowserPosApi(
  connection: BridgeConnection,
): Readonly<Record<string, unknown>> {
  const api: Record<string, unknown> = {};
  for (const channel of invokeChannels) {
    // One argument only, as in the preload: whatever else a page passes never reaches main.
    api[invokeMethodName(channel)] = (input?: unknown) => connection.invoke(channel, input);
  }
  for (const channel of eventChannels) {
    api[eventMethodName(channel)] = (listener: (payload: unknown) => void) => {
      if (typeof listener !== 'function') throw new TypeError(`${channel} needs a listener`);
      return connection.subscribe(channel, (payload) => listener(payload));
    };
  }
  return Object.freeze(api);
}

/** The parts of the page the bridge uses (main's TypeScript project has no DOM types). */
interface BridgePage extends PopupPage {
  readonly location: { readonly origin: string };
  readonly document: PopupPage['document'] & {
    readonly currentScript: {
      getAttribute(name: string): string | null;
      removeAttribute(name: string): void;
    } | null;
  };
  fetch: typeof fetch;
}

/**
 * Runs as the page's first script: takes the token from its own script element (the host
 * writes it there, never into a URL), and defines window.pos as the preload's contextBridge
 * does: frozen, and neither writable nor deletable.
 */
export function installBrowserBridge(page: BridgePage): void {
  const script = page.document.currentScript;
  const token = script?.getAttribute(tokenAttribute);
  if (script === null || token === null || token === undefined || token === '') {
    throw new Error('Counter bridge: the page was not served by the browser host');
  }
  script.removeAttribute(tokenAttribute);
  const popups = createAuthenticationPopups({
    page,
    reportClosed: (id) => connection.reportClosed(id),
  });
  const connection = connectToHost({
    origin: page.location.origin,
    token,
    fetch: (input, init) => page.fetch(input, init),
    onNotice: popups.onNotice,
  });
  Object.defineProperty(page, 'pos', { value: createBrowserPosApi(connection), enumerable: true });
}
