import { describe, expect, it, vi } from 'vitest';
import type { EventChannel, InvokeChannel } from '../../../../../shared/ipc/channel-names';
import { exposePosApi } from '../../../../../preload/pos-bridge';
import {
  createBrowserPosApi,
  installBrowserBridge,
} from '../../../../../main/ipc/browser-host/browser-bridge';
import type { BridgeConnection } from '../../../../../main/ipc/browser-host/host-connection';

/** The preload's window.pos, built against fakes of contextBridge and ipcRenderer. */
function preloadApi(): Record<string, unknown> {
  let exposed: Record<string, unknown> | undefined;
  exposePosApi(
    { exposeInMainWorld: (_key, api) => (exposed = api) },
    {
      invoke: () => Promise.resolve(undefined),
      on: () => undefined,
      removeListener: () => undefined,
    },
  );
  if (exposed === undefined) throw new Error('the preload exposed nothing');
  return exposed;
}

/** A connection that records invokes and lets the test push events. */
function fakeConnection() {
  const invoked: { channel: InvokeChannel; input: unknown }[] = [];
  const listeners = new Map<EventChannel, Set<(payload: unknown) => void>>();
  const connection: BridgeConnection = {
    invoke: (channel, input) => {
      invoked.push({ channel, input });
      return Promise.resolve({ ok: true, data: channel });
    },
    subscribe: (channel, listener) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      return () => set.delete(listener);
    },
  };
  const push = (channel: EventChannel, payload: unknown) => {
    for (const listener of listeners.get(channel) ?? []) listener(payload);
  };
  return { connection, invoked, push };
}

function method(api: Readonly<Record<string, unknown>>, name: string) {
  const value = api[name];
  if (typeof value !== 'function') throw new Error(`${name} is not a function`);
  return value as (...args: unknown[]) => unknown;
}

describe('the browser bridge', () => {
  it('has exactly the keys of the preload’s window.pos, each a function', () => {
    const browser = createBrowserPosApi(fakeConnection().connection);
    const preload = preloadApi();
    expect(Object.keys(browser).sort()).toEqual(Object.keys(preload).sort());
    for (const value of Object.values(browser)) expect(typeof value).toBe('function');
    expect(Object.isFrozen(browser)).toBe(true);
  });

  it('sends an invoke to its own channel with the first argument only', async () => {
    const { connection, invoked } = fakeConnection();
    const api = createBrowserPosApi(connection);
    await method(api, 'flowsAbort')({ operationId: 'x' }, 'smuggled');
    await method(api, 'appGetInfo')();
    expect(invoked).toEqual([
      { channel: 'flows:abort', input: { operationId: 'x' } },
      { channel: 'app:get-info', input: undefined },
    ]);
  });

  it('hands a subscriber the payload of its channel until it unsubscribes', () => {
    const { connection, push } = fakeConnection();
    const api = createBrowserPosApi(connection);
    const listener = vi.fn();
    const unsubscribe = method(api, 'onConnectivityChanged')(listener) as () => void;
    push('connectivity:changed', { status: 'online', checkedAt: null });
    push('flows:progress', { other: true });
    unsubscribe();
    push('connectivity:changed', { status: 'offline', checkedAt: null });
    expect(listener.mock.calls).toEqual([[{ status: 'online', checkedAt: null }]]);
  });

  it('refuses a subscription without a listener', () => {
    const api = createBrowserPosApi(fakeConnection().connection);
    expect(() => method(api, 'onFlowsProgress')('not a function')).toThrow(TypeError);
  });
});

/** A page as installBrowserBridge sees it, its fetch recording the requests. */
function fakePage(token: string | null) {
  const attributes = new Map<string, string>(token === null ? [] : [['data-counter-token', token]]);
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const page = {
    location: { origin: 'http://127.0.0.1:4100' },
    document: {
      currentScript: {
        getAttribute: (name: string) => attributes.get(name) ?? null,
        removeAttribute: (name: string) => attributes.delete(name),
      },
      createElement: () => {
        throw new Error('no button expected');
      },
      body: null,
    },
    open: () => null,
    fetch: (url: string, init?: RequestInit) => {
      requests.push({ url, init });
      // The event stream stays pending; invokes answer at once.
      if (url.endsWith('/events')) return new Promise<Response>(() => undefined);
      return Promise.resolve(Response.json({ ok: true, data: null }));
    },
  };
  return { page, attributes, requests };
}

describe('installing the bridge in a page', () => {
  it('defines a window.pos that cannot be replaced and sends the script’s token', async () => {
    const { page, attributes, requests } = fakePage('run-token');
    installBrowserBridge(page as unknown as Parameters<typeof installBrowserBridge>[0]);
    const pos = (page as unknown as { pos: Record<string, unknown> }).pos;
    expect(() => {
      (page as unknown as { pos: unknown }).pos = {};
    }).toThrow(TypeError);
    expect(attributes.has('data-counter-token')).toBe(false);

    await method(pos, 'profilesList')();
    const invoke = requests.find(({ url }) => url.endsWith('/ipc/profiles:list'));
    expect(invoke?.url).toBe('http://127.0.0.1:4100/ipc/profiles:list');
    expect(invoke?.init?.headers).toMatchObject({ 'x-counter-token': 'run-token' });
    const stream = requests.find(({ url }) => url.endsWith('/events'));
    expect(stream?.init?.headers).toMatchObject({ 'x-counter-token': 'run-token' });
  });

  it('refuses to run in a page the host did not serve', () => {
    const { page } = fakePage(null);
    expect(() =>
      installBrowserBridge(page as unknown as Parameters<typeof installBrowserBridge>[0]),
    ).toThrow(/not served by the browser host/);
  });
});
