import { useCallback } from 'react';
import type { StoreApi } from 'zustand';
import { useFreshView } from '../../app/use-fresh-view';
import type { ChargeListStore } from './charge-list-store';

/** Reads the list as useFreshView says; the first time, the first page of its filters. */
export function useFreshList(store: StoreApi<ChargeListStore>): void {
  useFreshView(
    useCallback(() => {
      const { status, filter, search, refresh } = store.getState();
      return status === 'idle' ? search(filter) : refresh();
    }, [store]),
  );
}
