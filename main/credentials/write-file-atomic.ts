import { randomUUID } from 'node:crypto';
import * as nodeFs from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The file operations used, injectable so tests can fail one of them. */
export type AtomicWriteFs = Pick<typeof nodeFs, 'open' | 'rename' | 'rm'>;

/**
 * Replaces `path` with `data` so that a crash or power loss leaves either the old file or the
 * new one, never a truncated mix: write a temporary sibling, flush it to disk, rename it over
 * the target (atomic within a directory), then flush the directory so the rename itself
 * survives. The file is readable by its owner only, even where one wider stood before.
 */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  fs: AtomicWriteFs = nodeFs,
): Promise<void> {
  const directory = dirname(path);
  const temporary = join(directory, `.${basename(path)}.${randomUUID()}.tmp`);
  try {
    const file = await fs.open(temporary, 'wx', 0o600);
    try {
      await file.writeFile(data);
      await file.sync();
    } finally {
      await file.close();
    }
    await fs.rename(temporary, path);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  // Windows cannot open a directory to flush it; NTFS journals the rename itself.
  if (process.platform !== 'win32') {
    const dir = await fs.open(directory, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }
}
