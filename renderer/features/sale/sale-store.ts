import { createStore } from 'zustand/vanilla';
import type { SaleKind } from '../../../shared/flows/flow-input';
import type { CurrencyCode } from '../../../shared/money';
import type { SaleLimits } from '../../../shared/sale-limits';
import type { FieldError } from '../../../shared/service/common';
import type { KeypadKey } from '../../ui/keypad-keys';
import {
  amountEntryReducer,
  emptyAmountEntry,
  type AmountEntry,
  type AmountEntryAction,
  type AmountRules,
} from './amount-entry';
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
  /**
   * An amount above the store's threshold waiting to be confirmed in words, with the method
   * that was chosen when it was asked for (null when Enter asked).
   */
  largeAmount: { method: SaleKind | null } | null;
  /**
   * A customer's code scanned on the amount screen, for the QR-scan sale it opened to start
   * with; in memory only, as the QR-scan form keeps a code.
   */
  scannedCode: string | null;
}

/** What confirming the amount came to. */
export type Confirmation = 'confirmed' | 'refused' | 'needs-words';

interface SaleActions {
  /** Typing is ignored while the amount is confirmed. */
  pressKey: (key: KeypadKey, rules: AmountRules) => void;
  paste: (text: string, rules: AmountRules) => void;
  setOrderNumber: (orderNumber: string) => void;
  setMemo: (memo: string) => void;
  /**
   * Confirms the amount and details; above `limits.confirmAbove` only once the cashier has
   * confirmed the amount in words (confirmLargeAmount).
   */
  confirm: (currency: CurrencyCode, limits: SaleLimits) => Confirmation;
  /** The cashier read the large amount in words and confirmed it. */
  confirmLargeAmount: (currency: CurrencyCode) => void;
  /** Back from the words to the amount, unconfirmed. */
  dismissLargeAmount: () => void;
  /** Esc: unlock a confirmed amount, or clear the one being typed. */
  escape: () => void;
  /** Choosing a method confirms the amount first, as Enter would. */
  chooseMethod: (kind: SaleKind, currency: CurrencyCode, limits: SaleLimits) => void;
  /**
   * A customer's code scanned on the amount screen: the QR-scan sale is chosen with it, the
   * amount confirmed first as the method's key would. A refused amount keeps the code out.
   */
  offerQrScan: (code: string, currency: CurrencyCode, limits: SaleLimits) => Confirmation;
  /** Back from a method's screen to the confirmed amount. */
  leaveMethod: () => void;
  /** After a failed sale: its confirmed amount, order number and memo stay, its method goes. */
  chooseAnotherMethod: () => void;
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
  largeAmount: null,
  scannedCode: null,
};

export function createSaleStore() {
  return createStore<SaleStore>()((set, get) => {
    const draft = (currency: CurrencyCode): boolean => {
      const state = get();
      const result = confirmSaleCharge(state.entry.amount, currency, state);
      if (!result.ok) {
        set({ errors: result.errors });
        return false;
      }
      set({ charge: result.charge, errors: [] });
      return true;
    };

    const confirm = (currency: CurrencyCode, limits: SaleLimits): Confirmation => {
      const state = get();
      if (state.charge !== null) return 'confirmed';
      // A refused key stands until it is taken back: the amount shown is not what was typed.
      if (state.entry.error !== null) return 'refused';
      if (state.entry.amount > limits.confirmAbove) {
        set({ largeAmount: { method: null } });
        return 'needs-words';
      }
      return draft(currency) ? 'confirmed' : 'refused';
    };

    // Details typed after the amount was confirmed go into the confirmed charge's metadata.
    const redraft = (): void => {
      const { charge } = get();
      if (charge === null) return;
      // One change, not an unconfirmed moment between two: the display follows the charge.
      if (!draft(charge.currency)) set({ charge: null, method: null });
    };

    const edit = (action: AmountEntryAction): void => {
      if (get().charge !== null || get().largeAmount !== null) return;
      set((state) => ({ entry: amountEntryReducer(state.entry, action), errors: [] }));
    };

    return {
      ...initialState,
      pressKey: (key, rules) => edit({ type: 'key', key, rules }),
      paste: (text, rules) => edit({ type: 'paste', text, rules }),
      setOrderNumber: (orderNumber) => {
        set({ orderNumber });
        redraft();
      },
      setMemo: (memo) => {
        set({ memo });
        redraft();
      },
      confirm,
      confirmLargeAmount: (currency) => {
        const pending = get().largeAmount;
        if (pending === null) return;
        set({ largeAmount: null });
        if (draft(currency) && pending.method !== null) set({ method: pending.method });
      },
      dismissLargeAmount: () => set({ largeAmount: null, scannedCode: null }),
      escape: () => {
        if (get().charge !== null) set({ charge: null, method: null, scannedCode: null });
        else set({ entry: emptyAmountEntry, errors: [] });
      },
      chooseMethod: (kind, currency, limits) => {
        const confirmation = confirm(currency, limits);
        if (confirmation === 'confirmed') set({ method: kind, scannedCode: null });
        if (confirmation === 'needs-words')
          set({ largeAmount: { method: kind }, scannedCode: null });
      },
      offerQrScan: (code, currency, limits) => {
        const confirmation = confirm(currency, limits);
        if (confirmation === 'confirmed') set({ method: 'qr_scan_sale', scannedCode: code });
        if (confirmation === 'needs-words') {
          set({ largeAmount: { method: 'qr_scan_sale' }, scannedCode: code });
        }
        return confirmation;
      },
      leaveMethod: () => set({ method: null, scannedCode: null }),
      chooseAnotherMethod: () => set({ method: null, scannedCode: null }),
      reset: () => set(initialState),
    };
  });
}
