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
  status: 'idle' | 'loading' | 'loaded';
  error: IpcError | null;
}

interface RangeReportActions<Request> {
  load: (request: Request) => Promise<void>;
}

export type RangeReportStore<Request, Report> = RangeReportState<Request, Report> &
  RangeReportActions<Request>;

export function createRangeReportStore<Request, Report>(
  read: (request: Request) => Promise<IpcResult<Report>>,
) {
  // Each request is numbered so an answer to an older one is dropped.
  let ticket = 0;
  return createStore<RangeReportStore<Request, Report>>()((set) => ({
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
  }));
}
