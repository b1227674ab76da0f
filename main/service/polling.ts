import { performance } from 'node:perf_hooks';
import type { z } from 'zod';
import type { RouteDefinition } from '../../shared/service/route';
import type { CallOptions, CallResult, RouteInput, ServiceClient } from './service-client';
import { ServiceClientError } from './service-client-error';
import { defaultTimeouts } from './service-pool';
import { sleep as realSleep, type Sleep } from './sleep';

/** When to poll, and when to give up. Every loop is bounded (DESIGN.md: Flows). */
export interface PollSchedule {
  /** Milliseconds to wait before poll `n`, the first being 0. */
  readonly delayMs: (n: number) => number;
  readonly maxPolls: number;
  /** No poll starts later than this after polling began. */
  readonly maxDurationMs: number;
}

/**
 * Spec (Get the 3DS issuer token, rules 1 and 2; Limits): poll the token or charge from 1 s,
 * growing exponentially, until it is awaiting; capped so a slow issuer is still seen promptly.
 */
export function threeDsPollSchedule(
  bounds: Partial<PollSchedule> & { readonly firstMs?: number; readonly capMs?: number } = {},
): PollSchedule {
  const firstMs = bounds.firstMs ?? 1_000;
  const capMs = bounds.capMs ?? 8_000;
  return {
    delayMs: bounds.delayMs ?? ((n) => Math.min(capMs, firstMs * 2 ** n)),
    maxPolls: bounds.maxPolls ?? 30,
    maxDurationMs: bounds.maxDurationMs ?? 2 * 60_000,
  };
}

/**
 * Spec (rule 5; Limits): while the 3DS iframe is open, poll every 3 s until successful, failed
 * or error. The bound leaves a cashier's customer ten minutes at the issuer's page.
 */
export function iframePollSchedule(
  bounds: Partial<PollSchedule> & { readonly intervalMs?: number } = {},
): PollSchedule {
  const intervalMs = bounds.intervalMs ?? 3_000;
  return {
    delayMs: bounds.delayMs ?? (() => intervalMs),
    maxPolls: bounds.maxPolls ?? 200,
    maxDurationMs: bounds.maxDurationMs ?? 10 * 60_000,
  };
}

export interface PollOptions {
  readonly signal?: AbortSignal;
  readonly sleep?: Sleep;
  /** Monotonic milliseconds. */
  readonly now?: () => number;
}

/**
 * Waits, fetches, and stops at the first value `isDone` accepts, which it returns; no request
 * follows a terminal value. Past the schedule's bounds it throws a `poll` timeout, on abort a
 * cancellation, and a failed fetch (after the client's own retries) goes up as it is.
 */
export async function pollUntil<Value>(
  fetch: (signal: AbortSignal | undefined) => Promise<Value>,
  isDone: (value: Value) => boolean,
  schedule: PollSchedule,
  options: PollOptions = {},
): Promise<Value> {
  const { signal } = options;
  // Without a caller's signal, one of its own: a signal shared by every such poll would carry
  // one abort listener per poll sleeping at once, past Node's leak warning on a busy till.
  const pause = signal ?? new AbortController().signal;
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? (() => performance.now());
  const started = now();
  const stopped = () =>
    signal?.aborted
      ? new ServiceClientError({ kind: 'cancelled', code: 'CANCELLED' }, undefined)
      : undefined;
  for (let n = 0; ; n++) {
    const delay = schedule.delayMs(n);
    if (n >= schedule.maxPolls || now() - started + delay > schedule.maxDurationMs) {
      throw new ServiceClientError({ kind: 'timeout', code: 'TIMEOUT', phase: 'poll' }, undefined);
    }
    try {
      await sleep(delay, pause);
    } catch (error) {
      throw stopped() ?? error;
    }
    const cancelled = stopped();
    if (cancelled) throw cancelled;
    const value = await fetch(signal);
    if (isDone(value)) return value;
  }
}

/** Whether `error` is the `poll` timeout `pollUntil` throws once its schedule's bounds pass. */
export function passedPollBound(error: unknown): error is ServiceClientError {
  return (
    error instanceof ServiceClientError &&
    error.detail.kind === 'timeout' &&
    error.detail.phase === 'poll'
  );
}

/** A GET whose query takes `polling` (spec: Get a customs declaration, Get a subscription). */
export type HeldRoute = RouteDefinition & {
  readonly method: 'GET';
  readonly query: z.ZodType<unknown, { polling?: unknown }>;
};

/**
 * Server-side polling: with `polling=true` the service holds the request until the resource
 * leaves pending, so the response may take as long as `holdMs` to start and to finish.
 */
export function getWithServerPolling<Route extends HeldRoute>(
  client: ServiceClient,
  route: Route,
  input: RouteInput<Route>,
  options: Omit<CallOptions, 'idempotencyKey' | 'timeouts'> & { readonly holdMs?: number } = {},
): Promise<CallResult<Route>> {
  const holdMs = options.holdMs ?? 60_000;
  // The route's query accepts `polling` (HeldRoute); a generic input type cannot show it.
  const raw = input as { readonly query?: object };
  const held = { ...raw, query: { ...raw.query, polling: true } } as RouteInput<Route>;
  return client.request(route, held, {
    ...(options.signal && { signal: options.signal }),
    timeouts: {
      headersMs: holdMs,
      bodyMs: holdMs,
      deadlineMs: holdMs + defaultTimeouts.deadlineMs,
    },
  });
}
