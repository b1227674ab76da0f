import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '../../../../../shared/money';
import { defaultSaleLimits, type SaleLimits } from '../../../../../shared/sale-limits';
import type { AmountRules } from '../../../../../renderer/features/sale/amount-entry';
import { createSaleStore } from '../../../../../renderer/features/sale/sale-store';
import type { KeypadKey } from '../../../../../renderer/ui/keypad-keys';

const limits = defaultSaleLimits('JPY');
const jpy: AmountRules = { currency: 'JPY', maximum: limits.maximum };

function storeWithAmount(keys: readonly KeypadKey[]) {
  const store = createSaleStore();
  for (const key of keys) store.getState().pressKey(key, jpy);
  return store;
}

describe('sale store', () => {
  it('confirms the typed amount into the charge with the store currency', () => {
    const store = storeWithAmount(['1', '2', '00']);
    expect(store.getState().confirm('JPY', limits)).toBe('confirmed');
    expect(store.getState().charge).toEqual({ amount: 1200, currency: 'JPY' });
  });

  it('refuses to confirm nothing with the service reason for the amount', () => {
    const store = createSaleStore();
    expect(store.getState().confirm('JPY', limits)).toBe('refused');
    expect(store.getState().charge).toBeNull();
    expect(store.getState().errors).toEqual([{ field: 'amount', reason: 'INVALID_AMOUNT' }]);
  });

  it('refuses to confirm while a refused key stands, and confirms once it is taken back', () => {
    const store = storeWithAmount(['1', '2', '.', '5']);
    expect(store.getState().confirm('JPY', limits)).toBe('refused');
    expect(store.getState().charge).toBeNull();
    expect(store.getState().entry.error).toBe('NO_DECIMALS_IN_CURRENCY');
    store.getState().pressKey('backspace', jpy);
    expect(store.getState().confirm('JPY', limits)).toBe('confirmed');
    expect(store.getState().charge).toEqual({ amount: 12, currency: 'JPY' });
  });

  it('puts the order number and memo into metadata, trimmed, and leaves out blanks', () => {
    const store = storeWithAmount(['5', '0', '0']);
    store.getState().setOrderNumber('  A-1042 ');
    store.getState().setMemo('   ');
    store.getState().confirm('JPY', limits);
    expect(store.getState().charge).toEqual({
      amount: 500,
      currency: 'JPY',
      metadata: { order_number: 'A-1042' },
    });
  });

  it('updates a confirmed charge when a detail is typed afterwards, keeping the method', () => {
    const store = storeWithAmount(['8']);
    store.getState().chooseMethod('card_sale', 'JPY', limits);
    store.getState().setMemo('gift wrap');
    expect(store.getState().charge?.metadata).toEqual({ memo: 'gift wrap' });
    expect(store.getState().method).toBe('card_sale');
  });

  it('locks the amount once confirmed, until Esc unlocks it', () => {
    const store = storeWithAmount(['9']);
    store.getState().confirm('USD', limits);
    store.getState().pressKey('9', jpy);
    store.getState().paste('100', jpy);
    expect(store.getState().entry.amount).toBe(9);

    store.getState().escape();
    expect(store.getState().charge).toBeNull();
    store.getState().pressKey('9', jpy);
    expect(store.getState().entry.amount).toBe(99);
  });

  it('clears the amount on Esc when nothing is confirmed', () => {
    const store = storeWithAmount(['4', '2']);
    store.getState().escape();
    expect(store.getState().entry.amount).toBe(0);
  });

  it('confirms the amount when a method is chosen, and chooses nothing if it cannot', () => {
    const empty = createSaleStore();
    empty.getState().chooseMethod('konbini_sale', 'JPY', limits);
    expect(empty.getState().method).toBeNull();

    const typed = storeWithAmount(['3', '0', '0', '0']);
    typed.getState().chooseMethod('konbini_sale', 'JPY', limits);
    expect(typed.getState().method).toBe('konbini_sale');
    expect(typed.getState().charge).toEqual({ amount: 3000, currency: 'JPY' });
  });

  it('forgets the method when the amount is reopened, and everything on reset', () => {
    const store = storeWithAmount(['1']);
    store.getState().chooseMethod('online_sale', 'JPY', limits);
    store.getState().escape();
    expect(store.getState().method).toBeNull();

    store.getState().setOrderNumber('7');
    store.getState().reset();
    expect(store.getState()).toMatchObject({
      orderNumber: '',
      memo: '',
      charge: null,
      method: null,
    });
    expect(store.getState().entry.amount).toBe(0);
  });

  describe('above the store threshold', () => {
    const small: SaleLimits = { maximum: toMinorUnits(100000), confirmAbove: toMinorUnits(1000) };

    it('asks for the amount in words before confirming it, and confirms once asked', () => {
      const store = storeWithAmount(['1', '0', '0', '1']);
      expect(store.getState().confirm('JPY', small)).toBe('needs-words');
      expect(store.getState().charge).toBeNull();
      store.getState().confirmLargeAmount('JPY');
      expect(store.getState().charge).toEqual({ amount: 1001, currency: 'JPY' });
      expect(store.getState().largeAmount).toBeNull();
    });

    it('confirms the threshold itself at once', () => {
      const store = storeWithAmount(['1', '0', '0', '0']);
      expect(store.getState().confirm('JPY', small)).toBe('confirmed');
    });

    it('keeps the method chosen with a large amount until the words are confirmed', () => {
      const store = storeWithAmount(['5', '0', '0', '0']);
      store.getState().chooseMethod('card_sale', 'JPY', small);
      expect(store.getState().method).toBeNull();
      store.getState().confirmLargeAmount('JPY');
      expect(store.getState().method).toBe('card_sale');
    });

    it('goes back to the amount unconfirmed and unchanged, and locks typing meanwhile', () => {
      const store = storeWithAmount(['2', '0', '0', '0']);
      store.getState().confirm('JPY', small);
      store.getState().pressKey('0', jpy);
      expect(store.getState().entry.amount).toBe(2000);
      store.getState().dismissLargeAmount();
      expect(store.getState()).toMatchObject({ charge: null, largeAmount: null, method: null });
      expect(store.getState().entry.amount).toBe(2000);
    });
  });

  describe('a customer’s code scanned on the amount', () => {
    const code = 'pay_pay:281234567890123456';

    it('opens the QR-scan sale with the code, the typed amount confirmed', () => {
      const store = storeWithAmount(['1', '5']);
      expect(store.getState().offerQrScan(code, 'JPY', limits)).toBe('confirmed');
      expect(store.getState()).toMatchObject({
        charge: { amount: 15, currency: 'JPY' },
        method: 'qr_scan_sale',
        scannedCode: code,
      });
    });

    it('keeps the code out when there is no amount to charge', () => {
      const store = createSaleStore();
      expect(store.getState().offerQrScan(code, 'JPY', limits)).toBe('refused');
      expect(store.getState()).toMatchObject({ charge: null, method: null, scannedCode: null });
    });

    it('asks for a large amount in words first, and forgets the code if the cashier goes back', () => {
      const small: SaleLimits = { maximum: toMinorUnits(100000), confirmAbove: toMinorUnits(1000) };
      const store = storeWithAmount(['5', '0', '0', '0']);
      expect(store.getState().offerQrScan(code, 'JPY', small)).toBe('needs-words');
      expect(store.getState().method).toBeNull();
      store.getState().dismissLargeAmount();
      expect(store.getState().scannedCode).toBeNull();
      store.getState().offerQrScan(code, 'JPY', small);
      store.getState().confirmLargeAmount('JPY');
      expect(store.getState()).toMatchObject({ method: 'qr_scan_sale', scannedCode: code });
    });

    it('forgets the code when the cashier leaves the QR-scan sale for the amount', () => {
      const store = storeWithAmount(['8']);
      store.getState().offerQrScan(code, 'JPY', limits);
      store.getState().leaveMethod();
      expect(store.getState()).toMatchObject({ method: null, scannedCode: null });
      expect(store.getState().charge).toEqual({ amount: 8, currency: 'JPY' });
    });
  });
});
