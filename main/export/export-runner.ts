import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type {
  ExportErrorCode,
  ExportProgress,
  ExportRequest,
} from '../../shared/back-office/export-request';
import type { BackOfficeService } from '../back-office/back-office-service';
import { exportDayClose } from './day-close-export';
import { freeExportFileName } from './export-file-name';
import { IpcFailure } from '../ipc/ipc-failure';
import { ExportError, exportErrorOf } from './export-error';
import { exportHistory, type ExportOptions, type ExportTarget } from './history-export';

/*
 * The screen's exports (`export:start`, `export:cancel`, `export:progress`): main names the
 * file in the export folder (export-folder.ts), runs the writer in the background and tells
 * the renderer how far it is and how it ended, with the whole place of the file. One export
 * at a time: a second would compete for the same pages and the same disk.
 */

export interface ExportRunnerOptions {
  readonly service: () => BackOfficeService;
  /** The store's clock for day boundaries and the times written. */
  readonly timeZone: () => string;
  /** The currency the store sells in, which a day close lists first. */
  readonly storeCurrency: () => Promise<string>;
  /** The core's clock: a history export's file is named by when it was asked for. */
  readonly now: () => Date;
  /** The folder to write into (the clerk's or the default, made when missing). */
  readonly folder: () => Promise<string>;
  readonly emit: (progress: ExportProgress) => void;
  /** A failure that is not an export's coded end (a bug), for main's log. */
  readonly onError: (error: unknown) => void;
}

interface RunningExport {
  readonly exportId: string;
  readonly controller: AbortController;
  /** Settles once the export ended and its temporary file is gone. */
  done?: Promise<void>;
}

export function createExportRunner(options: ExportRunnerOptions) {
  let running: RunningExport | undefined;
  const refuseSecond = () =>
    new IpcFailure('EXPORT_ALREADY_RUNNING', 'An export is running; wait for it or cancel it.');

  async function run(
    exportId: string,
    request: ExportRequest,
    target: ExportTarget & { folder: string; fileName: string },
    signal: AbortSignal,
  ): Promise<void> {
    const settings: ExportOptions = {
      signal,
      onProgress: (read, total) => options.emit({ exportId, state: 'running', read, total }),
    };
    const service = options.service();
    try {
      const summary =
        request.kind === 'history'
          ? await exportHistory(service, request, target, settings)
          : await exportDayClose(
              service,
              request.request,
              { ...target, storeCurrency: await options.storeCurrency() },
              settings,
            );
      options.emit({
        exportId,
        state: 'done',
        folder: target.folder,
        fileName: target.fileName,
        writtenAt: options.now().toISOString(),
        summary,
      });
    } catch (error) {
      const code: ExportErrorCode =
        error instanceof ExportError ? error.code : 'EXPORT_WRITE_FAILED';
      if (!(error instanceof ExportError)) options.onError(error);
      options.emit({ exportId, state: 'failed', code });
    }
  }

  return {
    /** Names the file in the export folder, then starts. */
    async start(request: ExportRequest): Promise<{ exportId: string }> {
      if (running !== undefined) throw refuseSecond();
      const timeZone = options.timeZone();
      const now = options.now();
      const place = await options
        .folder()
        .then(async (folder) => ({
          folder,
          fileName: await freeExportFileName(folder, request, now, timeZone),
        }))
        .catch((error: unknown) => {
          // Making the folder can fail as writing to it can: the clerk gets the same words.
          const failure = exportErrorOf(error, undefined);
          if (failure === null) throw error;
          throw new IpcFailure(failure.code, 'The export’s folder cannot be used.', [], {
            cause: error,
          });
        });
      // Another export may have started while the folder was made.
      if (running !== undefined) throw refuseSecond();
      const exportId = randomUUID();
      const controller = new AbortController();
      const current: RunningExport = { exportId, controller };
      running = current;
      const target = {
        ...place,
        path: join(place.folder, place.fileName),
        encoding: request.encoding,
        timeZone,
      };
      options.emit({ exportId, state: 'running', read: 0, total: null });
      current.done = run(exportId, request, target, controller.signal).finally(() => {
        if (running === current) running = undefined;
      });
      return { exportId };
    },
    /** Stops the export; its end arrives as `failed` with EXPORT_CANCELLED, with no file. */
    cancel(exportId: string): { cancelled: boolean } {
      if (running?.exportId !== exportId) return { cancelled: false };
      running.controller.abort();
      return { cancelled: true };
    },
    /** Stops any export when the app closes and waits until its temporary file is gone. */
    async close(): Promise<void> {
      running?.controller.abort();
      await running?.done;
    },
  };
}

export type ExportRunner = ReturnType<typeof createExportRunner>;
