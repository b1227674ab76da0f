import { createStore } from 'zustand/vanilla';
import type { IpcError, IpcResult } from '../../../shared/ipc/ipc-result';

/*
 * One report over a range, as the day close and reconciliation each keep theirs: the request
 * it answers, the answer, and whether it is being read. Kept while the clerk opens a charge
 * and comes back, so the report is not read again.
 */

interface RangeReportState<Request, Report> {
  request: Request | null;
  report: Report | null;
  /** `cancelled`: the clerk stopped the read; no report is shown, since none answers it. */
  status: 'idle' | 'loading' | 'loaded' | 'cancelled';
  error: IpcError | null;
}

interface RangeReportActions<Request> {
  load: (request: Request) => Promise<void>;
  /** Stops the read in progress (main stops paging) and drops its answer. */
  cancel: () => void;
}

export type RangeReportStore<Request, Report> = RangeReportState<Request, Report> &
  RangeReportActions<Request>;

export function createRangeReportStore<Request, Report>(
  read: (request: Request) => Promise<IpcResult<Report>>,
  stop: () => Promise<unknown> = () => Promise.resolve(),
) {
  // Each request is numbered so an answer to an older one is dropped.
  let ticket = 0;
  return createStore<RangeReportStore<Request, Report>>()((set, get) => ({
    request: null,
    report: null,
    status: 'idle',
    error: null,
    load: async (request) => {
      const mine = ++ticket;
      set({ request, status: 'loading', error: null });
      const result = await read(request);
      if (mine !== ticket) return;
      if (result.ok) set({ status: 'loaded', report: result.data });
      else set({ status: 'loaded', report: null, error: result.error });
    },
    cancel: () => {
      if (get().status !== 'loading') return;
      ticket += 1;
      set({ status: 'cancelled', report: null });
      void stop();
    },
  }));
}
