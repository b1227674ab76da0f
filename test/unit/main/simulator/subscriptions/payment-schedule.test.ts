import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '../../../../../shared/money';
import {
  cycleStep,
  scheduledPayment,
  type PaymentPlan,
} from '../../../../../main/simulator/subscriptions/payment-schedule';

const monthly = { months: 1, days: 0 };

const plan = (change: Partial<PaymentPlan> = {}): PaymentPlan => ({
  amount: toMinorUnits(1000),
  initialAmount: null,
  initialOn: '2025-02-04',
  startOn: '2025-01-31',
  step: monthly,
  fixedCycles: null,
  ...change,
});

const dueDates = (of: PaymentPlan, count: number): string[] =>
  Array.from({ length: count }, (_, index) => scheduledPayment(of, index).dueDate);

describe('payment schedule', () => {
  it('steps each named period (conventions: Subscriptions)', () => {
    expect(cycleStep('daily', null)).toEqual({ months: 0, days: 1 });
    expect(cycleStep('weekly', null)).toEqual({ months: 0, days: 7 });
    expect(cycleStep('biweekly', null)).toEqual({ months: 0, days: 14 });
    expect(cycleStep('monthly', null)).toEqual({ months: 1, days: 0 });
    expect(cycleStep('quarterly', null)).toEqual({ months: 3, days: 0 });
    expect(cycleStep('semiannually', null)).toEqual({ months: 6, days: 0 });
    expect(cycleStep('annually', null)).toEqual({ months: 12, days: 0 });
  });

  it('steps a cyclical_period by its years, months, weeks and days', () => {
    expect(cycleStep(null, 'P1Y2M')).toEqual({ months: 14, days: 0 });
    expect(cycleStep(null, 'P2W3D')).toEqual({ months: 0, days: 17 });
  });

  it('has no step for a cyclical_period with a time part or that does not move the date', () => {
    expect(cycleStep(null, 'PT12H')).toBeUndefined();
    expect(cycleStep(null, 'P1DT1H')).toBeUndefined();
    expect(cycleStep(null, 'P0D')).toBeUndefined();
  });

  it('counts each monthly date from the start, so the 31st comes back after February', () => {
    expect(dueDates(plan(), 4)).toEqual(['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30']);
  });

  it('makes the initial amount the first payment, due on its own day, before the regular ones', () => {
    const withInitial = plan({ initialAmount: toMinorUnits(250), startOn: '2025-02-10' });
    expect(scheduledPayment(withInitial, 0)).toEqual({
      dueDate: '2025-02-04',
      amount: 250,
      isLast: false,
    });
    expect(dueDates(withInitial, 3)).toEqual(['2025-02-04', '2025-02-10', '2025-03-10']);
    expect(scheduledPayment(withInitial, 1).amount).toBe(1000);
  });

  it('marks the last payment of a fixed number of cycles, the initial one counted', () => {
    const finite = plan({ initialAmount: toMinorUnits(250), fixedCycles: 3 });
    expect([0, 1, 2].map((index) => scheduledPayment(finite, index).isLast)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('never marks a last payment without a fixed number of cycles', () => {
    expect(scheduledPayment(plan(), 500).isLast).toBe(false);
  });
});
