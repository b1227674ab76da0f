import { join } from 'node:path';
import { z } from 'zod';
import { isoTimestamp, uuid } from '../../shared/service/common';
import type { LogError } from '../journal/log-error';
import { openRecordLog, type RecordLog, type TailRecovery } from '../journal/record-log';
import { err, ok, type Result } from '../../shared/result';
import { validationIssues, type ValidationIssue } from '../journal/validation-issue';

/*
 * Every receipt and payment slip the terminal has issued, on paper or as a PDF, kept on disk
 * so that after a restart a second issue of the same charge's document is still a copy: two
 * "originals" of one payment are what a reprint mark exists to prevent.
 */

export const printRegisterFileName = 'prints.log';

export const printedDocumentKind = z.enum(['receipt', 'payment_slip']);
export type PrintedDocumentKind = z.infer<typeof printedDocumentKind>;

export const printOutput = z.enum(['paper', 'pdf']);
export type PrintOutput = z.infer<typeof printOutput>;

const printRecord = z.strictObject({
  at: isoTimestamp,
  document: printedDocumentKind,
  chargeId: uuid,
  output: printOutput,
  copy: z.boolean(),
});
export type PrintRecord = z.infer<typeof printRecord>;

/** What the print service needs of the register. */
export interface PrintRegister {
  /** How many times this charge's document was issued before. */
  issueCount(document: PrintedDocumentKind, chargeId: string): number;
  /** Records an issue; durable when it resolves. */
  record(entry: PrintRecord): Promise<Result<void, LogError>>;
}

type PrintRegisterError =
  | LogError
  /** A stored line that is not a print record: counting around it could make a copy an original. */
  | {
      readonly code: 'PRINT_RECORD_INVALID';
      readonly index: number;
      readonly issues: readonly ValidationIssue[];
    };

interface OpenedPrintRegister {
  readonly register: PrintRegister & { close(): Promise<Result<void, LogError>> };
  readonly recovery: TailRecovery | null;
}

function keyOf(document: PrintedDocumentKind, chargeId: string): string {
  return `${document}:${chargeId.toLowerCase()}`;
}

export async function openPrintRegister(options: {
  /** Folder of the register file, inside the app's data directory. */
  readonly directory: string;
}): Promise<Result<OpenedPrintRegister, PrintRegisterError>> {
  const opened = await openRecordLog({
    path: join(options.directory, printRegisterFileName),
    kind: 'print-register',
  });
  if (!opened.ok) return opened;
  const { log, records, recovery } = opened.value;
  const counts = new Map<string, number>();
  for (const [index, record] of records.entries()) {
    const parsed = printRecord.safeParse(record);
    if (!parsed.success) {
      // The invalid record is what the caller must see; a lock left behind by a failed close
      // is stale and the next open takes it over.
      await log.close();
      return err({ code: 'PRINT_RECORD_INVALID', index, issues: validationIssues(parsed.error) });
    }
    const key = keyOf(parsed.data.document, parsed.data.chargeId);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return ok({ register: registerOver(log, counts), recovery });
}

function registerOver(log: RecordLog, counts: Map<string, number>) {
  return {
    issueCount(document: PrintedDocumentKind, chargeId: string): number {
      return counts.get(keyOf(document, chargeId)) ?? 0;
    },
    async record(entry: PrintRecord): Promise<Result<void, LogError>> {
      const appended = await log.append(printRecord.parse(entry));
      if (!appended.ok) return appended;
      const key = keyOf(entry.document, entry.chargeId);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return ok(undefined);
    },
    close(): Promise<Result<void, LogError>> {
      return log.close();
    },
  };
}
