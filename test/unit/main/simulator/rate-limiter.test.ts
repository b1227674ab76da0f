import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../../../main/simulator/rate-limiter';

function limiter(exactPerMinute: number, routePerMinute: number) {
  let now = 0;
  const rates = new RateLimiter({ exactPerMinute, routePerMinute }, () => now);
  return { rates, tick: (ms: number) => (now += ms) };
}

describe('simulator rate limiter', () => {
  it('counts down both buckets and reports the limits', () => {
    const { rates } = limiter(10, 5);
    expect(rates.take('token-a', 'GET /x').headers).toEqual({
      'x-remaining-requests-exact': '9',
      'x-remaining-requests-route': '4',
      'x-requests-per-minute-exact': '10',
      'x-requests-per-minute-route': '5',
    });
  });

  it('refuses once the route bucket is empty, while other routes still pass', () => {
    const { rates } = limiter(10, 2);
    expect([1, 2, 3].map(() => rates.take('a', 'GET /x').allowed)).toEqual([true, true, false]);
    expect(rates.take('a', 'GET /y').allowed).toBe(true);
  });

  it('refuses once the exact bucket is empty, across routes', () => {
    const { rates } = limiter(2, 10);
    expect(rates.take('a', 'GET /x').allowed).toBe(true);
    expect(rates.take('a', 'GET /y').allowed).toBe(true);
    expect(rates.take('a', 'GET /z').allowed).toBe(false);
  });

  it('does not consume from either bucket when refusing', () => {
    const { rates } = limiter(60, 1);
    rates.take('a', 'GET /x');
    expect(rates.take('a', 'GET /x').allowed).toBe(false);
    expect(rates.take('a', 'GET /y').headers['x-remaining-requests-exact']).toBe('58');
  });

  it('refills continuously over a minute', () => {
    const { rates, tick } = limiter(60, 60);
    for (let i = 0; i < 60; i += 1) rates.take('a', 'GET /x');
    expect(rates.take('a', 'GET /x').allowed).toBe(false);
    tick(1000);
    expect(rates.take('a', 'GET /x').allowed).toBe(true);
    expect(rates.take('a', 'GET /x').allowed).toBe(false);
  });

  it('still holds a drained caller to its limit after many other callers came and went', () => {
    const { rates, tick } = limiter(60, 60);
    for (let i = 0; i < 60; i += 1) rates.take('a', 'GET /x');
    // Two buckets per caller: with `a`, 10,000 buckets, where full ones start being dropped.
    for (let i = 0; i < 4_999; i += 1) rates.take(`other-${i}`, 'GET /x');
    // One second refills the others to full (so they are dropped) and gives `a` one token.
    tick(1000);
    rates.take('newcomer', 'GET /x');
    expect(rates.take('a', 'GET /x').allowed).toBe(true);
    expect(rates.take('a', 'GET /x').allowed).toBe(false);
    expect(rates.take('a', 'GET /y').allowed).toBe(false);
  });

  it('keeps callers apart', () => {
    const { rates } = limiter(1, 1);
    expect(rates.take('a', 'GET /x').allowed).toBe(true);
    expect(rates.take('b', 'GET /x').allowed).toBe(true);
  });
});
