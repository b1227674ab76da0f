import {
  createCustomerDisplayBridge,
  customerDisplayChannel,
} from '../../../shared/ipc/customer-display-channel';
import { customerDisplayEventsPath } from './host-wire';

/*
 * window.customerDisplay for the display page in a browser, with the preload's shape exactly
 * (both are createCustomerDisplayBridge): the host's display stream, which carries the
 * display's one channel and nothing else. Bundled for the page by bridge-script.ts.
 */

/** The parts of the page the bridge uses (main's TypeScript project has no DOM types). */
interface DisplayBridgePage {
  readonly EventSource: new (url: string) => {
    addEventListener(type: string, listener: (event: { readonly data: string }) => void): void;
  };
}

/** Follows the display stream (EventSource reconnects by itself) and defines the bridge. */
export function installCustomerDisplayBridge(page: DisplayBridgePage): void {
  const bridge = createCustomerDisplayBridge((deliver) => {
    const source = new page.EventSource(customerDisplayEventsPath);
    source.addEventListener(customerDisplayChannel, (event) => {
      deliver(JSON.parse(event.data));
    });
  });
  Object.defineProperty(page, 'customerDisplay', { value: bridge, enumerable: true });
}
