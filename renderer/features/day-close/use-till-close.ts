import { create } from 'zustand';
import type {
  CloseComparison,
  ClosePreview,
  CloseSummary,
  TillClose,
} from '../../../shared/back-office/till-close';
import type { FailureCode } from '../../../shared/ipc/failure-codes';
import { pos } from '../../pos';

/*
 * The close (精算) of a store day as the screen walks it: prepare (what would be recorded and
 * what is still open), then close or go back; and the past closes, each opened and compared
 * with what the day holds now.
 */

interface TillCloseState {
  step: 'idle' | 'preparing' | 'prepared' | 'closing' | 'closed';
  preview: ClosePreview | null;
  closed: TillClose | null;
  error: FailureCode | null;
  past: CloseSummary[];
  shown: TillClose | null;
  comparison: CloseComparison | null;
  comparing: boolean;
  prepare: (day: string) => Promise<void>;
  close: () => Promise<void>;
  goBack: () => void;
  loadPast: () => Promise<void>;
  show: (number: number) => Promise<void>;
  compare: () => Promise<void>;
  hide: () => void;
}

export const useTillClose = create<TillCloseState>()((set, get) => ({
  step: 'idle',
  preview: null,
  closed: null,
  error: null,
  past: [],
  shown: null,
  comparison: null,
  comparing: false,
  async prepare(day) {
    set({ step: 'preparing', preview: null, closed: null, error: null });
    const result = await pos.closePreview({ day });
    if (result.ok) set({ step: 'prepared', preview: result.data });
    else set({ step: 'idle', error: result.error.code });
  },
  async close() {
    const preview = get().preview;
    if (preview === null) return;
    set({ step: 'closing', error: null });
    const result = await pos.closeDay({ day: preview.day });
    if (result.ok) {
      set({ step: 'closed', preview: null, closed: result.data });
      await get().loadPast();
    } else {
      set({ step: 'prepared', error: result.error.code });
    }
  },
  goBack() {
    set({ step: 'idle', preview: null, error: null });
  },
  async loadPast() {
    const result = await pos.closeList({});
    if (result.ok) set({ past: result.data });
    else set({ error: result.error.code });
  },
  async show(number) {
    set({ comparison: null });
    const result = await pos.closeGet({ number });
    if (result.ok) set({ shown: result.data });
    else set({ error: result.error.code });
  },
  async compare() {
    const shown = get().shown;
    if (shown === null) return;
    set({ comparing: true });
    const result = await pos.closeCompare({ number: shown.number });
    if (result.ok) set({ comparison: result.data, comparing: false });
    else set({ error: result.error.code, comparing: false });
  },
  hide() {
    set({ shown: null, comparison: null });
  },
}));
