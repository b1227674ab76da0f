import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeadlineTimer } from '../../../../main/service/deadline-timer';

/** Timers that keep the process alive. */
const refedTimers = (): number =>
  process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

describe('deadline timer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('expires a deadline once its time has passed, and not before', () => {
    const timer = new DeadlineTimer();
    const expire = vi.fn();
    timer.start(100, expire);
    vi.advanceTimersByTime(99);
    expect(expire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expire).toHaveBeenCalledOnce();
  });

  it('never expires a cancelled deadline', () => {
    const timer = new DeadlineTimer();
    const expire = vi.fn();
    timer.cancel(timer.start(100, expire));
    vi.advanceTimersByTime(1_000);
    expect(expire).not.toHaveBeenCalled();
  });

  it('expires each deadline at its own time, whatever order they were started in', () => {
    const timer = new DeadlineTimer();
    const expired: string[] = [];
    timer.start(300, () => expired.push(`late at ${performance.now()}`));
    timer.start(100, () => expired.push(`early at ${performance.now()}`));
    const cancelled = timer.start(200, () => expired.push('cancelled'));
    timer.cancel(cancelled);
    vi.advanceTimersByTime(1_000);
    expect(expired).toEqual(['early at 100', 'late at 300']);
  });

  it('expires a deadline started after the earliest one ended', () => {
    const timer = new DeadlineTimer();
    const expire = vi.fn();
    timer.cancel(timer.start(100, () => undefined));
    vi.advanceTimersByTime(50);
    timer.start(100, expire);
    vi.advanceTimersByTime(99);
    expect(expire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expire).toHaveBeenCalledOnce();
  });
});

describe('deadline timer and the process', () => {
  it('keeps the process alive while a deadline is pending, and only then', () => {
    const before = refedTimers();
    const timer = new DeadlineTimer();
    const first = timer.start(60_000, () => undefined);
    expect(refedTimers()).toBe(before + 1);
    timer.cancel(first);
    expect(refedTimers()).toBe(before);
    const second = timer.start(60_000, () => undefined);
    expect(refedTimers()).toBe(before + 1);
    timer.cancel(second);
    expect(refedTimers()).toBe(before);
  });
});
