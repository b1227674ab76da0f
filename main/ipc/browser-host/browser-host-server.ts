import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { invokeChannels, type InvokeChannel } from '../../../shared/ipc/channel-names';
import { customerDisplayChannel } from '../../../shared/ipc/customer-display-channel';
import { appAssetResponse, resolveAppAsset } from '../../app/app-asset';
import { appOrigin, appPages } from '../../app/security/app-origin';
import type { CustomerDisplaySource } from '../../core/customer-display-feed';
import type { CoreEventSource } from '../event-hub';
import type { IpcDispatch } from '../ipc-dispatch';
import { authenticationRelayRoutes, isAuthenticationPath } from './authentication-relay-routes';
import { authenticationReturnPath } from './authentication-return';
import type { BrowserAuthentications } from './browser-authenticator';
import { bridgeScript } from './bridge-script';
import { isOwnHost } from './host-request-checks';
import {
  bridgePath,
  customerDisplayBridgePath,
  customerDisplayEventsPath,
  eventsPath,
  ipcPathPrefix,
  serverSentEvent,
  tokenAttribute,
  type HostNotice,
} from './host-wire';
import { readBody } from './request-body';
import { authorize, RequestRefusal, requireMethod, sendJson, sendRefusal } from './request-refusal';

export interface BrowserHostOptions {
  /** The core's dispatch, the same function the Electron transport calls. */
  readonly dispatch: IpcDispatch;
  readonly events: CoreEventSource;
  /** The Authenticator the core's flows were given, whose pages this host serves. */
  readonly authentications: BrowserAuthentications;
  /** The built renderer (dist/renderer). */
  readonly rendererDir: string;
  /**
   * What the customer display shows (the core's customerDisplay). Given, the host serves the
   * display page at customerDisplayUrl, fed by a stream of the display's channel alone.
   */
  readonly customerDisplay?: CustomerDisplaySource;
  /** How many display streams may be open at once; one more ends the oldest. */
  readonly maxDisplayStreams?: number;
  /** 0, the default, lets the system choose a free port. */
  readonly port?: number;
  /** The largest IPC request body accepted. */
  readonly maxBodyBytes?: number;
  /** A request that failed inside the host, for the developer's console. */
  readonly onError?: (error: unknown) => void;
}

export interface BrowserHost {
  /** The page to open: `http://127.0.0.1:{port}/`. The token is not in it. */
  readonly url: string;
  /** The customer display's page, for a second tab or window. */
  readonly customerDisplayUrl: string;
  /** This run's token, which the served page carries; for tests that call the host directly. */
  readonly token: string;
  close(): Promise<void>;
}

/**
 * A till has one customer display, perhaps a second tab while someone sets it up. The display's
 * stream needs no token, so any local program could otherwise hold streams open without end.
 */
const defaultMaxDisplayStreams = 4;

/** Room for the largest input the dispatch's budget lets through, written as JSON. */
const defaultMaxBodyBytes = 1024 * 1024;

function isInvokeChannel(name: string): name is InvokeChannel {
  return (invokeChannels as readonly string[]).includes(name);
}

/**
 * The browser host (DESIGN.md: Where Electron cannot run): the built renderer and the core's
 * handler table over loopback HTTP, for development and e2e tests; never packaged. It binds
 * 127.0.0.1 only, refuses a Host or Origin that is not its own (DNS rebinding), and every
 * IPC request and the event stream must carry this run's random token, which reaches the page
 * only inside the served index.html. `POST /ipc/{channel}` goes to the same dispatch as the
 * Electron transport, which parses the input before any handler runs.
 */
