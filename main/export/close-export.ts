import type { ExportEncoding } from '../../shared/back-office/export-request';
import type { CloseLine, TillClose } from '../../shared/back-office/till-close';
import { toMajorUnitString, type CurrencyCode, type MinorUnits } from '../../shared/money';
import type { AtomicFileSystem } from '../files/atomic-file';
import { writeCsvFile } from './csv-file-writer';

/*
 * Past closes (精算) as CSV, in the history export's conventions (docs/back-office.md:
 * Exports): the same writer, so UTF-8 with a BOM or Shift_JIS, CRLF, formula-safe cells and
 * no partial file. One row per line of each close (`row` line) and per late change
 * (`row` late_change, with the closed day it belongs to), oldest close first.
 */

interface CloseRow {
  readonly close: TillClose;
  readonly row: 'line' | 'late_change';
  readonly line: Pick<CloseLine, 'mode' | 'kind' | 'brand' | 'status' | 'operator'>;
  readonly currency: CurrencyCode;
  readonly count: number;
  readonly amount: MinorUnits;
  readonly closedDay: string;
  readonly operationId: string;
}

const columns = [
  { header: 'close_number', cell: (row: CloseRow) => row.close.number },
  { header: 'store_id', cell: (row: CloseRow) => row.close.storeId },
  { header: 'day', cell: (row: CloseRow) => row.close.day },
  { header: 'time_zone', cell: (row: CloseRow) => row.close.timeZone },
  { header: 'closed_at', cell: (row: CloseRow) => row.close.closedAt },
  { header: 'closed_by', cell: (row: CloseRow) => row.close.closedBy ?? '' },
  { header: 'row', cell: (row: CloseRow) => row.row },
  { header: 'closed_day', cell: (row: CloseRow) => row.closedDay },
  { header: 'operation_id', cell: (row: CloseRow) => row.operationId },
  { header: 'currency', cell: (row: CloseRow) => row.currency },
  { header: 'mode', cell: (row: CloseRow) => row.line.mode },
  { header: 'kind', cell: (row: CloseRow) => row.line.kind },
  { header: 'brand', cell: (row: CloseRow) => row.line.brand ?? '' },
  { header: 'status', cell: (row: CloseRow) => row.line.status },
  { header: 'operator', cell: (row: CloseRow) => row.line.operator ?? '' },
  { header: 'count', cell: (row: CloseRow) => row.count },
  { header: 'amount_minor', cell: (row: CloseRow) => row.amount },
  { header: 'amount', cell: (row: CloseRow) => toMajorUnitString(row.amount, row.currency) },
] as const;

function rowsOf(close: TillClose): CloseRow[] {
  return [
    ...close.lines.map((line) => ({
      close,
      row: 'line' as const,
      line,
      currency: line.currency,
      count: line.count,
      amount: line.amount,
      closedDay: '',
      operationId: '',
    })),
    ...close.lateChanges.map(({ closedDay, operation }) => ({
      close,
      row: 'late_change' as const,
      line: operation,
      currency: operation.currency,
      count: 1,
      amount: operation.amount,
      closedDay,
      operationId: operation.operationId,
    })),
  ];
}

/** Writes `closes` to `path`; answers the rows written. Throws ExportError, leaving no file. */
export function exportCloses(
  closes: readonly TillClose[],
  target: { readonly path: string; readonly encoding: ExportEncoding },
  options: { readonly fileSystem?: AtomicFileSystem } = {},
): Promise<number> {
  const ordered = [...closes].sort((a, b) => a.number - b.number);
  return writeCsvFile(target.path, target.encoding, columns, [ordered.flatMap(rowsOf)], options);
}
