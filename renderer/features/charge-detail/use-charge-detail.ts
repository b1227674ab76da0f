import { useStore } from 'zustand';
import { useNavigation } from '../../app/navigation-store';
import { pos } from '../../pos';
import {
  createChargeDetailStore,
  type ChargeDetailHints,
  type ChargeDetailStore,
} from './charge-detail-store';
import { createChargeOperationStore, type ChargeOperationStore } from './charge-operation-store';

/** The charge on show; kept while the cashier visits other screens, like the list it came from. */
export const chargeDetailStore = createChargeDetailStore(pos);

/** The capture, cancel or refund started on it; the charge is read again when one ends. */
export const chargeOperationStore = createChargeOperationStore(pos, {
  onStarted: ({ chargeId, operationId }) => {
    if (chargeDetailStore.getState().chargeId === chargeId) {
      chargeDetailStore.getState().addOperation(operationId);
    }
  },
  onEnded: ({ chargeId }) => {
    if (chargeDetailStore.getState().chargeId === chargeId) {
      void chargeDetailStore.getState().refresh();
    }
  },
});

export function useChargeDetail<Selected>(
  selector: (state: ChargeDetailStore) => Selected,
): Selected {
  return useStore(chargeDetailStore, selector);
}

export function useChargeOperation<Selected>(
  selector: (state: ChargeOperationStore) => Selected,
): Selected {
  return useStore(chargeOperationStore, selector);
}

/** Opens a charge's detail on the payments screen, from anywhere (a sale's result, for one). */
export function showChargeDetail(chargeId: string, hints?: ChargeDetailHints): void {
  chargeOperationStore.getState().dismiss();
  void chargeDetailStore.getState().open(chargeId, hints);
  useNavigation.getState().navigate('payments');
}
