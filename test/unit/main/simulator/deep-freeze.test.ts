import { describe, expect, it } from 'vitest';
import { deepFreeze, isDeeplyFrozen } from '../../../../main/simulator/deep-freeze';

describe('simulator deepFreeze', () => {
  it('freezes every object and array a value holds', () => {
    const value = deepFreeze({ a: { b: [{ c: 1 }] } });
    expect(Object.isFrozen(value.a)).toBe(true);
    expect(Object.isFrozen(value.a.b)).toBe(true);
    expect(Object.isFrozen(value.a.b[0])).toBe(true);
    expect(isDeeplyFrozen(value)).toBe(true);
    expect(isDeeplyFrozen(value.a.b)).toBe(true);
  });

  it('does not count a value frozen only at its top as deeply frozen', () => {
    const value = Object.freeze({ a: { b: 1 } });
    expect(isDeeplyFrozen(value)).toBe(false);
    expect(isDeeplyFrozen(value.a)).toBe(false);
  });

  it('freezes the new parts of a value that shares parts already frozen', () => {
    const shared = deepFreeze({ b: 1 });
    const value = deepFreeze({ shared, fresh: { c: 2 } });
    expect(Object.isFrozen(value.fresh)).toBe(true);
    expect(isDeeplyFrozen(value)).toBe(true);
  });

  it('leaves primitives as they are', () => {
    expect(deepFreeze(3)).toBe(3);
    expect(deepFreeze(null)).toBeNull();
    expect(isDeeplyFrozen('text')).toBe(false);
  });
});
