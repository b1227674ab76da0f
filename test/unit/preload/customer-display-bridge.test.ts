import { describe, expect, it } from 'vitest';
import { exposeCustomerDisplay } from '../../../preload/customer-display-bridge';
import {
  customerDisplayChannel,
  type CustomerDisplayBridge,
} from '../../../shared/ipc/customer-display-channel';

type Relay = (event: unknown, payload: unknown) => void;

/** ipcRenderer and contextBridge without Electron, recording everything the preload touches. */
function expose() {
  const listeners = new Map<string, Relay[]>();
  const touched: string[] = [];
  const ipc = new Proxy(
    {
      on: (channel: string, listener: Relay) => {
        listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
      },
    },
    {
      get(target, property, receiver) {
        touched.push(String(property));
        return Reflect.get(target, property, receiver) as unknown;
      },
    },
  );
  const exposed: { key: string; api: CustomerDisplayBridge }[] = [];
  exposeCustomerDisplay({ exposeInMainWorld: (key, api) => exposed.push({ key, api }) }, ipc);
  const [only] = exposed;
  if (only === undefined || exposed.length !== 1) throw new Error('expected one exposed object');
  const push = (channel: string, payload: unknown) => {
    for (const listener of listeners.get(channel) ?? []) {
      listener({ sender: 'the electron event', ports: [] }, payload);
    }
  };
  return { key: only.key, api: only.api, listeners, touched, push };
}

describe('the customer display preload', () => {
  it('exposes window.customerDisplay with one subscribe function and nothing else', () => {
    const { key, api } = expose();
    expect(key).toBe('customerDisplay');
    expect(Object.keys(api)).toEqual(['subscribe']);
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('only ever listens, on the display channel alone: it can send main nothing', () => {
    const { listeners, touched } = expose();
    expect([...listeners.keys()]).toEqual([customerDisplayChannel]);
    expect(touched).toEqual(['on']);
  });

  it('hands a late subscriber the latest state, then each new one, without the Electron event', () => {
    const { api, push } = expose();
    push(customerDisplayChannel, { sale: null, n: 1 });
    push(customerDisplayChannel, { sale: null, n: 2 });
    const received: unknown[] = [];
    const unsubscribe = api.subscribe((state) => received.push(state));
    push(customerDisplayChannel, { sale: null, n: 3 });
    expect(received).toEqual([
      { sale: null, n: 2 },
      { sale: null, n: 3 },
    ]);
    unsubscribe();
    push(customerDisplayChannel, { sale: null, n: 4 });
    expect(received).toHaveLength(2);
  });

  it('hands a subscriber nothing before main has sent a state', () => {
    const { api } = expose();
    const received: unknown[] = [];
    api.subscribe((state) => received.push(state));
    expect(received).toEqual([]);
  });

  it('refuses a subscription without a listener', () => {
    const { api } = expose();
    expect(() => api.subscribe('not a function' as never)).toThrow(TypeError);
  });
});
