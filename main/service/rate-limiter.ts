import type { IncomingHttpHeaders } from 'node:http';

interface Bucket {
  tokens: number;
  perMinute: number;
  at: number;
}

const headerNames = {
  exact: ['x-remaining-requests-exact', 'x-requests-per-minute-exact'],
  route: ['x-remaining-requests-route', 'x-requests-per-minute-route'],
} as const;

function headerNumber(headers: IncomingHttpHeaders, name: string): number | undefined {
  const raw = headers[name];
  if (raw === undefined) return undefined;
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return !Number.isFinite(value) || value < 0 ? undefined : value;
}

/** The longest Retry-After honoured; the call's own deadline still ends any wait sooner. */
const maxRetryAfterMs = 60_000;

/**
 * Retry-After as ms from `wallNow`: delta-seconds or an HTTP-date (RFC 9110 10.2.3), capped;
 * undefined when absent or unreadable.
 */
function retryAfterMs(headers: IncomingHttpHeaders, wallNow: number): number | undefined {
  const raw: string | string[] | undefined = headers['retry-after'];
  const value = (typeof raw === 'string' ? raw : raw?.[0])?.trim();
  if (value === undefined || value === '') return undefined;
  const ms = /^\d+$/.test(value) ? Number(value) * 1_000 : Date.parse(value) - wallNow;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), maxRetryAfterMs) : undefined;
}

/** Takes a token from `bucket` at `now`: the ms to wait before sending. */
function take(bucket: Bucket | undefined, now: number): number {
  if (bucket === undefined) return 0;
  const refilled = ((now - bucket.at) * bucket.perMinute) / 60_000;
  bucket.tokens = Math.min(bucket.perMinute, bucket.tokens + refilled) - 1;
  bucket.at = now;
  return bucket.tokens >= 0 ? 0 : Math.ceil((-bucket.tokens * 60_000) / bucket.perMinute);
}

/**
 * Client side of the service's token buckets (conventions: Idempotency and rate limits). The
 * `-Exact` headers report the bucket of every request of the app token, the `-Route` headers
 * that of one route (as the simulator reads them); a client holds one app token, so it keeps
 * one exact bucket and one per route template. No Retry-After is promised, so once a bucket is
 * empty the next call waits for one token to refill at the advertised rate instead of
 * provoking a 429. Should a 429 or 503 carry a Retry-After anyway (a proxy's, say), no call
 * goes out before it has passed. Each call reserves its token before waiting, so concurrent calls queue
 * behind each other. A bucket never seen in a response imposes nothing.
 */
export class RateLimiter {
  #exact: Bucket | undefined;
  /** By route template. */
  readonly #routes = new Map<string, Bucket>();
  /** Monotonic time before which nothing is sent: a Retry-After's end. */
  #notBefore = 0;
  readonly #now: () => number;
  readonly #wallNow: () => number;

  /** `now` is monotonic; `wallNow` (epoch ms) only reads a Retry-After given as a date. */
  constructor(now: () => number, wallNow: () => number = Date.now) {
    this.#now = now;
    this.#wallNow = wallNow;
  }

  /** Takes a token from both buckets of `route` (a path template): the ms to wait before sending. */
  reserve(route: string): number {
    const exact = this.#exact;
    const perRoute = this.#routes.get(route);
    // The usual case against a service that reports no limits: nothing to take, no clock read.
    if (exact === undefined && perRoute === undefined && this.#notBefore === 0) return 0;
    const now = this.#now();
    return Math.max(take(exact, now), take(perRoute, now), this.#notBefore - now);
  }

  /**
   * Resets each bucket to what a response reports; a bare 429 empties the known buckets, and
   * a 429's or 503's Retry-After holds every call until it has passed.
   */
  observe(route: string, status: number, headers: IncomingHttpHeaders): void {
    if (status === 429 || status === 503) {
      const wait = retryAfterMs(headers, this.#wallNow());
      if (wait !== undefined) this.#notBefore = Math.max(this.#notBefore, this.#now() + wait);
    }
    this.#exact = this.#observed(this.#exact, status, headers, headerNames.exact);
    const perRoute = this.#observed(this.#routes.get(route), status, headers, headerNames.route);
    if (perRoute !== undefined) this.#routes.set(route, perRoute);
  }

  #observed(
    bucket: Bucket | undefined,
    status: number,
    headers: IncomingHttpHeaders,
    [remainingHeader, perMinuteHeader]: readonly [string, string],
  ): Bucket | undefined {
    const remaining = headerNumber(headers, remainingHeader);
    const perMinute = headerNumber(headers, perMinuteHeader);
    if (remaining !== undefined && perMinute !== undefined && perMinute > 0) {
      return { tokens: remaining, perMinute, at: this.#now() };
    }
    if (status === 429 && bucket !== undefined) {
      bucket.tokens = Math.min(bucket.tokens, 0);
      bucket.at = this.#now();
    }
    return bucket;
  }
}
