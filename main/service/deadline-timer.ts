/** A pending deadline: `expire` runs once `at` (performance.now() milliseconds) has passed. */
export interface Deadline {
  readonly at: number;
  readonly expire: () => void;
}

/**
 * One timer for the deadlines of all of a client's calls, in place of a setTimeout and a
 * clearTimeout per call (together about as much as the rest of the call's bookkeeping). It is
 * armed for the earliest deadline pending: a call that ends only leaves the set, and when the
 * timer fires it expires what is due and re-arms for the earliest deadline left. Like a timer
 * per call it keeps the process alive while a call is pending, and only then.
 */
export class DeadlineTimer {
  readonly #pending = new Set<Deadline>();
  #timer: NodeJS.Timeout | undefined;
  #armedFor = Infinity;

  /** Runs `expire` once `ms` have passed, unless the deadline is cancelled first. */
  start(ms: number, expire: () => void): Deadline {
    const now = performance.now();
    const deadline = { at: now + ms, expire };
    if (this.#pending.size === 0) this.#timer?.ref();
    this.#pending.add(deadline);
    if (deadline.at < this.#armedFor) this.#arm(deadline.at, now);
    return deadline;
  }

  cancel(deadline: Deadline): void {
    this.#pending.delete(deadline);
    if (this.#pending.size === 0) this.#timer?.unref();
  }

  #arm(at: number, now: number): void {
    clearTimeout(this.#timer);
    this.#armedFor = at;
    this.#timer = setTimeout(this.#fire, Math.max(0, Math.ceil(at - now)));
  }

  readonly #fire = (): void => {
    this.#timer = undefined;
    this.#armedFor = Infinity;
    const now = performance.now();
    const due: Deadline[] = [];
    let next = Infinity;
    for (const deadline of this.#pending) {
      if (deadline.at <= now) due.push(deadline);
      else next = Math.min(next, deadline.at);
    }
    for (const deadline of due) this.#pending.delete(deadline);
    if (next < Infinity) this.#arm(next, now);
    // Last: an expiry may start or cancel other deadlines.
    for (const deadline of due) deadline.expire();
  };
}
