import { describe, expect, it } from 'vitest';
import { limitedText, textLength } from '../../../shared/text-length';

describe('text length', () => {
  it('counts an emoji or a kanji outside the BMP once, as the counter on screen does', () => {
    expect(textLength('🎁')).toBe(1);
    expect(textLength('𠮷野家')).toBe(3);
    expect(textLength('A-1042')).toBe(6);
  });

  it('limits text by that count, not by UTF-16 code units', () => {
    const schema = limitedText(4);
    expect(schema.safeParse('🎁🎁🎁🎁').success).toBe(true);
    expect(schema.safeParse('🎁🎁🎁🎁🎁').error?.issues[0]?.message).toBe('OUT_OF_RANGE');
  });
});
