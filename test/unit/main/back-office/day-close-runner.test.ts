import { describe, expect, it } from 'vitest';
import type {
  DayCloseReport,
  DayCloseRequest,
} from '../../../../shared/back-office/day-close-report';
import { createDayCloseRunner } from '../../../../main/back-office/day-close-runner';

const request: DayCloseRequest = { scope: 'store', fromDate: '2026-11-24', toDate: '2026-11-24' };

/** A day close that reads pages until its signal stops it, counting the pages it asked for. */
function pagingRun() {
  const pages: number[] = [];
  let release: () => void = () => {};
  const run = (_request: DayCloseRequest, signal: AbortSignal): Promise<DayCloseReport> =>
    new Promise((_resolve, reject) => {
      pages.push(1);
      release = () => reject(new Error('page read failed'));
      signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
    });
  return { run, pages, fail: () => release() };
}

describe('createDayCloseRunner', () => {
  it('stops the running day close, which answers DAY_CLOSE_CANCELLED', async () => {
    const paging = pagingRun();
    const runner = createDayCloseRunner(paging.run);
    const closing = runner.close(request);
    expect(runner.cancel()).toBe(true);
    await expect(closing).rejects.toMatchObject({ code: 'DAY_CLOSE_CANCELLED' });
    expect(paging.pages).toHaveLength(1);
    expect(runner.cancel()).toBe(false);
  });

  it('lets a new day close supersede one still running', async () => {
    const paging = pagingRun();
    const runner = createDayCloseRunner(paging.run);
    const first = runner.close(request);
    const second = runner.close(request);
    await expect(first).rejects.toMatchObject({ code: 'DAY_CLOSE_CANCELLED' });
    expect(runner.cancel()).toBe(true);
    await expect(second).rejects.toMatchObject({ code: 'DAY_CLOSE_CANCELLED' });
  });

  it('passes on a failure that was not a cancel', async () => {
    const paging = pagingRun();
    const runner = createDayCloseRunner(paging.run);
    const closing = runner.close(request);
    paging.fail();
    await expect(closing).rejects.toThrow('page read failed');
  });
});
