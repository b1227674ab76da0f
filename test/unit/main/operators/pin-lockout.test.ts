import { describe, expect, it } from 'vitest';
import { freeAttempts, lockoutAfter } from '../../../../main/operators/pin-lockout';

describe('the PIN pad’s wait after wrong PINs', () => {
  it('lets four wrong PINs in a row pass without a wait', () => {
    expect(freeAttempts).toBe(4);
    for (let failures = 0; failures <= 4; failures += 1) expect(lockoutAfter(failures)).toBe(0);
  });

  it('waits from the fifth wrong PIN on, twice as long each time', () => {
    expect(lockoutAfter(5)).toBe(30_000);
    expect(lockoutAfter(6)).toBe(60_000);
    expect(lockoutAfter(7)).toBe(120_000);
    expect(lockoutAfter(8)).toBe(240_000);
  });

  it('never waits longer than an hour', () => {
    expect(lockoutAfter(12)).toBe(3_600_000);
    expect(lockoutAfter(1_000)).toBe(3_600_000);
  });
});
