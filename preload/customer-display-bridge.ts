import {
  createCustomerDisplayBridge,
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

export function exposeCustomerDisplay(bridge: ContextBridgeLike, ipc: DisplayIpc): void {
  const api = createCustomerDisplayBridge((deliver) => {
    // The Electron event object holds the sender and ports; the page gets the payload only.
    ipc.on(customerDisplayChannel, (_event, state) => deliver(state));
  });
  bridge.exposeInMainWorld('customerDisplay', api);
}
