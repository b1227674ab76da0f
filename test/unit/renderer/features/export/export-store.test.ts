import { describe, expect, it } from 'vitest';
import { createExportStore } from '../../../../../renderer/features/export/export-store';
import type {
  ExportProgress,
  ExportRequest,
} from '../../../../../shared/back-office/export-request';
import type { PosApi } from '../../../../../shared/ipc/ipc-contract';
import type { IpcResult } from '../../../../../shared/ipc/ipc-result';

const exportId = '0b7c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4';
const request: ExportRequest = {
  kind: 'day-close',
  request: { scope: 'store', fromDate: '2026-11-01', toDate: '2026-11-01', mode: 'test' },
  encoding: 'utf8',
};
const summary = { rows: 3, charges: 2, refunds: 1, totals: [] };
const place = {
  folder: '/home/shop/exports',
  fileName: 'day-close.csv',
  writtenAt: '2026-11-01T00:00:00.000Z',
};
const defaultFolder = {
  folder: '/data/exports',
  chosen: false,
  choose: 'typed',
  canOpen: false,
} as const;

/**
 * Main as the export store sees it: `export:start` answers `exportId` after `beforeAnswer`
 * ran (events main sends before its answer arrives), and `emit` sends `export:progress`.
 */
function fakeMain(
  options: {
    beforeAnswer?: (emit: (progress: ExportProgress) => void) => void;
    cancel?: IpcResult<{ cancelled: boolean }>;
  } = {},
) {
  const listeners: ((progress: ExportProgress) => void)[] = [];
  const started: ExportRequest[] = [];
  const cancelled: string[] = [];
  const emit = (progress: ExportProgress) => listeners.forEach((listener) => listener(progress));
  const chosen: (string | undefined)[] = [];
  const pos: Pick<
    PosApi,
    | 'exportStart'
    | 'exportCancel'
    | 'onExportProgress'
    | 'exportFolder'
    | 'exportChooseFolder'
    | 'exportOpenFolder'
  > = {
    exportStart: (input) => {
      started.push(input);
      options.beforeAnswer?.(emit);
      return Promise.resolve({ ok: true, data: { exportId } });
    },
    exportCancel: (input) => {
      cancelled.push(input.exportId);
      return Promise.resolve(options.cancel ?? { ok: true, data: { cancelled: true } });
    },
    onExportProgress: (listener) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
    exportFolder: () => Promise.resolve({ ok: true, data: defaultFolder }),
    // Main keeps /home/shop only: anything else is no folder there.
    exportChooseFolder: (input) => {
      chosen.push(input?.folder);
      return Promise.resolve(
        input?.folder === '/home/shop'
          ? { ok: true, data: { ...defaultFolder, folder: '/home/shop', chosen: true } }
          : { ok: false, error: { code: 'EXPORT_FOLDER_NOT_FOUND', message: 'No folder.' } },
      );
    },
    exportOpenFolder: () =>
      Promise.resolve({
        ok: false,
        error: { code: 'EXPORT_FOLDER_OPEN_NOT_AVAILABLE', message: 'No file manager.' },
      }),
  };
  return { pos, emit, started, cancelled, listeners, chosen };
}

describe('the export store', () => {
  it('follows the export to its end, with no panel on screen', async () => {
    const main = fakeMain();
    const store = createExportStore(main.pos);
    await store.getState().start(request);
    main.emit({ exportId, state: 'running', read: 100, total: 300 });
    expect(store.getState().export).toEqual({ step: 'running', exportId, read: 100, total: 300 });
    expect(store.getState().kind).toBe('day-close');
    main.emit({ exportId, state: 'done', ...place, summary });
    expect(store.getState().export).toMatchObject({
      step: 'done',
      end: { fileName: 'day-close.csv' },
    });
  });

  it('keeps the end of an export that finished before export:start answered', async () => {
    const main = fakeMain({
      beforeAnswer: (emit) => emit({ exportId, state: 'done', ...place, summary }),
    });
    const store = createExportStore(main.pos);
    await store.getState().start(request);
    expect(store.getState().export).toMatchObject({ step: 'done' });
  });

  it('sends no second export while one runs, and listens to main once', async () => {
    const main = fakeMain();
    const store = createExportStore(main.pos);
    await store.getState().start(request);
    await store.getState().start(request);
    expect(main.started).toHaveLength(1);
    main.emit({ exportId, state: 'failed', code: 'EXPORT_SERVICE_FAILED' });
    await store.getState().start(request);
    expect(main.started).toHaveLength(2);
    expect(main.listeners).toHaveLength(1);
  });

  it('cancels the running export, and says why when main refuses', async () => {
    const main = fakeMain({
      cancel: { ok: false, error: { code: 'INTERNAL_ERROR', message: 'The core stopped.' } },
    });
    const store = createExportStore(main.pos);
    await store.getState().start(request);
    await store.getState().cancel();
    expect(main.cancelled).toEqual([exportId]);
    expect(store.getState().export).toEqual({ step: 'failed', code: 'INTERNAL_ERROR' });
  });

  it('shows the folder main keeps, and why a typed one was refused, keeping the old one', async () => {
    const main = fakeMain();
    const store = createExportStore(main.pos);
    await store.getState().readFolder();
    expect(store.getState().folder).toEqual(defaultFolder);
    expect(await store.getState().chooseFolder('/nowhere')).toBe(false);
    expect(store.getState()).toMatchObject({
      folder: defaultFolder,
      folderError: 'EXPORT_FOLDER_NOT_FOUND',
    });
    expect(await store.getState().chooseFolder('/home/shop')).toBe(true);
    expect(store.getState()).toMatchObject({
      folder: { folder: '/home/shop', chosen: true },
      folderError: null,
    });
    await store.getState().openFolder();
    expect(store.getState().folderError).toBe('EXPORT_FOLDER_OPEN_NOT_AVAILABLE');
    expect(main.chosen).toEqual(['/nowhere', '/home/shop']);
  });
});
