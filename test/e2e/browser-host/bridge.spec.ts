import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { eventChannels, invokeChannels } from '../../../shared/ipc/channel-names';
import { eventMethodName, invokeMethodName } from '../../../shared/ipc/method-names';
import { createCounterCore, type CounterCore } from '../../../main/core/counter-core';
import { createKeychain } from '../../../main/credentials/keychain';
import { customerFrameName } from '../../../main/ipc/browser-host/authentication-relay-page';
import { createBrowserAuthentications } from '../../../main/ipc/browser-host/browser-authenticator';
import {
  startBrowserHost,
  type BrowserHost,
} from '../../../main/ipc/browser-host/browser-host-server';
import { fakeKeychainBackend } from '../../unit/main/credentials/fake-keychain-backend';

/*
 * The browser host in Chromium against the core and its built-in training simulator: the
 * page's window.pos is the bridge, called with page.evaluate as the renderer calls it. A
 * page of its own stands in for the renderer, so these specs need no renderer build. Every
 * response body and event the page saw is searched for the simulator's app token secrets and
 * JWTs, which only main may hold (DESIGN.md: Security).
 *
 * 3DS is completed as a customer would: the bridge opens the issuer page in a popup, the spec
 * clicks the simulator's Authenticate button there, and the flow learns the outcome by polling.
 */

test.describe.configure({ mode: 'serial' });

let root: string;
let dataDir: string;
let core: CounterCore;
let host: BrowserHost;
let context: BrowserContext;
let page: Page;
const bodies: { url: string; body: string }[] = [];
const reading: Promise<void>[] = [];
const unreadable: string[] = [];

test.beforeAll(async ({ browser }) => {
  root = await mkdtemp(join(tmpdir(), 'counter-browser-host-e2e-'));
  dataDir = join(root, 'data');
  const rendererDir = join(root, 'renderer');
  await mkdir(rendererDir);
  await writeFile(
    join(rendererDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Counter</title></head><body></body></html>',
  );
  const authentications = createBrowserAuthentications();
  core = await createCounterCore({
    dataDir,
    appVersion: 'e2e',
    appMode: 'development',
    simulator: 'built-in',
    authenticator: authentications.authenticator,
    printer: null,
    keychain: createKeychain({ backend: fakeKeychainBackend().backend, service: 'counter-e2e' }),
  });
  host = await startBrowserHost({
    dispatch: core.dispatch,
    events: core.events,
    authentications,
    rendererDir,
  });

  context = await browser.newContext();
  page = await context.newPage();
  // The app page's own responses: the IPC answers. The event stream never ends; its events
  // are collected in the page instead.
  page.on('response', (response) => {
    if (response.url().endsWith('/events')) return;
    reading.push(
      response.text().then(
        (body) => {
          bodies.push({ url: response.url(), body });
        },
        (error: unknown) => {
          unreadable.push(`${response.url()}: ${String(error)}`);
        },
      ),
    );
  });
  await page.goto(host.url);
  await page.evaluate(
    (methods) => {
      const seen: unknown[] = [];
      Object.assign(window, { seenEvents: seen });
      const pos = (window as unknown as { pos: Record<string, (listener: unknown) => unknown> })
        .pos;
      for (const method of methods) pos[method]?.((payload: unknown) => seen.push(payload));
    },
    eventChannels.map((channel) => eventMethodName(channel)),
  );
});

test.afterAll(async () => {
  await context.close();
  await host.close();
  await core.close();
  await rm(root, { recursive: true, force: true });
});

/** Calls window.pos in the page, as the renderer does. */
function call(method: string, input?: unknown): Promise<unknown> {
  return page.evaluate(
    ([name, argument]) => {
      const pos = (window as unknown as { pos: Record<string, (input?: unknown) => unknown> }).pos;
      const fn = pos[name];
      if (fn === undefined) throw new Error(`window.pos has no ${name}`);
      return argument === undefined ? fn() : fn(argument);
    },
    [method, input] as const,
  );
}

/** Every `secret` and `jwt` of the training simulator's app tokens, from its data file. */
async function simulatorSecrets(): Promise<string[]> {
  const text = await readFile(join(dataDir, 'training', 'simulator.json'), 'utf8');
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if ((key === 'secret' || key === 'jwt') && typeof inner === 'string') found.push(inner);
        else walk(inner);
      }
    }
  };
  walk(JSON.parse(text));
  return found;
}

test('window.pos in the page has the preload’s methods and answers from the core', async () => {
  const keys = await page.evaluate(() => Object.keys((window as unknown as { pos: object }).pos));
  expect(keys.sort()).toEqual(
    [
      ...invokeChannels.map((channel) => invokeMethodName(channel)),
      ...eventChannels.map((channel) => eventMethodName(channel)),
    ].sort(),
  );

  expect(await call('appGetInfo')).toEqual({
    ok: true,
    data: { version: 'e2e', platform: process.platform, mode: 'development' },
  });
  const profiles = (await call('profilesList')) as { ok: boolean; data: { training: boolean }[] };
  expect(profiles.ok).toBe(true);
  expect(profiles.data.some((profile) => profile.training)).toBe(true);
  const history = (await call('historyList', { scope: 'store' })) as {
    ok: boolean;
    data: { items: unknown[] };
  };
  expect(history.ok).toBe(true);
  expect(Array.isArray(history.data.items)).toBe(true);
  expect(await call('profilesRemove', { profileId: 'not-a-uuid' })).toMatchObject({
    ok: false,
    error: { code: 'INVALID_INPUT' },
  });
});

test('a card sale’s 3DS opens the issuer page in a popup that closes once the sale is paid', async () => {
  const popup = context.waitForEvent('page');
  const started = (await call('flowsStartSale', {
    token: {
      payment_type: 'card',
      email: 'hanako@example.com',
      data: {
        cardholder: 'HANAKO YAMADA',
        card_number: '4000020000000000',
        exp_month: '12',
        exp_year: '2099',
        cvv: '123',
      },
    },
    charge: { amount: 2480, currency: 'JPY', threeDs: { mode: 'force' } },
  })) as { ok: boolean; data: { operationId: string } };
  expect(started.ok).toBe(true);

  const issuer = await popup;
  // The window may close before the click returns: wait for the close from before the click.
  const closed = issuer.waitForEvent('close', { timeout: 30_000 });
  // The issuer's page loads in the relay page's frame, the popup's top document throughout.
  expect(await issuer.evaluate(() => window.opener === null)).toBe(true);
  await issuer
    .frameLocator(`iframe[name="${customerFrameName}"]`)
    .getByRole('button', { name: 'Authenticate' })
    .click();
  await closed;

  await expect
    .poll(
      () =>
        page.evaluate(
          (operationId) =>
            (
              window as unknown as { seenEvents: { operationId?: string; step?: string }[] }
            ).seenEvents
              .filter((event) => event.operationId === operationId)
              .map((event) => event.step),
          started.data.operationId,
        ),
      { timeout: 30_000 },
    )
    .toContain('succeeded');
});

test('no app token secret or JWT reaches the page in any response or event', async () => {
  await Promise.all(reading);
  expect(unreadable).toEqual([]);
  const secrets = await simulatorSecrets();
  expect(secrets.length).toBeGreaterThan(0);
  const events = await page.evaluate(() =>
    JSON.stringify((window as unknown as { seenEvents: unknown[] }).seenEvents),
  );
  expect(bodies.some(({ url }) => url.includes('/ipc/history:list'))).toBe(true);
  expect(events).toContain('authenticating');
  for (const text of [...bodies.map(({ body }) => body), events]) {
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/);
  }
});