export async function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const { dispatch, events, authentications, rendererDir } = options;
  const maxBodyBytes = options.maxBodyBytes ?? defaultMaxBodyBytes;
  const report = options.onError ?? ((error) => console.error('browser host:', error));
  const token = randomBytes(32).toString('base64url');
  const script = await bridgeScript();
  const mainPage = resolveAppAsset(rendererDir, `${appOrigin}/${appPages.main}`);
  const { customerDisplay } = options;
  const displayScript =
    customerDisplay === undefined
      ? undefined
      : await bridgeScript('customer-display-bridge-entry.ts');
  const displayPage = resolveAppAsset(rendererDir, `${appOrigin}/${appPages.customerDisplay}`);
  const streams = new Set<ServerResponse>();
  const displayStreams = new Set<ServerResponse>();
  const maxDisplayStreams = options.maxDisplayStreams ?? defaultMaxDisplayStreams;
  const authentication = authenticationRelayRoutes(authentications, token);
  let port = 0;

  async function invoke(request: IncomingMessage, response: ServerResponse, name: string) {
    requireMethod(request, 'POST');
    let channel: string;
    try {
      channel = decodeURIComponent(name);
    } catch {
      throw new RequestRefusal(404, 'UNKNOWN_CHANNEL', 'There is no such channel.');
    }
    if (!isInvokeChannel(channel)) {
      throw new RequestRefusal(404, 'UNKNOWN_CHANNEL', 'There is no such channel.');
    }
    const type = request.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      throw new RequestRefusal(415, 'INVALID_INPUT', 'The body must be application/json.');
    }
    const text = await readBody(request, maxBodyBytes);
    let input: unknown;
    try {
      // An empty body is a call without an argument, as the preload sends `undefined`.
      input = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw new RequestRefusal(400, 'INVALID_INPUT', 'The body is not JSON.');
    }
    sendJson(response, 200, await dispatch(channel, input));
  }

  function follow(request: IncomingMessage, response: ServerResponse): void {
    requireMethod(request, 'GET');
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    // A first comment, so the client's fetch resolves before the first event.
    response.write(': counter\n\n');
    const send = (name: string, payload: unknown) => response.write(serverSentEvent(name, payload));
    const unsubscribe = [
      events.subscribe(({ channel, payload }) => send(channel, payload)),
      authentications.subscribe(({ type, id }) => {
        const notice: HostNotice = `authentication-${type}`;
        send(notice, { id });
      }),
    ];
    const opened: HostNotice = 'authentication-open';
    for (const id of authentications.openIds()) send(opened, { id });
    streams.add(response);
    response.on('close', () => {
      streams.delete(response);
      for (const stop of unsubscribe) stop();
    });
  }

  /** The display's stream: its current state at once, then each change, and nothing else. */
  function followDisplay(request: IncomingMessage, response: ServerResponse): void {
    requireMethod(request, 'GET');
    if (customerDisplay === undefined) {
      response.writeHead(404).end();
      return;
    }
    // The stream needs no token, so any local program can open them: past the cap the oldest
    // is ended rather than the newest refused, so streams held open cannot starve the real
    // display, whose EventSource reconnects within a second and is then the newest.
    for (const oldest of displayStreams) {
      if (displayStreams.size < maxDisplayStreams) break;
      displayStreams.delete(oldest);
      oldest.end();
    }
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    response.write('retry: 1000\n\n');
    const send = (state: unknown) => response.write(serverSentEvent(customerDisplayChannel, state));
    send(customerDisplay.current());
    const unsubscribe = customerDisplay.subscribe(send);
    streams.add(response);
    displayStreams.add(response);
    response.on('close', () => {
      streams.delete(response);
      displayStreams.delete(response);
      unsubscribe();
    });
  }

  async function serveAsset(request: IncomingMessage, response: ServerResponse, path: string) {
    const url = `${appOrigin}${path}`;
    const method = request.method ?? 'GET';
    const answer = await appAssetResponse(
      { url, method },
      { rootDir: rendererDir, mode: 'development' },
    );
    const headers: Record<string, string> = { 'Referrer-Policy': 'no-referrer' };
    answer.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const resolved = resolveAppAsset(rendererDir, url);
    const servedPage = (page: typeof mainPage) =>
      answer.status === 200 && page.ok && resolved.ok && resolved.value === page.value;
    const isMainPage = servedPage(mainPage);
    const isDisplayPage = displayScript !== undefined && servedPage(displayPage);
    if ((!isMainPage && !isDisplayPage) || method === 'HEAD' || answer.body === null) {
      response.writeHead(answer.status, headers);
      response.end(answer.body === null ? undefined : Buffer.from(await answer.arrayBuffer()));
      return;
    }
    // The bridge goes first in <head>: a classic script runs before the renderer's modules.
    // The display's carries no token: its page can reach nothing but its own stream.
    const html = await answer.text();
    const tag = isMainPage
      ? `<script src="${bridgePath}" ${tokenAttribute}="${token}"></script>`
      : `<script src="${customerDisplayBridgePath}"></script>`;
    const withBridge = html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}\n${tag}`);
    if (withBridge === html) throw new Error(`${resolved.ok ? resolved.value : url} has no <head>`);
    // The page carries this run's token: nothing may keep a copy.
    response.writeHead(200, { ...headers, 'Cache-Control': 'no-store' });
    response.end(withBridge);
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const host = request.headers.host;
    if (!isOwnHost(host, port) || host === undefined) {
      throw new RequestRefusal(403, 'UNTRUSTED_SENDER', 'This host answers only its own name.');
    }
    const path = pathOf(request);
    if (path === '') {
      response.writeHead(404).end();
      return;
    }
    if (path.startsWith(ipcPathPrefix)) {
      authorize(request, host, token);
      return invoke(request, response, path.slice(ipcPathPrefix.length));
    }
    if (path === eventsPath) {
      authorize(request, host, token);
      return follow(request, response);
    }
    if (path === customerDisplayEventsPath) return followDisplay(request, response);
    const served =
      path === bridgePath ? script : path === customerDisplayBridgePath ? displayScript : undefined;
    if (served !== undefined) {
      requireMethod(request, 'GET');
      response.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      response.end(served);
      return;
    }
    if (isAuthenticationPath(path)) return authentication(request, response, path, host);
    if (path.startsWith('/_host/')) {
      response.writeHead(404).end();
      return;
    }
    return serveAsset(request, response, path);
  }

  const server = createServer((request, response) => {
    // No other origin's page may hold a window of the host's (and so reach its pages through
    // it), nor load any of its responses into its own: the token is in the page.
    response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    response.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    route(request, response).catch((error: unknown) => {
      if (error instanceof RequestRefusal) {
        sendRefusal(response, error);
        return;
      }
      report(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') {
    server.close();
    throw new Error('The browser host has no TCP address');
  }
  port = address.port;
  options.authentications.receiveReturnsAt(`http://127.0.0.1:${port}${authenticationReturnPath}`);
  let closing: Promise<void> | undefined;

  return {
    url: `http://127.0.0.1:${port}/`,
    customerDisplayUrl: `http://127.0.0.1:${port}/${appPages.customerDisplay}`,
    token,
    // Once: a test stops the host under a page and its fixture closes it again after.
    close: () =>
      (closing ??= new Promise((resolve, reject) => {
        for (const stream of streams) stream.end();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
        server.closeAllConnections();
      })),
  };
}

/**
 * The request's path, normalised as a browser would (`..` folded, `\` as `/`); a request
 * target that is not a path (`*`, an absolute URL for a proxy) has none.
 */
function pathOf(request: IncomingMessage): string {
  const target = request.url ?? '';
  if (!target.startsWith('/')) return '';
  return URL.parse(`http://host${target}`)?.pathname ?? '';
}
