import { describe, expect, it } from 'vitest';
import { formatTimeLeft, secondsLeft } from '../../../../renderer/ui/remaining-time';

describe('remaining time', () => {
  const now = new Date('2025-05-01T10:00:00.000Z');
  const hour = 3600;
  const day = 24 * hour;

  it('rounds a part-second up, so a countdown shows 0 only once the moment has passed', () => {
    expect(secondsLeft(new Date('2025-05-01T10:00:00.200Z'), now)).toBe(1);
    expect(secondsLeft(new Date('2025-05-01T10:01:30.000Z'), now)).toBe(90);
    expect(secondsLeft(now, now)).toBe(0);
    expect(secondsLeft(new Date('2025-05-01T09:59:00.000Z'), now)).toBe(0);
  });

  it('ticks minutes and seconds only in the last hour', () => {
    expect(formatTimeLeft(0, 'en')).toBe('0:00');
    expect(formatTimeLeft(59, 'en')).toBe('0:59');
    expect(formatTimeLeft(600, 'ja')).toBe('10:00');
    expect(formatTimeLeft(hour - 1, 'en')).toBe('59:59');
  });

  it('writes hours and minutes within the day', () => {
    expect(formatTimeLeft(hour, 'en')).toBe('1 hr 0 min');
    expect(formatTimeLeft(day - 1, 'en')).toBe('23 hr 59 min');
    expect(formatTimeLeft(5 * hour + 12 * 60 + 30, 'ja')).toBe('5 時間 12 分');
  });

  it('writes days and hours a day or more ahead, never a hundred-odd hours', () => {
    expect(formatTimeLeft(7 * day - 5, 'en')).toBe('6 days 23 hr');
    expect(formatTimeLeft(day, 'en')).toBe('1 day 0 hr');
    expect(formatTimeLeft(3 * day + 62, 'ja')).toBe('3 日 0 時間');
  });
});
