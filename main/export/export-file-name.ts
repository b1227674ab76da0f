import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExportRequest } from '../../shared/back-office/export-request';
import { zonedIsoTimestamp } from '../../shared/back-office/zoned-day';

/** The name without its extension: a day close's by its days, a history's by the store's clock. */
function baseName(request: ExportRequest, now: Date, timeZone: string): string {
  if (request.kind === 'day-close') {
    return `day-close-${request.request.fromDate}-${request.request.toDate}`;
  }
  return `history-${zonedIsoTimestamp(now, timeZone).slice(0, 19).replaceAll(':', '')}`;
}

/**
 * The file's name in `folder` for `request` asked at `now`: one no file there has yet (`-2`,
 * `-3` … after the first), so an export never replaces one the clerk kept.
 */
export async function freeExportFileName(
  folder: string,
  request: ExportRequest,
  now: Date,
  timeZone: string,
): Promise<string> {
  const base = baseName(request, now, timeZone);
  for (let copy = 1; ; copy += 1) {
    const name = copy === 1 ? `${base}.csv` : `${base}-${copy}.csv`;
    const taken = await access(join(folder, name)).then(
      () => true,
      () => false,
    );
    if (!taken) return name;
  }
}
