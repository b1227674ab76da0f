import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '../../../../shared/money';
import { amountInWords } from '../../../../renderer/i18n/amount-in-words';

describe('amount in words', () => {
  it('names a yen amount in both languages', () => {
    expect(amountInWords(toMinorUnits(100_000_000), 'JPY', 'ja')).toBe('一億円');
    expect(amountInWords(toMinorUnits(100_000_000), 'JPY', 'en')).toBe(
      'one hundred million Japanese yen',
    );
  });

  it('writes minor units as a fraction of the major unit', () => {
    expect(amountInWords(toMinorUnits(120_050), 'USD', 'en')).toBe(
      'one thousand two hundred US dollars and 50/100',
    );
    expect(amountInWords(toMinorUnits(1_005), 'KWD', 'en')).toBe('one Kuwaiti dinar and 005/1000');
  });
});
