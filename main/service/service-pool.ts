import { Pool } from 'undici';

export interface ServiceTimeouts {
  /** TCP (and TLS) connect. */
  readonly connectMs: number;
  /** From sending the request to the end of the response headers. */
  readonly headersMs: number;
  /** Longest silence between two chunks of the response body. */
  readonly bodyMs: number;
  /** Whole call, retries and waits included. */
  readonly deadlineMs: number;
}

export const defaultTimeouts: ServiceTimeouts = {
  connectMs: 5_000,
  headersMs: 15_000,
  bodyMs: 15_000,
  deadlineMs: 45_000,
};

/**
 * The one connection pool of a base URL (DESIGN.md: HTTP client): keep-alive sockets to one
 * origin, with connect, headers and body timeouts set explicitly rather than left to
 * undici's five-minute defaults.
 */
export function createServicePool(origin: string, timeouts: ServiceTimeouts): Pool {
  return new Pool(origin, {
    connections: 8,
    keepAliveTimeout: 10_000,
    keepAliveMaxTimeout: 60_000,
    connect: { timeout: timeouts.connectMs },
    headersTimeout: timeouts.headersMs,
    bodyTimeout: timeouts.bodyMs,
  });
}
