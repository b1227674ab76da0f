import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invokeChannels, type InvokeChannel } from '../../../../../shared/ipc/channel-names';
import { AuthenticationEnded } from '../../../../../main/flows/engine/flow-definition';
import { createEventHub } from '../../../../../main/ipc/event-hub';
import type { HandlerTable } from '../../../../../main/ipc/handler-table';
import { createIpcDispatch } from '../../../../../main/ipc/ipc-dispatch';
import { createBrowserAuthentications } from '../../../../../main/ipc/browser-host/browser-authenticator';
import {
  startBrowserHost,
  type BrowserHost,
} from '../../../../../main/ipc/browser-host/browser-host-server';
import {
  connectToHost,
  type HostConnection,
} from '../../../../../main/ipc/browser-host/host-connection';
import type { HostNotice } from '../../../../../main/ipc/browser-host/host-wire';

/*
 * The browser host over real loopback HTTP, in front of the real dispatch with a handler table
 * that records what reached it, so a refused request is seen never to reach a handler.
 */

const appInfo = { version: '1.0.0-test', platform: 'linux', mode: 'development' } as const;

let root: string;
let host: BrowserHost;
let port: number;
const calls: { channel: InvokeChannel; input: unknown }[] = [];
const hub = createEventHub({
  validate: true,
  onError: (channel, error) => {
    throw new Error(`event ${channel} refused: ${String(error)}`);
  },
});
/** The event streams the host holds open, so a test emits only once one listens. */
let streams = 0;
const events = {
  subscribe(listener: Parameters<typeof hub.subscribe>[0]) {
    streams += 1;
    const unsubscribe = hub.subscribe(listener);
    return () => {
      streams -= 1;
      unsubscribe();
    };
  },
};
const authentications = createBrowserAuthentications();
const connections: HostConnection[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'browser-host-test-'));
  const rendererDir = join(root, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(
    join(rendererDir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><script type="module" src="./assets/app.js"></script></head><body></body></html>',
  );
  await writeFile(
    join(rendererDir, 'customer-display.html'),
    '<!doctype html><html><head><title>display</title></head><body></body></html>',
  );
  await writeFile(join(rendererDir, 'assets', 'app.js'), 'export {};\n');
  await writeFile(join(root, 'secret.txt'), 'outside the renderer');

  const handlers = Object.fromEntries(
    invokeChannels.map((channel) => [
      channel,
      (input: unknown) => {
        calls.push({ channel, input });
        return Promise.resolve(channel === 'app:get-info' ? appInfo : null);
      },
    ]),
  ) as unknown as HandlerTable;
  host = await startBrowserHost({
    dispatch: createIpcDispatch({ handlers, validateOutput: true }),
    events,
    authentications,
    rendererDir,
    maxBodyBytes: 64 * 1024,
  });
  port = Number(new URL(host.url).port);
});

afterEach(() => {
  calls.length = 0;
  for (const connection of connections.splice(0)) connection.close();
});

afterAll(async () => {
  await host.close();
  await rm(root, { recursive: true, force: true });
});

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** A raw request, so tests can send any Host, Origin and unnormalised path. */
function send(
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Sent in pieces without a Content-Length, as a streaming client would. */
    chunked?: boolean;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { Host: `127.0.0.1:${port}`, ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    if (options.chunked === true && options.body !== undefined) {
      const half = Math.floor(options.body.length / 2);
      request.write(options.body.slice(0, half));
      request.end(options.body.slice(half));
    } else {
      request.end(options.body);
    }
  });
}

function invoke(channel: string, body: string | undefined, headers: Record<string, string> = {}) {
  return send(`/ipc/${channel}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Counter-Token': host.token, ...headers },
    ...(body !== undefined && { body }),
  });
}

function connect(onNotice: (notice: HostNotice, payload: unknown) => void = () => undefined) {
  const connection = connectToHost({
    origin: `http://127.0.0.1:${port}`,
    token: host.token,
    fetch,
    onNotice,
    retryDelayMs: 50,
  });
  connections.push(connection);
  return connection;
}

