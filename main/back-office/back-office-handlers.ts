import type { backOfficeChannels } from '../../shared/ipc/contract/back-office';
import type { ExportRunner } from '../export/export-runner';
import type { AreaHandlers } from '../ipc/handler-table';
import type { RouteChannel } from '../ipc/route-channel-handlers';
import type { Journal } from '../journal/journal';
import { reconcileRange } from './back-office-reports';
import type { BackOfficeService } from './back-office-service';
import type { DayCloseRunner } from './day-close-runner';
import type { TillCloses } from './till-closes';

interface BackOfficeHandlerOptions {
  readonly service: () => BackOfficeService;
  readonly journal: Pick<Journal, 'operations'>;
  /** The store's clock, from the settings: day boundaries and the times shown. */
  readonly timeZone: () => string;
  /** The day close, shared with printing so the printed report is the one on the screen. */
  readonly dayClose: Pick<DayCloseRunner, 'close' | 'cancel'>;
  /** The back office's CSV exports: started where main chooses the file, followed by events. */
  readonly exports: Pick<ExportRunner, 'start' | 'cancel'>;
  /** This till's closes of store days (精算). */
  readonly closes: TillCloses;
}

/** The back office's reports and exports; `history:list` is a generated route channel. */
export function createBackOfficeHandlers(
  options: BackOfficeHandlerOptions,
): AreaHandlers<typeof backOfficeChannels, RouteChannel> {
  const { service, journal, timeZone, dayClose, exports, closes } = options;
  return {
    'history:close-day': (request) => dayClose.close(request),
    'history:cancel-close-day': () => Promise.resolve({ cancelled: dayClose.cancel() }),
    'history:reconcile': (range) =>
      reconcileRange(service(), range, {
        timeZone: timeZone(),
        operations: () => journal.operations(),
      }),
    'close:preview': ({ day }) => closes.preview(day),
    'close:day': ({ day }) => closes.close(day),
    'close:list': () => closes.list(),
    'close:get': ({ number }) => closes.get(number),
    'close:compare': ({ number }) => closes.compare(number),
    'export:start': (request) => exports.start(request),
    'export:cancel': ({ exportId }) => Promise.resolve(exports.cancel(exportId)),
  };
}
