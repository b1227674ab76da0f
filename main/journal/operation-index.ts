import * as nodeFs from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { calendarDay } from '../../shared/back-office/zoned-day';
import { reconciliationOperation } from '../../shared/back-office/reconciliation';
import { isoTimestamp, mode, uuid } from '../../shared/service/common';
import { ownerOnlyMode, syncDirectory, writeFileAtomic } from '../files/atomic-file';

/*
 * What the till remembers of its ended operations after the journal lets them go (it drops
 * them 7 days after they end): one line per ended operation, appended to a file per month of
 * its creation and flushed, kept 13 months, so reconciliation and the day close read a range
 * month by month without the journal. docs/reliability.md: What the till remembers.
 */

export const operationIndexDirectoryName = 'operation-index';

/** Whole months kept before the current one: a year and a month back at least. */
const keptMonths = 13;

/** One ended operation: what reconciliation compares, and what a day close sorts it by. */
const indexedOperation = z.strictObject({
  operation: reconciliationOperation,
  storeId: uuid,
  mode,
  training: z.boolean(),
  /** The store's day it was made on, on the store's clock when it ended. */
  storeDay: calendarDay,
  endedAt: isoTimestamp,
});
export type IndexedOperation = z.infer<typeof indexedOperation>;

const sinceFile = z.strictObject({ keptSince: isoTimestamp });
const sinceFileName = 'kept-since.json';
const monthFile = /^(\d{4})-(\d{2})\.jsonl$/;

/** The file operations used, injectable so a test can make an append tear. */
export type IndexFileSystem = Pick<typeof nodeFs, 'open' | 'readFile' | 'readdir' | 'rm'>;

export interface OperationIndexOptions {
  /** Folder of the month files, inside the app's data directory. */
  readonly directory: string;
  readonly now?: () => Date;
  readonly fileSystem?: IndexFileSystem;
}

/** `2026-12` for an instant, in UTC: the months a range of instants crosses are plain. */
function monthOf(instantMs: number): string {
  return new Date(instantMs).toISOString().slice(0, 7);
}

function monthStart(month: string): number {
  return Date.parse(`${month}-01T00:00:00.000Z`);
}

function monthsBack(month: string, count: number): string {
  const start = new Date(monthStart(month));
  start.setUTCMonth(start.getUTCMonth() - count);
  return monthOf(start.getTime());
}

export class OperationIndex {
  readonly #directory: string;
  readonly #fileSystem: IndexFileSystem;
  readonly #keptSince: string;
  /** What was last written for each operation, so an unchanged one is not written again. */
  readonly #written = new Map<string, string>();
  #queue: Promise<unknown> = Promise.resolve();

  constructor(directory: string, fileSystem: IndexFileSystem, keptSince: string) {
    this.#directory = directory;
    this.#fileSystem = fileSystem;
    this.#keptSince = keptSince;
  }

  /** Since when the index holds every ended operation. */
  keptSince(): string {
    return this.#keptSince;
  }

  /** Appends an ended operation, unless the index already holds it as it is; durable when done. */
  record(operation: IndexedOperation): Promise<void> {
    const line = JSON.stringify(indexedOperation.parse(operation));
    const id = operation.operation.operationId.toLowerCase();
    const run = this.#queue.then(async () => {
      if (this.#written.get(id) === line) return;
      await this.#append(monthOf(Date.parse(operation.operation.createdAt)), line);
      this.#written.set(id, line);
    });
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /**
   * The operations created within [from, to), reading only the months the range crosses; an
   * operation written more than once (a review resolved later) counts as its last line.
   */
  async read(range: { readonly from: string; readonly to: string }): Promise<IndexedOperation[]> {
    const from = Date.parse(range.from);
    const to = Date.parse(range.to);
    const found = new Map<string, IndexedOperation>();
    for (let month = monthOf(from); monthStart(month) < to; month = monthsBack(month, -1)) {
      for (const indexed of await this.#readMonth(month)) {
        const { operationId, createdAt } = indexed.operation;
        const at = Date.parse(createdAt);
        if (at >= from && at < to) found.set(operationId.toLowerCase(), indexed);
      }
    }
    return [...found.values()];
  }

  /** Marks each given operation as written when the index holds it as it is (start-up). */
  async learn(operations: readonly IndexedOperation[]): Promise<void> {
    const months = new Set(
      operations.map((indexed) => monthOf(Date.parse(indexed.operation.createdAt))),
    );
    for (const month of months) {
      for (const held of await this.#readMonth(month)) {
        this.#written.set(held.operation.operationId.toLowerCase(), JSON.stringify(held));
      }
    }
  }

  async #readMonth(month: string): Promise<IndexedOperation[]> {
    let text: string;
    try {
      text = await this.#fileSystem.readFile(join(this.#directory, `${month}.jsonl`), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const operations: IndexedOperation[] = [];
    for (const line of text.split('\n')) {
      if (line === '') continue;
      // A line torn by a crash mid-append is skipped: its operation is written again at start.
      const parsed = indexedOperation.safeParse(safeJson(line));
      if (parsed.success) operations.push(parsed.data);
    }
    return operations;
  }

  async #append(month: string, line: string): Promise<void> {
    const path = join(this.#directory, `${month}.jsonl`);
    const file = await this.#fileSystem.open(path, 'a+', ownerOnlyMode);
    try {
      const { size } = await file.stat();
      // After a torn append the file does not end in a newline: start on a line of its own.
      const last = Buffer.alloc(1);
      if (size > 0) await file.read(last, 0, 1, size - 1);
      const lead = size > 0 && last.toString('utf8') !== '\n' ? '\n' : '';
      await file.write(`${lead}${line}\n`);
      await file.sync();
      // A month's first line made its file: the directory entry must survive a crash too.
      if (size === 0) await syncDirectory(this.#directory);
    } finally {
      await file.close();
    }
  }
}

function safeJson(line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Opens the index: removes the months older than what it keeps, and reads (or, the first
 * time, writes) since when it holds every ended operation.
 */
export async function openOperationIndex(options: OperationIndexOptions): Promise<OperationIndex> {
  const fileSystem = options.fileSystem ?? nodeFs;
  const now = (options.now ?? (() => new Date()))();
  await nodeFs.mkdir(options.directory, { recursive: true, mode: 0o700 });
  const oldestKept = monthsBack(monthOf(now.getTime()), keptMonths);
  for (const name of await fileSystem.readdir(options.directory)) {
    const month = monthFile.exec(name);
    if (month !== null && `${month[1]}-${month[2]}` < oldestKept) {
      await fileSystem.rm(join(options.directory, name), { force: true });
    }
  }
  const sincePath = join(options.directory, sinceFileName);
  let started: string;
  try {
    started = sinceFile.parse(JSON.parse(await fileSystem.readFile(sincePath, 'utf8'))).keptSince;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    started = now.toISOString();
    await writeFileAtomic(sincePath, JSON.stringify({ keptSince: started }));
  }
  const keptSince = new Date(Math.max(Date.parse(started), monthStart(oldestKept))).toISOString();
  return new OperationIndex(options.directory, fileSystem, keptSince);
}