async function untilStreaming(count: number): Promise<void> {
  await expect.poll(() => streams, { timeout: 5_000 }).toBe(count);
}

describe('the browser host’s pages', () => {
  it('serves index.html with the bridge and this run’s token ahead of the renderer', async () => {
    const answer = await send('/');
    expect(answer.status).toBe(200);
    const bridge = answer.body.indexOf(
      `<script src="/_host/bridge.js" data-counter-token="${host.token}">`,
    );
    expect(bridge).toBeGreaterThan(0);
    expect(bridge).toBeLessThan(answer.body.indexOf('type="module"'));
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('isolates every answer from other origins’ windows and loads (COOP and CORP)', async () => {
    for (const path of [
      '/',
      '/customer-display.html',
      '/_host/bridge.js',
      '/assets/app.js',
      '/nothing-here',
    ]) {
      const answer = await send(path);
      expect(answer.headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(answer.headers['cross-origin-resource-policy'], path).toBe('same-origin');
    }
  });

  it('serves the customer display without the bridge or the token', async () => {
    const answer = await send('/customer-display.html');
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain('bridge.js');
    expect(answer.body).not.toContain(host.token);
  });

  it('serves the bridge script and the renderer’s assets', async () => {
    const bridge = await send('/_host/bridge.js');
    expect(bridge.status).toBe(200);
    expect(bridge.headers['content-type']).toContain('text/javascript');
    expect(bridge.body).toContain('flows:start-sale');
    expect(bridge.body).not.toContain(host.token);
    expect((await send('/assets/app.js')).body).toBe('export {};\n');
  });

  it('refuses paths that climb out of the renderer', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/assets/%2e%2e%5c%2e%2e%5csecret.txt',
      '//secret.txt',
    ]) {
      const answer = await send(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain('outside the renderer');
    }
  });

  it('answers 404 for unknown paths', async () => {
    expect((await send('/nothing-here.html')).status).toBe(404);
    expect((await send('/_host/nothing')).status).toBe(404);
    expect((await send('/_host/authentication/7d1f4b6e-2a3c-4e5f-8a9b-0c1d2e3f4a5b')).status).toBe(
      404,
    );
  });

  it('refuses a foreign Host even for the page, so a rebound name cannot read the token', async () => {
    for (const name of [`attacker.example:${port}`, `127.0.0.1:${port + 1}`, '127.0.0.1']) {
      const answer = await send('/', { headers: { Host: name } });
      expect(answer.status, name).toBe(403);
      expect(answer.body, name).not.toContain(host.token);
    }
    expect((await send('/', { headers: { Host: `localhost:${port}` } })).status).toBe(200);
  });
});

describe('the browser host’s IPC', () => {
  it('answers an invoke through the dispatch with its result', async () => {
    const answer = await invoke('app:get-info', undefined);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ ok: true, data: appInfo });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(calls).toEqual([{ channel: 'app:get-info', input: {} }]);
  });

  it('refuses a request without the token or with another one, before any handler', async () => {
    const missing = await send('/ipc/app:get-info', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    const wrong = await invoke('app:get-info', undefined, { 'X-Counter-Token': 'guessed' });
    for (const answer of [missing, wrong]) {
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({
        ok: false,
        error: { code: 'UNTRUSTED_SENDER' },
      });
    }
    expect(calls).toEqual([]);
  });

  it('refuses another origin or Host even with the token', async () => {
    const origin = await invoke('app:get-info', undefined, { Origin: 'http://attacker.example' });
    const host = await invoke('app:get-info', undefined, { Host: `attacker.example:${port}` });
    expect(origin.status).toBe(403);
    expect(host.status).toBe(403);
    const own = await invoke('app:get-info', undefined, { Origin: `http://127.0.0.1:${port}` });
    expect(own.status).toBe(200);
    expect(calls).toHaveLength(1);
  });

  it('never lets a malformed input reach a handler', async () => {
    const extraKey = await invoke('app:get-info', JSON.stringify({ extra: true }));
    const badId = await invoke('profiles:remove', JSON.stringify({ profileId: 'not-a-uuid' }));
    const notJson = await invoke('profiles:remove', '{"profileId":');
    const notObject = await invoke('profiles:remove', '"7d1f4b6e-2a3c-4e5f-8a9b-0c1d2e3f4a5b"');
    for (const answer of [extraKey, badId, notObject]) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({
        ok: false,
        error: { code: 'INVALID_INPUT' },
      });
    }
    expect(notJson.status).toBe(400);
    expect(JSON.parse(notJson.body)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    expect(calls).toEqual([]);
  });

  it('refuses a body that is not JSON by type or too large, without a handler', async () => {
    const type = await invoke('app:get-info', '{}', { 'Content-Type': 'text/plain' });
    expect(type.status).toBe(415);
    const large = await invoke(
      'profiles:remove',
      JSON.stringify({ profileId: 'x'.repeat(70_000) }),
    );
    expect(large.status).toBe(413);
    expect(calls).toEqual([]);
  });

  it('does not reach a channel outside the contract', async () => {
    for (const name of ['app:quit', '__proto__', 'constructor', 'app%3Aget-info%00', '']) {
      const answer = await invoke(name, undefined);
      expect(answer.status, name).toBe(404);
      expect(JSON.parse(answer.body), name).toMatchObject({
        ok: false,
        error: { code: 'UNKNOWN_CHANNEL' },
      });
    }
    expect(calls).toEqual([]);
  });

  it('answers only POST on an invoke channel', async () => {
    const answer = await send('/ipc/app:get-info', { headers: { 'X-Counter-Token': host.token } });
    expect(answer.status).toBe(405);
    expect(calls).toEqual([]);
  });
});

