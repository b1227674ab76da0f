import { describe, expect, it } from 'vitest';
import { codeName } from '../../../../renderer/i18n/code-name';

const statuses = ['pending', 'successful'] as const;
const words = (status: (typeof statuses)[number]) => `name of ${status}`;

describe('codeName', () => {
  it('names a code this version knows in the reader’s words', () => {
    expect(codeName(statuses, 'successful', words)).toBe('name of successful');
  });

  it('shows a code it does not know as the service sent it', () => {
    expect(codeName(statuses, 'under_review', words)).toBe('under_review');
  });

  it('shows a dash where the service sent none', () => {
    expect(codeName(statuses, null, words)).toBe('—');
    expect(codeName(statuses, undefined, words)).toBe('—');
  });
});
