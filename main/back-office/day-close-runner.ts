import type { DayCloseReport, DayCloseRequest } from '../../shared/back-office/day-close-report';
import { IpcFailure } from '../ipc/ipc-failure';
import { closeDay } from './back-office-reports';
import type { BackOfficeService } from './back-office-service';

/*
 * The one day close this till computes at a time (`history:close-day`), so the clerk can stop
 * it (`history:cancel-close-day`): its signal aborts the page being read and no further page
 * is asked for. A new day close supersedes one still running, which ends cancelled too.
 *
 * The last report it answered is kept, so the printed report (`printing:preview`,
 * `printing:print-day-close`) is the one on the screen, not a second reading of every page
 * whose figures may have moved since.
 */

export function createDayCloseRunner(
  run: (request: DayCloseRequest, signal: AbortSignal) => Promise<DayCloseReport>,
  /** What else a report depends on (the store, its clock): a change makes the kept one stale. */
  context: () => string,
) {
  let running: AbortController | undefined;
  let last: { readonly key: string; readonly report: DayCloseReport } | undefined;
  const keyOf = ({ scope, fromDate, toDate, mode }: DayCloseRequest) =>
    JSON.stringify([context(), scope, fromDate, toDate, mode]);

  const cancelled = () => new IpcFailure('DAY_CLOSE_CANCELLED', 'The day close was stopped.');

  async function close(request: DayCloseRequest): Promise<DayCloseReport> {
    const key = keyOf(request);
    running?.abort();
    const controller = new AbortController();
    running = controller;
    let report: DayCloseReport;
    try {
      report = await run(request, controller.signal);
    } catch (error) {
      if (controller.signal.aborted) throw cancelled();
      throw error;
    } finally {
      if (running === controller) running = undefined;
    }
    // A run that finished as it was stopped answers a request the clerk has left.
    if (controller.signal.aborted) throw cancelled();
    last = { key, report };
    return report;
  }

  return {
    close,
    /** Stops the running day close; false when none runs. */
    cancel(): boolean {
      if (running === undefined) return false;
      running.abort();
      running = undefined;
      return true;
    },
    /**
     * The report `close` last answered for this request, as the screen shows it; computed
     * through `close` (so it can be stopped) when the screen was shown another.
     */
    async report(request: DayCloseRequest): Promise<DayCloseReport> {
      const kept = last;
      return kept !== undefined && kept.key === keyOf(request) ? kept.report : close(request);
    },
  };
}

export type DayCloseRunner = ReturnType<typeof createDayCloseRunner>;

/** The day close of the active store, on the store's clock and the core's. */
export function openDayClose(options: {
  readonly service: () => BackOfficeService;
  readonly timeZone: () => string;
  readonly storeCurrency: () => Promise<string>;
  readonly now: () => Date;
}): DayCloseRunner {
  const { service, timeZone, storeCurrency, now } = options;
  return createDayCloseRunner(
    async (request, signal) =>
      closeDay(service(), request, {
        timeZone: timeZone(),
        storeCurrency: await storeCurrency(),
        now,
        signal,
      }),
    () => JSON.stringify([service().storeId, timeZone()]),
  );
}
