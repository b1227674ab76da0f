import { countsInMode, type DayCloseRequest } from '../../shared/back-office/day-close-report';
import {
  computeDayCloseTotals,
  dayCloseBucket,
  type Tallies,
} from '../../shared/back-office/day-close-totals';
import type { ExportSummary } from '../../shared/back-office/export-request';
import { zonedRange } from '../../shared/back-office/zoned-day';
import { toMajorUnitString, type CurrencyCode, type MinorUnits } from '../../shared/money';
import type { Mode } from '../../shared/service/common';
import type { HistoryItem } from '../../shared/service/history';
import type { BackOfficeService } from '../back-office/back-office-service';
import { historyPages } from '../back-office/history-pages';
import { writeCsvFile } from './csv-file-writer';
import { ExportSummaryTally } from './export-summary-tally';
import type { ExportOptions, ExportTarget } from './history-export';

/*
 * The day close (精算) as CSV (docs/back-office.md: Exports): the totals the screen shows,
 * computed by the same pure module from every history page of the range, one row per
 * currency, payment method and brand, and bucket (paid, authorized, awaiting, ... refunded),
 * with a `net` row (paid less refunded) each; the currency's own rows (`level` currency) first.
 */

interface DayCloseRow {
  readonly level: 'currency' | 'method';
  readonly currency: CurrencyCode;
  readonly paymentType: string;
  readonly brand: string;
  readonly bucket: string;
  readonly count: number | '';
  readonly amount: MinorUnits;
}

const columns = (range: { fromDate: string; toDate: string; timeZone: string; mode: Mode }) =>
  [
    { header: 'from_date', cell: () => range.fromDate },
    { header: 'to_date', cell: () => range.toDate },
    { header: 'time_zone', cell: () => range.timeZone },
    { header: 'mode', cell: () => range.mode },
    { header: 'level', cell: (row: DayCloseRow) => row.level },
    { header: 'currency', cell: (row: DayCloseRow) => row.currency },
    { header: 'payment_type', cell: (row: DayCloseRow) => row.paymentType },
    { header: 'brand', cell: (row: DayCloseRow) => row.brand },
    { header: 'bucket', cell: (row: DayCloseRow) => row.bucket },
    { header: 'count', cell: (row: DayCloseRow) => row.count },
    { header: 'amount_minor', cell: (row: DayCloseRow) => row.amount },
    {
      header: 'amount',
      cell: (row: DayCloseRow) => toMajorUnitString(row.amount, row.currency),
    },
  ] as const;

function rowsOf(
  base: Omit<DayCloseRow, 'bucket' | 'count' | 'amount'>,
  tallies: Tallies,
  net: MinorUnits,
): DayCloseRow[] {
  const buckets = dayCloseBucket.options
    .filter((bucket) => tallies[bucket].count > 0)
    .map((bucket) => ({ ...base, bucket, ...tallies[bucket] }));
  return [...buckets, { ...base, bucket: 'net', count: '', amount: net }];
}

/** Writes the day close of `request` to `target.path`; answers what the range held. */
export async function exportDayClose(
  service: BackOfficeService,
  request: DayCloseRequest,
  target: ExportTarget & { readonly storeCurrency: string },
  options: ExportOptions = {},
): Promise<ExportSummary> {
  const filters = { ...zonedRange(request, target.timeZone), mode: request.mode };
  const pages = historyPages(service, request.scope, filters, options.signal);
  const items: HistoryItem[] = [];
  async function* rows(): AsyncGenerator<readonly DayCloseRow[]> {
    let total: number | null = null;
    let read = 0;
    for await (const page of pages) {
      total ??= page.total_hits ?? null;
      read += page.items.length;
      items.push(...page.items.filter((item) => countsInMode(item, request.mode)));
      options.onProgress?.(read, total);
      // Totals need every item: nothing is written until the last page is in.
      yield [];
    }
    const totals = computeDayCloseTotals(items, target);
    yield totals.currencies.flatMap(({ currency, tallies, net, byMethod }) => [
      ...rowsOf({ level: 'currency', currency, paymentType: '', brand: '' }, tallies, net),
      ...byMethod.flatMap((method) =>
        rowsOf(
          {
            level: 'method',
            currency,
            paymentType: method.paymentType ?? '',
            brand: method.brand ?? '',
          },
          method.tallies,
          method.net,
        ),
      ),
    ]);
  }
  const written = await writeCsvFile(
    target.path,
    target.encoding,
    columns({ ...request, timeZone: target.timeZone }),
    rows(),
    { signal: options.signal, fileSystem: options.fileSystem },
  );
  const tally = new ExportSummaryTally();
  for (const item of items) tally.add(item);
  return tally.summary(written);
}
