import { describe, expect, it } from 'vitest';
import { textLimit } from '../../../../renderer/ui/text-limit';

describe('text limit', () => {
  it('stays quiet until the last fifth of the limit, then counts', () => {
    expect(textLimit('a'.repeat(15), 20).stage).toBe('quiet');
    expect(textLimit('a'.repeat(16), 20)).toEqual({ count: 16, max: 20, stage: 'near' });
  });

  it('says when the limit is reached and when it is passed', () => {
    expect(textLimit('a'.repeat(20), 20).stage).toBe('full');
    expect(textLimit('a'.repeat(21), 20).stage).toBe('over');
  });

  it('neither counts nor warns in a short code, but refuses one past its limit', () => {
    expect(textLimit('123', 4).stage).toBe('quiet');
    expect(textLimit('1234', 4).stage).toBe('quiet');
    expect(textLimit('JP', 2).stage).toBe('quiet');
    expect(textLimit('12345', 4)).toEqual({ count: 5, max: 4, stage: 'over' });
  });

  it('counts emoji as single characters', () => {
    expect(textLimit('🎁'.repeat(20), 20)).toEqual({ count: 20, max: 20, stage: 'full' });
  });
});
