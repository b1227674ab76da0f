import { describe, expect, it } from 'vitest';
import type {
  DayCloseReport,
  DayCloseRequest,
} from '../../../../shared/back-office/day-close-report';
import { createDayCloseRunner, openDayClose } from '../../../../main/back-office/day-close-runner';
import type { ServiceClient } from '../../../../main/service/service-client';

const request: DayCloseRequest = {
  scope: 'store',
  fromDate: '2026-11-24',
  toDate: '2026-11-24',
  mode: 'test',
};

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
    const runner = createDayCloseRunner(paging.run, () => 'store');
    const closing = runner.close(request);
    expect(runner.cancel()).toBe(true);
    await expect(closing).rejects.toMatchObject({ code: 'DAY_CLOSE_CANCELLED' });
    expect(paging.pages).toHaveLength(1);
    expect(runner.cancel()).toBe(false);
  });

  it('lets a new day close supersede one still running', async () => {
    const paging = pagingRun();
    const runner = createDayCloseRunner(paging.run, () => 'store');
    const first = runner.close(request);
    const second = runner.close(request);
    await expect(first).rejects.toMatchObject({ code: 'DAY_CLOSE_CANCELLED' });
    expect(runner.cancel()).toBe(true);
    await expect(second).rejects.toMatchObject({ code: 'DAY_CLOSE_CANCELLED' });
  });

  it('passes on a failure that was not a cancel', async () => {
    const paging = pagingRun();
    const runner = createDayCloseRunner(paging.run, () => 'store');
    const closing = runner.close(request);
    paging.fail();
    await expect(closing).rejects.toThrow('page read failed');
  });

  it('gives the printed report the one the screen was answered, reading nothing again', async () => {
    const service = emptyHistory();
    const dayClose = openDayClose({
      service: () => service,
      timeZone: () => 'Asia/Tokyo',
      storeCurrency: () => Promise.resolve('JPY'),
      now: () => new Date('2026-11-24T03:00:00Z'),
    });
    const shown = await dayClose.close(request);
    const reads = service.reads();
    expect(await dayClose.report({ ...request })).toBe(shown);
    expect(service.reads()).toBe(reads);
  });

  it('computes the printed report again for another range, store or clock', async () => {
    const service = emptyHistory();
    let storeId = service.storeId;
    let timeZone = 'Asia/Tokyo';
    const dayClose = openDayClose({
      service: () => ({ ...service, storeId }),
      timeZone: () => timeZone,
      storeCurrency: () => Promise.resolve('JPY'),
      now: () => new Date('2026-11-24T03:00:00Z'),
    });
    const shown = await dayClose.close(request);
    const other = await dayClose.report({ ...request, scope: 'merchant' });
    expect(other.scope).toBe('merchant');
    expect(await dayClose.report(request)).not.toBe(shown);
    timeZone = 'Europe/London';
    expect((await dayClose.report(request)).range.timeZone).toBe('Europe/London');
    const reads = service.reads();
    storeId = '22222222-2222-4222-8222-222222222222';
    await dayClose.report(request);
    expect(service.reads()).toBeGreaterThan(reads);
  });

  it('dates the report by the clock it is given, not the machine’s', async () => {
    const dayClose = openDayClose({
      service: () => emptyHistory(),
      timeZone: () => 'Asia/Tokyo',
      storeCurrency: () => Promise.resolve('JPY'),
      now: () => new Date('2031-05-06T07:08:09.000Z'),
    });
    expect((await dayClose.close(request)).generatedAt).toBe('2031-05-06T07:08:09.000Z');
  });
});

/** A store whose history is one empty page, counting the pages read. */
function emptyHistory() {
  let reads = 0;
  const client = {
    request: () => {
      reads += 1;
      return Promise.resolve({ data: { items: [], has_more: false } });
    },
  } as unknown as ServiceClient;
  return { storeId: '11111111-1111-4111-8111-111111111111', client, reads: () => reads };
}
