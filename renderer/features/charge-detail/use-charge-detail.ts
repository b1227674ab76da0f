import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { useNavigation } from '../../app/navigation-store';
import { pos } from '../../pos';
import {
  createChargeDetailStore,
  type ChargeDetailHints,
  type ChargeDetailStore,
} from './charge-detail-store';
import { createChargeOperationStore, type ChargeOperationStore } from './charge-operation-store';

/** One screen's charge on show and the capture, cancel or refund started on it. */
export interface ChargeDrillDown {
  readonly detail: ReturnType<typeof createChargeDetailStore>;
  readonly operation: ReturnType<typeof createChargeOperationStore>;
}

function createChargeDrillDown(): ChargeDrillDown {
  const detail = createChargeDetailStore(pos);
  // The charge is read again when an operation on it ends.
  const operation = createChargeOperationStore(pos, {
    onStarted: ({ chargeId, operationId }) => {
      if (detail.getState().chargeId === chargeId) detail.getState().addOperation(operationId);
    },
    onEnded: ({ chargeId }) => {
      if (detail.getState().chargeId === chargeId) void detail.getState().refresh();
    },
  });
  return { detail, operation };
}

/*
 * Each screen that opens a charge keeps its own, kept while the cashier visits other screens
 * like the list it came from: a charge opened from Payments leaves the back office on its views
 * (their keys still work there), and Esc in one closes only its own.
 */
export const paymentsDrillDown = createChargeDrillDown();
export const backOfficeDrillDown = createChargeDrillDown();

const ChargeDrillDownContext = createContext<ChargeDrillDown>(paymentsDrillDown);

/** Gives the charge detail below it the screen's own drill-down. */
export const ChargeDrillDownProvider = ChargeDrillDownContext.Provider;

export function useChargeDrillDown(): ChargeDrillDown {
  return useContext(ChargeDrillDownContext);
}

export function useChargeDetail<Selected>(
  selector: (state: ChargeDetailStore) => Selected,
): Selected {
  return useStore(useChargeDrillDown().detail, selector);
}

export function useChargeOperation<Selected>(
  selector: (state: ChargeOperationStore) => Selected,
): Selected {
  return useStore(useChargeDrillDown().operation, selector);
}

/** Opens a charge's detail on the payments screen, from anywhere (a sale's result, for one). */
export function showChargeDetail(chargeId: string, hints?: ChargeDetailHints): void {
  paymentsDrillDown.operation.getState().dismiss();
  void paymentsDrillDown.detail.getState().open(chargeId, hints);
  useNavigation.getState().navigate('payments');
}
