import { eventChannels, invokeChannels } from '../shared/ipc/channel-names';
import { eventMethodName, invokeMethodName } from '../shared/ipc/method-names';

/*
 * window.pos, built from the channel names alone (DESIGN.md: IPC): one function per invoke
 * channel and one subscribe function per event channel, nothing else. No ipcRenderer, no
 * generic invoke, no free-form `on` crosses the bridge; main checks every input.
 */

/** ipcRenderer as the bridge uses it; tests pass a fake, since Electron cannot run there. */
export interface BridgeIpc {
  invoke(channel: string, input: unknown): Promise<unknown>;
  on(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
}

interface ContextBridgeLike {
  exposeInMainWorld(key: string, api: Record<string, unknown>): void;
}

function createPosApi(ipc: BridgeIpc): Readonly<Record<string, unknown>> {
  const api: Record<string, unknown> = {};
  for (const channel of invokeChannels) {
    // One argument only: whatever else a page passes never reaches main.
    api[invokeMethodName(channel)] = (input?: unknown) => ipc.invoke(channel, input);
  }
  for (const channel of eventChannels) {
    api[eventMethodName(channel)] = (listener: (payload: unknown) => void) => {
      if (typeof listener !== 'function') throw new TypeError(`${channel} needs a listener`);
      // The Electron event object holds the sender and ports; the page gets the payload only.
      const relay = (_event: unknown, payload: unknown) => listener(payload);
      ipc.on(channel, relay);
      return () => {
        ipc.removeListener(channel, relay);
      };
    };
  }
  return Object.freeze(api);
}

export function exposePosApi(bridge: ContextBridgeLike, ipc: BridgeIpc): void {
  bridge.exposeInMainWorld('pos', createPosApi(ipc));
}
