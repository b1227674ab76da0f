import { join } from 'node:path';
import { err, ok, type Result } from '../../shared/result';
import { readTillCloses } from '../back-office/close-records';
import { openAuditTrail } from '../journal/audit-trail';
import { exportCloses } from './close-export';
import type { ExportArguments } from './export-arguments';

/*
 * The headless export of closes: the till's audit trail opened from its data directory (the
 * app must not be running, as the trail is locked while it is), the closes of the asked days
 * read back and written as CSV.
 */

export async function exportClosesOfDataDir(
  dataDir: string,
  options: Pick<ExportArguments, 'fromDate' | 'toDate' | 'out' | 'encoding'>,
): Promise<Result<{ closes: number; rows: number }, string>> {
  const opened = await openAuditTrail({ directory: join(dataDir, 'journal') });
  if (!opened.ok) {
    return err(
      `the till’s audit trail could not be opened (${opened.error.code}); is Counter running?`,
    );
  }
  const { trail } = opened.value;
  try {
    const closes = (await readTillCloses(trail)).filter(
      (close) => close.day >= options.fromDate && close.day <= options.toDate,
    );
    const rows = await exportCloses(closes, { path: options.out, encoding: options.encoding });
    return ok({ closes: closes.length, rows });
  } finally {
    await trail.close();
  }
}
