import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../../../main/service/rate-limiter';

const route = '/stores/{storeId}/charges';

function limiterAt(start = 0) {
  let now = start;
  const limiter = new RateLimiter(() => now);
  return { limiter, advance: (ms: number) => (now += ms) };
}

const report = (remaining: number, perMinute: number) => ({
  'x-remaining-requests-exact': String(remaining),
  'x-requests-per-minute-exact': String(perMinute),
});

describe('rate limiter', () => {
  it('imposes nothing on a bucket no response has reported', () => {
    const { limiter } = limiterAt();
    expect(limiter.reserve(route)).toBe(0);
    expect(limiter.reserve(route)).toBe(0);
  });

  it('lets requests through while the service reports some remaining', () => {
    const { limiter } = limiterAt();
    limiter.observe(route, 200, report(2, 60));
    expect(limiter.reserve(route)).toBe(0);
    expect(limiter.reserve(route)).toBe(0);
  });

  it('makes the next call wait one refill interval once none remain', () => {
    const { limiter } = limiterAt();
    limiter.observe(route, 200, report(0, 60));
    expect(limiter.reserve(route)).toBe(1_000);
  });

  it('queues concurrent calls one interval apart', () => {
    const { limiter } = limiterAt();
    limiter.observe(route, 200, report(0, 120));
    expect([limiter.reserve(route), limiter.reserve(route), limiter.reserve(route)]).toEqual([
      500, 1_000, 1_500,
    ]);
  });

  it('counts the time that passed as refilled tokens', () => {
    const { limiter, advance } = limiterAt();
    limiter.observe(route, 200, report(0, 60));
    advance(1_000);
    expect(limiter.reserve(route)).toBe(0);
  });

  it('keeps a bucket per route for the -Route headers', () => {
    const { limiter } = limiterAt();
    limiter.observe(route, 200, {
      'x-remaining-requests-route': '0',
      'x-requests-per-minute-route': '30',
    });
    expect(limiter.reserve('/tokens')).toBe(0);
    expect(limiter.reserve(route)).toBe(2_000);
  });

  it('empties a known bucket on a 429 that carries no headers', () => {
    const { limiter } = limiterAt();
    limiter.observe(route, 200, report(10, 60));
    limiter.observe(route, 429, {});
    expect(limiter.reserve(route)).toBe(1_000);
  });

  it('ignores headers that are not counts', () => {
    const { limiter } = limiterAt();
    limiter.observe(route, 200, {
      'x-remaining-requests-exact': 'soon',
      'x-requests-per-minute-exact': '0',
    });
    expect(limiter.reserve(route)).toBe(0);
  });
});
