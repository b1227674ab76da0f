import type { IncomingHttpHeaders } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { Pool } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { requestText, type RequestingCall } from '../../../../main/service/text-request';
import { startScriptedServer, type Script } from './scripted-server';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function serve(script: Script) {
  const server = await startScriptedServer(script);
  const pool = new Pool(server.origin);
  cleanup.push(
    () => server.close(),
    () => pool.close(),
  );
  const call: RequestingCall = { reason: undefined, inFlight: undefined };
  const seen: { status: number; headers: IncomingHttpHeaders }[] = [];
  const send = (activeCall: RequestingCall = call) =>
    requestText(
      pool,
      { origin: server.origin, path: '/x', method: 'GET' },
      activeCall,
      (status, headers) => seen.push({ status, headers }),
    );
  return { server, call, seen, send };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
}

describe('text request', () => {
  it('reads a body sent in pieces whole, as UTF-8 text without its byte order mark', async () => {
    const text = Buffer.from('\uFEFF{"name":"円"}', 'utf8');
    const { send } = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      void (async () => {
        // The yen sign's three bytes are split between two pieces.
        for (const piece of [text.subarray(0, 5), text.subarray(5, 13), text.subarray(13)]) {
          response.write(piece);
          await delay(10);
        }
        response.end();
      })();
    });
    const response = await send();
    expect(response.statusCode).toBe(200);
    expect(response.text).toBe('{"name":"円"}');
    expect(response.headers['content-type']).toBe('application/json');
  });

  it('reads an empty body as the empty string', async () => {
    const { send } = await serve((_request, response) => {
      response.writeHead(429).end();
    });
    expect(await send()).toMatchObject({ statusCode: 429, text: '' });
  });

  it('tells the status and headers on arrival, even when the body then fails', async () => {
    const { send, seen } = await serve((_request, response) => {
      response.writeHead(200, { 'x-remaining-requests-exact': '7', 'content-length': '100' });
      response.write('{"partial":');
      setTimeout(() => response.socket?.destroy(), 20);
    });
    const error = await rejection(send());
    expect(error).toMatchObject({ code: 'UND_ERR_SOCKET' });
    expect(seen).toMatchObject([{ status: 200, headers: { 'x-remaining-requests-exact': '7' } }]);
  });

  it('aborts the request in flight with the reason its call ended', async () => {
    const { send, call, server } = await serve(() => undefined);
    const answer = rejection(send());
    while (server.requests.length === 0) await delay(5);
    const reason = new Error('deadline');
    call.inFlight?.abort(reason);
    expect(await answer).toBe(reason);
    expect(call.inFlight).toBeUndefined();
  });

  it('never sends a request whose call ended before it could start', async () => {
    const { send, server } = await serve((_request, response) => {
      response.writeHead(200).end('{}');
    });
    const reason = new Error('cancelled');
    expect(await rejection(send({ reason, inFlight: undefined }))).toBe(reason);
    expect(server.requests).toHaveLength(0);
  });
});
