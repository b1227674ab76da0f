import { createStore } from 'zustand/vanilla';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { OpenPayment } from '../../../shared/ipc/ipc-payloads';
import type { IpcError } from '../../../shared/ipc/ipc-result';

/*
 * The live board's payments as main reports them (payments:list-open, then every
 * payments:open-changed), and when each one's sale began, read once from the journal: the
 * board's payload carries deadlines, not ages.
 */

type BoardPos = Pick<PosApi, 'paymentsListOpen' | 'onPaymentsOpenChanged' | 'journalGetOperation'>;

export interface OpenPaymentsState {
  /** Null until main has answered. */
  payments: OpenPayment[] | null;
  /** Why the board could not be read; the last payments read stay on show. */
  error: IpcError | null;
  /** When each operation's sale began, by operation id, once the journal has said. */
  openedAt: Readonly<Record<string, string>>;
  /** Reads the board and follows its changes; returns the function that stops following. */
  connect: () => () => void;
}

export type OpenPaymentsStore = ReturnType<typeof createOpenPaymentsStore>;

export function createOpenPaymentsStore(pos: BoardPos) {
  /** Operations whose start was asked for, so each is read once however often the board changes. */
  const asked = new Set<string>();

  return createStore<OpenPaymentsState>()((set, get) => {
    function readOpenedAt(payments: readonly OpenPayment[]): void {
      for (const { operationId } of payments) {
        if (asked.has(operationId)) continue;
        asked.add(operationId);
        void pos.journalGetOperation({ operationId }).then((result) => {
          // Without its start the row shows no age; the payment itself is still on the board.
          if (!result.ok) return;
          set({ openedAt: { ...get().openedAt, [operationId]: result.data.createdAt } });
        });
      }
    }

    function show(payments: OpenPayment[]): void {
      set({ payments, error: null });
      readOpenedAt(payments);
    }

    return {
      payments: null,
      error: null,
      openedAt: {},
      connect: () => {
        // An event that arrives before the first read's answer is newer than that answer.
        let changed = false;
        let connected = true;
        const unsubscribe = pos.onPaymentsOpenChanged((payments) => {
          changed = true;
          show(payments);
        });
        void pos.paymentsListOpen().then((result) => {
          if (!connected || changed) return;
          if (result.ok) show(result.data);
          else set({ error: result.error });
        });
        return () => {
          connected = false;
          unsubscribe();
        };
      },
    };
  });
}