describe('the browser host’s events', () => {
  it('delivers the contract’s events over the stream to the bridge’s subscribers', async () => {
    const connection = connect();
    const received: unknown[] = [];
    connection.subscribe('connectivity:changed', (payload) => received.push(payload));
    await untilStreaming(1);
    const state = { status: 'online', checkedAt: '2025-01-01T00:00:00.000Z' } as const;
    hub.emit('connectivity:changed', state);
    hub.emit('app:command', { command: 'new-sale' });
    await expect.poll(() => received, { timeout: 5_000 }).toEqual([state]);
  });

  it('refuses the stream without the token', async () => {
    const answer = await send('/events');
    expect(answer.status).toBe(401);
    expect(answer.headers['content-type']).not.toContain('text/event-stream');
  });

  it('announces an authentication, serves its page, and ends it when the page reports closed', async () => {
    const notices: { notice: string; payload: unknown }[] = [];
    const connection = connect((notice, payload) => notices.push({ notice, payload }));
    await untilStreaming(1);
    const opened = authentications.authenticator.open(
      {
        operationId: '3f0c5f7e-4e8b-4a49-9d55-0b3c1e2d7a10',
        url: 'http://127.0.0.1:9/issuer',
        method: 'POST',
        contentType: 'application/x-www-form-urlencoded',
        body: 'resource_id=abc&resource_type=charge',
      },
      new AbortController().signal,
    );
    await expect.poll(() => notices.length, { timeout: 5_000 }).toBe(1);
    const [first] = notices;
    expect(first?.notice).toBe('authentication-open');
    const { id } = first?.payload as { id: string };

    const page = await send(`/_host/authentication/${id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('action="http://127.0.0.1:9/issuer"');
    expect(page.body).toContain('name="resource_id" value="abc"');
    expect(page.headers['content-security-policy']).toContain('form-action http://127.0.0.1:9');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    // The popup's relay page shares the counter's policy, so the counter keeps its window.
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');

    const unauthorised = await send(`/_host/authentication/${id}/closed`, { method: 'POST' });
    expect(unauthorised.status).toBe(401);
    await connection.reportClosed(id);
    await expect(opened).resolves.toBe('closed');
    await expect
      .poll(() => notices.map(({ notice }) => notice))
      .toEqual(['authentication-open', 'authentication-close']);
    expect((await send(`/_host/authentication/${id}`)).status).toBe(404);
  });

  it('answers completed when the flow saw the authentication end, and tells the page to close it', async () => {
    const notices: { notice: string; payload: unknown }[] = [];
    connect((notice, payload) => notices.push({ notice, payload }));
    await untilStreaming(1);
    const flow = new AbortController();
    const opened = authentications.authenticator.open(
      {
        operationId: '3f0c5f7e-4e8b-4a49-9d55-0b3c1e2d7a10',
        url: 'http://127.0.0.1:9/issuer',
        method: 'POST',
        contentType: 'application/x-www-form-urlencoded',
        body: 'resource_id=abc&resource_type=charge',
      },
      flow.signal,
    );
    await expect.poll(() => notices.length, { timeout: 5_000 }).toBe(1);
    const { id } = notices[0]?.payload as { id: string };

    // The flow's polling saw the charge leave 3DS (flow-definition.ts: Authenticator).
    flow.abort(new AuthenticationEnded());
    await expect(opened).resolves.toBe('completed');
    await expect
      .poll(() => notices.map(({ notice }) => notice))
      .toEqual(['authentication-open', 'authentication-close']);
    expect((await send(`/_host/authentication/${id}`)).status).toBe(404);
  });

  it('receives the customer back on its own return page, naming the charge as the service does', async () => {
    const back = `http://127.0.0.1:${port}/_host/authentication-return`;
    expect(authentications.authenticator.returnEndpoint?.()).toBe(back);
    const chargeId = '6a2f0b1c-3d4e-4f50-8a61-7b8c9d0e1f2a';
    const opened = authentications.authenticator.open(
      {
        operationId: '3f0c5f7e-4e8b-4a49-9d55-0b3c1e2d7a10',
        url: 'http://127.0.0.1:9/issuer',
        method: 'POST',
        contentType: 'application/x-www-form-urlencoded',
        body: `resource_id=${chargeId}&resource_type=charge`,
        redirectEndpoint: back,
        resource: { chargeId },
      },
      new AbortController().signal,
    );

    const spelledAsTheSpec = await send(`/_host/authentication-return?svcChargeId=${chargeId}`);
    expect(spelledAsTheSpec.status).toBe(404);
    expect(authentications.openIds()).toHaveLength(1);

    const returned = await send(
      `/_host/authentication-return?univapayChargeId=${chargeId}&counter-operation-id=op`,
    );
    expect(returned.status).toBe(200);
    expect(returned.body).toContain('Please return to the counter.');
    // It loads in the relay page's frame, which is the host's own.
    expect(returned.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    await expect(opened).resolves.toBe('completed');
    expect((await send('/_host/authentication-return', { method: 'POST', body: '' })).status).toBe(
      405,
    );
  });

  it('announces the authentications already open to a page that connects later', async () => {
    const flow = new AbortController();
    const opened = authentications.authenticator.open(
      {
        operationId: '3f0c5f7e-4e8b-4a49-9d55-0b3c1e2d7a10',
        url: 'https://wallet.example/',
        method: 'GET',
      },
      flow.signal,
    );
    const notices: string[] = [];
    connect((notice) => notices.push(notice));
    await expect.poll(() => notices, { timeout: 5_000 }).toEqual(['authentication-open']);
    flow.abort();
    await expect(opened).resolves.toBe('aborted');
    await expect.poll(() => notices).toEqual(['authentication-open', 'authentication-close']);
  });
});
