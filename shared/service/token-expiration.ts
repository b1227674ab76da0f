import { isoDuration } from './common';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** Limits: konbini expiration_period (the service applies this when the request omits it). */
export const defaultKonbiniExpirationPeriod = 'P30D';

/** Limits: konbini expiration_period and expiration_time_shift, in milliseconds. */
export const konbiniExpirationLimits = {
  minimum: 30 * minute,
  maximum: 30 * day,
  minimumWithTimeShift: day,
} as const;

const durationParts =
  /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

/**
 * The length of an ISO-8601 duration (P30D, PT30M, P1DT12H) in milliseconds, or undefined
 * when the text is not one. A year counts 365 days and a month 30: expiration periods are
 * bounded in days (Limits), and a calendar would make the same text mean different lengths.
 */
export function durationToMilliseconds(duration: string): number | undefined {
  if (!isoDuration.safeParse(duration).success) return undefined;
  const match = durationParts.exec(duration);
  if (match === null) return undefined;
  const part = (index: number): number => Number(match[index] ?? 0);
  return (
    (part(1) * 365 + part(2) * 30 + part(3) * 7 + part(4)) * day +
    part(5) * hour +
    part(6) * minute +
    part(7) * 1000
  );
}
