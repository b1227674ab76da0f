import { describe, expect, it } from 'vitest';
import { numberWords } from '../../../../renderer/i18n/number-words';

describe('number words', () => {
  it('writes English words on the short scale', () => {
    expect(numberWords(0, 'en')).toBe('zero');
    expect(numberWords(15, 'en')).toBe('fifteen');
    expect(numberWords(42, 'en')).toBe('forty-two');
    expect(numberWords(1_000_000_000, 'en')).toBe('one billion');
    expect(numberWords(100_000_000, 'en')).toBe('one hundred million');
    expect(numberWords(1_234_005, 'en')).toBe('one million two hundred thirty-four thousand five');
  });

  it('writes Japanese words by myriads, with 十, 百 and 千 standing alone', () => {
    expect(numberWords(0, 'ja')).toBe('〇');
    expect(numberWords(1000, 'ja')).toBe('千');
    expect(numberWords(10_000, 'ja')).toBe('一万');
    expect(numberWords(100_000_000, 'ja')).toBe('一億');
    expect(numberWords(1_000_000_000, 'ja')).toBe('十億');
    expect(numberWords(12_345_678, 'ja')).toBe('千二百三十四万五千六百七十八');
    expect(numberWords(100_010_001, 'ja')).toBe('一億一万一');
  });

  it('refuses what is not a count', () => {
    expect(() => numberWords(-1, 'en')).toThrow(RangeError);
    expect(() => numberWords(1.5, 'ja')).toThrow(RangeError);
  });
});
