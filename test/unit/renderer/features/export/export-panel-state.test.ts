import { describe, expect, it } from 'vitest';
import {
  afterProgress,
  afterStart,
  type ExportPanelState,
} from '../../../../../renderer/features/export/export-panel-state';

const exportId = '0b7c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4';
const otherId = '1c8d2e3f-4a5b-4c6d-9e7f-8091a2b3c4d5';
const running: ExportPanelState = { step: 'running', exportId, read: 0, total: null };
const summary = { rows: 3, charges: 2, refunds: 1, totals: [] };

describe('export panel state', () => {
  it('follows the export main started, or says why it was refused', () => {
    expect(afterStart({ ok: true, data: { exportId } })).toEqual(running);
    const refused = afterStart({
      ok: false,
      error: { code: 'EXPORT_ALREADY_RUNNING', message: 'An export is running.' },
    });
    expect(refused).toEqual({ step: 'failed', code: 'EXPORT_ALREADY_RUNNING' });
  });

  it('moves the progress, then ends done or failed, with its own export only', () => {
    const moved = afterProgress(running, { exportId, state: 'running', read: 200, total: 900 });
    expect(moved).toEqual({ ...running, read: 200, total: 900 });
    const other = { exportId: otherId, state: 'running' as const, read: 5, total: null };
    expect(afterProgress(moved, other)).toBe(moved);
    const done = {
      exportId,
      state: 'done' as const,
      folder: '/home/shop/exports',
      fileName: 'history.csv',
      writtenAt: '2026-11-01T00:00:00.000Z',
      summary,
    };
    expect(afterProgress(moved, done)).toEqual({ step: 'done', end: done });
    const failed = { exportId, state: 'failed' as const, code: 'EXPORT_CANCELLED' as const };
    expect(afterProgress(moved, failed)).toEqual({ step: 'failed', code: 'EXPORT_CANCELLED' });
    expect(afterProgress({ step: 'idle' }, done)).toEqual({ step: 'idle' });
  });
});
