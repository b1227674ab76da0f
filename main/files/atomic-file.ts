import { randomUUID } from 'node:crypto';
import * as nodeFs from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/*
 * The one way main replaces a file so that a crash or power loss leaves either the old file or
 * the new one, never a torn mix: write a temporary sibling (a rename is atomic only within a
 * directory), flush it, rename it over the target, then flush the directory so the rename
 * itself survives. Settings, profiles, PDFs, exports, the journal and the simulator's data
 * file all go through it.
 */

/** The file operations used, injectable so tests can fail one of them or watch the flushes. */
export type AtomicFileSystem = Pick<typeof nodeFs, 'open' | 'rename' | 'rm'>;

/** These files hold customers' and stores' data: readable by the till's user only. */
export const ownerOnlyMode = 0o600;

export interface ReplaceOptions {
  readonly fileSystem?: AtomicFileSystem | undefined;
  /** Where the content is written before its rename; a unique sibling unless given. */
  readonly temporary?: string | undefined;
}

/** A sibling of `path` no other writer picks, hidden, ending in `.suffix`. */
export function temporarySibling(path: string, suffix = 'tmp'): string {
  return join(dirname(path), `.${basename(path)}.${randomUUID()}.${suffix}`);
}

/** Creates (or truncates) `path`, lets `write` fill it, and flushes it to disk before closing. */
export async function writeFileSynced(
  path: string,
  write: (file: FileHandle) => Promise<unknown>,
  fileSystem: AtomicFileSystem = nodeFs,
): Promise<void> {
  const file = await fileSystem.open(path, 'w', ownerOnlyMode);
  try {
    await write(file);
    await file.sync();
  } catch (error) {
    // The write's own failure is what the caller needs; a close failing after it adds nothing.
    await file.close().catch(() => undefined);
    throw error;
  }
  await file.close();
}

export async function syncDirectory(
  directory: string,
  fileSystem: AtomicFileSystem = nodeFs,
): Promise<void> {
  // Windows cannot open a directory to flush it; NTFS journals creations and renames itself.
  if (process.platform === 'win32') return;
  const handle = await fileSystem.open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Replaces `path` with what `write` puts in the file it is given (a page at a time, if it
 * likes). When any step before the rename fails, the temporary file is removed and `path`
 * keeps its old content (or stays absent); the failure is rethrown.
 */
export async function replaceFile(
  path: string,
  write: (file: FileHandle) => Promise<unknown>,
  options: ReplaceOptions = {},
): Promise<void> {
  const fileSystem = options.fileSystem ?? nodeFs;
  const temporary = options.temporary ?? temporarySibling(path);
  try {
    await writeFileSynced(temporary, write, fileSystem);
    await fileSystem.rename(temporary, path);
  } catch (error) {
    await fileSystem.rm(temporary, { force: true });
    throw error;
  }
  await syncDirectory(dirname(path), fileSystem);
}

/** Replaces `path` with `data`, durably and atomically (see replaceFile). */
export function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  options: ReplaceOptions = {},
): Promise<void> {
  return replaceFile(path, (file) => file.writeFile(data), options);
}
