import { describe, expect, it } from 'vitest';
import {
  recentPaidSale,
  recentPaidSaleWindowMs,
} from '../../../../../main/flows/sales/recent-paid-sale';
import type { CurrencyCode, MinorUnits } from '../../../../../shared/money';
import { profileId, saleView } from './sale-views';

const paidAt = '2026-12-01T03:03:00.000Z';
const asked = { amount: 4321 as MinorUnits, currency: 'JPY' as CurrencyCode };

function minutesAfterPaid(minutes: number): Date {
  return new Date(Date.parse(paidAt) + minutes * 60_000);
}

describe('recent paid sale', () => {
  it('finds the latest sale of the same amount and currency paid within the window', () => {
    const earlier = saleView({ updatedAt: '2026-12-01T03:01:00.000Z' });
    const latest = saleView({ updatedAt: paidAt });
    expect(recentPaidSale([latest, earlier], profileId, asked, minutesAfterPaid(1))).toBe(latest);
  });

  it('still asks at the window’s end and no longer after it', () => {
    const paid = saleView({ updatedAt: paidAt });
    const windowEnd = new Date(Date.parse(paidAt) + recentPaidSaleWindowMs);
    expect(recentPaidSale([paid], profileId, asked, windowEnd)).toBe(paid);
    const past = new Date(windowEnd.getTime() + 1);
    expect(recentPaidSale([paid], profileId, asked, past)).toBeUndefined();
  });

  it('ignores another amount, another currency, a sale not paid and another profile’s', () => {
    const operations = [
      saleView({ intent: { amount: 4320 as MinorUnits } }),
      saleView({ intent: { currency: 'USD' } }),
      saleView({ state: 'failed' }),
      saleView({ state: 'processing', terminal: false }),
      saleView({ intent: { profileId: 'training' } }),
    ];
    expect(recentPaidSale(operations, profileId, asked, minutesAfterPaid(1))).toBeUndefined();
  });
});
