import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '../../../../shared/money';
import { formatAmount } from '../../../../renderer/i18n/format';

describe('amount formatting', () => {
  it('shows yen without decimals in both languages', () => {
    expect(formatAmount(toMinorUnits(1000), 'JPY', 'ja')).toBe('￥1,000');
    expect(formatAmount(toMinorUnits(1000), 'JPY', 'en')).toBe('¥1,000');
  });

  it('shows dollars with two decimals from minor units', () => {
    expect(formatAmount(toMinorUnits(3350), 'USD', 'en')).toBe('$33.50');
    expect(formatAmount(toMinorUnits(5), 'USD', 'ja')).toBe('$0.05');
  });
});
