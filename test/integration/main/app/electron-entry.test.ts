import { once } from 'node:events';
import { access, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invokeChannels } from '../../../../shared/ipc/channel-names';
import { appPages, appPageUrl, appScheme } from '../../../../main/app/security/app-origin';
import {
  customerDisplayPartition,
  webPreferencesFor,
} from '../../../../main/app/security/web-preferences';
import {
  appEmitter,
  pathsRoot,
  recorded,
  windowEvents,
  windowLoaded,
  type StandInBrowserWindow,
} from './electron-stand-in';

/*
 * The Electron entry has never run where Electron cannot (DESIGN.md: Where Electron cannot
 * run). This boots main/app/index.ts under Node against a recording stand-in for Electron
 * (electron-stand-in.ts), with the built preloads and renderer (npm run build), and checks its
 * wiring: every contract channel is handled behind the sender check, each window gets the
 * pinned webPreferences with a preload that exists, app:// serves the built renderer, and the
 * app-wide guards reach every window.
 */

vi.mock('electron', async () => (await import('./electron-stand-in')).electron);

const root = process.cwd();
const preloads = {
  main: join(root, 'dist/preload/index.cjs'),
  customerDisplay: join(root, 'dist/preload/customer-display.cjs'),
};

let mainWindow: StandInBrowserWindow | undefined;

/** Calls a channel as a frame of `contents` at `url` would. */
function invoke(
  channel: string,
  input: unknown,
  sender: { id: number },
  frame: { url: string; parent: unknown } | null,
): Promise<unknown> {
  const handler = recorded.invokeHandlers.get(channel);
  if (handler === undefined) throw new Error(`no handler for ${channel}`);
  return handler({ sender, senderFrame: frame }, input);
}

const appFrame = { url: appPageUrl(appPages.main), parent: null };

beforeAll(async () => {
  // npm test builds (npm run build) before the suites; the checks are of what a build writes.
  for (const built of ['dist/renderer/index.html', 'dist/main/index.js']) {
    await access(join(root, built)).catch(() => {
      throw new Error(`${built} is missing: run npm run build first`);
    });
  }
  await import('../../../../main/app/index');
  mainWindow = await windowLoaded(0);
}, 120_000);

afterAll(async () => {
  if (mainWindow === undefined) return;
  // As at the app's end: the entry closes the core (journal, audit trail), then quits.
  const quit = once(windowEvents, 'quit');
  appEmitter().emit('will-quit', { preventDefault: () => undefined });
  await quit;
  await rm(pathsRoot, { recursive: true, force: true });
});

function booted(): StandInBrowserWindow {
  if (mainWindow === undefined) throw new Error('the entry opened no window');
  return mainWindow;
}

describe('the Electron entry, booted under Node', () => {
  it('starts without an error box and sets the application menu', () => {
    expect(recorded.errorBoxes).toEqual([]);
    expect(recorded.exitCodes).toEqual([]);
    expect(recorded.applicationMenu).toBeDefined();
  });

  it('registers app:// as privileged and sandboxes every renderer before ready', () => {
    expect(recorded.schemes).toContainEqual(
      expect.objectContaining({
        scheme: appScheme,
        privileges: expect.objectContaining({ standard: true, secure: true }) as unknown,
      }),
    );
    expect(recorded.sandboxEnabled).toBe(true);
  });

  it('handles every contract channel, and nothing else', () => {
    expect([...recorded.invokeHandlers.keys()].sort()).toEqual([...invokeChannels].sort());
  });

  it('refuses every channel to a foreign window, a subframe and another origin', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const foreign = { id: booted().webContents.id + 1_000 };
    for (const channel of invokeChannels) {
      const answers = await Promise.all([
        invoke(channel, {}, foreign, appFrame),
        invoke(channel, {}, booted().webContents, { url: appFrame.url, parent: {} }),
        invoke(channel, {}, booted().webContents, { url: 'https://evil.example/', parent: null }),
        invoke(channel, {}, booted().webContents, null),
      ]);
      for (const answer of answers) {
        expect(answer, channel).toMatchObject({ ok: false, error: { code: 'UNTRUSTED_SENDER' } });
      }
      // Main's log names each refusal.
      expect(warned).toHaveBeenCalledWith(`Refused ${channel} from a foreign sender`);
    }
    warned.mockRestore();
  });

  it("answers the app window's top frame through the dispatch, in the system's language", async () => {
    const answer = await invoke('settings:get', undefined, booted().webContents, appFrame);
    expect(answer).toMatchObject({ ok: true, data: { language: 'en' } });
  });

  it("gives the cashier's window the pinned webPreferences and a built preload", async () => {
    expect(booted().options.webPreferences).toEqual(
      webPreferencesFor({ kind: 'main', preloadPath: preloads.main }, 'production'),
    );
    expect(booted().options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      devTools: false,
    });
    await access(preloads.main);
  });

  it('serves the built renderer on app:// with its content security policy', async () => {
    expect(booted().loaded).toMatchObject({ url: appPageUrl(appPages.main), status: 200 });
    expect(booted().loaded?.body).toBe(
      await readFile(join(root, 'dist/renderer/index.html'), 'utf8'),
    );
    expect(booted().loaded?.headers.get('content-security-policy')).toContain("connect-src 'none'");
    expect(booted().shown).toBe(true);
  });

  it('puts the guards on every window and session', () => {
    const contents = booted().webContents;
    expect(contents.windowOpenHandler?.()).toEqual({ action: 'deny' });
    expect(contents.listenerCount('will-frame-navigate')).toBeGreaterThan(0);
    expect(contents.listenerCount('will-redirect')).toBeGreaterThan(0);
    expect(contents.listenerCount('will-attach-webview')).toBeGreaterThan(0);
    expect(contents.session.permissionRequestHandler).toBeDefined();
    expect(contents.session.permissionCheckHandler).toBeDefined();
    expect(contents.session.devicePermissionHandler?.()).toBe(false);
  });

  it('opens the customer display in its own session with its own built preload', async () => {
    const answer = await invoke(
      'settings:set',
      { customerDisplay: true },
      booted().webContents,
      appFrame,
    );
    expect(answer).toMatchObject({ ok: true });
    const display = await windowLoaded(1);
    expect(display.options.webPreferences).toEqual(
      webPreferencesFor(
        { kind: 'customer-display', preloadPath: preloads.customerDisplay },
        'production',
      ),
    );
    expect(display.webContents.session.partition).toBe(customerDisplayPartition);
    expect(display.webContents.session).not.toBe(booted().webContents.session);
    await access(preloads.customerDisplay);
    expect(display.loaded).toMatchObject({
      url: appPageUrl(appPages.customerDisplay),
      status: 200,
    });
    expect(display.webContents.windowOpenHandler?.()).toEqual({ action: 'deny' });
    // The display may not use the app's channels.
    vi.spyOn(console, 'warn').mockImplementationOnce(() => undefined);
    expect(await invoke('settings:get', undefined, display.webContents, appFrame)).toMatchObject({
      ok: false,
      error: { code: 'UNTRUSTED_SENDER' },
    });
  });
});
