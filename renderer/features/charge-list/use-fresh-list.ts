import { useEffect } from 'react';
import type { StoreApi } from 'zustand';
import { isTerminalFlowStep } from '../../../shared/flows/flow-progress';
import { pos } from '../../pos';
import type { ChargeListStore } from './charge-list-store';

/**
 * Reads the list whenever it comes into view, and whenever a sale, capture, cancel or refund
 * of this till ends while it is on screen: rows loaded earlier may be stale. The filters and
 * the rows on screen stay until the fresh ones replace them.
 */
export function useFreshList(store: StoreApi<ChargeListStore>): void {
  useEffect(() => {
    const { status, filter, search, refresh } = store.getState();
    void (status === 'idle' ? search(filter) : refresh());
    return pos.onFlowsProgress((progress) => {
      if (isTerminalFlowStep(progress.step)) void store.getState().refresh();
    });
  }, [store]);
}
