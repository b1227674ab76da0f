import type { MinorUnits } from '../../../shared/money';
import type { z } from 'zod';
import type { subscriptionPeriod } from '../../../shared/service/subscriptions';
import { addDays, addMonths } from '../../../shared/back-office/zoned-day';

/** How far one cycle moves a due date: whole months first, then days. */
export interface CycleStep {
  readonly months: number;
  readonly days: number;
}

/** Conventions: Subscriptions, the named periods. */
const periodSteps: Readonly<Record<z.infer<typeof subscriptionPeriod>, CycleStep>> = {
  daily: { months: 0, days: 1 },
  weekly: { months: 0, days: 7 },
  biweekly: { months: 0, days: 14 },
  monthly: { months: 1, days: 0 },
  quarterly: { months: 3, days: 0 },
  semiannually: { months: 6, days: 0 },
  annually: { months: 12, days: 0 },
};

/**
 * The step of a `period`, or of a `cyclical_period` (an ISO-8601 duration, conventions:
 * Subscriptions). Payments fall due on dates (spec: Subscription payment `due_date`), so a
 * duration with a time part, or one that does not move the date, has no step: `undefined`.
 */
export function cycleStep(
  period: z.infer<typeof subscriptionPeriod> | null,
  cyclicalPeriod: string | null,
): CycleStep | undefined {
  if (period !== null) return periodSteps[period];
  const match = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?$/.exec(cyclicalPeriod ?? '');
  if (!match) return undefined;
  const [years = 0, months = 0, weeks = 0, days = 0] = match.slice(1).map((n) => Number(n ?? 0));
  const step = { months: years * 12 + months, days: weeks * 7 + days };
  return step.months > 0 || step.days > 0 ? step : undefined;
}

/**
 * Everything that fixes a subscription's payments. With an `initialAmount`, the first payment
 * is that amount, due on `initialOn` (the day of creation, as the fixtures
 * subscription-*-unverified show: due the creation day, `start_on` later), and the regular
 * payments start on `startOn`; without one, the first regular payment is the first payment.
 * `fixedCycles` counts every payment, the initial one included; null repeats forever.
 */
export interface PaymentPlan {
  readonly amount: MinorUnits;
  readonly initialAmount: MinorUnits | null;
  readonly initialOn: string;
  readonly startOn: string;
  readonly step: CycleStep;
  readonly fixedCycles: number | null;
}

export interface ScheduledPayment {
  readonly dueDate: string;
  readonly amount: MinorUnits;
  readonly isLast: boolean;
}

/** The date `cycles` whole cycles after `date`: months first, then days. */
export function afterCycles(date: string, step: CycleStep, cycles: number): string {
  return addDays(addMonths(date, step.months * cycles), step.days * cycles);
}

/**
 * The payment at 0-based `index`. Each regular date is counted from `startOn` rather than
 * from the previous date, so a schedule starting on the 31st comes back to the 31st after a
 * shorter month.
 */
export function scheduledPayment(plan: PaymentPlan, index: number): ScheduledPayment {
  const isLast = plan.fixedCycles !== null && index === plan.fixedCycles - 1;
  if (plan.initialAmount !== null && index === 0) {
    return { dueDate: plan.initialOn, amount: plan.initialAmount, isLast };
  }
  const cycle = plan.initialAmount === null ? index : index - 1;
  return { dueDate: afterCycles(plan.startOn, plan.step, cycle), amount: plan.amount, isLast };
}
