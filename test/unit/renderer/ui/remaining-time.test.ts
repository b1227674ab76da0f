import { describe, expect, it } from 'vitest';
import { formatSecondsLeft, secondsLeft } from '../../../../renderer/ui/remaining-time';

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
});
