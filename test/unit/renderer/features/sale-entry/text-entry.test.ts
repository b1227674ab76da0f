import { describe, expect, it } from 'vitest';
import { enterText } from '../../../../../renderer/features/sale-entry/text-entry';

describe('entering text into a field', () => {
  it('keeps what was there and says so when a character the field never takes is typed', () => {
    expect(enterText('12', '12a', /\d/)).toEqual({ value: '12', refused: true });
  });

  it('refuses a paste with one wrong character whole, rather than keeping part of it', () => {
    expect(enterText('', '1 23', /\d/)).toEqual({ value: '', refused: true });
  });

  it('takes full-width digits only where the rule does (\\d is ASCII)', () => {
    expect(enterText('', '１２３', /\d/).refused).toBe(true);
  });

  it('takes anything in a field without a character rule, however long', () => {
    const long = '🎁'.repeat(300);
    expect(enterText('', long)).toEqual({ value: long, refused: false });
  });
});
