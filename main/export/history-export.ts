import type {
  ExportEncoding,
  ExportSummary,
  HistoryExportQuery,
} from '../../shared/back-office/export-request';
import type { HistoryItem } from '../../shared/service/history';
import type { PaymentType } from '../../shared/service/token-options';
import type { BackOfficeService } from '../back-office/back-office-service';
import { historyPages } from '../back-office/history-pages';
import { writeCsvFile } from './csv-file-writer';
import { ExportError } from './export-error';
import { ExportSummaryTally } from './export-summary-tally';
import { historyCsvColumns } from './history-csv-columns';
import type { AtomicFileSystem } from '../files/atomic-file';

/*
 * The filtered transaction history as a CSV file (docs/back-office.md: Exports), the same for
 * the screen's Export button and the headless `npm run export`: every page of the history in
 * the largest page size, each written as it arrives, counted for the summary.
 */

export interface HistoryExportRequest {
  readonly scope: 'store' | 'merchant';
  readonly query: HistoryExportQuery;
  /** The service filters no payment method: the export keeps only this method's rows. */
  readonly method?: PaymentType | undefined;
}

export interface ExportTarget {
  readonly path: string;
  readonly encoding: ExportEncoding;
  /** The store's clock, for the times written (ISO-8601 with its offset). */
  readonly timeZone: string;
}

export interface ExportOptions {
  readonly signal?: AbortSignal | undefined;
  /** After each page: items read, and what the service said the range holds (null if not). */
  readonly onProgress?: ((read: number, total: number | null) => void) | undefined;
  readonly fileSystem?: AtomicFileSystem | undefined;
}

/** Spec: Transaction history, `to` is "before" and `from` "after": a `to` before `from` is no range. */
function checkRange(query: {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}): void {
  if (
    query.from !== undefined &&
    query.to !== undefined &&
    Date.parse(query.to) < Date.parse(query.from)
  ) {
    throw new ExportError('EXPORT_RANGE_REVERSED');
  }
}

/** Writes the history `request` filters to `target.path`; answers what it wrote. */
export async function exportHistory(
  service: BackOfficeService,
  request: HistoryExportRequest,
  target: ExportTarget,
  options: ExportOptions = {},
): Promise<ExportSummary> {
  checkRange(request.query);
  const pages = historyPages(service, request.scope, request.query, options.signal);
  const tally = new ExportSummaryTally();
  let read = 0;
  let total: number | null = null;
  async function* rows(): AsyncGenerator<readonly HistoryItem[]> {
    for await (const page of pages) {
      total ??= page.total_hits ?? null;
      read += page.items.length;
      const kept = page.items.filter(
        (item) => request.method === undefined || item.payment_type === request.method,
      );
      for (const item of kept) tally.add(item);
      yield kept;
    }
  }
  const written = await writeCsvFile(
    target.path,
    target.encoding,
    historyCsvColumns(target.timeZone),
    rows(),
    {
      signal: options.signal,
      onPage: () => options.onProgress?.(read, total),
      fileSystem: options.fileSystem,
    },
  );
  return tally.summary(written);
}
