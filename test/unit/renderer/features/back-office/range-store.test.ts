import { describe, expect, it } from 'vitest';
import type { IpcResult } from '../../../../../shared/ipc/ipc-result';
import { createRangeReportStore } from '../../../../../renderer/features/back-office/range-store';

describe('createRangeReportStore', () => {
  it('stops a read on cancel, tells main, and drops its late answer', async () => {
    let answer: (result: IpcResult<string>) => void = () => {};
    let stops = 0;
    const store = createRangeReportStore<string, string>(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      () => {
        stops += 1;
        return Promise.resolve();
      },
    );
    const loading = store.getState().load('2026-11-24');
    expect(store.getState().status).toBe('loading');
    store.getState().cancel();
    expect(stops).toBe(1);
    expect(store.getState().status).toBe('cancelled');
    answer({ ok: true, data: 'report' });
    await loading;
    expect(store.getState()).toMatchObject({ status: 'cancelled', report: null });
  });

  it('cancels nothing once the read has answered', async () => {
    let stops = 0;
    const store = createRangeReportStore<string, string>(
      () => Promise.resolve({ ok: true, data: 'report' }),
      () => {
        stops += 1;
        return Promise.resolve();
      },
    );
    await store.getState().load('2026-11-24');
    store.getState().cancel();
    expect(stops).toBe(0);
    expect(store.getState()).toMatchObject({ status: 'loaded', report: 'report' });
  });
});
