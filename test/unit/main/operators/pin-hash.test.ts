import { describe, expect, it } from 'vitest';
import { hashPin, pinMatches, tillPinCost } from '../../../../main/operators/pin-hash';

// The till's cost is checked once; the rest use a cheap one, so a busy CI machine stays quick.
const testCost = 2 ** 10;

describe('a PIN hash', () => {
  it('keeps no trace of the PIN in what it stores', async () => {
    const stored = await hashPin('48151623');
    const text = JSON.stringify(stored);
    expect(text).not.toContain('48151623');
    expect(text).not.toContain(Buffer.from('48151623').toString('base64'));
    expect(stored.algorithm).toBe('scrypt');
    expect(stored.cost).toBe(tillPinCost);
  });

  it('salts each hash, so one PIN twice stores two different hashes', async () => {
    const first = await hashPin('1234', testCost);
    const second = await hashPin('1234', testCost);
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
  });

  it('matches the PIN it was made from and no other', async () => {
    const stored = await hashPin('2580', testCost);
    expect(await pinMatches('2580', stored)).toBe(true);
    expect(await pinMatches('2581', stored)).toBe(false);
    expect(await pinMatches('25800', stored)).toBe(false);
  });
});
