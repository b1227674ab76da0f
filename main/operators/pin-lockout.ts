/*
 * How long the PIN pad waits after wrong PINs (docs/architecture.md: Operators and sign-in).
 * The first four wrong PINs in a row cost nothing, since a person mistypes; from the fifth on
 * each one makes the pad wait, twice as long as the one before, so guessing a 4-digit PIN
 * takes days.
 */

export const freeAttempts = 4;
const firstWaitMs = 30_000;
const longestWaitMs = 60 * 60_000;

/** The wait after `failures` wrong PINs in a row; 0 while the pad need not wait. */
export function lockoutAfter(failures: number): number {
  if (failures <= freeAttempts) return 0;
  return Math.min(firstWaitMs * 2 ** (failures - freeAttempts - 1), longestWaitMs);
}
