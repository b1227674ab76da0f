import { z } from 'zod';
import { currencyCode, minorUnits } from '../../../shared/money';
import { isoDate, metadata, mode } from '../../../shared/service/common';
import { subscriptionPeriod, subscriptionStatus } from '../../../shared/service/subscriptions';
import { defineCollection } from '../collection';

/**
 * A subscription as the simulator keeps it: what fixes its payment schedule and where it
 * stands. The response is built from it (subscriptions-module.ts), with `next_payment` and
 * `cycles_left` derived from its payments, so they can never disagree.
 */
const subscriptionRecord = z.strictObject({
  id: z.string(),
  merchantId: z.string(),
  storeId: z.string(),
  mode,
  /** The token the next charge is made with; PATCH may switch it (spec: Update a subscription). */
  tokenId: z.string(),
  amount: minorUnits,
  currency: currencyCode,
  initialAmount: minorUnits.nullable(),
  /** Exactly one of `period` and `cyclicalPeriod` is set (conventions: Subscriptions). */
  period: subscriptionPeriod.nullable(),
  cyclicalPeriod: z.string().nullable(),
  /** The creation day in `zoneId`: the initial payment's due date. */
  initialOn: isoDate,
  /** The first regular payment's due date (spec: schedule_settings.start_on). */
  startOn: isoDate,
  zoneId: z.string(),
  /** Payments in all, the initial one included; null repeats until canceled. */
  fixedCycles: z.number().int().positive().nullable(),
  status: subscriptionStatus,
  metadata,
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type SubscriptionRecord = z.infer<typeof subscriptionRecord>;

export const subscriptionsCollection = defineCollection('subscriptions', subscriptionRecord);
