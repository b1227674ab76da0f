import {
  customerDisplayChannel,
  type CustomerDisplayBridge,
} from '../shared/ipc/customer-display-channel';

/*
 * window.customerDisplay for the customer display's window (docs/architecture.md: The
 * customer display): one subscribe function over the one channel main pushes the display's
 * state on. No invoke, no send, no other channel: the display can ask main for nothing.
 */

/** The part of ipcRenderer this bridge uses; tests pass a fake, since Electron cannot run there. */
export interface DisplayIpc {
  on(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
}

interface ContextBridgeLike {
  exposeInMainWorld(key: string, api: CustomerDisplayBridge): void;
}

/**
 * Listens from the start and keeps the latest state, since main sends it when the page has
 * loaded, which may be before the page subscribes.
 */
export function exposeCustomerDisplay(bridge: ContextBridgeLike, ipc: DisplayIpc): void {
  const listeners = new Set<(state: unknown) => void>();
  let latest: { state: unknown } | undefined;
  // The Electron event object holds the sender and ports; the page gets the payload only.
  ipc.on(customerDisplayChannel, (_event, state) => {
    latest = { state };
    for (const listener of listeners) listener(state);
  });
  const api: CustomerDisplayBridge = {
    subscribe(listener) {
      if (typeof listener !== 'function') throw new TypeError('subscribe needs a listener');
      listeners.add(listener);
      if (latest !== undefined) listener(latest.state);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  bridge.exposeInMainWorld('customerDisplay', Object.freeze(api));
}
