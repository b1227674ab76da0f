import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../../../main/service/rate-limiter';

const route = '/stores/{storeId}/charges';

const wallStart = Date.UTC(2026, 10, 27, 12, 0, 0);

function limiterAt(start = 0) {
  let now = start;
  const limiter = new RateLimiter(
    () => now,
    () => wallStart + now - start,
  );
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

  it('holds every route until a 429 Retry-After in seconds has passed', () => {
    const { limiter, advance } = limiterAt();
    limiter.observe(route, 429, { 'retry-after': '3' });
    expect(limiter.reserve('/tokens')).toBe(3_000);
    advance(3_000);
    expect(limiter.reserve(route)).toBe(0);
  });

  it('reads a Retry-After given as an HTTP date', () => {
    const { limiter } = limiterAt();
    const inTwoSeconds = new Date(wallStart + 2_000).toUTCString();
    limiter.observe(route, 503, { 'retry-after': inTwoSeconds });
    expect(limiter.reserve(route)).toBe(2_000);
  });

  it('caps a Retry-After at a minute and ignores an unreadable one', () => {
    const { limiter } = limiterAt();
    limiter.observe(route, 429, { 'retry-after': 'later' });
    expect(limiter.reserve(route)).toBe(0);
    limiter.observe(route, 429, { 'retry-after': '86400' });
    expect(limiter.reserve(route)).toBe(60_000);
  });

  it('takes no Retry-After from a response that is not a 429 or 503', () => {
    const { limiter } = limiterAt();
    limiter.observe(route, 200, { 'retry-after': '30' });
    expect(limiter.reserve(route)).toBe(0);
  });
});
