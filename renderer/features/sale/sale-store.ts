import { createStore } from 'zustand/vanilla';
import type { SaleKind } from '../../../shared/flows/flow-input';
import type { CurrencyCode } from '../../../shared/money';
import type { FieldError } from '../../../shared/service/common';
import type { KeypadKey } from '../../ui/keypad-keys';
import { amountEntryReducer, emptyAmountEntry, type AmountEntry } from './amount-entry';
import { confirmSaleCharge, type SaleChargeDraft, type SaleDetails } from './sale-draft';

/*
 * A new sale's first step: the amount typed, the optional order details, the amount confirmed
 * into the charge's first half, and the payment method chosen. Currency comes with each action
 * that needs it, from the active store, so the draft cannot hold another store's currency.
 */

interface SaleState extends SaleDetails {
  entry: AmountEntry;
  /** Set once the amount is confirmed; typing is locked until the cashier changes it. */
  charge: SaleChargeDraft | null;
  /** The service's field errors of the last confirmation that failed. */
  errors: FieldError[];
  method: SaleKind | null;
}

interface SaleActions {
  /** Typing is ignored while the amount is confirmed. */
  pressKey: (key: KeypadKey) => void;
  paste: (text: string, currency: CurrencyCode) => void;
  setOrderNumber: (orderNumber: string) => void;
  setMemo: (memo: string) => void;
  /** Confirms the amount and details; false when they failed the charge's checks. */
  confirm: (currency: CurrencyCode) => boolean;
  /** Esc: unlock a confirmed amount, or clear the one being typed. */
  escape: () => void;
  /** Choosing a method confirms the amount first, as Enter would. */
  chooseMethod: (kind: SaleKind, currency: CurrencyCode) => void;
  reset: () => void;
}

export type SaleStore = SaleState & SaleActions;

const initialState: SaleState = {
  entry: emptyAmountEntry,
  orderNumber: '',
  memo: '',
  charge: null,
  errors: [],
  method: null,
};

export function createSaleStore() {
  return createStore<SaleStore>()((set, get) => {
    const confirm = (currency: CurrencyCode): boolean => {
      const state = get();
      if (state.charge !== null) return true;
      const result = confirmSaleCharge(state.entry.amount, currency, state);
      if (!result.ok) {
        set({ errors: result.errors });
        return false;
      }
      set({ charge: result.charge, errors: [], entry: { ...state.entry, error: null } });
      return true;
    };

    // Details typed after the amount was confirmed go into the confirmed charge's metadata.
    const redraft = (): void => {
      const { charge } = get();
      if (charge === null) return;
      set({ charge: null });
      if (!confirm(charge.currency)) set({ method: null });
    };

    return {
      ...initialState,
      pressKey: (key) => {
        if (get().charge !== null) return;
        set((state) => ({
          entry: amountEntryReducer(state.entry, { type: 'key', key }),
          errors: [],
        }));
      },
      paste: (text, currency) => {
        if (get().charge !== null) return;
        set((state) => ({
          entry: amountEntryReducer(state.entry, { type: 'paste', text, currency }),
          errors: [],
        }));
      },
      setOrderNumber: (orderNumber) => {
        set({ orderNumber });
        redraft();
      },
      setMemo: (memo) => {
        set({ memo });
        redraft();
      },
      confirm,
      escape: () => {
        if (get().charge !== null) set({ charge: null, method: null });
        else set({ entry: emptyAmountEntry, errors: [] });
      },
      chooseMethod: (kind, currency) => {
        if (confirm(currency)) set({ method: kind });
      },
      reset: () => set(initialState),
    };
  });
}
