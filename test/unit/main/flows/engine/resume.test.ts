import { describe, expect, it } from 'vitest';
import { restOfWait } from '../../../../../main/flows/engine/resume';
import { iframePollSchedule } from '../../../../../main/service/polling';

/* The rules every resume decides with (docs/reliability.md: Resuming operations after a restart). */

const schedule = iframePollSchedule({ intervalMs: 3_000, maxDurationMs: 600_000 });
const startedAt = '2026-11-21T10:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('restOfWait', () => {
  it('gives a wait that had not begun before the restart all its time', () => {
    expect(restOfWait(schedule, undefined, at('2026-11-21T11:00:00.000Z'))).toBe(schedule);
  });

  it('takes the time spent before the restart off the wait', () => {
    const rest = restOfWait(schedule, startedAt, at('2026-11-21T10:04:00.000Z'));
    expect(rest?.maxDurationMs).toBe(360_000);
    expect(rest?.maxPolls).toBe(schedule.maxPolls);
    expect(rest?.delayMs(0)).toBe(3_000);
  });

  it('leaves a wait with time for one more poll', () => {
    expect(restOfWait(schedule, startedAt, at('2026-11-21T10:09:57.000Z'))?.maxDurationMs).toBe(
      3_000,
    );
  });

  it('ends a wait with no time left for a poll', () => {
    expect(restOfWait(schedule, startedAt, at('2026-11-21T10:09:57.001Z'))).toBeUndefined();
    expect(restOfWait(schedule, startedAt, at('2026-11-21T10:10:00.000Z'))).toBeUndefined();
  });
});
