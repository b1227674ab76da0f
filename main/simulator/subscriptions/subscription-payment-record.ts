import { z } from 'zod';
import { minorUnits } from '../../../shared/money';
import { isoDate } from '../../../shared/service/common';
import { defineCollection } from '../collection';

/**
 * One scheduled payment of a subscription (spec: Subscription payment). Only payments that
 * have fallen due or are next exist: the next one is created when the one before is paid, so
 * a schedule without end never needs more than one unpaid record.
 */
const subscriptionPaymentRecord = z.strictObject({
  id: z.string(),
  subscriptionId: z.string(),
  /** 0-based place in the schedule (payment-schedule.ts). */
  index: z.number().int().nonnegative(),
  dueDate: isoDate,
  amount: minorUnits,
  isPaid: z.boolean(),
  isLast: z.boolean(),
  /** Charges made for this payment so far; a due-payment transition carries the next number. */
  attempts: z.number().int().nonnegative(),
  lastChargeId: z.string().nullable(),
  /** Set while a failed payment waits for its retry (status unpaid). */
  retryDate: isoDate.nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type SubscriptionPaymentRecord = z.infer<typeof subscriptionPaymentRecord>;

export const subscriptionPaymentsCollection = defineCollection(
  'subscription-payments',
  subscriptionPaymentRecord,
);
