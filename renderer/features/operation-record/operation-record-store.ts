import { createStore } from 'zustand/vanilla';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { OperationDetail } from '../../../shared/ipc/ipc-payloads';
import type { IpcError } from '../../../shared/ipc/ipc-result';

/*
 * One operation of this till's journal on show, read by its id: what the till did when the
 * service has nothing to show for it (a sale settled as succeeded that never learnt its
 * charge's id, for one).
 */

type RecordPos = Pick<PosApi, 'journalGetOperation'>;

interface OperationRecordState {
  operationId: string | null;
  operation: OperationDetail | null;
  loading: boolean;
  error: IpcError | null;
}

interface OperationRecordActions {
  open: (operationId: string) => Promise<void>;
  close: () => void;
}

export type OperationRecordStore = OperationRecordState & OperationRecordActions;

const closed: OperationRecordState = {
  operationId: null,
  operation: null,
  loading: false,
  error: null,
};

export function createOperationRecordStore(pos: RecordPos) {
  // Each read is numbered so an answer for an operation the clerk has left is dropped.
  let reading = 0;
  return createStore<OperationRecordStore>()((set) => ({
    ...closed,
    open: async (operationId) => {
      const ticket = ++reading;
      set({ ...closed, operationId, loading: true });
      const result = await pos.journalGetOperation({ operationId });
      if (ticket !== reading) return;
      set(
        result.ok
          ? { loading: false, operation: result.data }
          : { loading: false, error: result.error },
      );
    },
    close: () => {
      reading += 1;
      set(closed);
    },
  }));
}
