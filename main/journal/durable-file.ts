import type { FileHandle } from 'node:fs/promises';
import { mkdir, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { ioFailure, type LogError } from './log-error';
import { err, ok, type Result } from '../../shared/result';
import { replaceFile, syncDirectory, writeFileSynced } from '../files/atomic-file';

/*
 * The file-system steps a record log (record-log.ts) is made durable with: every byte written,
 * fsynced, files replaced by rename and their directories fsynced (main/files/atomic-file.ts).
 * An errno failure becomes a LogFailure naming what was being done, which asResult returns as
 * a value.
 */

/** Carries a LogError out of nested I/O to the function that returns it as a value. */
export class LogFailure extends Error {
  constructor(readonly error: LogError) {
    super(error.code);
  }
}

/** Where a replacement is written before its rename; an open removes one a crash left. */
export function rewritePath(path: string): string {
  return `${path}.rewrite`;
}

export async function readAndClose(handle: FileHandle): Promise<Buffer> {
  try {
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

export async function writeAll(handle: FileHandle, data: Buffer, position: number): Promise<void> {
  let written = 0;
  while (written < data.length) {
    const { bytesWritten } = await handle.write(
      data,
      written,
      data.length - written,
      position + written,
    );
    written += bytesWritten;
  }
}

export function writeDurably(path: string, data: Buffer): Promise<void> {
  return writeFileSynced(path, (handle) => writeAll(handle, data, 0));
}

/** A new file is durable only once its directory entry is: write, fsync, rename, fsync dir. */
export async function replaceAtomically(path: string, data: Buffer): Promise<void> {
  await io(path, 'create', () =>
    replaceFile(path, (handle) => writeAll(handle, data, 0), { temporary: rewritePath(path) }),
  );
}

/** Creates the log's directory; each new directory is an entry its parent must fsync. */
export async function ensureDirectory(path: string, directory: string): Promise<void> {
  const created = await io(path, 'create directory', () => mkdir(directory, { recursive: true }));
  if (created === undefined) return;
  const topmost = resolve(created);
  for (let current = directory; ; current = dirname(current)) {
    const parent = dirname(current);
    await io(path, 'sync directory', () => syncDirectory(parent));
    if (current === topmost || parent === current) return;
  }
}

export async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return false;
    if (isErrno(cause)) throw new LogFailure(ioFailure(path, 'stat', cause));
    throw cause;
  }
}

export function isErrno(cause: unknown): cause is NodeJS.ErrnoException {
  return cause instanceof Error && typeof (cause as NodeJS.ErrnoException).code === 'string';
}

/** Runs an fs call, turning an errno failure into a LogFailure that names what was being done. */
export async function io<T>(path: string, operation: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (cause) {
    if (isErrno(cause)) throw new LogFailure(ioFailure(path, operation, cause));
    throw cause;
  }
}

export async function asResult<T>(action: () => Promise<T>): Promise<Result<T, LogError>> {
  try {
    return ok(await action());
  } catch (cause) {
    if (cause instanceof LogFailure) return err(cause.error);
    throw cause;
  }
}
