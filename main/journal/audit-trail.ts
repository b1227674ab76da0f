import type { AuditVerification } from '../../shared/ipc/ipc-payloads';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import type { actor } from './actor';
import { auditContent, auditEntry, type AuditEntry, type auditEvent } from './audit-event';
import { canonicalJson } from './canonical-json';
import type { LogError } from './log-error';
import { openRecordLog, type RecordLog, type TailRecovery } from './record-log';
import { err, ok, type Result } from '../../shared/result';
import { validationIssues, type ValidationIssue } from './validation-issue';

/*
 * An append-only, hash-chained record of sensitive actions (capture, cancel, refund, settings,
 * credentials, training mode, review resolutions). Each entry's hash covers its content and
 * the previous entry's hash, so an edited, deleted, reordered or inserted entry breaks the
 * chain where it happened. docs/reliability.md: Audit trail.
 */

export const auditFileName = 'audit.log';

/** The previous hash of the first entry. */
const GENESIS_HASH = '0'.repeat(64);

export type AuditError =
  | LogError
  | { readonly code: 'INVALID_INPUT'; readonly issues: readonly ValidationIssue[] }
  /** A stored entry that is not a valid entry: the trail was altered, or written by a newer app. */
  | {
      readonly code: 'AUDIT_RECORD_INVALID';
      readonly index: number;
      readonly issues: readonly ValidationIssue[];
    };

/**
 * Why a link of the chain does not hold: unreadable_entry (its checksum fails, or it is not an
 * entry), sequence_mismatch (an entry was deleted, inserted or moved before it),
 * previous_hash_mismatch (the entry before it was altered, or it was moved), hash_mismatch (it
 * was altered). The shape is the IPC contract's, which the renderer shows.
 */
type AuditLinkProblem = Extract<AuditVerification, { intact: false }>['brokenAt']['problem'];

export interface AuditTrailOptions {
  /** Folder of the audit file, inside the app's data directory. */
  readonly directory: string;
  readonly now?: () => Date;
}

export interface OpenedAuditTrail {
  readonly trail: AuditTrail;
  readonly recovery: TailRecovery | null;
}

export async function openAuditTrail(
  options: AuditTrailOptions,
): Promise<Result<OpenedAuditTrail, AuditError>> {
  const opened = await openRecordLog({
    path: join(options.directory, auditFileName),
    kind: 'audit',
  });
  if (!opened.ok) return opened;
  const { log, records, recovery } = opened.value;
  let head = { seq: 0, hash: GENESIS_HASH };
  const index = records.length - 1;
  if (index >= 0) {
    // New entries chain to the last one, so it must at least be an entry; earlier damage is
    // for verify() to report, and must not stop the trail from recording.
    const last = auditEntry.safeParse(records[index]);
    if (!last.success) {
      // The invalid entry is what the caller must see; a lock left behind by a failed close
      // is stale and the next open takes it over.
      await log.close();
      return err({ code: 'AUDIT_RECORD_INVALID', index, issues: validationIssues(last.error) });
    }
    head = { seq: last.data.seq, hash: last.data.hash };
  }
  return ok({ trail: new AuditTrail(log, head, options.now ?? (() => new Date())), recovery });
}

export class AuditTrail {
  readonly #log: RecordLog;
  readonly #now: () => Date;
  #head: { seq: number; hash: string };
  #queue: Promise<void> = Promise.resolve();

  /** Use openAuditTrail: it finds the head of the chain first. */
  constructor(log: RecordLog, head: { seq: number; hash: string }, now: () => Date) {
    this.#log = log;
    this.#head = head;
    this.#now = now;
  }

