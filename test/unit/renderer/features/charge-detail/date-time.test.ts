import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../../../renderer/features/charge-detail/date-time';

describe('a payment’s date and time', () => {
  const lateEveningUtc = new Date('2026-11-27T20:30:15Z');

  it('reads in the store’s zone when one is given, whatever the terminal’s zone', () => {
    expect(formatDateTime(lateEveningUtc, 'en', 'Asia/Tokyo', 'second')).toBe(
      'Nov 28, 2026, 5:30:15 AM',
    );
    expect(formatDateTime(lateEveningUtc, 'ja', 'Asia/Tokyo', 'minute')).toBe('2026/11/28 5:30');
    expect(formatDateTime(lateEveningUtc, 'en', 'America/New_York', 'minute')).toBe(
      '11/27/26, 3:30 PM',
    );
  });

  it('keeps one zone’s formatter apart from another’s', () => {
    const tokyo = formatDateTime(lateEveningUtc, 'en', 'Asia/Tokyo', 'second');
    const utc = formatDateTime(lateEveningUtc, 'en', 'UTC', 'second');
    expect(utc).toBe('Nov 27, 2026, 8:30:15 PM');
    expect(tokyo).not.toBe(utc);
  });
});
