import type { CustomerDisplayBridge } from '../../shared/ipc/customer-display-channel';

declare global {
  interface Window {
    /**
     * The display-only preload's bridge (or the browser host's stand-in): one subscribe
     * function, nothing to send. Absent from the cashier's window, and from a display page
     * opened without its preload.
     */
    readonly customerDisplay?: CustomerDisplayBridge;
  }
}

/** All the customer display can reach: the states main pushes to it, when there is a bridge. */
export const displayBridge: CustomerDisplayBridge | undefined = window.customerDisplay;
