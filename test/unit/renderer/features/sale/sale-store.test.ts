import { describe, expect, it } from 'vitest';
import { createSaleStore } from '../../../../../renderer/features/sale/sale-store';
import type { KeypadKey } from '../../../../../renderer/ui/keypad-keys';

function storeWithAmount(keys: readonly KeypadKey[]) {
  const store = createSaleStore();
  for (const key of keys) store.getState().pressKey(key);
  return store;
}

describe('sale store', () => {
  it('confirms the typed amount into the charge with the store currency', () => {
    const store = storeWithAmount(['1', '2', '00']);
    expect(store.getState().confirm('JPY')).toBe(true);
    expect(store.getState().charge).toEqual({ amount: 1200, currency: 'JPY' });
  });

  it('refuses to confirm nothing with the service reason for the amount', () => {
    const store = createSaleStore();
    expect(store.getState().confirm('JPY')).toBe(false);
    expect(store.getState().charge).toBeNull();
    expect(store.getState().errors).toEqual([{ field: 'amount', reason: 'INVALID_AMOUNT' }]);
  });

  it('puts the order number and memo into metadata, trimmed, and leaves out blanks', () => {
    const store = storeWithAmount(['5', '0', '0']);
    store.getState().setOrderNumber('  A-1042 ');
    store.getState().setMemo('   ');
    store.getState().confirm('JPY');
    expect(store.getState().charge).toEqual({
      amount: 500,
      currency: 'JPY',
      metadata: { order_number: 'A-1042' },
    });
  });

  it('updates a confirmed charge when a detail is typed afterwards, keeping the method', () => {
    const store = storeWithAmount(['8']);
    store.getState().chooseMethod('card_sale', 'JPY');
    store.getState().setMemo('gift wrap');
    expect(store.getState().charge?.metadata).toEqual({ memo: 'gift wrap' });
    expect(store.getState().method).toBe('card_sale');
  });

  it('locks the amount once confirmed, until Esc unlocks it', () => {
    const store = storeWithAmount(['9']);
    store.getState().confirm('USD');
    store.getState().pressKey('9');
    store.getState().paste('100', 'USD');
    expect(store.getState().entry.amount).toBe(9);

    store.getState().escape();
    expect(store.getState().charge).toBeNull();
    store.getState().pressKey('9');
    expect(store.getState().entry.amount).toBe(99);
  });

  it('clears the amount on Esc when nothing is confirmed', () => {
    const store = storeWithAmount(['4', '2']);
    store.getState().escape();
    expect(store.getState().entry.amount).toBe(0);
  });

  it('confirms the amount when a method is chosen, and chooses nothing if it cannot', () => {
    const empty = createSaleStore();
    empty.getState().chooseMethod('konbini_sale', 'JPY');
    expect(empty.getState().method).toBeNull();

    const typed = storeWithAmount(['3', '0', '0', '0']);
    typed.getState().chooseMethod('konbini_sale', 'JPY');
    expect(typed.getState().method).toBe('konbini_sale');
    expect(typed.getState().charge).toEqual({ amount: 3000, currency: 'JPY' });
  });

  it('forgets the method when the amount is reopened, and everything on reset', () => {
    const store = storeWithAmount(['1']);
    store.getState().chooseMethod('online_sale', 'JPY');
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
});
