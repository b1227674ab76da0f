import * as nodeFs from 'node:fs/promises';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AtomicFileSystem,
  replaceFile,
  writeFileAtomic,
} from '../../../../main/files/atomic-file';

type Step = 'write' | 'sync' | 'rename';

/** The real file system, recording each step and failing the one named (the nth write). */
function recordingFs(failAt?: Step, failingWrite = 1) {
  const steps: string[] = [];
  let writes = 0;
  const fs: AtomicFileSystem = {
    open: async (...args: Parameters<typeof nodeFs.open>) => {
      const handle = await nodeFs.open(...args);
      const target = String(args[0]);
      steps.push(`open ${target}`);
      const written = (write: () => Promise<unknown>) => {
        steps.push(`write ${target}`);
        writes += 1;
        return failAt === 'write' && writes === failingWrite
          ? Promise.reject(Object.assign(new Error('no space'), { code: 'ENOSPC' }))
          : write();
      };
      return Object.assign(Object.create(handle) as typeof handle, {
        writeFile: (...rest: Parameters<typeof handle.writeFile>) =>
          written(() => handle.writeFile(...rest)),
        write: (data: Uint8Array) => written(() => handle.write(data)),
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

  it('writes and flushes a temporary sibling, renames it over the file, then flushes the folder', async () => {
    const { fs, steps } = recordingFs();
    await writeFileAtomic(target, 'new', { fileSystem: fs });
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
    for (const step of ['write', 'sync', 'rename'] as const) {
      const { fs } = recordingFs(step);
      await expect(writeFileAtomic(target, 'new', { fileSystem: fs })).rejects.toThrow();
      expect(await readFile(target, 'utf8')).toBe('old');
      expect(await readdir(dir)).toEqual(['profiles.json']);
    }
  });
});

describe('replaceFile', () => {
  let dir: string;
  let target: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'counter-replace-'));
    target = join(dir, 'export.csv');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const twoPages = (file: nodeFs.FileHandle) =>
    file.write(Buffer.from('page 1\n')).then(() => file.write(Buffer.from('page 2\n')));

  it('writes page by page into the named temporary and flushes the folder after the rename', async () => {
    const { fs, steps } = recordingFs();
    const temporary = join(dir, '.export.csv.part');
    await replaceFile(target, twoPages, { fileSystem: fs, temporary });
    expect(steps).toEqual([
      `open ${temporary}`,
      `write ${temporary}`,
      `write ${temporary}`,
      `sync ${temporary}`,
      `rename ${temporary} -> ${target}`,
      `open ${dir}`,
      `sync ${dir}`,
    ]);
    expect(await readFile(target, 'utf8')).toBe('page 1\npage 2\n');
  });

  it('leaves no file when a write fails after the first page', async () => {
    const { fs } = recordingFs('write', 2);
    await expect(replaceFile(target, twoPages, { fileSystem: fs })).rejects.toMatchObject({
      code: 'ENOSPC',
    });
    expect(await readdir(dir)).toEqual([]);
  });

  it('keeps the previous file whole when the writer throws mid-way', async () => {
    await writeFile(target, 'old');
    const halfway = async (file: nodeFs.FileHandle) => {
      await file.write(Buffer.from('half of the new'));
      throw new Error('the service failed');
    };
    await expect(replaceFile(target, halfway)).rejects.toThrow('the service failed');
    expect(await readFile(target, 'utf8')).toBe('old');
    expect(await readdir(dir)).toEqual(['export.csv']);
  });
});
