import { stringify } from 'csv-stringify/sync';
import iconv from 'iconv-lite';
import type { ExportEncoding } from '../../shared/back-office/export-request';
import { exportErrorOf } from './export-error';
import { type AtomicFileSystem, replaceFile, temporarySibling } from '../files/atomic-file';

/*
 * Writes a CSV file page by page so a large export never holds more than one page, and
 * atomically (main/files/atomic-file.ts): rows go to a temporary `.part` file beside the
 * chosen one, which is renamed into place only once every row is written and on disk. A
 * cancelled or failed export removes the temporary file and leaves nothing under the chosen
 * name (an older file there is kept).
 */

/** One column: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  readonly header: string;
  readonly cell: (row: Row) => string | number;
}

export interface CsvFileOptions {
  readonly signal?: AbortSignal | undefined;
  /** Told after each page is written, with the rows written so far. */
  readonly onPage?: ((rows: number) => void) | undefined;
  /** Tests give one that fails (a full disk). */
  readonly fileSystem?: AtomicFileSystem | undefined;
}

/** Excel reads a UTF-8 file as UTF-8 only when it starts with the byte order mark. */
const byteOrderMark = '\uFEFF';

const formulaLeader = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first)
 * is written as text, with a leading apostrophe: a name or metadata value from the service
 * must never execute on the accountant's machine. The first character is read after NFKC,
 * since spreadsheets take ＝, ＋ or ﹦ typed through an IME as the ASCII ones. Numbers are
 * written as they are.
 */
function safeCell(value: string | number): string | number {
  if (typeof value !== 'string') return value;
  const first = String.fromCodePoint(value.codePointAt(0) ?? 0).normalize('NFKC');
  return formulaLeader.test(first) ? `'${value}` : value;
}

function encode(text: string, encoding: ExportEncoding): Buffer {
  // Windows-31J (cp932): Shift_JIS as Japanese Windows and Excel read it, with ①, ～ and the
  // NEC and IBM extensions; a character it lacks becomes '?'.
  return encoding === 'sjis' ? iconv.encode(text, 'cp932') : Buffer.from(text, 'utf8');
}

/**
 * Writes `pages` of rows under `path` with a header row, CRLF line ends (RFC 4180) and the
 * encoding asked for; answers the rows written. Throws ExportError (cancelled, disk full,
 * folder unwritable, service failed) with no file left behind.
 */
export async function writeCsvFile<Row>(
  path: string,
  encoding: ExportEncoding,
  columns: readonly CsvColumn<Row>[],
  pages: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>,
  options: CsvFileOptions = {},
): Promise<number> {
  const { signal } = options;
  const lines = (records: readonly (readonly (string | number)[])[]): string =>
    stringify(records as (string | number)[][], { record_delimiter: 'windows' });
  let rows = 0;
  try {
    signal?.throwIfAborted();
    // Rows name cardholders and e-mails: readable by the till's user only, kept by the rename.
    await replaceFile(
      path,
      async (file) => {
        const header = lines([columns.map((column) => column.header)]);
        await file.write(encode(encoding === 'utf8' ? byteOrderMark + header : header, encoding));
        for await (const page of pages) {
          signal?.throwIfAborted();
          const records = page.map((row) => columns.map((column) => safeCell(column.cell(row))));
          if (records.length > 0) await file.write(encode(lines(records), encoding));
          rows += page.length;
          options.onPage?.(rows);
        }
        signal?.throwIfAborted();
      },
      { fileSystem: options.fileSystem, temporary: temporarySibling(path, 'part') },
    );
    return rows;
  } catch (error) {
    throw exportErrorOf(error, signal) ?? error;
  }
}
