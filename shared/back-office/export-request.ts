import { z } from 'zod';
import { currencyCode, minorUnits } from '../money';
import { isoTimestamp, uuid } from '../service/common';
import { historyItem, listHistoryQuery } from '../service/history';
import { paymentTypes } from '../service/token-options';
import { dayCloseRequest } from './day-close-report';

/*
 * The back office's CSV exports (docs/back-office.md: Exports): what the screen or the
 * headless `npm run export` asks for, how it progresses and how it ends. Main writes the
 * file; the renderer only names what to export and in which encoding.
 */

/** UTF-8 with a BOM (Excel opens it cleanly) or Shift_JIS (Windows-31J) for older tools. */
export const exportEncoding = z.enum(['utf8', 'sjis'], { error: 'INVALID_FORMAT' });
export type ExportEncoding = z.infer<typeof exportEncoding>;

const scope = z.enum(['store', 'merchant'], { error: 'INVALID_FORMAT' });

/** The history's filters as the history screen lists with them, without the paging. */
export const historyExportQuery = listHistoryQuery.omit({
  limit: true,
  cursor: true,
  cursor_direction: true,
});
export type HistoryExportQuery = z.infer<typeof historyExportQuery>;

export const exportRequest = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('history'),
    scope,
    query: historyExportQuery,
    /** The service filters no payment method, so the export keeps only this one's rows. */
    method: z.enum(paymentTypes, { error: 'INVALID_FORMAT' }).optional(),
    encoding: exportEncoding,
  }),
  z.strictObject({
    kind: z.literal('day-close'),
    request: dayCloseRequest,
    encoding: exportEncoding,
  }),
]);
export type ExportRequest = z.infer<typeof exportRequest>;

/**
 * Why an export ended without a file; the renderer says it in the clerk's language. An
 * unknown encoding or a day that does not exist never gets this far: the request's schema
 * refuses it (INVALID_INPUT naming the field).
 */
export const exportErrorCode = z.enum([
  'EXPORT_RANGE_REVERSED',
  'EXPORT_DISK_FULL',
  'EXPORT_FOLDER_UNWRITABLE',
  'EXPORT_WRITE_FAILED',
  'EXPORT_SERVICE_FAILED',
  'EXPORT_CANCELLED',
  'EXPORT_ALREADY_RUNNING',
]);
export type ExportErrorCode = z.infer<typeof exportErrorCode>;

/**
 * What the exported rows paid and refunded per currency and mode, counted as the day close
 * counts them (a successful charge is paid, a successful refund refunded), in the currency's
 * minor units: never added across currencies or modes.
 */
const exportCurrencyTotal = z.strictObject({
  currency: currencyCode,
  mode: historyItem.shape.mode,
  paid: minorUnits,
  refunded: minorUnits,
  /** Paid less refunded. */
  net: minorUnits,
});
export type ExportCurrencyTotal = z.infer<typeof exportCurrencyTotal>;

/** What an export wrote: rows, charges and refunds, and the totals per currency and mode. */
const exportSummary = z.strictObject({
  rows: z.number().int().nonnegative(),
  charges: z.number().int().nonnegative(),
  refunds: z.number().int().nonnegative(),
  totals: z.array(exportCurrencyTotal).max(200),
});
export type ExportSummary = z.infer<typeof exportSummary>;

/** `export:progress`: how far an export is, then how it ended. */
export const exportProgress = z.discriminatedUnion('state', [
  z.strictObject({
    exportId: uuid,
    state: z.literal('running'),
    /** Items read from the service so far. */
    read: z.number().int().nonnegative(),
    /** What the service said the range holds, when it said (`total_hits`). */
    total: z.number().int().nonnegative().nullable(),
  }),
  z.strictObject({
    exportId: uuid,
    state: z.literal('done'),
    /**
     * Where the file is, for the clerk to find it again: the folder main wrote into (the
     * chosen one or the default, never one the renderer named) and the file's name.
     */
    folder: z.string().max(4096),
    fileName: z.string().max(255),
    /** When the file was complete, shown in the store's zone. */
    writtenAt: isoTimestamp,
    summary: exportSummary,
  }),
  z.strictObject({ exportId: uuid, state: z.literal('failed'), code: exportErrorCode }),
]);
export type ExportProgress = z.infer<typeof exportProgress>;
