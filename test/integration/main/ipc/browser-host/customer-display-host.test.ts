import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDisplayChannel } from '../../../../../shared/ipc/customer-display-channel';
import type { CustomerDisplayState } from '../../../../../shared/ipc/customer-display-state';
import { eventChannels } from '../../../../../shared/ipc/channel-names';
import type { CustomerDisplaySource } from '../../../../../main/core/customer-display-feed';
import { createEventHub } from '../../../../../main/ipc/event-hub';
import type { HandlerTable } from '../../../../../main/ipc/handler-table';
import { createIpcDispatch } from '../../../../../main/ipc/ipc-dispatch';
import { createBrowserAuthentications } from '../../../../../main/ipc/browser-host/browser-authenticator';
import {
  startBrowserHost,
  type BrowserHost,
} from '../../../../../main/ipc/browser-host/browser-host-server';
import {
  customerDisplayBridgePath,
  customerDisplayEventsPath,
  eventsPath,
  tokenAttribute,
} from '../../../../../main/ipc/browser-host/host-wire';

/*
 * The browser host's customer display over real loopback HTTP: its page, its bridge and its
 * stream, which carries the display's channel and nothing of the counter's.
 */

const welcome: CustomerDisplayState = { language: 'ja', training: false, sale: null };

let root: string;
let rendererDir: string;
let host: BrowserHost;
let current = welcome;
const listeners = new Set<(state: CustomerDisplayState) => void>();
const source: CustomerDisplaySource = {
  current: () => current,
  subscribe: (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
const hub = createEventHub({ validate: true, onError: () => undefined });

function start(customerDisplay?: CustomerDisplaySource): Promise<BrowserHost> {
  return startBrowserHost({
    dispatch: createIpcDispatch({ handlers: {} as HandlerTable, validateOutput: true }),
    events: hub,
    authentications: createBrowserAuthentications(),
    rendererDir,
    ...(customerDisplay !== undefined && { customerDisplay }),
  });
}

/** Reads the event stream until `count` events came, then drops the connection. */
async function readEvents(url: string, count: number, whileOpen: () => void) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  let opened = false;
  const blocks = () => text.split('\n\n').filter((block) => block.startsWith('event:'));
  while (blocks().length < count) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (!opened && blocks().length > 0) {
      opened = true;
      whileOpen();
    }
  }
  controller.abort();
  return blocks().map((block) => {
    const [event = '', data = ''] = block.split('\n');
    return {
      event: event.slice('event: '.length),
      data: JSON.parse(data.slice('data: '.length)) as unknown,
    };
  });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'customer-display-host-'));
  rendererDir = join(root, 'renderer');
  await mkdir(rendererDir, { recursive: true });
  await writeFile(
    join(rendererDir, 'index.html'),
    '<!doctype html><html><head><title>counter</title></head><body></body></html>',
  );
  await writeFile(
    join(rendererDir, 'customer-display.html'),
    '<!doctype html><html lang="ja"><head><title>display</title></head><body></body></html>',
  );
  host = await start(source);
});

afterAll(async () => {
  await host.close();
  await rm(root, { recursive: true, force: true });
});

describe('the browser host’s customer display', () => {
  it('serves the display page with its own bridge first, and without the run’s token', async () => {
    expect(host.customerDisplayUrl).toBe(`${host.url}customer-display.html`);
    const response = await fetch(host.customerDisplayUrl);
    const html = await response.text();
    expect(html).toMatch(
      new RegExp(`<head>\\s*<script src="${customerDisplayBridgePath}"></script>`),
    );
    expect(html).not.toContain(tokenAttribute);
    expect(html).not.toContain(host.token);
  });

  it('serves the display bridge as a script', async () => {
    const response = await fetch(`${host.url.slice(0, -1)}${customerDisplayBridgePath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await response.text()).toContain(customerDisplayEventsPath);
  });

  it('streams the current state at once, then each change, on the display channel alone', async () => {
    const paid: CustomerDisplayState = { ...welcome, language: 'en' };
    const received = await readEvents(
      `${host.url.slice(0, -1)}${customerDisplayEventsPath}`,
      2,
      () => {
        // Counter events on the hub must not reach the display's stream.
        hub.emit('connectivity:changed', { status: 'online', checkedAt: null });
        current = paid;
        for (const listener of listeners) listener(paid);
      },
    );
    expect(received).toEqual([
      { event: customerDisplayChannel, data: welcome },
      { event: customerDisplayChannel, data: paid },
    ]);
    for (const { event } of received) expect(eventChannels).not.toContain(event);
  });

  it('lets the display reach nothing of the counter’s without the token', async () => {
    const origin = host.url.slice(0, -1);
    expect((await fetch(`${origin}${eventsPath}`)).status).toBe(401);
    const invoke = await fetch(`${origin}/ipc/settings:get`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(invoke.status).toBe(401);
  });

  it('ends the oldest display stream past its cap, so held streams cannot starve the display', async () => {
    let oldestClosed: () => void = () => undefined;
    const closed = new Promise<void>((resolve) => (oldestClosed = resolve));
    let opened = 0;
    const counted: CustomerDisplaySource = {
      current: () => welcome,
      // A stream unsubscribes when the host sees it close; the first to open is the oldest.
      subscribe: () => {
        opened += 1;
        return opened === 1 ? () => oldestClosed() : () => undefined;
      },
    };
    const capped = await startBrowserHost({
      dispatch: createIpcDispatch({ handlers: {} as HandlerTable, validateOutput: true }),
      events: hub,
      authentications: createBrowserAuthentications(),
      rendererDir,
      customerDisplay: counted,
      maxDisplayStreams: 2,
    });
    const url = `${capped.url.slice(0, -1)}${customerDisplayEventsPath}`;
    const controllers = [new AbortController(), new AbortController(), new AbortController()];
    const open = (index: number) => fetch(url, { signal: controllers[index]?.signal ?? null });
    try {
      // Two streams a local program holds open, then the real display's.
      const held = await open(0);
      const alsoHeld = await open(1);
      const display = await open(2);
      expect([held.status, alsoHeld.status, display.status]).toEqual([200, 200, 200]);
      // The host ended the oldest: its body reaches its end, and it left the feed.
      const text = await held.text();
      expect(text.startsWith('retry: 1000\n\n')).toBe(true);
      await closed;
    } finally {
      for (const controller of controllers) controller.abort();
      await capped.close();
    }
  });

  it('has no display stream or bridge when the core gave it no display', async () => {
    const plain = await start();
    try {
      const origin = plain.url.slice(0, -1);
      expect((await fetch(`${origin}${customerDisplayEventsPath}`)).status).toBe(404);
      expect((await fetch(`${origin}${customerDisplayBridgePath}`)).status).toBe(404);
      const html = await (await fetch(plain.customerDisplayUrl)).text();
      expect(html).not.toContain(customerDisplayBridgePath);
    } finally {
      await plain.close();
    }
  });
});
