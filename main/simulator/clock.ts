/**
 * The simulator's notion of now: real time plus an offset that only `advance` moves, so the
 * service's time flows normally for a demo and jumps forward on demand for a test (a konbini
 * payment deadline, a subscription period). Whoever needs to react to a jump subscribes.
 */
export class SimulatorClock {
  #offsetMs: number;
  readonly #realNow: () => number;
  readonly #listeners = new Set<() => void>();

  constructor(options: { readonly offsetMs?: number; readonly realNow?: () => number } = {}) {
    this.#offsetMs = options.offsetMs ?? 0;
    this.#realNow = options.realNow ?? Date.now;
  }

  /** Milliseconds since the epoch on the simulator's clock. */
  now(): number {
    return this.#realNow() + this.#offsetMs;
  }

  /** An ISO-8601 timestamp with a Z, as current responses carry (conventions: Wire format). */
  iso(ms: number = this.now()): string {
    return new Date(ms).toISOString();
  }

  get offsetMs(): number {
    return this.#offsetMs;
  }

  advance(ms: number): void {
    if (!Number.isSafeInteger(ms) || ms < 0) {
      throw new RangeError(`The clock only moves forward by whole milliseconds, not ${ms}`);
    }
    this.#offsetMs += ms;
    for (const listener of this.#listeners) listener();
  }

  /** Back to real time: only for `POST /_sim/reset`, which also empties everything dated. */
  resetOffset(): void {
    this.#offsetMs = 0;
  }

  onAdvance(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
