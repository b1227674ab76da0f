import { z } from 'zod';

/*
 * Where the back office's exports are written (docs/back-office.md: Exports): one folder the
 * clerk chose, kept in main's settings, or main's default until then. The renderer never names
 * a file: it asks main to choose (Electron's folder dialog) or hands it a typed folder, which
 * main checks before it keeps it.
 */

/** Why a folder was not taken; the renderer says it in the clerk's language. */
export const exportFolderFailureCode = z.enum([
  'EXPORT_FOLDER_NOT_ABSOLUTE',
  'EXPORT_FOLDER_NOT_FOUND',
  'EXPORT_FOLDER_DIALOG_NOT_AVAILABLE',
  'EXPORT_FOLDER_OPEN_NOT_AVAILABLE',
]);

/** A folder path as the operating system spells it. */
export const folderPath = z.string().trim().min(1, { error: 'REQUIRED_VALUE' }).max(500);

/** `export:folder` and what a choice answers: the folder in use and what this host can do. */
export const exportFolderState = z.strictObject({
  folder: z.string().max(4096),
  /** False while the default is in use. */
  chosen: z.boolean(),
  /** Electron picks with its folder dialog; the browser host takes a typed path. */
  choose: z.enum(['dialog', 'typed']),
  /** Whether main can open the folder in the system's file manager (Electron only). */
  canOpen: z.boolean(),
});
export type ExportFolderState = z.infer<typeof exportFolderState>;

/** `export:choose-folder`: a typed folder, or none to ask with the folder dialog. */
export const exportFolderChoice = z.strictObject({ folder: folderPath.optional() });
