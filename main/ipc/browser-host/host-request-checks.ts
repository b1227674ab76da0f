import { createHash, timingSafeEqual } from 'node:crypto';

/*
 * The browser host's decisions about who may talk to it, as pure functions (STYLE.md: security
 * decisions are small pure functions). The host binds 127.0.0.1 only; these keep a web page
 * in the developer's browser from reaching it through a rebound DNS name or a cross-site
 * request, and every IPC request must carry the per-run token.
 */

/** The Host header names this host itself, so a rebound DNS name is refused. */
export function isOwnHost(host: string | undefined, port: number): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

/**
 * A browser sends Origin on every cross-origin request and on same-origin POSTs; when it is
 * there it must be the page's own origin. Its absence means a same-origin GET or a client
 * that is no browser, which the token still has to satisfy.
 */
export function isOwnOrigin(origin: string | undefined, host: string): boolean {
  return origin === undefined || origin === `http://${host}`;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compares digests of equal length in constant time, so the answer's timing reveals nothing. */
export function isRunToken(expected: string, given: string | readonly string[] | undefined) {
  if (typeof given !== 'string') return false;
  return timingSafeEqual(digest(expected), digest(given));
}
