import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkedExportFolder, createExportFolder } from '../../../../main/export/export-folder';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'counter-export-folder-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** An export folder over a settings value held here, as the core keeps it in settings.json. */
function folderWith(
  extra: Pick<Parameters<typeof createExportFolder>[0], 'chooseByDialog' | 'openFolder'> = {},
) {
  let kept: string | null = null;
  const folder = createExportFolder({
    kept: () => kept,
    keep: (chosen) => {
      kept = chosen;
      return Promise.resolve();
    },
    defaultFolder: join(root, 'default', 'exports'),
    ...extra,
  });
  return { folder, kept: () => kept };
}

describe('checkedExportFolder', () => {
  it('refuses a relative path', async () => {
    await expect(checkedExportFolder('Documents/exports')).rejects.toMatchObject({
      code: 'EXPORT_FOLDER_NOT_ABSOLUTE',
    });
  });

  it('refuses a path where no folder is, or a file is', async () => {
    await expect(checkedExportFolder(join(root, 'missing'))).rejects.toMatchObject({
      code: 'EXPORT_FOLDER_NOT_FOUND',
    });
    await writeFile(join(root, 'a-file'), '');
    await expect(checkedExportFolder(join(root, 'a-file'))).rejects.toMatchObject({
      code: 'EXPORT_FOLDER_NOT_FOUND',
    });
    await expect(checkedExportFolder(join(root, 'a-file', 'below'))).rejects.toMatchObject({
      code: 'EXPORT_FOLDER_NOT_FOUND',
    });
  });

  it('answers an existing writable folder, normalized', async () => {
    await mkdir(join(root, 'shop'));
    expect(await checkedExportFolder(`${root}/./shop/`)).toBe(join(root, 'shop/'));
  });
});

describe('createExportFolder', () => {
  it('writes to the default until a folder is chosen, making it, and says so', async () => {
    const { folder } = folderWith();
    expect(folder.state()).toEqual({
      folder: join(root, 'default', 'exports'),
      chosen: false,
      choose: 'typed',
      canOpen: false,
    });
    expect(await folder.forWriting()).toBe(join(root, 'default', 'exports'));
    expect((await stat(join(root, 'default', 'exports'))).isDirectory()).toBe(true);
  });

  it('keeps a typed folder only once checked, and writes there', async () => {
    const { folder, kept } = folderWith();
    await expect(folder.choose('relative')).rejects.toMatchObject({
      code: 'EXPORT_FOLDER_NOT_ABSOLUTE',
    });
    expect(kept()).toBeNull();
    expect(await folder.choose(root)).toMatchObject({ folder: root, chosen: true });
    expect(kept()).toBe(root);
    expect(await folder.forWriting()).toBe(root);
  });

  it('without a folder dialog asks for a typed folder, and opens nothing', async () => {
    const { folder } = folderWith();
    await expect(folder.choose(undefined)).rejects.toMatchObject({
      code: 'EXPORT_FOLDER_DIALOG_NOT_AVAILABLE',
    });
    await expect(folder.open()).rejects.toMatchObject({
      code: 'EXPORT_FOLDER_OPEN_NOT_AVAILABLE',
    });
  });

  it('keeps what the dialog picked, checked, and nothing when it was cancelled', async () => {
    const picks: (string | null)[] = [null, join(root, 'gone'), root];
    const asked: string[] = [];
    const { folder, kept } = folderWith({
      chooseByDialog: (current) => {
        asked.push(current);
        return Promise.resolve(picks.shift() ?? null);
      },
    });
    expect(await folder.choose(undefined)).toMatchObject({ chosen: false, choose: 'dialog' });
    await expect(folder.choose(undefined)).rejects.toMatchObject({
      code: 'EXPORT_FOLDER_NOT_FOUND',
    });
    expect(await folder.choose(undefined)).toMatchObject({ folder: root, chosen: true });
    expect(kept()).toBe(root);
    expect(asked[0]).toBe(join(root, 'default', 'exports'));
  });

  it('opens the folder in use with the file manager', async () => {
    const opened: string[] = [];
    const { folder } = folderWith({
      openFolder: (path) => {
        opened.push(path);
        return Promise.resolve();
      },
    });
    expect(folder.state().canOpen).toBe(true);
    expect(await folder.open()).toEqual({ opened: true });
    expect(opened).toEqual([join(root, 'default', 'exports')]);
  });
});
