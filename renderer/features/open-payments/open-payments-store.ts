import { createStore } from 'zustand/vanilla';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { OpenPayment } from '../../../shared/ipc/ipc-payloads';
import type { IpcError } from '../../../shared/ipc/ipc-result';

/*
 * The live board's payments as main reports them (payments:list-open, then every
 * payments:open-changed). Each payment carries when its sale began, so the board reads
 * nothing else to show its age.
 */

type BoardPos = Pick<PosApi, 'paymentsListOpen' | 'onPaymentsOpenChanged'>;

export interface OpenPaymentsState {
  /** Null until main has answered. */
  payments: OpenPayment[] | null;
  /** Why the board could not be read; the last payments read stay on show. */
  error: IpcError | null;
  /** Reads the board and follows its changes; returns the function that stops following. */
  connect: () => () => void;
}

export function createOpenPaymentsStore(pos: BoardPos) {
  return createStore<OpenPaymentsState>()((set) => ({
    payments: null,
    error: null,
    connect: () => {
      // An event that arrives before the first read's answer is newer than that answer.
      let changed = false;
      let connected = true;
      const unsubscribe = pos.onPaymentsOpenChanged((payments) => {
        changed = true;
        set({ payments, error: null });
      });
      void pos.paymentsListOpen().then((result) => {
        if (!connected || changed) return;
        if (result.ok) set({ payments: result.data, error: null });
        else set({ error: result.error });
      });
      return () => {
        connected = false;
        unsubscribe();
      };
    },
  }));
}
