import type { ExportProgress } from '../../../shared/back-office/export-request';
import type { FailureCode } from '../../../shared/ipc/failure-codes';
import type { IpcResult } from '../../../shared/ipc/ipc-result';

/** Where the export panel stands: idle, asking main, following an export, or how it ended. */
export type ExportPanelState =
  | { readonly step: 'idle' }
  | { readonly step: 'starting' }
  | {
      readonly step: 'running';
      readonly exportId: string;
      readonly read: number;
      readonly total: number | null;
    }
  | { readonly step: 'done'; readonly end: Extract<ExportProgress, { state: 'done' }> }
  | { readonly step: 'failed'; readonly code: FailureCode };

/** After `export:start` answered: following the export, or refused. */
export function afterStart(result: IpcResult<{ exportId: string }>): ExportPanelState {
  if (!result.ok) return { step: 'failed', code: result.error.code };
  return { step: 'running', exportId: result.data.exportId, read: 0, total: null };
}

/** After an `export:progress` event: only the export the panel follows moves it. */
export function afterProgress(state: ExportPanelState, progress: ExportProgress): ExportPanelState {
  if (state.step !== 'running' || progress.exportId !== state.exportId) return state;
  switch (progress.state) {
    case 'running':
      return { ...state, read: progress.read, total: progress.total };
    case 'done':
      return { step: 'done', end: progress };
    case 'failed':
      return { step: 'failed', code: progress.code };
  }
}
