import { isIPv4 } from 'node:net';

/*
 * Who may talk to the simulator, as pure functions (STYLE.md: security decisions are small
 * pure functions). It listens on loopback only, but a web page in a browser on the same
 * machine can still reach it: through a DNS name rebound to 127.0.0.1 (its Host is then that
 * name), or with a cross-site form or `no-cors` POST (its Origin is then the page's). The
 * control routes hold every credential and can wipe the state, so they answer neither.
 */

/** Whether a request's body, if any, is declared JSON (a missing type means no body). */
export function isJson(contentType: string | undefined): boolean {
  return contentType === undefined || /^application\/json\s*(;|$)/i.test(contentType);
}

/** The Host header names a loopback address or `localhost`, with or without a port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined) return false;
  const match = /^(?:\[([^\]]+)\]|([^:]+))(?::(\d{1,5}))?$/.exec(host);
  if (match === null) return false;
  const [, ipv6, name] = match;
  if (ipv6 !== undefined) return ipv6 === '::1';
  const lower = name?.toLowerCase() ?? '';
  return lower === 'localhost' || (isIPv4(lower) && lower.startsWith('127.'));
}

/**
 * A browser sends Origin on every cross-origin request and on every POST; when present it must
 * be the simulator's own origin. Its absence means a client that is no browser (or a
 * same-origin GET), which the Host check has already confined to this machine.
 */
export function isOwnOrigin(origin: string | undefined, host: string | undefined): boolean {
  return origin === undefined || (host !== undefined && origin === `http://${host}`);
}

/**
 * A control request that changes something declares a JSON body: a form or a `no-cors` fetch
 * can send only form, multipart or plain-text bodies (or none), never a JSON one.
 */
export function isControlContentType(method: string, contentType: string | undefined): boolean {
  return method === 'GET' || (contentType !== undefined && isJson(contentType));
}
