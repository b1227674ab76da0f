import * as nodeFs from 'node:fs/promises';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AtomicWriteFs,
  writeFileAtomic,
} from '../../../../main/credentials/write-file-atomic';

/** The real file system, recording each step and failing the one named. */
function recordingFs(failAt?: 'sync' | 'rename') {
  const steps: string[] = [];
  const fs: AtomicWriteFs = {
    open: async (...args: Parameters<typeof nodeFs.open>) => {
      const handle = await nodeFs.open(...args);
      const target = String(args[0]);
      steps.push(`open ${target}`);
      return Object.assign(Object.create(handle) as typeof handle, {
        writeFile: (...rest: Parameters<typeof handle.writeFile>) => {
          steps.push(`write ${target}`);
          return handle.writeFile(...rest);
        },
        sync: () => {
          steps.push(`sync ${target}`);
          return failAt === 'sync' ? Promise.reject(new Error('EIO')) : handle.sync();
        },
        close: () => handle.close(),
      });
    },
    rename: (from, to) => {
      steps.push(`rename ${String(from)} -> ${String(to)}`);
      return failAt === 'rename' ? Promise.reject(new Error('EXDEV')) : nodeFs.rename(from, to);
    },
    rm: (path, options) => nodeFs.rm(path, options),
  };
  return { fs, steps };
}

describe('writeFileAtomic', () => {
  let dir: string;
  let target: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'counter-atomic-'));
    target = join(dir, 'profiles.json');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes and flushes a temporary sibling before renaming it over the file', async () => {
    const { fs, steps } = recordingFs();
    await writeFileAtomic(target, 'new', fs);
    const temporary = /^open (.+\.tmp)$/.exec(steps[0] ?? '')?.[1] ?? '';
    expect(temporary.startsWith(dir)).toBe(true);
    expect(steps).toEqual([
      `open ${temporary}`,
      `write ${temporary}`,
      `sync ${temporary}`,
      `rename ${temporary} -> ${target}`,
      `open ${dir}`,
      `sync ${dir}`,
    ]);
    expect(await readFile(target, 'utf8')).toBe('new');
  });

  it('leaves only the file, readable by its owner alone', async () => {
    await writeFileAtomic(target, 'new');
    expect(await readdir(dir)).toEqual(['profiles.json']);
    expect((await stat(target)).mode & 0o777).toBe(0o600);
  });

  it('keeps the previous content and no temporary file when a step fails', async () => {
    await writeFile(target, 'old');
    for (const step of ['sync', 'rename'] as const) {
      const { fs } = recordingFs(step);
      await expect(writeFileAtomic(target, 'new', fs)).rejects.toThrow();
      expect(await readFile(target, 'utf8')).toBe('old');
      expect(await readdir(dir)).toEqual(['profiles.json']);
    }
  });
});
