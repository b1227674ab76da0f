import { createStore } from 'zustand/vanilla';
import type { ExportFolderState } from '../../../shared/back-office/export-folder';
import type { ExportProgress, ExportRequest } from '../../../shared/back-office/export-request';
import type { FailureCode } from '../../../shared/ipc/failure-codes';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import { afterProgress, afterStart, type ExportPanelState } from './export-panel-state';

/*
 * The export main runs (one at a time), followed outside the panels: a clerk who starts a long
 * export, then opens the day close or another screen, finds its progress and its Cancel when
 * coming back, and how it ended. Every view's panel shows this one export while it runs.
 */

type ExportPos = Pick<
  PosApi,
  | 'exportStart'
  | 'exportCancel'
  | 'onExportProgress'
  | 'exportFolder'
  | 'exportChooseFolder'
  | 'exportOpenFolder'
>;

interface ExportState {
  export: ExportPanelState;
  /** What the last export started wrote: the history or a day close. */
  kind: ExportRequest['kind'] | null;
  /** Where exports go, as main answered; null until read. */
  folder: ExportFolderState | null;
  /** Why the last choice or opening of the folder failed. */
  folderError: FailureCode | null;
}

interface ExportActions {
  /** Asks main to start; ignored while an export is being started or runs. */
  start: (request: ExportRequest) => Promise<void>;
  /** Stops the running export; its end comes as an event. */
  cancel: () => Promise<void>;
  /** Reads where exports go. */
  readFolder: () => Promise<void>;
  /** A typed folder for main to check and keep, or none for its folder dialog; true if kept. */
  chooseFolder: (typed?: string) => Promise<boolean>;
  /** Opens the folder in the system's file manager. */
  openFolder: () => Promise<void>;
}

export type ExportStore = ExportState & ExportActions;

export function createExportStore(pos: ExportPos) {
  // Followed from the first export on, for as long as the app runs: events are per export.
  let listening = false;
  // A short export can end before export:start answers: its last event is kept for then.
  let lastEvent: ExportProgress | undefined;

  return createStore<ExportStore>()((set, get) => {
    const listen = () => {
      if (listening) return;
      listening = true;
      pos.onExportProgress((progress) => {
        lastEvent = progress;
        set((current) => ({ export: afterProgress(current.export, progress) }));
      });
    };

    return {
      export: { step: 'idle' },
      kind: null,
      folder: null,
      folderError: null,

      start: async (request) => {
        const { step } = get().export;
        if (step === 'starting' || step === 'running') return;
        listen();
        set({ export: { step: 'starting' }, kind: request.kind });
        const next = afterStart(await pos.exportStart(request));
        const early =
          next.step === 'running' && lastEvent?.exportId === next.exportId ? lastEvent : undefined;
        set({ export: early === undefined ? next : afterProgress(next, early) });
      },

      cancel: async () => {
        const current = get().export;
        if (current.step !== 'running') return;
        const cancelled = await pos.exportCancel({ exportId: current.exportId });
        // An export that ended meanwhile answers cancelled: false, and its end comes as an event.
        if (!cancelled.ok) set({ export: { step: 'failed', code: cancelled.error.code } });
      },

      readFolder: async () => {
        const result = await pos.exportFolder();
        set(result.ok ? { folder: result.data } : { folderError: result.error.code });
      },

      chooseFolder: async (typed) => {
        const result = await pos.exportChooseFolder(typed === undefined ? {} : { folder: typed });
        set(
          result.ok
            ? { folder: result.data, folderError: null }
            : { folderError: result.error.code },
        );
        return result.ok;
      },

      openFolder: async () => {
        const result = await pos.exportOpenFolder();
        set({ folderError: result.ok ? null : result.error.code });
      },
    };
  });
}
