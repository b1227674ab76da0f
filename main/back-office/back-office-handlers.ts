import type { backOfficeChannels } from '../../shared/ipc/contract/back-office';
import type { ExportRunner } from '../export/export-runner';
import type { AreaHandlers } from '../ipc/handler-table';
import type { RouteChannel } from '../ipc/route-channel-handlers';
import type { Journal } from '../journal/journal';
import type { OperationIndex } from '../journal/operation-index';
import { reconcileRange, type BackOfficeService } from './back-office-reports';
import type { DayCloseRunner } from './day-close-runner';
import type { DifferenceExplanations } from './difference-explanations';
import { tillOperations } from './till-operations';

interface BackOfficeHandlerOptions {
  readonly service: () => BackOfficeService;
  readonly journal: Pick<Journal, 'operations'>;
  /** The till's ended operations of 13 months, which the journal lets go of after days. */
  readonly operationIndex: Pick<OperationIndex, 'read' | 'keptSince'>;
  readonly tillId: string;
  readonly explanations: DifferenceExplanations;
  readonly now: () => Date;
  /** The store's clock, from the settings: day boundaries and the times shown. */
  readonly timeZone: () => string;
  /** The day close, shared with printing so the printed report is the one on the screen. */
  readonly dayClose: Pick<DayCloseRunner, 'close' | 'cancel'>;
  /** The back office's CSV exports: started where main chooses the file, followed by events. */
  readonly exports: Pick<ExportRunner, 'start' | 'cancel'>;
}

/** The back office's reports and exports; `history:list` is a generated route channel. */
export function createBackOfficeHandlers(
  options: BackOfficeHandlerOptions,
): AreaHandlers<typeof backOfficeChannels, RouteChannel> {
  const { service, journal, operationIndex, timeZone, dayClose, exports, explanations } = options;
  return {
    'history:close-day': (request) => dayClose.close(request),
    'history:cancel-close-day': () => Promise.resolve({ cancelled: dayClose.cancel() }),
    'history:reconcile': (range) =>
      reconcileRange(service(), range, {
        timeZone: timeZone(),
        tillId: options.tillId,
        operations: (query) => tillOperations(journal, operationIndex, query),
        explanations: explanations.all,
        keptSince: operationIndex.keptSince(),
        now: options.now,
      }),
    'history:explain-difference': (request) => explanations.explain(request),
    'export:start': (request) => exports.start(request),
    'export:cancel': ({ exportId }) => Promise.resolve(exports.cancel(exportId)),
  };
}
