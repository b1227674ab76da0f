import { createStore } from 'zustand/vanilla';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type {
  OperationOutcome,
  OperationSummary,
  ReviewList,
} from '../../../shared/ipc/ipc-payloads';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { askedOf, type Asked } from '../../asked';
import { resourceToCheck, type ServiceReading } from './service-check';

/*
 * The operations the journal holds for a person (DESIGN.md: Flows, needs_review): the list
 * main keeps, what the service says about each when the clerk asks, and the clerk's
 * resolution. Main owns the list; this re-reads it whenever main says it changed.
 */

type ReviewPos = Pick<
  PosApi,
  | 'journalListReview'
  | 'journalResolveReview'
  | 'onJournalReviewChanged'
  | 'chargesGet'
  | 'refundsGet'
>;

export type ServiceCheck = Asked<ServiceReading>;

interface ReviewState {
  /** The active profile's operations; only these can be checked and resolved here. */
  operations: OperationSummary[] | null;
  /** How many wait under each other profile, to switch to. */
  otherProfiles: ReviewList['otherProfiles'];
  loadError: IpcError | null;
  checks: Readonly<Record<string, ServiceCheck>>;
}

interface ReviewActions {
  /** Reads the list and follows main's changes; returns the unsubscribe function. */
  connect: () => () => void;
  check: (operation: OperationSummary) => Promise<void>;
  /** Answers main's refusal, or null once the operation is resolved. */
  resolve: (
    operationId: string,
    outcome: OperationOutcome,
    note: string,
  ) => Promise<IpcError | null>;
}

export type ReviewStore = ReviewState & ReviewActions;

export function createReviewStore(pos: ReviewPos) {
  return createStore<ReviewStore>()((set) => {
    const load = async () => {
      const result = await pos.journalListReview();
      set(result.ok ? { ...result.data, loadError: null } : { loadError: result.error });
    };

    return {
      operations: null,
      otherProfiles: [],
      loadError: null,
      checks: {},

      connect: () => {
        void load();
        return pos.onJournalReviewChanged(() => void load());
      },

      check: async (operation) => {
        const resource = resourceToCheck(operation);
        const { chargeId, refundId } = operation;
        if (resource === null || chargeId === undefined) return;
        const setCheck = (check: ServiceCheck) =>
          set((state) => ({ checks: { ...state.checks, [operation.id]: check } }));
        setCheck({ state: 'asking' });
        if (resource === 'refund' && refundId !== undefined) {
          const result = await pos.refundsGet({ chargeId, refundId });
          setCheck(askedOf(result, ({ status }) => ({ resource: 'refund', status })));
          return;
        }
        const result = await pos.chargesGet({ chargeId });
        setCheck(askedOf(result, ({ status }) => ({ resource: 'charge', status })));
      },

      resolve: async (operationId, outcome, note) => {
        const trimmed = note.trim();
        const result = await pos.journalResolveReview({
          operationId,
          outcome,
          ...(trimmed !== '' && { note: trimmed }),
        });
        if (!result.ok) return result.error;
        set((state) => ({
          operations: (state.operations ?? []).filter(({ id }) => id !== operationId),
        }));
        await load();
        return null;
      },
    };
  });
}
