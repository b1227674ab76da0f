import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

async function electronBinary(packageDir: string): Promise<string | null> {
  const script = pathToFileURL(
    path.resolve(import.meta.dirname, '../../../scripts/electron-binary.mjs'),
  );
  const module = (await import(script.href)) as {
    electronBinary: (dir: string) => string | null;
  };
  return module.electronBinary(packageDir);
}

describe("finding Electron's binary before starting it", () => {
  let packageDir: string;
  beforeEach(async () => {
    packageDir = await mkdtemp(path.join(tmpdir(), 'electron-package-'));
  });
  afterEach(async () => {
    await rm(packageDir, { recursive: true, force: true });
  });

  it('answers null when the package was installed without its download', async () => {
    expect(await electronBinary(packageDir)).toBeNull();
  });

  it('answers null when path.txt names an executable that is gone', async () => {
    await writeFile(path.join(packageDir, 'path.txt'), 'electron');
    expect(await electronBinary(packageDir)).toBeNull();
  });

  it('answers the executable path.txt names inside dist', async () => {
    await writeFile(path.join(packageDir, 'path.txt'), 'electron');
    await mkdir(path.join(packageDir, 'dist'));
    await writeFile(path.join(packageDir, 'dist', 'electron'), '');
    expect(await electronBinary(packageDir)).toBe(path.join(packageDir, 'dist', 'electron'));
  });
});
