import { constants } from 'node:fs';
import { access, mkdir, stat } from 'node:fs/promises';
import { isAbsolute, normalize } from 'node:path';
import type { ExportFolderState } from '../../shared/back-office/export-folder';
import { IpcFailure } from '../ipc/ipc-failure';

/*
 * The folder the back office's exports go to (docs/back-office.md: Exports): the one the clerk
 * chose, kept in the settings, or the host's default. Main alone turns it into a file's place,
 * so the renderer can make main write nowhere but a folder main checked.
 */

export interface ExportFolderOptions {
  /** The folder kept in the settings; null while the default is in use. */
  readonly kept: () => string | null;
  /** Keeps a checked folder in the settings (audited there). */
  readonly keep: (folder: string) => Promise<void>;
  /** Where exports go until the clerk chooses: made when first written to. */
  readonly defaultFolder: string;
  /** Electron's folder dialog, opened at `current`; null when cancelled. Absent elsewhere. */
  readonly chooseByDialog?: ((current: string) => Promise<string | null>) | undefined;
  /** Opens the folder in the system's file manager (Electron). Absent elsewhere. */
  readonly openFolder?: ((folder: string) => Promise<void>) | undefined;
}

function errnoOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** `typed` as a folder exports can go to: absolute, an existing folder, writable by Counter. */
export async function checkedExportFolder(typed: string): Promise<string> {
  if (!isAbsolute(typed)) {
    throw new IpcFailure('EXPORT_FOLDER_NOT_ABSOLUTE', 'The export folder must be absolute.');
  }
  const folder = normalize(typed);
  const found = await stat(folder).catch((error: unknown) => {
    if (errnoOf(error) === 'ENOENT' || errnoOf(error) === 'ENOTDIR') return null;
    throw error;
  });
  if (found === null || !found.isDirectory()) {
    throw new IpcFailure('EXPORT_FOLDER_NOT_FOUND', 'No folder is at that path.');
  }
  try {
    await access(folder, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new IpcFailure('EXPORT_FOLDER_UNWRITABLE', 'Counter cannot write there.', [], {
      cause: error,
    });
  }
  return folder;
}

export function createExportFolder(options: ExportFolderOptions) {
  const { chooseByDialog, openFolder } = options;
  const current = () => options.kept() ?? options.defaultFolder;
  const state = (): ExportFolderState => ({
    folder: current(),
    chosen: options.kept() !== null,
    choose: chooseByDialog === undefined ? 'typed' : 'dialog',
    canOpen: openFolder !== undefined,
  });

  return {
    state,
    /** Keeps the typed folder once checked, or the dialog's pick; answers the folder in use. */
    async choose(typed: string | undefined): Promise<ExportFolderState> {
      let picked: string | null;
      if (typed !== undefined) picked = typed;
      else if (chooseByDialog !== undefined) picked = await chooseByDialog(current());
      else throw new IpcFailure('EXPORT_FOLDER_DIALOG_NOT_AVAILABLE', 'Type the folder instead.');
      if (picked === null) return state();
      await options.keep(await checkedExportFolder(picked));
      return state();
    },
    async open(): Promise<{ opened: true }> {
      if (openFolder === undefined) {
        throw new IpcFailure('EXPORT_FOLDER_OPEN_NOT_AVAILABLE', 'No file manager here.');
      }
      await mkdir(current(), { recursive: true });
      await openFolder(current());
      return { opened: true };
    },
    /** The folder to write the next export into; the default is made when missing. */
    async forWriting(): Promise<string> {
      const kept = options.kept();
      if (kept !== null) return kept;
      await mkdir(options.defaultFolder, { recursive: true, mode: 0o700 });
      return options.defaultFolder;
    },
  };
}

export type ExportFolder = ReturnType<typeof createExportFolder>;
