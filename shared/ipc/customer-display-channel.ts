/*
 * The customer display's one channel, apart from its schema: the display-only preload and
 * the browser host's display bridge import this alone and must bundle no zod (DESIGN.md:
 * Build). customer-display-state.ts says what travels on it.
 */

/** Main pushes what the customer may see, whole, on every change; the display sends nothing. */
export const customerDisplayChannel = 'customer-display:state';

/**
 * `window.customerDisplay`, all the display page can reach: one subscribe function, which
 * hands over the latest state at once and every later one, and returns its unsubscribe. The
 * payload is `unknown` here because the page checks it against the schema itself.
 */
export interface CustomerDisplayBridge {
  subscribe(listener: (state: unknown) => void): () => void;
}

/**
 * window.customerDisplay over a transport's delivery of the channel's messages: the
 * preload's ipcRenderer, or the browser host's event stream, so the two cannot differ. It
 * listens from the start and keeps the latest state, since main sends it when the page has
 * loaded, which may be before the page subscribes.
 */
export function createCustomerDisplayBridge(
  listen: (deliver: (state: unknown) => void) => void,
): CustomerDisplayBridge {
  const listeners = new Set<(state: unknown) => void>();
  let latest: { state: unknown } | undefined;
  listen((state) => {
    latest = { state };
    for (const listener of listeners) listener(state);
  });
  return Object.freeze({
    subscribe(listener: (state: unknown) => void): () => void {
      if (typeof listener !== 'function') throw new TypeError('subscribe needs a listener');
      listeners.add(listener);
      if (latest !== undefined) listener(latest.state);
      return () => {
        listeners.delete(listener);
      };
    },
  });
}
