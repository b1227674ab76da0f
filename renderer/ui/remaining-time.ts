/** Whole seconds left until `until`, rounded up so 0 means the moment has passed. */
export function secondsLeft(until: Date, now: Date): number {
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/** `M:SS` under an hour, `H:MM:SS` from an hour on; digits read the same in every language. */
export function formatSecondsLeft(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

const secondsPerDay = 86_400;

/**
 * A deadline days away (a konbini slip, a bank transfer) as whole days in words and then
 * `H:MM:SS`, which reads better than 76 hours; under a day as formatSecondsLeft.
 */
export function formatDaysLeft(seconds: number, days: (count: number) => string): string {
  const whole = Math.floor(seconds / secondsPerDay);
  if (whole === 0) return formatSecondsLeft(seconds);
  const rest = seconds % secondsPerDay;
  const clock = [Math.floor(rest / 3600), Math.floor((rest % 3600) / 60), rest % 60]
    .map((part, index) => (index === 0 ? String(part) : String(part).padStart(2, '0')))
    .join(':');
  return `${days(whole)} ${clock}`;
}
