import { create } from 'zustand';
import type { ConnectivityState } from '../../shared/ipc/ipc-payloads';
import type { IpcError } from '../../shared/ipc/ipc-result';
import type { PosApi } from '../../shared/ipc/ipc-contract';
import { activeStoreOf, type ActiveStore } from './active-store';
import { watchTillProcess, type TillProcess } from './till-process';

/*
 * What the header shows on every screen: the active store, the connection to the service and
 * how many operations wait for a person. Loaded from window.pos once and kept current by its
 * events; never holds a secret (profile summaries carry none).
 */

type StoreStatus =
  | { status: 'loading' }
  | { status: 'active'; store: ActiveStore }
  | { status: 'unavailable'; error: IpcError };

interface ShellState {
  store: StoreStatus;
  connectivity: ConnectivityState;
  /** Null until the review list has been read. */
  reviewCount: number | null;
  /** A problem the cashier should know about that belongs to no one field. */
  notice: IpcError | null;
  /** Whether main still answers this page (renderer/app/till-process.ts). */
  tillProcess: TillProcess;
  showNotice: (error: IpcError) => void;
  dismissNotice: () => void;
}

export const useShell = create<ShellState>()((set) => ({
  store: { status: 'loading' },
  connectivity: { status: 'unknown', checkedAt: null },
  reviewCount: null,
  notice: null,
  tillProcess: 'running',
  showNotice: (notice) => set({ notice }),
  dismissNotice: () => set({ notice: null }),
}));

/** Reads the shell's facts and follows their events; returns the unsubscribe function. */
export function connectShell(pos: PosApi): () => void {
  const { setState, getState } = useShell;
  const unsubscribe = [
    pos.onConnectivityChanged((connectivity) => setState({ connectivity })),
    pos.onJournalReviewChanged(({ reviewCount }) => setState({ reviewCount })),
    watchTillProcess(
      () => pos.appGetInfo(),
      (tillProcess) => setState({ tillProcess }),
    ),
  ];

  void pos.profilesGetActive().then((result) =>
    setState({
      store: result.ok
        ? { status: 'active', store: activeStoreOf(result.data) }
        : { status: 'unavailable', error: result.error },
    }),
  );
  void pos.connectivityGet().then((result) => {
    if (result.ok) setState({ connectivity: result.data });
    else getState().showNotice(result.error);
  });
  void pos.journalListReview().then((result) => {
    if (!result.ok) {
      getState().showNotice(result.error);
      return;
    }
    // As main counts in journal:review-changed: every profile's operations in review.
    const { operations, otherProfiles } = result.data;
    setState({
      reviewCount: otherProfiles.reduce((sum, other) => sum + other.count, operations.length),
    });
  });

  return () => unsubscribe.forEach((stop) => stop());
}
