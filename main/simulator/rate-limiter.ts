import { z } from 'zod';

/**
 * Conventions: Idempotency and rate limits. Two token buckets per caller: "exact" counts every
 * request of one app token, "route" counts that token's requests to one route. A caller is its
 * app token (the JWT, verified or not, so failed attempts count too) or, without one, its
 * address. Buckets refill continuously on the simulator's clock, so advancing the clock also
 * refills them.
 */
export const rateLimits = z.strictObject({
  exactPerMinute: z.number().int().min(1).default(6000),
  routePerMinute: z.number().int().min(1).default(3000),
});
export type RateLimits = z.infer<typeof rateLimits>;

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** One caller's buckets: its "exact" bucket and one per route it called. */
interface CallerBuckets {
  readonly exact: Bucket;
  readonly routes: Map<string, Bucket>;
}

export interface RateDecision {
  readonly allowed: boolean;
  readonly headers: Readonly<Record<string, string>>;
}

/** Beyond this many buckets, full ones (indistinguishable from absent) are dropped. */
const pruneAbove = 10_000;

export class RateLimiter {
  readonly #limits: RateLimits;
  readonly #now: () => number;
  /**
   * By caller, then by route, rather than by the two joined: the caller is the same string on
   * every request of a till (auth.ts keeps it), so its long text is not joined and hashed anew
   * per request.
   */
  readonly #callers = new Map<string, CallerBuckets>();
  #bucketCount = 0;
  /** The count that sets off the next prune; raised when a prune frees little. */
  #pruneAt = pruneAbove;

  constructor(limits: RateLimits, now: () => number) {
    this.#limits = limits;
    this.#now = now;
  }

  take(caller: string, route: string): RateDecision {
    const now = this.#now();
    const { exactPerMinute, routePerMinute } = this.#limits;
    let buckets = this.#callers.get(caller);
    if (!buckets) {
      this.#makeRoom(now);
      buckets = { exact: { tokens: exactPerMinute, updatedAt: now }, routes: new Map() };
      this.#callers.set(caller, buckets);
      this.#bucketCount += 1;
    }
    let perRoute = buckets.routes.get(route);
    if (!perRoute) {
      this.#makeRoom(now);
      perRoute = { tokens: routePerMinute, updatedAt: now };
      buckets.routes.set(route, perRoute);
      this.#bucketCount += 1;
    }
    const exact = refill(buckets.exact, exactPerMinute, now);
    refill(perRoute, routePerMinute, now);
    const allowed = exact.tokens >= 1 && perRoute.tokens >= 1;
    if (allowed) {
      exact.tokens -= 1;
      perRoute.tokens -= 1;
    }
    return {
      allowed,
      headers: {
        'x-remaining-requests-exact': String(Math.floor(exact.tokens)),
        'x-remaining-requests-route': String(Math.floor(perRoute.tokens)),
        'x-requests-per-minute-exact': String(exactPerMinute),
        'x-requests-per-minute-route': String(routePerMinute),
      },
    };
  }

  clear(): void {
    this.#callers.clear();
    this.#bucketCount = 0;
    this.#pruneAt = pruneAbove;
  }

  #makeRoom(now: number): void {
    if (this.#bucketCount < this.#pruneAt) return;
    const { exactPerMinute, routePerMinute } = this.#limits;
    for (const [caller, { exact, routes }] of this.#callers) {
      for (const [route, bucket] of routes) {
        if (isFull(bucket, routePerMinute, now)) {
          routes.delete(route);
          this.#bucketCount -= 1;
        }
      }
      if (routes.size === 0 && isFull(exact, exactPerMinute, now)) {
        this.#callers.delete(caller);
        this.#bucketCount -= 1;
      }
    }
    // Many busy callers leave most buckets in place; pruning again at every new bucket would
    // make each of them cost a full pass.
    this.#pruneAt = Math.max(pruneAbove, this.#bucketCount * 2);
  }
}

function refill(bucket: Bucket, perMinute: number, now: number): Bucket {
  // max(0, ...): a reset clock may step back; that never drains a bucket.
  const elapsed = Math.max(0, now - bucket.updatedAt);
  bucket.tokens = Math.min(perMinute, bucket.tokens + (elapsed * perMinute) / 60_000);
  bucket.updatedAt = now;
  return bucket;
}

function isFull(bucket: Bucket, perMinute: number, now: number): boolean {
  return bucket.tokens + ((now - bucket.updatedAt) * perMinute) / 60_000 >= perMinute;
}
