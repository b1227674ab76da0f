import { describe, expect, it } from 'vitest';
import { eventChannels, invokeChannels } from '../../../shared/ipc/channel-names';
import { eventMethodName, invokeMethodName } from '../../../shared/ipc/method-names';
import { exposePosApi, type BridgeIpc } from '../../../preload/pos-bridge';

type Relay = (event: unknown, payload: unknown) => void;

/** ipcRenderer and contextBridge without Electron, recording what the preload does with them. */
function expose() {
  const invoked: { channel: string; input: unknown }[] = [];
  const listeners = new Map<string, Set<Relay>>();
  const ipc: BridgeIpc = {
    invoke: (channel, input) => {
      invoked.push({ channel, input });
      return Promise.resolve({ ok: true, data: channel });
    },
    on: (channel, listener) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
    },
    removeListener: (channel, listener) => listeners.get(channel)?.delete(listener),
  };
  const exposed: { key: string; api: Record<string, unknown> }[] = [];
  exposePosApi({ exposeInMainWorld: (key, api) => exposed.push({ key, api }) }, ipc);
  const [only] = exposed;
  if (only === undefined || exposed.length !== 1) throw new Error('expected one exposed object');
  const push = (channel: string, payload: unknown) => {
    for (const listener of listeners.get(channel) ?? []) {
      listener({ sender: 'the electron event', ports: [] }, payload);
    }
  };
  return { key: only.key, api: only.api, invoked, listeners, push };
}

function method(api: Record<string, unknown>, name: string): (...args: unknown[]) => unknown {
  const value = api[name];
  if (typeof value !== 'function') throw new Error(`${name} is not a function`);
  return value as (...args: unknown[]) => unknown;
}

describe('the preload bridge', () => {
  it('exposes window.pos with exactly one function per channel and nothing else', () => {
    const { key, api } = expose();
    expect(key).toBe('pos');
    const expected = [
      ...invokeChannels.map((channel) => invokeMethodName(channel)),
      ...eventChannels.map((channel) => eventMethodName(channel)),
    ];
    expect(Object.keys(api).sort()).toEqual(expected.sort());
    for (const value of Object.values(api)) expect(typeof value).toBe('function');
    expect(api).not.toHaveProperty('invoke');
    expect(api).not.toHaveProperty('on');
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('invokes its own channel with the one input given', async () => {
    const { api, invoked } = expose();
    const input = { scope: 'store' };
    await method(api, 'tokensList')(input, 'a second argument main must never see');
    await method(api, 'flowsListRunning')();
    expect(invoked).toEqual([
      { channel: 'tokens:list', input },
      { channel: 'flows:list-running', input: undefined },
    ]);
  });

  it('hands a subscriber the payload without the Electron event, until it unsubscribes', () => {
    const { api, push, listeners } = expose();
    const received: unknown[] = [];
    const unsubscribe = method(
      api,
      'onFlowsProgress',
    )((payload: unknown) => received.push(payload));
    push('flows:progress', { step: 'started' });
    push('connectivity:changed', { status: 'online' });
    expect(received).toEqual([{ step: 'started' }]);
    expect(typeof unsubscribe).toBe('function');
    (unsubscribe as () => void)();
    push('flows:progress', { step: 'succeeded' });
    expect(received).toHaveLength(1);
    expect(listeners.get('flows:progress')?.size).toBe(0);
  });

  it('refuses a subscription without a listener', () => {
    const { api } = expose();
    expect(() => method(api, 'onAppCommand')('not a function')).toThrow(TypeError);
  });
});
