import { customerDisplayChannel } from '../../../shared/ipc/customer-display-channel';
import type { CustomerDisplaySource } from '../../core/customer-display-feed';

/** The customer display window's web contents, as this transport uses it. */
export interface DisplayContents {
  isDestroyed(): boolean;
  send(channel: string, payload: unknown): void;
  on(event: 'did-finish-load', listener: () => void): unknown;
  off(event: 'did-finish-load', listener: () => void): unknown;
}

/**
 * Feeds one customer display window (docs/architecture.md: The customer display): the current
 * state each time its page has loaded (a message sent earlier would find no listener), then
 * every change, on the display's channel alone. One way only: nothing here listens to the
 * display, and the app's IPC wrapper refuses any invoke it sends, since it is not the app
 * window. Returns the function that stops feeding it, for when the window closes.
 */
export function feedCustomerDisplay(
  source: CustomerDisplaySource,
  contents: DisplayContents,
): () => void {
  const send = (state: unknown) => {
    if (!contents.isDestroyed()) contents.send(customerDisplayChannel, state);
  };
  const sendCurrent = () => send(source.current());
  contents.on('did-finish-load', sendCurrent);
  const unsubscribe = source.subscribe(send);
  return () => {
    unsubscribe();
    contents.off('did-finish-load', sendCurrent);
  };
}
