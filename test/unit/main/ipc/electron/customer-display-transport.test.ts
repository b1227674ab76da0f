import { describe, expect, it } from 'vitest';
import { invokeChannels } from '../../../../../shared/ipc/channel-names';
import { customerDisplayChannel } from '../../../../../shared/ipc/customer-display-channel';
import type { CustomerDisplayState } from '../../../../../shared/ipc/customer-display-state';
import type { CustomerDisplaySource } from '../../../../../main/core/customer-display-feed';
import {
  feedCustomerDisplay,
  type DisplayContents,
} from '../../../../../main/ipc/electron/customer-display-transport';
import {
  registerElectronTransport,
  type InvokeRegistry,
} from '../../../../../main/ipc/electron/electron-transport';
import { createEventHub } from '../../../../../main/ipc/event-hub';
import { appPages, appPageUrl } from '../../../../../main/app/security/app-origin';

const welcome: CustomerDisplayState = { language: 'ja', training: false, sale: null };

function fakeSource() {
  let current = welcome;
  const listeners = new Set<(state: CustomerDisplayState) => void>();
  const source: CustomerDisplaySource = {
    current: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const change = (state: CustomerDisplayState) => {
    current = state;
    for (const listener of listeners) listener(state);
  };
  return { source, change, listeners };
}

function fakeContents() {
  const sent: { channel: string; payload: unknown }[] = [];
  const loadListeners = new Set<() => void>();
  const contents: DisplayContents & { destroyed: boolean } = {
    destroyed: false,
    isDestroyed() {
      return this.destroyed;
    },
    send: (channel, payload) => sent.push({ channel, payload }),
    on: (_event, listener) => loadListeners.add(listener),
    off: (_event, listener) => loadListeners.delete(listener),
  };
  const load = () => {
    for (const listener of loadListeners) listener();
  };
  return { contents, sent, load, loadListeners };
}

describe('feedCustomerDisplay', () => {
  it('sends the current state when the page has loaded, and again after a reload', () => {
    const { source } = fakeSource();
    const { contents, sent, load } = fakeContents();
    feedCustomerDisplay(source, contents);
    expect(sent).toEqual([]);
    load();
    load();
    expect(sent).toEqual([
      { channel: customerDisplayChannel, payload: welcome },
      { channel: customerDisplayChannel, payload: welcome },
    ]);
  });

  it('sends every change on the display channel alone', () => {
    const { source, change } = fakeSource();
    const { contents, sent } = fakeContents();
    feedCustomerDisplay(source, contents);
    const english = { ...welcome, language: 'en' as const };
    change(english);
    expect(sent).toEqual([{ channel: customerDisplayChannel, payload: english }]);
  });

  it('sends nothing to a destroyed window, and nothing once stopped', () => {
    const { source, change, listeners } = fakeSource();
    const { contents, sent, loadListeners } = fakeContents();
    const stop = feedCustomerDisplay(source, contents);
    contents.destroyed = true;
    change({ ...welcome, training: true });
    expect(sent).toEqual([]);
    stop();
    expect(listeners.size).toBe(0);
    expect(loadListeners.size).toBe(0);
  });
});

describe('the app window’s IPC and the customer display', () => {
  it('refuses every invoke the display’s page could send: it is not the app window', async () => {
    const handlers = new Map<string, Parameters<InvokeRegistry['handle']>[1]>();
    const refused: string[] = [];
    const dispatched: string[] = [];
    registerElectronTransport({
      ipcMain: {
        handle: (channel, listener) => handlers.set(channel, listener),
        removeHandler: (channel) => handlers.delete(channel),
      },
      dispatch: (channel) => {
        dispatched.push(channel);
        return Promise.resolve({ ok: true, data: null });
      },
      events: createEventHub({ validate: true, onError: () => undefined }),
      appWindow: () => ({ id: 1, isDestroyed: () => false, send: () => undefined }),
      onUntrustedSender: (channel) => refused.push(channel),
    });
    const display = {
      sender: { id: 2 },
      senderFrame: { url: appPageUrl(appPages.customerDisplay), parent: null },
    };
    for (const channel of invokeChannels) {
      const answer = await handlers.get(channel)?.(display, {});
      expect(answer).toMatchObject({ ok: false, error: { code: 'UNTRUSTED_SENDER' } });
    }
    expect(refused).toEqual([...invokeChannels]);
    expect(dispatched).toEqual([]);
  });
});
