import type { FlowProgress } from '../../../shared/flows/flow-progress';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { IpcResult } from '../../../shared/ipc/ipc-result';

/** A flow main started: its id, and the events it sent for it before it answered, in order. */
interface StartedFlow {
  operationId: string;
  early: FlowProgress[];
}

/**
 * Starts flows and follows one at a time through main's progress events. Listening starts
 * before the request, since main may report the first steps before it answers; those are
 * handed back with the answer, and every later event of the flow goes to `onProgress`.
 */
export function createFlowFollower(pos: Pick<PosApi, 'onFlowsProgress'>) {
  let stopListening: (() => void) | null = null;
  const stop = () => {
    stopListening?.();
    stopListening = null;
  };

  const start = async (
    request: () => Promise<IpcResult<{ operationId: string }>>,
    onProgress: (progress: FlowProgress) => void,
  ): Promise<IpcResult<StartedFlow>> => {
    const early: FlowProgress[] = [];
    let operationId: string | null = null;
    stop();
    stopListening = pos.onFlowsProgress((progress) => {
      if (operationId === null) early.push(progress);
      else if (progress.operationId === operationId) onProgress(progress);
    });
    const result = await request();
    if (!result.ok) {
      stop();
      return result;
    }
    const started = result.data.operationId;
    operationId = started;
    return {
      ok: true,
      data: {
        operationId: started,
        early: early.filter((progress) => progress.operationId === started),
      },
    };
  };

  /** Stops following: the flow ended, or the counter no longer shows it. */
  return { start, stop };
}
