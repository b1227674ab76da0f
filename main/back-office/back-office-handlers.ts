import type { backOfficeChannels } from '../../shared/ipc/contract/back-office';
import type { ExportFolder } from '../export/export-folder';
import type { ExportRunner } from '../export/export-runner';
import type { AreaHandlers } from '../ipc/handler-table';
import type { RouteChannel } from '../ipc/route-channel-handlers';
import type { Journal } from '../journal/journal';
import { reconcileRange, type BackOfficeService } from './back-office-reports';
import type { DayCloseRunner } from './day-close-runner';

interface BackOfficeHandlerOptions {
  readonly service: () => BackOfficeService;
  readonly journal: Pick<Journal, 'operations'>;
  /** The store's clock, from the settings: day boundaries and the times shown. */
  readonly timeZone: () => string;
  /** The day close, shared with printing so the printed report is the one on the screen. */
  readonly dayClose: Pick<DayCloseRunner, 'close' | 'cancel'>;
  /** The back office's CSV exports: written into the export folder, followed by events. */
  readonly exports: Pick<ExportRunner, 'start' | 'cancel'>;
  readonly exportFolder: Pick<ExportFolder, 'state' | 'choose' | 'open'>;
}

/** The back office's reports and exports; `history:list` is a generated route channel. */
export function createBackOfficeHandlers(
  options: BackOfficeHandlerOptions,
): AreaHandlers<typeof backOfficeChannels, RouteChannel> {
  const { service, journal, timeZone, dayClose, exports, exportFolder } = options;
  return {
    'history:close-day': (request) => dayClose.close(request),
    'history:cancel-close-day': () => Promise.resolve({ cancelled: dayClose.cancel() }),
    'history:reconcile': (range) =>
      reconcileRange(service(), range, {
        timeZone: timeZone(),
        operations: () => journal.operations(),
      }),
    'export:start': (request) => exports.start(request),
    'export:cancel': ({ exportId }) => Promise.resolve(exports.cancel(exportId)),
    'export:folder': () => Promise.resolve(exportFolder.state()),
    'export:choose-folder': ({ folder }) => exportFolder.choose(folder),
    'export:open-folder': () => exportFolder.open(),
  };
}
