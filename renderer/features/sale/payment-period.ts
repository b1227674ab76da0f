/*
 * How long a customer who pays later (a konbini slip, a bank transfer) has to pay, as the
 * cashier sets it: a number and a unit, and optionally the time of day the deadline falls on.
 * Turned into the spec's expiration_period (ISO-8601 duration) and expiration_time_shift
 * (conventions: `09:00:00.000+09:00`); whether a value is allowed is the flow schema's to say.
 */

export const periodUnits = ['minutes', 'hours', 'days'] as const;
export type PeriodUnit = (typeof periodUnits)[number];

export interface PaymentPeriod {
  /** Digits as typed; blank is no period. */
  amount: string;
  unit: PeriodUnit;
}

/** PT30M, PT3H, P7D; undefined when no number is given. */
export function isoDurationOf(period: PaymentPeriod): string | undefined {
  if (period.amount === '') return undefined;
  const amount = String(Number(period.amount));
  switch (period.unit) {
    case 'minutes':
      return `PT${amount}M`;
    case 'hours':
      return `PT${amount}H`;
    case 'days':
      return `P${amount}D`;
  }
}

/**
 * Konbini and Japanese bank deadlines are Japan time, which has no daylight saving, so the
 * shift's zone is fixed rather than the terminal's.
 */
const japanTimeOffset = '+09:00';

/**
 * A time of day typed as HH:MM (an `<input type="time">` value) as the spec's time with zone;
 * anything else goes through as typed for the schema to refuse.
 */
export function timeShiftOf(timeOfDay: string): string {
  return /^\d{2}:\d{2}$/.test(timeOfDay) ? `${timeOfDay}:00.000${japanTimeOffset}` : timeOfDay;
}
