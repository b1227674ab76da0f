import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SimulatorClock } from '../../../../main/simulator/clock';
import { Scheduler } from '../../../../main/simulator/scheduler';

function frozenScheduler() {
  const clock = new SimulatorClock({ realNow: () => 1_000_000 });
  const changes = vi.fn();
  const scheduler = new Scheduler(clock, changes);
  const ran: string[] = [];
  const mark = scheduler.define('test.mark', z.strictObject({ label: z.string() }), ({ label }) => {
    ran.push(label);
  });
  return { clock, scheduler, mark, ran, changes };
}

describe('simulator scheduler', () => {
  it('runs work in time order, then in the order it was scheduled', () => {
    const { clock, scheduler, mark, ran } = frozenScheduler();
    mark.at(clock.now() + 300, { label: 'c' });
    mark.at(clock.now() + 100, { label: 'a' });
    mark.at(clock.now() + 200, { label: 'b1' });
    mark.at(clock.now() + 200, { label: 'b2' });
    clock.advance(300);
    expect(ran).toEqual(['a', 'b1', 'b2', 'c']);
    scheduler.close();
  });

  it('keeps many items scheduled out of order in time order, ties in scheduling order', () => {
    const { clock, scheduler, mark, ran } = frozenScheduler();
    // A fixed scramble of 2,000 items over 50 distinct times, so most times are shared.
    const offsets = Array.from({ length: 2_000 }, (_, index) => ((index * 7_919) % 50) + 1);
    offsets.forEach((offset, index) => mark.at(clock.now() + offset, { label: `${index}` }));
    const expected = offsets
      .map((offset, index) => ({ offset, index }))
      .sort((a, b) => a.offset - b.offset || a.index - b.index)
      .map(({ index }) => `${index}`);
    expect(scheduler.snapshot().map((work) => (work.payload as { label: string }).label)).toEqual(
      expected,
    );
    clock.advance(50);
    expect(ran).toEqual(expected);
    scheduler.close();
  });

  it('puts new work due at the same time as restored work after it', () => {
    const { clock, scheduler, mark, ran } = frozenScheduler();
    scheduler.restore([
      { seq: 7, at: clock.now() + 5, transition: 'test.mark', payload: { label: 'restored-5' } },
      { seq: 3, at: clock.now() + 9, transition: 'test.mark', payload: { label: 'restored-9' } },
    ]);
    mark.at(clock.now() + 5, { label: 'new-5' });
    mark.at(clock.now() + 1, { label: 'new-1' });
    mark.at(clock.now() + 9, { label: 'new-9' });
    clock.advance(9);
    expect(ran).toEqual(['new-1', 'restored-5', 'new-5', 'restored-9', 'new-9']);
    scheduler.close();
  });

  it('runs nothing before its time', () => {
    const { clock, scheduler, mark, ran } = frozenScheduler();
    mark.at(clock.now() + 100, { label: 'later' });
    clock.advance(99);
    expect(ran).toEqual([]);
    expect(scheduler.pending).toBe(1);
    scheduler.close();
  });

  it('runs work scheduled by a transition when it is already due', () => {
    const clock = new SimulatorClock({ realNow: () => 0 });
    const scheduler = new Scheduler(clock, () => undefined);
    const ran: number[] = [];
    const step = scheduler.define('test.step', z.number(), (n, at) => {
      ran.push(n);
      if (n < 3) step.at(at + 10, n + 1);
    });
    step.at(10, 1);
    clock.advance(100);
    expect(ran).toEqual([1, 2, 3]);
    scheduler.close();
  });

  it('drops and counts a transition that throws, and still runs the rest', () => {
    const { clock, scheduler, mark, ran } = frozenScheduler();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const boom = scheduler.define('test.boom', z.null(), () => {
      throw new Error('boom');
    });
    boom.at(clock.now() + 1, null);
    mark.at(clock.now() + 2, { label: 'after' });
    clock.advance(2);
    expect(ran).toEqual(['after']);
    expect(scheduler.failures).toBe(1);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
    scheduler.close();
  });

  it('refuses a payload its transition does not accept when scheduling', () => {
    const { clock, scheduler, mark } = frozenScheduler();
    expect(() => mark.at(clock.now(), { label: 1 } as unknown as { label: string })).toThrow();
    scheduler.close();
  });

  it('restores persisted work and refuses work of an unknown transition', () => {
    const { clock, scheduler, ran } = frozenScheduler();
    scheduler.restore([
      { seq: 4, at: clock.now() + 5, transition: 'test.mark', payload: { label: 'saved' } },
    ]);
    clock.advance(5);
    expect(ran).toEqual(['saved']);
    expect(() =>
      scheduler.restore([{ seq: 0, at: 0, transition: 'gone.away', payload: null }]),
    ).toThrow(/gone\.away/);
    scheduler.close();
  });

  it('runs due work when real time passes', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const clock = new SimulatorClock();
      const scheduler = new Scheduler(clock, () => undefined);
      const ran: string[] = [];
      const mark = scheduler.define('test.real', z.string(), (label) => ran.push(label));
      mark.at(Date.now() + 1000, 'due');
      await vi.advanceTimersByTimeAsync(999);
      expect(ran).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(ran).toEqual(['due']);
      scheduler.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs work whose timer fired a millisecond before the clock reached it', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      let lagMs = 0;
      const clock = new SimulatorClock({ realNow: () => Date.now() - lagMs });
      const scheduler = new Scheduler(clock, () => undefined);
      const ran: string[] = [];
      const mark = scheduler.define('test.early', z.string(), (label) => ran.push(label));
      mark.at(clock.now() + 1000, 'due');
      lagMs = 1;
      await vi.advanceTimersByTimeAsync(1000);
      expect(ran).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(ran).toEqual(['due']);
      scheduler.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs work after what is left of its delay when the clock jumps to just before it', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const clock = new SimulatorClock();
      const scheduler = new Scheduler(clock, () => undefined);
      const ran: string[] = [];
      const mark = scheduler.define('test.jump', z.string(), (label) => ran.push(label));
      mark.at(Date.now() + 60_000, 'due');
      clock.advance(59_995);
      await vi.advanceTimersByTimeAsync(4);
      expect(ran).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(ran).toEqual(['due']);
      scheduler.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells its listener when work is scheduled and when work ran', () => {
    const { clock, scheduler, mark, changes } = frozenScheduler();
    mark.at(clock.now() + 1, { label: 'x' });
    expect(changes).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect(changes).toHaveBeenCalledTimes(2);
    scheduler.close();
  });
});
