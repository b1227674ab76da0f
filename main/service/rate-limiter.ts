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
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return raw === undefined || !Number.isFinite(value) || value < 0 ? undefined : value;
}

/**
 * Client side of the service's token buckets (conventions: Idempotency and rate limits). The
 * `-Exact` headers report the bucket of every request of the app token, the `-Route` headers
 * that of one route (as the simulator reads them); a client holds one app token, so it keeps
 * one exact bucket and one per route template. No Retry-After is promised, so once a bucket is
 * empty the next call waits for one token to refill at the advertised rate instead of
 * provoking a 429. Each call reserves its token before waiting, so concurrent calls queue
 * behind each other. A bucket never seen in a response imposes nothing.
 */
export class RateLimiter {
  readonly #buckets = new Map<string, Bucket>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  /** Takes a token from both buckets of `route` (a path template): the ms to wait before sending. */
  reserve(route: string): number {
    return Math.max(this.#take('exact'), this.#take(`route ${route}`));
  }

  /** Resets each bucket to what a response reports; a bare 429 empties the known buckets. */
  observe(route: string, status: number, headers: IncomingHttpHeaders): void {
    for (const which of ['exact', 'route'] as const) {
      const key = which === 'exact' ? 'exact' : `route ${route}`;
      const [remainingHeader, perMinuteHeader] = headerNames[which];
      const remaining = headerNumber(headers, remainingHeader);
      const perMinute = headerNumber(headers, perMinuteHeader);
      if (remaining !== undefined && perMinute !== undefined && perMinute > 0) {
        this.#buckets.set(key, { tokens: remaining, perMinute, at: this.#now() });
      } else if (status === 429) {
        const bucket = this.#buckets.get(key);
        if (bucket) Object.assign(bucket, { tokens: Math.min(bucket.tokens, 0), at: this.#now() });
      }
    }
  }

  #take(key: string): number {
    const bucket = this.#buckets.get(key);
    if (bucket === undefined) return 0;
    const now = this.#now();
    const refilled = ((now - bucket.at) * bucket.perMinute) / 60_000;
    bucket.tokens = Math.min(bucket.perMinute, bucket.tokens + refilled) - 1;
    bucket.at = now;
    return bucket.tokens >= 0 ? 0 : Math.ceil((-bucket.tokens * 60_000) / bucket.perMinute);
  }
}
