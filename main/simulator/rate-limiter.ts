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
  readonly perMinute: number;
  tokens: number;
  updatedAt: number;
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
  readonly #buckets = new Map<string, Bucket>();

  constructor(limits: RateLimits, now: () => number) {
    this.#limits = limits;
    this.#now = now;
  }

  take(caller: string, route: string): RateDecision {
    const now = this.#now();
    const exact = this.#refilled(caller, this.#limits.exactPerMinute, now);
    const perRoute = this.#refilled(`${caller}\n${route}`, this.#limits.routePerMinute, now);
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
        'x-requests-per-minute-exact': String(this.#limits.exactPerMinute),
        'x-requests-per-minute-route': String(this.#limits.routePerMinute),
      },
    };
  }

  clear(): void {
    this.#buckets.clear();
  }

  #refilled(key: string, perMinute: number, now: number): Bucket {
    let bucket = this.#buckets.get(key);
    if (!bucket) {
      if (this.#buckets.size >= pruneAbove) this.#prune(now);
      bucket = { perMinute, tokens: perMinute, updatedAt: now };
      this.#buckets.set(key, bucket);
      return bucket;
    }
    // max(0, ...): a reset clock may step back; that never drains a bucket.
    const elapsed = Math.max(0, now - bucket.updatedAt);
    bucket.tokens = Math.min(perMinute, bucket.tokens + (elapsed * perMinute) / 60_000);
    bucket.updatedAt = now;
    return bucket;
  }

  #prune(now: number): void {
    for (const [key, { perMinute, tokens, updatedAt }] of this.#buckets) {
      if (tokens + ((now - updatedAt) * perMinute) / 60_000 >= perMinute) this.#buckets.delete(key);
    }
  }
}
