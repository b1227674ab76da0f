import { z } from 'zod';
import {
  dayCloseReport,
  dayCloseRequest,
  reconcileRequest,
  resolvedRange,
} from '../../back-office/day-close-report';
import { exportFolderChoice, exportFolderState } from '../../back-office/export-folder';
import { exportEncoding, exportProgress, exportRequest } from '../../back-office/export-request';
import {
  differenceExplanation,
  differenceKeyText,
  reconciliationResult,
} from '../../back-office/reconciliation-difference';
import {
  closeComparison,
  closeDayRequest,
  closeNumberRequest,
  closePreview,
  closeSummary,
  tillClose,
} from '../../back-office/till-close';
import { uuid } from '../../service/common';
import { historyRoutes } from '../../service/history';
import { channel, emptyInput } from './channel';
import { scopedListChannel } from './route-channel';

/** The back office's history, day close, reconciliation and CSV exports. */
export const backOfficeChannels = {
  'history:list': scopedListChannel(historyRoutes.listStoreHistory, historyRoutes.listHistory),
  /** The day close (精算) of whole days of the store's clock: every history page read in main. */
  'history:close-day': channel(dayCloseRequest, dayCloseReport),
  /** Stops the running day close, which then answers DAY_CLOSE_CANCELLED. */
  'history:cancel-close-day': channel(emptyInput, z.strictObject({ cancelled: z.boolean() })),
  /** This till's operations against the active store's history for whole days. */
  'history:reconcile': channel(
    reconcileRequest,
    reconciliationResult.extend({ range: resolvedRange }),
  ),
  /** What closing a store day (精算) would record, and what is still open; changes nothing. */
  'close:preview': channel(closeDayRequest, closePreview),
  /** Closes a store day for this till, once: DAY_ALREADY_CLOSED after that. */
  'close:day': channel(closeDayRequest, tillClose),
  /** This till's past closes of the active store, newest first. */
  'close:list': channel(emptyInput, z.array(closeSummary).max(100_000)),
  'close:get': channel(closeNumberRequest, tillClose),
  /** A past close beside what the journal and the service hold for its day now. */
  'close:compare': channel(closeNumberRequest, closeComparison),
  /**
   * A past close as CSV in the export folder, in the history export's conventions; answers
   * the file's name there and the rows written.
   */
  'close:export': channel(
    closeNumberRequest.extend({ encoding: exportEncoding }),
    z.strictObject({ fileName: z.string().max(200), rows: z.int().nonnegative() }),
  ),
  /** A clerk's explanation of a difference, kept in the audit trail; answers it as shown. */
  'history:explain-difference': channel(
    z.strictObject({ differenceKey: differenceKeyText, note: differenceExplanation.shape.note }),
    differenceExplanation,
  ),
  /**
   * A CSV export of the filtered history or a day close, written into the export folder
   * (`export:folder`); answers at once and `export:progress` follows it.
   */
  'export:start': channel(exportRequest, z.strictObject({ exportId: uuid })),
  /** The folder exports go to and whether this host picks it with a dialog and can open it. */
  'export:folder': channel(emptyInput, exportFolderState),
  /**
   * Keeps a new export folder: the typed one once main found it absolute, existing and
   * writable, or, given none, the one the folder dialog picked (unchanged when cancelled).
   */
  'export:choose-folder': channel(exportFolderChoice, exportFolderState),
  /** Opens the export folder in the system's file manager (Electron). */
  'export:open-folder': channel(emptyInput, z.strictObject({ opened: z.literal(true) })),
  /** Stops a running export; it ends as `failed` with EXPORT_CANCELLED and leaves no file. */
  'export:cancel': channel(
    z.strictObject({ exportId: uuid }),
    z.strictObject({ cancelled: z.boolean() }),
  ),
};

export const backOfficeEvents = {
  /** How a running export is going, then how it ended (shared/back-office/export-request.ts). */
  'export:progress': exportProgress,
};
