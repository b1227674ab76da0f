import { describe, expect, it } from 'vitest';
import { hasEntry } from '../../../../renderer/i18n/has-entry';

describe('hasEntry', () => {
  const words = { NOT_FOUND: 'Not found', 313: 'Declined' };

  it('knows a dictionary’s own keys, a numeric code included', () => {
    expect(hasEntry(words, 'NOT_FOUND')).toBe(true);
    expect(hasEntry(words, 313)).toBe(true);
  });

  it('does not count a key the dictionary only inherits, nor one it lacks', () => {
    expect(hasEntry(words, 'toString')).toBe(false);
    expect(hasEntry(words, 'TIMEOUT')).toBe(false);
  });
});
