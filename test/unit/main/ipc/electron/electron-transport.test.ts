import { describe, expect, it } from 'vitest';
import { invokeChannels } from '../../../../../shared/ipc/channel-names';
import {
  registerElectronTransport,
  type EventReceiver,
  type InvokeRegistry,
} from '../../../../../main/ipc/electron/electron-transport';
import { createEventHub } from '../../../../../main/ipc/event-hub';
import type { IpcDispatch } from '../../../../../main/ipc/ipc-dispatch';

const appUrl = 'app://counter/index.html';
type Listener = Parameters<InvokeRegistry['handle']>[1];

/** ipcMain without Electron: the registered listeners, callable as Electron would call them. */
function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  const registry: InvokeRegistry = {
    handle: (channel, listener) => {
      if (handlers.has(channel))
        throw new Error(`Attempted to register a second handler for '${channel}'`);
      handlers.set(channel, listener);
    },
    removeHandler: (channel) => {
      handlers.delete(channel);
    },
  };
  return { registry, handlers };
}

function fakeWindow(id: number) {
  const sent: { channel: string; payload: unknown }[] = [];
  const window: EventReceiver & { destroyed: boolean } = {
    id,
    destroyed: false,
    isDestroyed() {
      return this.destroyed;
    },
    send: (channel, payload) => sent.push({ channel, payload }),
  };
  return { window, sent };
}

function setUp() {
  const ipc = fakeIpcMain();
  const { window, sent } = fakeWindow(7);
  const dispatched: { channel: string; input: unknown }[] = [];
  const dispatch: IpcDispatch = (channel, input) => {
    dispatched.push({ channel, input });
    return Promise.resolve({ ok: true, data: 'answered' });
  };
  const hub = createEventHub({
    validate: true,
    onError: (channel, error) => {
      throw new Error(`unexpected event error on ${channel}: ${String(error)}`);
    },
  });
  let current: EventReceiver | undefined = window;
  const refused: string[] = [];
  const unregister = registerElectronTransport({
    ipcMain: ipc.registry,
    dispatch,
    events: hub,
    appWindow: () => current,
    onUntrustedSender: (channel) => refused.push(channel),
  });
  const invoke = (
    channel: string,
    sender: { id: number; url: string | null; topFrame?: boolean },
    input: unknown = {},
  ) => {
    const listener = ipc.handlers.get(channel);
    if (listener === undefined) throw new Error(`No handler for ${channel}`);
    const senderFrame =
      sender.url === null
        ? null
        : { url: sender.url, parent: sender.topFrame === false ? { url: appUrl } : null };
    return listener({ sender: { id: sender.id }, senderFrame }, input);
  };
  return {
    ipc,
    hub,
    sent,
    dispatched,
    refused,
    window,
    invoke,
    unregister,
    closeWindow: () => {
      current = undefined;
    },
  };
}

describe('the Electron IPC transport', () => {
  it('registers one handler for every invoke channel', () => {
    const { ipc } = setUp();
    expect([...ipc.handlers.keys()].sort()).toEqual([...invokeChannels].sort());
  });

  it("dispatches a message from the app window's top frame on the app origin", async () => {
    const { invoke, dispatched } = setUp();
    const input = { scope: 'store' };
    expect(await invoke('tokens:list', { id: 7, url: appUrl }, input)).toEqual({
      ok: true,
      data: 'answered',
    });
    expect(dispatched).toEqual([{ channel: 'tokens:list', input }]);
  });

  it('refuses another window, a subframe, another origin and a destroyed frame before dispatching', async () => {
    const { invoke, dispatched, refused } = setUp();
    const senders = [
      { id: 8, url: appUrl },
      { id: 7, url: appUrl, topFrame: false },
      { id: 7, url: 'https://issuer.example/3ds' },
      { id: 7, url: 'file:///index.html' },
      { id: 7, url: null },
    ];
    for (const sender of senders) {
      expect(await invoke('profiles:list', sender)).toMatchObject({
        ok: false,
        error: { code: 'UNTRUSTED_SENDER' },
      });
    }
    expect(dispatched).toEqual([]);
    expect(refused).toHaveLength(senders.length);
  });

  it('refuses every sender while there is no app window', async () => {
    const { invoke, dispatched, closeWindow } = setUp();
    closeWindow();
    expect(await invoke('profiles:list', { id: 7, url: appUrl })).toMatchObject({ ok: false });
    expect(dispatched).toEqual([]);
  });

  it('pushes events to the app window only, and not once it is destroyed', () => {
    const { hub, sent, window } = setUp();
    const payload = { status: 'online', checkedAt: '2026-11-21T10:00:00.000Z' } as const;
    hub.emit('connectivity:changed', payload);
    expect(sent).toEqual([{ channel: 'connectivity:changed', payload }]);
    window.destroyed = true;
    hub.emit('app:command', { command: 'new-sale' });
    expect(sent).toHaveLength(1);
  });

  it('removes every handler and stops pushing events when unregistered', () => {
    const { ipc, hub, sent, unregister } = setUp();
    unregister();
    expect(ipc.handlers.size).toBe(0);
    hub.emit('app:command', { command: 'new-sale' });
    expect(sent).toEqual([]);
  });
});
