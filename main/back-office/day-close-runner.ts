import type { DayCloseReport, DayCloseRequest } from '../../shared/back-office/day-close-report';
import { IpcFailure } from '../ipc/ipc-failure';

/*
 * The one day close this till computes at a time (`history:close-day`), so the clerk can stop
 * it (`history:cancel-close-day`): its signal aborts the page being read and no further page
 * is asked for. A new day close supersedes one still running, which ends cancelled too.
 */

export function createDayCloseRunner(
  run: (request: DayCloseRequest, signal: AbortSignal) => Promise<DayCloseReport>,
) {
  let running: AbortController | undefined;
  return {
    async close(request: DayCloseRequest): Promise<DayCloseReport> {
      running?.abort();
      const controller = new AbortController();
      running = controller;
      try {
        return await run(request, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) {
          throw new IpcFailure('DAY_CLOSE_CANCELLED', 'The day close was stopped.');
        }
        throw error;
      } finally {
        if (running === controller) running = undefined;
      }
    },
    /** Stops the running day close; false when none runs. */
    cancel(): boolean {
      if (running === undefined) return false;
      running.abort();
      running = undefined;
      return true;
    },
  };
}
