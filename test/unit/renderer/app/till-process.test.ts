import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FailureCode } from '../../../../shared/ipc/failure-codes';
import type { IpcResult } from '../../../../shared/ipc/ipc-result';
import {
  tillProcessOf,
  watchTillProcess,
  type TillProcess,
} from '../../../../renderer/app/till-process';

const failed = (code: FailureCode): IpcResult<never> => ({
  ok: false,
  error: { code, message: code },
});

describe('tillProcessOf', () => {
  it('reads no answer as stopped, a refused token as replaced, any answer of main as running', () => {
    expect(tillProcessOf({ ok: true, data: {} })).toBe('running');
    expect(tillProcessOf(failed('HOST_UNAVAILABLE'))).toBe('stopped');
    expect(tillProcessOf(failed('UNTRUSTED_SENDER'))).toBe('replaced');
    expect(tillProcessOf(failed('INTERNAL_ERROR'))).toBe('running');
  });
});

describe('watchTillProcess', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks one question at a time, says each answer, and stops when told', async () => {
    const answers: IpcResult<unknown>[] = [
      { ok: true, data: {} },
      failed('HOST_UNAVAILABLE'),
      failed('UNTRUSTED_SENDER'),
    ];
    let asked = 0;
    let answer: (result: IpcResult<unknown>) => void = () => {};
    const ask = () =>
      new Promise<IpcResult<unknown>>((resolve) => {
        asked += 1;
        answer = resolve;
      });
    const states: TillProcess[] = [];
    const stop = watchTillProcess(ask, (state) => states.push(state), 1_000);
    expect(asked).toBe(0);
    for (const [index, result] of answers.entries()) {
      await vi.advanceTimersByTimeAsync(1_000);
      expect(asked).toBe(index + 1);
      // A slow answer holds the next question back.
      await vi.advanceTimersByTimeAsync(5_000);
      expect(asked).toBe(index + 1);
      answer(result);
      await vi.waitFor(() => expect(states).toHaveLength(index + 1));
    }
    expect(states).toEqual(['running', 'stopped', 'replaced']);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toBe(3);
  });
});
