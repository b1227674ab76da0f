import type { backOfficeChannels } from '../../shared/ipc/contract/back-office';
import { join } from 'node:path';
import { exportCloses } from '../export/close-export';
import { ExportError } from '../export/export-error';
import type { ExportFolder } from '../export/export-folder';
import type { ExportRunner } from '../export/export-runner';
import type { AreaHandlers } from '../ipc/handler-table';
import { IpcFailure } from '../ipc/ipc-failure';
import type { RouteChannel } from '../ipc/route-channel-handlers';
import type { DayCloseRunner } from './day-close-runner';
import type { DifferenceExplanations } from './difference-explanations';
import type { TillCloses } from './till-closes';
import type { TillReconciler } from './till-reconciler';

interface BackOfficeHandlerOptions {
  readonly reconcile: TillReconciler;
  readonly explanations: Pick<DifferenceExplanations, 'explain'>;
  /** The day close, shared with printing so the printed report is the one on the screen. */
  readonly dayClose: Pick<DayCloseRunner, 'close' | 'cancel'>;
  /** The back office's CSV exports: written into the export folder, followed by events. */
  readonly exports: Pick<ExportRunner, 'start' | 'cancel'>;
  /** This till's closes of store days (精算). */
  readonly closes: TillCloses;
  readonly exportFolder: Pick<ExportFolder, 'state' | 'choose' | 'open' | 'forWriting'>;
}

/** The back office's reports and exports; `history:list` is a generated route channel. */
export function createBackOfficeHandlers(
  options: BackOfficeHandlerOptions,
): AreaHandlers<typeof backOfficeChannels, RouteChannel> {
  const { reconcile, dayClose, exports, explanations, closes, exportFolder } = options;
  return {
    'history:close-day': (request) => dayClose.close(request),
    'history:cancel-close-day': () => Promise.resolve({ cancelled: dayClose.cancel() }),
    'history:reconcile': (range) => reconcile(range),
    'close:preview': ({ day }) => closes.preview(day),
    'close:day': ({ day }) => closes.close(day),
    'close:list': () => closes.list(),
    'close:get': ({ number }) => closes.get(number),
    'close:compare': ({ number }) => closes.compare(number),
    'close:export': async ({ number, encoding }) => {
      const close = await closes.get(number);
      const fileName = `close-${close.day}-no${String(number)}.csv`;
      const path = join(await exportFolder.forWriting(), fileName);
      try {
        return { fileName, rows: await exportCloses([close], { path, encoding }) };
      } catch (error) {
        if (!(error instanceof ExportError)) throw error;
        throw new IpcFailure(error.code, `The close could not be exported (${error.code}).`, [], {
          cause: error,
        });
      }
    },
    'history:explain-difference': (request) => explanations.explain(request),
    'export:start': (request) => exports.start(request),
    'export:cancel': ({ exportId }) => Promise.resolve(exports.cancel(exportId)),
    'export:folder': () => Promise.resolve(exportFolder.state()),
    'export:choose-folder': ({ folder }) => exportFolder.choose(folder),
    'export:open-folder': () => exportFolder.open(),
  };
}
