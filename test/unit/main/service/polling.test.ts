import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryBoolean } from '../../../../shared/service/common';
import { defineRoute } from '../../../../shared/service/route';
import {
  getWithServerPolling,
  iframePollSchedule,
  pollUntil,
  threeDsPollSchedule,
  type PollSchedule,
} from '../../../../main/service/polling';
import { createServiceClient } from '../../../../main/service/service-client';
import { ServiceClientError } from '../../../../main/service/service-client-error';
import type { Sleep } from '../../../../main/service/sleep';
import { mockService, origin } from './mock-service';

/** A clock that only the injected sleep moves, so a test sees every delay and no real wait. */
function fakeTime() {
  let now = 0;
  const delays: number[] = [];
  const sleep: Sleep = (ms, signal) => {
    signal.throwIfAborted();
    delays.push(ms);
    now += ms;
    return Promise.resolve();
  };
  return { sleep, now: () => now, delays };
}

/** Answers each poll with the next status, counting the fetches. */
function statuses(...sequence: string[]) {
  let fetches = 0;
  return {
    fetch: () => Promise.resolve(sequence[Math.min(fetches++, sequence.length - 1)] ?? ''),
    fetches: () => fetches,
  };
}

async function rejection(promise: Promise<unknown>): Promise<ServiceClientError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ServiceClientError)) throw new Error('expected a ServiceClientError');
  return error;
}

const take = (schedule: PollSchedule, count: number) =>
  Array.from({ length: count }, (_, n) => schedule.delayMs(n));

describe('poll schedules', () => {
  it('3DS: first poll after 1 s, doubling, capped at 8 s', () => {
    expect(take(threeDsPollSchedule(), 7)).toEqual([
      1_000, 2_000, 4_000, 8_000, 8_000, 8_000, 8_000,
    ]);
  });

  it('iframe: every 3 s', () => {
    expect(take(iframePollSchedule(), 4)).toEqual([3_000, 3_000, 3_000, 3_000]);
  });

  it('are bounded by default', () => {
    for (const schedule of [threeDsPollSchedule(), iframePollSchedule()]) {
      expect(Number.isFinite(schedule.maxPolls)).toBe(true);
      expect(Number.isFinite(schedule.maxDurationMs)).toBe(true);
    }
  });
});

describe('pollUntil', () => {
  it('waits before each poll and returns the first terminal value, fetching no more', async () => {
    const time = fakeTime();
    const charge = statuses('pending', 'pending', 'awaiting', 'successful');
    const result = await pollUntil(
      charge.fetch,
      (status) => status === 'awaiting',
      threeDsPollSchedule(),
      time,
    );
    expect(result).toBe('awaiting');
    expect(charge.fetches()).toBe(3);
    expect(time.delays).toEqual([1_000, 2_000, 4_000]);
  });

  it('sleeps each poll without a signal on a signal of its own, never on a shared one', async () => {
    const signals: AbortSignal[] = [];
    const sleep: Sleep = (_ms, signal) => {
      signals.push(signal);
      return Promise.resolve();
    };
    const schedule = iframePollSchedule();
    await Promise.all([
      pollUntil(statuses('successful').fetch, () => true, schedule, { sleep }),
      pollUntil(statuses('successful').fetch, () => true, schedule, { sleep }),
    ]);
    expect(signals).toHaveLength(2);
    expect(signals[0]).not.toBe(signals[1]);
  });

  it('polls an open iframe every 3 s until a final status', async () => {
    const time = fakeTime();
    const charge = statuses('awaiting', 'awaiting', 'failed');
    const final = ['successful', 'failed', 'error'];
    await pollUntil(charge.fetch, (s) => final.includes(s), iframePollSchedule(), time);
    expect(time.delays).toEqual([3_000, 3_000, 3_000]);
  });

  it('gives up with a poll timeout after the most polls', async () => {
    const time = fakeTime();
    const charge = statuses('pending');
    const error = await rejection(
      pollUntil(charge.fetch, () => false, threeDsPollSchedule({ maxPolls: 4 }), time),
    );
    expect(error.detail).toEqual({ kind: 'timeout', code: 'TIMEOUT', phase: 'poll' });
    expect(charge.fetches()).toBe(4);
  });

  it('does not start a poll that would land past the longest duration', async () => {
    const time = fakeTime();
    const charge = statuses('pending');
    const schedule = threeDsPollSchedule({ maxDurationMs: 10_000 });
    await rejection(pollUntil(charge.fetch, () => false, schedule, time));
    expect(time.delays).toEqual([1_000, 2_000, 4_000]);
    expect(charge.fetches()).toBe(3);
  });

  it('stops mid-wait when cancelled, with no further request', async () => {
    const controller = new AbortController();
    const charge = statuses('pending');
    const sleep: Sleep = (_ms, signal) => {
      if (charge.fetches() < 2) return Promise.resolve();
      controller.abort();
      return Promise.reject(signal.reason as Error);
    };
    const error = await rejection(
      pollUntil(charge.fetch, () => false, iframePollSchedule(), {
        sleep,
        signal: controller.signal,
      }),
    );
    expect(error.kind).toBe('cancelled');
    expect(charge.fetches()).toBe(2);
  });

  it('passes its signal to each fetch and lets a fetch failure through', async () => {
    const controller = new AbortController();
    const failure = new ServiceClientError({ kind: 'network', code: 'CONNECTION_RESET' }, 'GET /x');
    const seen: (AbortSignal | undefined)[] = [];
    const error = await rejection(
      pollUntil(
        (signal) => {
          seen.push(signal);
          return Promise.reject(failure);
        },
        () => true,
        iframePollSchedule(),
        { ...fakeTime(), signal: controller.signal },
      ),
    );
    expect(error).toBe(failure);
    expect(seen).toEqual([controller.signal]);
  });
});

describe('server-side polling', () => {
  const getThing = defineRoute({
    method: 'GET',
    path: '/things/{id}',
    auth: 'secret',
    params: z.strictObject({ id: z.string() }),
    query: z.strictObject({ polling: queryBoolean.optional(), expand: z.string().optional() }),
    response: z.looseObject({ status: z.string() }),
    status: 200,
    idempotent: false,
  });

  it('asks the service to hold the GET with polling=true, keeping other query values', async () => {
    const service = mockService();
    const client = createServiceClient({
      baseUrl: origin,
      appVersion: '0.0.0',
      credentials: () => Promise.resolve({ secret: 's', jwt: 'j' }),
      dispatcher: service.agent,
    });
    service.reply(200, { status: 'successful' });
    const { data } = await getWithServerPolling(client, getThing, {
      params: { id: 't' },
      query: { expand: 'all' },
    });
    expect(data.status).toBe('successful');
    expect(service.calls()[0]?.path).toBe('/things/t?polling=true&expand=all');
  });
});
