import { useStore } from 'zustand';
import { pos } from '../../pos';
import { createOperationRecordStore, type OperationRecordStore } from './operation-record-store';

/** The operation record the back office shows; closed when the clerk goes back. */
export const operationRecordStore = createOperationRecordStore(pos);

export function useOperationRecord<Selected>(
  selector: (state: OperationRecordStore) => Selected,
): Selected {
  return useStore(operationRecordStore, selector);
}
