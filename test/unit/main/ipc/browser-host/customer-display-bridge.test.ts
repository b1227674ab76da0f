import { describe, expect, it } from 'vitest';
import { installCustomerDisplayBridge } from '../../../../../main/ipc/browser-host/customer-display-bridge';
import { customerDisplayEventsPath } from '../../../../../main/ipc/browser-host/host-wire';
import {
  customerDisplayChannel,
  type CustomerDisplayBridge,
} from '../../../../../shared/ipc/customer-display-channel';

type Listener = (event: { readonly data: string }) => void;

/** A page with an EventSource that records its stream and lets the test deliver events. */
function fakePage() {
  const sources: { url: string; listeners: Map<string, Listener> }[] = [];
  class FakeEventSource {
    readonly listeners = new Map<string, Listener>();
    constructor(readonly url: string) {
      sources.push(this);
    }
    addEventListener(type: string, listener: Listener): void {
      this.listeners.set(type, listener);
    }
  }
  const page = { EventSource: FakeEventSource };
  const deliver = (type: string, payload: unknown) =>
    sources[0]?.listeners.get(type)?.({ data: JSON.stringify(payload) });
  return { page, sources, deliver };
}

describe('the browser host’s display bridge', () => {
  it('follows the display stream alone and defines window.customerDisplay, read-only', () => {
    const { page, sources } = fakePage();
    installCustomerDisplayBridge(page);
    expect(sources.map((source) => source.url)).toEqual([customerDisplayEventsPath]);
    expect([...(sources[0]?.listeners.keys() ?? [])]).toEqual([customerDisplayChannel]);
    const bridge = (page as unknown as { customerDisplay: CustomerDisplayBridge }).customerDisplay;
    expect(Object.keys(bridge)).toEqual(['subscribe']);
    expect(Object.getOwnPropertyDescriptor(page, 'customerDisplay')?.writable).toBe(false);
  });

  it('hands a subscriber the latest state from the stream, then each new one', () => {
    const { page, deliver } = fakePage();
    installCustomerDisplayBridge(page);
    deliver(customerDisplayChannel, { sale: null, n: 1 });
    const received: unknown[] = [];
    const bridge = (page as unknown as { customerDisplay: CustomerDisplayBridge }).customerDisplay;
    bridge.subscribe((state) => received.push(state));
    deliver(customerDisplayChannel, { sale: null, n: 2 });
    expect(received).toEqual([
      { sale: null, n: 1 },
      { sale: null, n: 2 },
    ]);
  });
});
