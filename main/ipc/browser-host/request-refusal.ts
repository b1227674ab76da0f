import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IpcLayerCode } from '../../../shared/ipc/ipc-layer-code';
import type { IpcResult } from '../../../shared/ipc/ipc-result';
import { isOwnOrigin, isRunToken } from './host-request-checks';
import { tokenHeader } from './host-wire';

/*
 * A refusal is thrown where the browser host finds it and sent, as a failed IPC result, by the
 * server's one catch (browser-host-server.ts), so no route writes an error body of its own.
 */

const jsonHeaders = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

/** A request the host answers itself, before or instead of the dispatch. */
export class RequestRefusal extends Error {
  override readonly name = 'RequestRefusal';

  constructor(
    readonly status: number,
    readonly code: IpcLayerCode,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: IpcResult<unknown>,
  headers: Readonly<Record<string, string>> = {},
): void {
  response.writeHead(status, { ...jsonHeaders, ...headers }).end(JSON.stringify(body));
}

export function sendRefusal(response: ServerResponse, refusal: RequestRefusal): void {
  const { code, message } = refusal;
  sendJson(response, refusal.status, { ok: false, error: { code, message } }, refusal.headers);
}

export function requireMethod(request: IncomingMessage, method: 'GET' | 'POST'): void {
  if (request.method !== method) {
    throw new RequestRefusal(405, 'INVALID_INPUT', `Only ${method} is allowed here.`, {
      Allow: method,
    });
  }
}

/** Origin and token, for every route that reaches the core. */
export function authorize(request: IncomingMessage, host: string, token: string): void {
  if (!isOwnOrigin(request.headers.origin, host)) {
    throw new RequestRefusal(403, 'UNTRUSTED_SENDER', 'The origin may not use this host.');
  }
  if (!isRunToken(token, request.headers[tokenHeader])) {
    throw new RequestRefusal(401, 'UNTRUSTED_SENDER', 'The request lacks this run’s token.');
  }
}
