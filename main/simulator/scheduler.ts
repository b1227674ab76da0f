import { z } from 'zod';
import type { SimulatorClock } from './clock';
import { MinHeap } from './min-heap';

/**
 * "At time T, run transition X with payload P." Work is data, not closures, so it is persisted
 * with the state and survives a restart of a training till; modules register the transitions
 * by name once, at start.
 */
export const scheduledWork = z.strictObject({
  seq: z.number().int(),
  at: z.number(),
  transition: z.string(),
  payload: z.unknown(),
});
export type ScheduledWork = z.infer<typeof scheduledWork>;

/** Returned by `registry.transition(...)`: schedules that transition with a typed payload. */
export interface TransitionHandle<Payload> {
  /** Runs the transition once the simulator's clock reaches `time` (ms since the epoch). */
  at(time: number, payload: Payload): void;
}

interface Transition {
  readonly payload: z.ZodType;
  readonly run: (payload: unknown, scheduledAt: number) => void;
}

/** setTimeout's own ceiling; later work is re-armed when the timer fires. */
const maxTimerDelayMs = 2 ** 31 - 1;

export class Scheduler {
  readonly #clock: SimulatorClock;
  readonly #onChange: () => void;
  readonly #transitions = new Map<string, Transition>();
  /** In time order, then scheduling order: what runs next is on top. */
  readonly #queue = new MinHeap<ScheduledWork>(byTimeThenSeq);
  #seq = 0;
  #timer: NodeJS.Timeout | undefined;
  #running = false;
  #completed = 0;
  #failures = 0;

  /** `onChange` is told when the queue changes, so state watchers and persistence see it. */
  constructor(clock: SimulatorClock, onChange: () => void) {
    this.#clock = clock;
    this.#onChange = onChange;
    // A jump that leaves the next work still ahead must shorten the armed timer to what is
    // left, or the work waits for the delay armed before the jump.
    clock.onAdvance(() => {
      if (this.runDue() === 0) this.#arm();
    });
  }

  define<Payload extends z.ZodType>(
    name: string,
    payload: Payload,
    run: (payload: z.output<Payload>, scheduledAt: number) => void,
  ): TransitionHandle<z.input<Payload>> {
    if (this.#transitions.has(name)) throw new Error(`Transition ${name} is registered twice`);
    this.#transitions.set(name, {
      payload,
      run: (value, scheduledAt) => run(payload.parse(value), scheduledAt),
    });
    return { at: (time, value) => this.#enqueue(time, name, payload.parse(value)) };
  }

  /**
   * Schedules a transition by its name, for code outside the module that named it (seeding
   * records whose clock work is another module's); throws for a name no module registered.
   */
  schedule(name: string, time: number, payload: unknown): void {
    const transition = this.#transitions.get(name);
    if (!transition) throw new Error(`unknown transition ${name}`);
    this.#enqueue(time, name, transition.payload.parse(payload));
  }

  /** Runs, in time order (then scheduling order), everything due on the clock. */
  runDue(): number {
    // Called before every handler: the common case, nothing due, must not touch the timer.
    const first = this.#queue.peek();
    if (this.#running || !first || first.at > this.#clock.now()) return 0;
    this.#running = true;
    let ran = 0;
    try {
      for (
        let next = this.#queue.peek();
        next && next.at <= this.#clock.now();
        next = this.#queue.peek()
      ) {
        this.#queue.pop();
        ran += 1;
        this.#completed += 1;
        this.#runOne(next);
      }
    } finally {
      this.#running = false;
    }
    if (ran > 0) this.#onChange();
    this.#arm();
    return ran;
  }

  get pending(): number {
    return this.#queue.size;
  }

  /** Transitions run since start, failed ones included. */
  get completed(): number {
    return this.#completed;
  }

  /** Transitions that threw; each is logged and dropped so the rest of the queue still runs. */
  get failures(): number {
    return this.#failures;
  }

  /** Restores persisted work; throws on a transition no module registers, naming it. */
  restore(work: readonly ScheduledWork[]): void {
    for (const item of work) {
      const transition = this.#transitions.get(item.transition);
      if (!transition) throw new Error(`unknown transition ${item.transition}`);
      const payload = transition.payload.safeParse(item.payload);
      if (!payload.success) throw new Error(`invalid payload for transition ${item.transition}`);
    }
    this.#queue.reset(work);
    this.#seq = Math.max(0, ...work.map((item) => item.seq + 1));
    this.#arm();
  }

  snapshot(): ScheduledWork[] {
    return this.#queue.sorted();
  }

  clear(): void {
    this.#queue.reset([]);
    this.#failures = 0;
    this.#arm();
  }

  close(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #enqueue(at: number, transition: string, payload: unknown): void {
    const item: ScheduledWork = { seq: this.#seq++, at, transition, payload };
    this.#queue.push(item);
    this.#onChange();
    // Work due already runs on the next turn of the event loop, after the scheduling handler
    // has answered, and every later request runs due work before its handler.
    this.#arm();
  }

  #runOne(item: ScheduledWork): void {
    const transition = this.#transitions.get(item.transition);
    try {
      if (!transition) throw new Error(`unknown transition ${item.transition}`);
      transition.run(item.payload, item.at);
    } catch (error) {
      this.#failures += 1;
      console.error(`simulator: transition ${item.transition} failed and was dropped`, error);
    }
  }

  #arm(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const next = this.#queue.peek();
    if (!next) return;
    const delay = Math.min(Math.max(0, next.at - this.#clock.now()), maxTimerDelayMs);
    // A timer may fire a millisecond before the clock reads its time (timers and Date.now()
    // round differently): then nothing is due yet, and the work must be armed again rather
    // than wait for the next request to run it.
    this.#timer = setTimeout(() => {
      if (this.runDue() === 0) this.#arm();
    }, delay);
    this.#timer.unref();
  }
}

function byTimeThenSeq(a: ScheduledWork, b: ScheduledWork): number {
  return a.at - b.at || a.seq - b.seq;
}
