import { invokeChannels } from '../../../shared/ipc/channel-names';
import type { IpcResult } from '../../../shared/ipc/ipc-result';
import { isTrustedIpcSender } from '../../app/security/trusted-ipc-sender';
import type { CoreEventSource } from '../event-hub';
import type { IpcDispatch } from '../ipc-dispatch';

/** The parts of Electron's invoke event the sender check reads. */
interface InvokeEvent {
  readonly sender: { readonly id: number };
  readonly senderFrame: { readonly url: string; readonly parent: unknown } | null;
}

/** ipcMain as this transport uses it; tests pass a fake, since Electron cannot run there. */
export interface InvokeRegistry {
  handle(channel: string, listener: (event: InvokeEvent, input: unknown) => Promise<unknown>): void;
  removeHandler(channel: string): void;
}

/** The app window's web contents, the only receiver of events. */
export interface EventReceiver {
  readonly id: number;
  isDestroyed(): boolean;
  send(channel: string, payload: unknown): void;
}

interface ElectronTransportOptions {
  readonly ipcMain: InvokeRegistry;
  readonly dispatch: IpcDispatch;
  readonly events: CoreEventSource;
  /** The main window's web contents; undefined while there is none. */
  readonly appWindow: () => EventReceiver | undefined;
  /** Told of each refused message, for main's log; the refused page learns only the code. */
  readonly onUntrustedSender: (channel: string) => void;
}

const untrusted: IpcResult<never> = {
  ok: false,
  error: { code: 'UNTRUSTED_SENDER', message: 'The sender may not use this channel.' },
};

/**
 * The one wrapper over ipcMain.handle (STYLE.md: one IPC wrapper). Every invoke channel
 * refuses a sender that is not the app window's top frame on the app's origin before anything
 * else runs, then dispatches; events go to the app window alone. Returns the function that
 * removes every handler and subscription again.
 */
export function registerElectronTransport(options: ElectronTransportOptions): () => void {
  const { ipcMain, dispatch, events, appWindow, onUntrustedSender } = options;
  for (const channel of invokeChannels) {
    ipcMain.handle(channel, (event, input) => {
      const window = appWindow();
      const frame = event.senderFrame;
      const trusted =
        window !== undefined &&
        isTrustedIpcSender(
          {
            webContentsId: event.sender.id,
            // A destroyed or navigated-away frame has no URL left to trust.
            frameUrl: frame?.url ?? null,
            isMainFrame: frame !== null && frame.parent === null,
          },
          { webContentsId: window.id },
        );
      if (!trusted) {
        onUntrustedSender(channel);
        return Promise.resolve(untrusted);
      }
      return dispatch(channel, input);
    });
  }
  const unsubscribe = events.subscribe(({ channel, payload }) => {
    const window = appWindow();
    if (window !== undefined && !window.isDestroyed()) window.send(channel, payload);
  });
  return () => {
    unsubscribe();
    for (const channel of invokeChannels) ipcMain.removeHandler(channel);
  };
}