  /** Records an action; durable when it resolves. */
  append(
    by: z.input<typeof actor>,
    event: z.input<typeof auditEvent>,
  ): Promise<Result<AuditEntry, AuditError>> {
    const run = this.#queue.then(async (): Promise<Result<AuditEntry, AuditError>> => {
      const content = auditContent.safeParse({ actor: by, event });
      if (!content.success) {
        return err({ code: 'INVALID_INPUT', issues: validationIssues(content.error) });
      }
      const linked = {
        seq: this.#head.seq + 1,
        at: this.#now().toISOString(),
        actor: content.data.actor,
        event: content.data.event,
        previousHash: this.#head.hash,
      };
      const entry: AuditEntry = { ...linked, hash: hashOf(linked) };
      const appended = await this.#log.append(entry);
      if (!appended.ok) return appended;
      this.#head = { seq: entry.seq, hash: entry.hash };
      return ok(entry);
    });
    // The caller sees a rejection through `run`; the queue only keeps the order.
    this.#queue = run.then(settled, settled);
    return run;
  }

  /** Reads the trail from disk and checks every link of the chain. */
  async verify(): Promise<Result<AuditVerification, LogError>> {
    const records = await this.#log.readBack();
    if (!records.ok) {
      if (records.error.code !== 'LOG_CORRUPT') return records;
      return ok({
        intact: false,
        // The damaged record counts as one entry; damage wider than a record cannot be told apart.
        entries: records.error.recordsBefore + 1 + records.error.recordsAfter,
        brokenAt: { index: records.error.recordsBefore, problem: 'unreadable_entry' },
      });
    }
    return ok(verifyChain(records.value));
  }

  /**
   * The trail as read from disk: JSON lines (one canonical entry per line, hashes included,
   * so the export can be verified on its own) or CSV for a spreadsheet.
   */
  async export(format: 'jsonl' | 'csv'): Promise<Result<string, AuditError>> {
    const entries = await this.entries();
    if (!entries.ok) return entries;
    return ok(format === 'jsonl' ? toJsonLines(entries.value) : toCsv(entries.value));
  }

  /** Every entry, read from disk, oldest first. */
  async entries(): Promise<Result<AuditEntry[], AuditError>> {
    const records = await this.#log.readBack();
    if (!records.ok) return records;
    const entries: AuditEntry[] = [];
    for (const [index, record] of records.value.entries()) {
      const entry = auditEntry.safeParse(record);
      if (!entry.success) {
        return err({ code: 'AUDIT_RECORD_INVALID', index, issues: validationIssues(entry.error) });
      }
      entries.push(entry.data);
    }
    return ok(entries);
  }

  async close(): Promise<Result<void, LogError>> {
    await this.#queue;
    return this.#log.close();
  }
}

function settled(): void {}

function hashOf(linked: Omit<AuditEntry, 'hash'>): string {
  const { seq, at, actor: by, event, previousHash } = linked;
  return createHash('sha256')
    .update(canonicalJson({ seq, at, actor: by, event, previousHash }))
    .digest('hex');
}

function verifyChain(records: readonly unknown[]): AuditVerification {
  let previousHash = GENESIS_HASH;
  const broken = (index: number, problem: AuditLinkProblem): AuditVerification => ({
    intact: false,
    entries: records.length,
    brokenAt: { index, problem },
  });
  for (const [index, record] of records.entries()) {
    const parsed = auditEntry.safeParse(record);
    if (!parsed.success) return broken(index, 'unreadable_entry');
    const entry = parsed.data;
    if (entry.seq !== index + 1) return broken(index, 'sequence_mismatch');
    if (entry.previousHash !== previousHash) return broken(index, 'previous_hash_mismatch');
    if (hashOf(entry) !== entry.hash) return broken(index, 'hash_mismatch');
    previousHash = entry.hash;
  }
  return { intact: true, entries: records.length, headHash: previousHash };
}

function toJsonLines(entries: readonly AuditEntry[]): string {
  return entries.map((entry) => `${canonicalJson(entry)}\n`).join('');
}

function toCsv(entries: readonly AuditEntry[]): string {
  return stringify(
    entries.map((entry) => ({
      seq: entry.seq,
      at: entry.at,
      profile_id: entry.actor.profileId ?? '',
      operator: entry.actor.operator ?? '',
      action: entry.event.action,
      details: canonicalJson(entry.event.details),
      previous_hash: entry.previousHash,
      hash: entry.hash,
    })),
    {
      header: true,
      columns: [
        'seq',
        'at',
        'profile_id',
        'operator',
        'action',
        'details',
        'previous_hash',
        'hash',
      ],
      // A cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection).
      escape_formulas: true,
      // Spreadsheets read UTF-8 (Japanese names) correctly only with a BOM; RFC 4180 line ends.
      bom: true,
      record_delimiter: 'windows',
    },
  );
}
