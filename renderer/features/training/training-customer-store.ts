import { createStore } from 'zustand/vanilla';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import type {
  TrainingCustomerAction,
  TrainingCustomerActionName,
  TrainingCustomerOutcome,
} from '../../../shared/ipc/training-customer-action';

/*
 * The trainee's last act as the customer of one training sale: the one in flight, or what it
 * did, or why main refused it. Main runs the simulator's trigger; the sale's own progress
 * events then show the sale moving on, as a real customer's payment would.
 */

type TrainingPos = Pick<PosApi, 'trainingActAsCustomer'>;

export type TrainingCustomerResult =
  | { status: 'done'; action: TrainingCustomerAction; outcome: TrainingCustomerOutcome }
  | { status: 'refused'; action: TrainingCustomerAction; error: IpcError };

export interface TrainingCustomerStore {
  /** The action main is running; the buttons wait for it. */
  pending: TrainingCustomerActionName | null;
  last: TrainingCustomerResult | null;
  act: (action: TrainingCustomerAction) => Promise<void>;
}

export function createTrainingCustomerStore(pos: TrainingPos) {
  return createStore<TrainingCustomerStore>()((set, get) => ({
    pending: null,
    last: null,
    act: async (action) => {
      // One at a time: a second press while the first runs would only be refused as not awaiting.
      if (get().pending !== null) return;
      set({ pending: action.action });
      const result = await pos.trainingActAsCustomer(action);
      set({
        pending: null,
        last: result.ok
          ? { status: 'done', action, outcome: result.data }
          : { status: 'refused', action, error: result.error },
      });
    },
  }));
}
