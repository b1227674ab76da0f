import { setTimeout as delay } from 'node:timers/promises';

/**
 * Waits `ms`, rejecting as soon as `signal` aborts. Retries, rate-limit waits and polling all
 * take one of these so tests can observe the delays without waiting them out.
 */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export const sleep: Sleep = (ms, signal) => delay(ms, undefined, { signal });
