import { z } from 'zod';
import { currencyCode, minorUnits, toMinorUnits, type MinorUnits } from '../money';
import { timestampToDate } from '../service/common';
import { presentedPaymentType } from '../flows/presented-payment-type';
import type { HistoryItem } from '../service/history';
import { zonedHour } from './zoned-day';

/*
 * The day close's totals (精算): every charge and refund the history lists for the range,
 * counted and summed per currency (each in its own minor units, never added across
 * currencies), per payment method and brand, and per hour of the
 * store's clock. Refunds count on the day they were made and are netted from the sales.
 */

/**
 * Where an item counts. A charge by its status (`error` counts as failed: no money moved);
 * a refund by its own: only a successful refund returned money.
 */
export const dayCloseBucket = z.enum([
  'paid',
  'authorized',
  'awaiting',
  'pending',
  'failed',
  'canceled',
  'refunded',
  'refund_pending',
  'refund_failed',
  // A type or status this version does not know, counted so nothing goes missing.
  'other',
]);
export type DayCloseBucket = z.infer<typeof dayCloseBucket>;

const tally = z.strictObject({ count: z.number().int().nonnegative(), amount: minorUnits });
type Tally = z.infer<typeof tally>;

const tallies = z.record(dayCloseBucket, tally);
export type Tallies = z.infer<typeof tallies>;

/** The buckets a day close always lists, even at zero: what it is expected to show. */
const mainBuckets: readonly DayCloseBucket[] = [
  'paid',
  'authorized',
  'awaiting',
  'failed',
  'canceled',
  'refunded',
];

/** The buckets to list for these tallies: the main ones, and any other that counted something. */
export function listedBuckets(tallies: Tallies): DayCloseBucket[] {
  return dayCloseBucket.options.filter(
    (bucket) => mainBuckets.includes(bucket) || tallies[bucket].count > 0,
  );
}

/** Totals of one payment method and brand, as the service names them (unknown ones as sent). */
const methodTotals = z.strictObject({
  /** A merchant-presented qr_scan counts as qr_merchant (presentedPaymentType). */
  paymentType: z.string().max(64).nullable(),
  brand: z.string().max(64).nullable(),
  tallies,
  /** Paid less refunded. */
  net: minorUnits,
});
export type MethodTotals = z.infer<typeof methodTotals>;

const hourTotals = z.strictObject({
  hour: z.number().int().min(0).max(23),
  paid: tally,
  refunded: tally,
});
type HourTotals = z.infer<typeof hourTotals>;

const currencyTotals = z.strictObject({
  currency: currencyCode,
  tallies,
  net: minorUnits,
  byMethod: z.array(methodTotals).max(1000),
  /** Hours 0 to 23 of the store's clock, summed over every day of the range. */
  hourly: z.array(hourTotals).length(24),
});
export type CurrencyTotals = z.infer<typeof currencyTotals>;

export const dayCloseTotals = z.strictObject({
  /** The store's own currency first, the others in alphabetical order. */
  currencies: z.array(currencyTotals).max(200),
  /** Every history item counted: charges and refunds. */
  itemCount: z.number().int().nonnegative(),
});
export type DayCloseTotals = z.infer<typeof dayCloseTotals>;

const chargeBuckets: Readonly<Record<string, DayCloseBucket>> = {
  successful: 'paid',
  authorized: 'authorized',
  awaiting: 'awaiting',
  pending: 'pending',
  failed: 'failed',
  error: 'failed',
  canceled: 'canceled',
};

const refundBuckets: Readonly<Record<string, DayCloseBucket>> = {
  successful: 'refunded',
  pending: 'refund_pending',
  failed: 'refund_failed',
  error: 'refund_failed',
};

/** The bucket a history item counts in. */
export function bucketOf(item: Pick<HistoryItem, 'type' | 'status'>): DayCloseBucket {
  const buckets =
    item.type === 'charge' ? chargeBuckets : item.type === 'refund' ? refundBuckets : {};
  return Object.hasOwn(buckets, item.status) ? (buckets[item.status] ?? 'other') : 'other';
}

const zero = toMinorUnits(0);

function emptyTallies(): Tallies {
  return Object.fromEntries(
    dayCloseBucket.options.map((bucket) => [bucket, { count: 0, amount: zero }]),
  ) as Tallies;
}

function add(target: Tally, amount: MinorUnits): void {
  target.count += 1;
  // toMinorUnits refuses a sum past the safe integers instead of rounding it.
  target.amount = toMinorUnits(target.amount + amount);
}

function netOf(of: Tallies): MinorUnits {
  return toMinorUnits(of.paid.amount - of.refunded.amount);
}

interface CurrencyAccumulator {
  readonly tallies: Tallies;
  readonly methods: Map<string, MethodTotals>;
  readonly hourly: HourTotals[];
}

function methodKey(paymentType: string | null, brand: string | null): string {
  return JSON.stringify([paymentType, brand]);
}

function compareNullable(a: string | null, b: string | null): number {
  return (a ?? '').localeCompare(b ?? '');
}

/** The order a report lists currencies in: the store's own first, then alphabetical. */
function compareCurrencies(storeCurrency: string): (a: string, b: string) => number {
  return (a, b) => Number(b === storeCurrency) - Number(a === storeCurrency) || a.localeCompare(b);
}

/**
 * The day close's totals of `items` (charges and refunds of the range), hours on `timeZone`,
 * `storeCurrency` (the one the store sells in) listed first.
 */
export function computeDayCloseTotals(
  items: Iterable<HistoryItem>,
  { timeZone, storeCurrency }: { readonly timeZone: string; readonly storeCurrency: string },
): DayCloseTotals {
  const byCurrency = new Map<string, CurrencyAccumulator>();
  let itemCount = 0;
  for (const item of items) {
    itemCount += 1;
    let currency = byCurrency.get(item.currency);
    if (currency === undefined) {
      currency = {
        tallies: emptyTallies(),
        methods: new Map(),
        hourly: Array.from({ length: 24 }, (_, hour) => ({
          hour,
          paid: { count: 0, amount: zero },
          refunded: { count: 0, amount: zero },
        })),
      };
      byCurrency.set(item.currency, currency);
    }
    const bucket = bucketOf(item);
    add(currency.tallies[bucket], item.amount);

    const brand = item.user_data?.brand ?? null;
    const paymentType = presentedPaymentType(item.payment_type ?? null, brand);
    const key = methodKey(paymentType, brand);
    let method = currency.methods.get(key);
    if (method === undefined) {
      method = { paymentType, brand, tallies: emptyTallies(), net: zero };
      currency.methods.set(key, method);
    }
    add(method.tallies[bucket], item.amount);

    if (bucket === 'paid' || bucket === 'refunded') {
      const hour = currency.hourly[zonedHour(timestampToDate(item.created_on), timeZone)];
      if (hour !== undefined) add(bucket === 'paid' ? hour.paid : hour.refunded, item.amount);
    }
  }
  const order = compareCurrencies(storeCurrency);
  const currencies = [...byCurrency.entries()]
    .sort(([a], [b]) => order(a, b))
    .map(([currency, accumulator]) => ({
      currency,
      tallies: accumulator.tallies,
      net: netOf(accumulator.tallies),
      byMethod: [...accumulator.methods.values()]
        .map((method) => ({ ...method, net: netOf(method.tallies) }))
        .sort(
          (a, b) =>
            compareNullable(a.paymentType, b.paymentType) || compareNullable(a.brand, b.brand),
        ),
      hourly: accumulator.hourly,
    }));
  return { currencies, itemCount };
}
