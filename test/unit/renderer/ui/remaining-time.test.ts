import { describe, expect, it } from 'vitest';
import {
  formatDaysLeft,
  formatSecondsLeft,
  secondsLeft,
} from '../../../../renderer/ui/remaining-time';

describe('remaining time', () => {
  const now = new Date('2025-05-01T10:00:00.000Z');

  it('rounds a part-second up, so a countdown shows 0 only once the moment has passed', () => {
    expect(secondsLeft(new Date('2025-05-01T10:00:00.200Z'), now)).toBe(1);
    expect(secondsLeft(new Date('2025-05-01T10:01:30.000Z'), now)).toBe(90);
    expect(secondsLeft(now, now)).toBe(0);
    expect(secondsLeft(new Date('2025-05-01T09:59:00.000Z'), now)).toBe(0);
  });

  it('writes minutes and seconds under an hour, and hours from an hour on', () => {
    expect(formatSecondsLeft(0)).toBe('0:00');
    expect(formatSecondsLeft(59)).toBe('0:59');
    expect(formatSecondsLeft(600)).toBe('10:00');
    expect(formatSecondsLeft(3600)).toBe('1:00:00');
    expect(formatSecondsLeft(3 * 86400 + 62)).toBe('72:01:02');
  });

  it('writes whole days in words before hours, minutes and seconds once a day or more is left', () => {
    const days = (count: number) => `${count} d`;
    expect(formatDaysLeft(3 * 86400 + 62, days)).toBe('3 d 0:01:02');
    expect(formatDaysLeft(86400, days)).toBe('1 d 0:00:00');
    expect(formatDaysLeft(86399, days)).toBe('23:59:59');
  });
});
