import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../../main/journal/canonical-json';

describe('canonical JSON', () => {
  it('gives the same text whatever order the keys were set in', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: true, e: null }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[2,{"e":null,"f":true}]},"b":1}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it('leaves out members whose value is undefined, as JSON does', () => {
    expect(canonicalJson({ a: 1, b: undefined })).toBe('{"a":1}');
  });

  it('refuses numbers JSON cannot hold', () => {
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(TypeError);
  });
});
