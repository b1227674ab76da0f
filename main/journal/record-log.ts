import type { FileHandle } from 'node:fs/promises';
import { open, rename, rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import {
  asResult,
  ensureDirectory,
  exists,
  io,
  isErrno,
  LogFailure,
  readAndClose,
  replaceAtomically,
  rewritePath,
  writeAll,
  writeDurably,
} from './durable-file';
import { encodeFrame, scanFrames, type FrameProblem } from './frame';
import { acquireLock, type HeldLock } from './lock-file';
import { describeCause, ioFailure, type LogError } from './log-error';
import { err, ok, type Result } from '../../shared/result';
import { ownerOnlyMode, syncDirectory } from '../files/atomic-file';

/*
 * An append-only file of framed records (frame.ts), the durable base of the journal and the
 * audit trail. docs/reliability.md describes the format, the guarantees and the recovery.
 */

export interface RecordLogOptions {
  readonly path: string;
  /** Written in the header and checked on open, so one kind of log is never read as another. */
  readonly kind: string;
  readonly maxRecordBytes?: number;
}

/** A torn last record found on open: reported, ignored, and cut off before the next append. */
export interface TailRecovery {
  readonly offset: number;
  readonly discardedBytes: number;
  readonly problem: FrameProblem;
}

export interface OpenedRecordLog {
  readonly log: RecordLog;
  readonly records: readonly unknown[];
  readonly recovery: TailRecovery | null;
}

const FORMAT = 'counter-record-log';
const VERSION = 1;
const DEFAULT_MAX_RECORD_BYTES = 1024 * 1024;

const logHeader = z.object({
  format: z.literal(FORMAT),
  version: z.number().int(),
  kind: z.string(),
});

export async function openRecordLog(
  options: RecordLogOptions,
): Promise<Result<OpenedRecordLog, LogError>> {
  const path = resolve(options.path);
  const maxRecordBytes = options.maxRecordBytes ?? DEFAULT_MAX_RECORD_BYTES;
  const directory = await asResult(() => ensureDirectory(path, dirname(path)));
  if (!directory.ok) return directory;
  const lock = await acquireLock(`${path}.lock`);
  if (!lock.ok) return lock;
  const opened = await asResult(() => openLocked(path, options.kind, maxRecordBytes));
  if (!opened.ok) {
    // The open failure is what the caller must see; a lock that fails to go is stale and the
    // next open takes it over (lock-file.ts), so its own failure changes nothing.
    await lock.value.release();
    return opened;
  }
  const { handle, end, records, recovery } = opened.value;
  const log = new RecordLog(path, options.kind, maxRecordBytes, lock.value, handle, end);
  return ok({ log, records, recovery });
}

async function openLocked(path: string, kind: string, maxRecordBytes: number) {
  // A rewrite cut short leaves its temporary file; the log itself is whole, as rename is atomic.
  await io(path, 'remove unfinished rewrite', () => rm(rewritePath(path), { force: true }));
  if (!(await exists(path))) await replaceAtomically(path, headerFrame(kind));
  const handle = await io(path, 'open', () => open(path, 'r+'));
  let keepOpen = false;
  try {
    // A log an older version created readable by every local user is narrowed on open.
    await io(path, 'restrict', () => handle.chmod(ownerOnlyMode));
    const contents = await io(path, 'read', () => handle.readFile());
    const scan = scanFrames(contents, maxRecordBytes);
    const [header, ...records] = scan.payloads;
    if (scan.damage !== null && scan.damage.framesAfter > 0) {
      throw new LogFailure({
        code: 'LOG_CORRUPT',
        path,
        offset: scan.damage.offset,
        problem: scan.damage.problem,
        recordsBefore: records.length,
        recordsAfter: scan.damage.framesAfter,
      });
    }
    let end = scan.end;
    if (header === undefined) {
      // Only a torn header or nothing at all: creation is atomic, so nothing here was ever
      // durable. Start the file again.
      const fresh = headerFrame(kind);
      await io(path, 'write header', () => writeAll(handle, fresh, 0));
      end = fresh.length;
    } else if (!isHeaderOf(header, kind)) {
      throw new LogFailure({ code: 'LOG_FOREIGN', path, expectedKind: kind });
    }
    const recovery: TailRecovery | null =
      scan.damage === null
        ? null
        : {
            offset: scan.damage.offset,
            discardedBytes: contents.length - scan.damage.offset,
            problem: scan.damage.problem,
          };
    if (end !== contents.length || header === undefined) {
      await io(path, 'truncate torn tail', () => handle.truncate(end));
      await io(path, 'sync', () => handle.sync());
    }
    keepOpen = true;
    return { handle, end, records, recovery };
  } finally {
    if (!keepOpen) await handle.close();
  }
}

export class RecordLog {
  readonly #path: string;
  readonly #kind: string;
  readonly #maxRecordBytes: number;
  readonly #lock: HeldLock;
  #handle: FileHandle | null;
  #end: number;
  /** Appends, rewrites and reads run one at a time, in call order. */
  #queue: Promise<void> = Promise.resolve();
  /** Set when a write or fsync failed: the file's state is unknown until it is reopened. */
  #failure: string | null = null;
  #closed = false;

  /** Use openRecordLog: it locks, reads and recovers the file first. */
  constructor(
    path: string,
    kind: string,
    maxRecordBytes: number,
    lock: HeldLock,
    handle: FileHandle,
    end: number,
  ) {
    this.#path = path;
    this.#kind = kind;
    this.#maxRecordBytes = maxRecordBytes;
    this.#lock = lock;
    this.#handle = handle;
    this.#end = end;
  }

  /** Bytes in the file, header included. */
  get size(): number {
    return this.#end;
  }

  /** Resolves once the record is written and fsynced: only then is it durable. */
  append(payload: object): Promise<Result<void, LogError>> {
    return this.#serialize(async (handle) => {
      const frame = this.#frame(payload);
      if (!frame.ok) return frame;
      try {
        await writeAll(handle, frame.value, this.#end);
        await handle.sync();
      } catch (cause) {
        return this.#fail('append', cause);
      }
      this.#end += frame.value.length;
      return ok(undefined);
    });
  }

  /**
   * Replaces the whole log with these records, atomically: a crash at any point leaves
   * either the old file or the new one, whole.
   */
  rewrite(payloads: readonly object[]): Promise<Result<void, LogError>> {
    return this.#serialize(async (handle) => {
      const frames = [headerFrame(this.#kind)];
      for (const payload of payloads) {
        const frame = this.#frame(payload);
        if (!frame.ok) return frame;
        frames.push(frame.value);
      }
      const data = Buffer.concat(frames);
      const temporary = rewritePath(this.#path);
      try {
        await writeDurably(temporary, data);
      } catch (cause) {
        // Nothing has changed yet; the next open removes the temporary file.
        if (isErrno(cause)) return err(ioFailure(this.#path, 'write rewrite', cause));
        throw cause;
      }
      try {
        // Windows cannot rename over an open file, so the append handle closes first.
        this.#handle = null;
        await handle.close();
        await rename(temporary, this.#path);
        await syncDirectory(dirname(this.#path));
        this.#handle = await open(this.#path, 'r+');
      } catch (cause) {
        return this.#fail('replace with rewrite', cause);
      }
      this.#end = data.length;
      return ok(undefined);
    });
  }

  /** Reads the records from disk again, as another reader would see them. */
  readBack(): Promise<Result<readonly unknown[], LogError>> {
    return this.#serialize(async () => {
      const contents = await io(this.#path, 'read', () => open(this.#path, 'r').then(readAndClose));
      const scan = scanFrames(contents, this.#maxRecordBytes);
      const [header, ...records] = scan.payloads;
      if (scan.damage !== null || header === undefined || !isHeaderOf(header, this.#kind)) {
        return err({
          code: 'LOG_CORRUPT',
          path: this.#path,
          offset: scan.damage?.offset ?? 0,
          problem: scan.damage?.problem ?? 'malformed',
          recordsBefore: records.length,
          recordsAfter: scan.damage?.framesAfter ?? 0,
        });
      }
      return ok(records);
    });
  }

  /** Waits for pending work, closes the file and releases the lock; also after a failure. */
  close(): Promise<Result<void, LogError>> {
    const run = this.#queue.then(async (): Promise<Result<void, LogError>> => {
      if (this.#closed) return ok(undefined);
      this.#closed = true;
      const handle = this.#handle;
      this.#handle = null;
      const released = await this.#lock.release();
      if (handle !== null) {
        try {
          await handle.close();
        } catch (cause) {
          if (isErrno(cause)) return err(ioFailure(this.#path, 'close', cause));
          throw cause;
        }
      }
      return released;
    });
    this.#queue = run.then(settled, settled);
    return run;
  }

  #frame(payload: object): Result<Buffer, LogError> {
    const json = JSON.stringify(payload);
    const bytes = Buffer.byteLength(json, 'utf8');
    if (bytes > this.#maxRecordBytes) {
      return err({ code: 'LOG_RECORD_TOO_LARGE', bytes, limit: this.#maxRecordBytes });
    }
    return ok(encodeFrame(json));
  }

  #fail(operation: string, cause: unknown): Result<never, LogError> {
    if (!isErrno(cause)) throw cause;
    this.#failure = describeCause(cause);
    return err(ioFailure(this.#path, operation, cause));
  }

  #serialize<T>(
    task: (handle: FileHandle) => Promise<Result<T, LogError>>,
  ): Promise<Result<T, LogError>> {
    const run = this.#queue.then(async (): Promise<Result<T, LogError>> => {
      if (this.#closed) return err({ code: 'LOG_CLOSED', path: this.#path });
      if (this.#failure !== null || this.#handle === null) {
        return err({ code: 'LOG_FAILED', path: this.#path, cause: this.#failure ?? 'no file' });
      }
      try {
        return await task(this.#handle);
      } catch (cause) {
        if (cause instanceof LogFailure) return err(cause.error);
        throw cause;
      }
    });
    // The caller sees a rejection through `run`; the queue only keeps the order.
    this.#queue = run.then(settled, settled);
    return run;
  }
}

function settled(): void {}

function headerFrame(kind: string): Buffer {
  return encodeFrame(JSON.stringify({ format: FORMAT, version: VERSION, kind }));
}

function isHeaderOf(payload: unknown, kind: string): boolean {
  const header = logHeader.safeParse(payload);
  return header.success && header.data.version === VERSION && header.data.kind === kind;
}
