import { describe, expect, it } from 'vitest';
import { amountDifference } from '../../../../shared/flows/amount-received';
import { toMinorUnits, type CurrencyCode } from '../../../../shared/money';

const yen = (amount: number, currency: CurrencyCode = 'JPY') => ({
  amount: toMinorUnits(amount),
  currency,
});

describe('amountDifference', () => {
  it('says how far a transfer falls short of the amount asked', () => {
    expect(amountDifference(yen(20000), yen(5))).toEqual({ kind: 'short', by: 19995 });
    expect(amountDifference(yen(20000), yen(15000))).toEqual({ kind: 'short', by: 5000 });
  });

  it('says how far a transfer passes the amount asked', () => {
    expect(amountDifference(yen(20000), yen(25000))).toEqual({ kind: 'over', by: 5000 });
  });

  it('tells no difference for the amount asked, nor across currencies', () => {
    expect(amountDifference(yen(20000), yen(20000))).toBeNull();
    expect(amountDifference(yen(20000), yen(5, 'USD'))).toBeNull();
  });
});
