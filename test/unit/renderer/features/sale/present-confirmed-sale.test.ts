import { describe, expect, it } from 'vitest';
import type { PosApi } from '../../../../../shared/ipc/ipc-contract';
import { defaultSaleLimits } from '../../../../../shared/sale-limits';
import type { AmountRules } from '../../../../../renderer/features/sale/amount-entry';
import { presentConfirmedSales } from '../../../../../renderer/features/sale/present-confirmed-sale';
import { createSaleStore } from '../../../../../renderer/features/sale/sale-store';

const limits = defaultSaleLimits('JPY');
const jpy: AmountRules = { currency: 'JPY', maximum: limits.maximum };

function presenting() {
  const store = createSaleStore();
  const presented: Parameters<PosApi['flowsPresentSale']>[0]['sale'][] = [];
  presentConfirmedSales(store, {
    flowsPresentSale: ({ sale }) => {
      presented.push(sale);
      return Promise.resolve({ ok: true, data: null });
    },
  });
  return { store, presented };
}

describe('presenting the confirmed sale to the customer display', () => {
  it('tells nothing while the amount is typed, and the amount and method once both are chosen', () => {
    const { store, presented } = presenting();
    for (const key of ['1', '2', '00'] as const) store.getState().pressKey(key, jpy);
    store.getState().confirm('JPY', limits);
    expect(presented).toEqual([]);
    store.getState().chooseMethod('konbini_sale', 'JPY', limits);
    expect(presented).toEqual([{ amount: 1200, currency: 'JPY', method: 'konbini_sale' }]);
  });

  it('takes it back when the cashier leaves the method or changes the amount, and on reset', () => {
    const { store, presented } = presenting();
    store.getState().pressKey('8', jpy);
    store.getState().chooseMethod('card_sale', 'JPY', limits);
    store.getState().leaveMethod();
    store.getState().chooseMethod('qr_scan_sale', 'JPY', limits);
    store.getState().escape();
    store.getState().chooseMethod('card_sale', 'JPY', limits);
    store.getState().reset();
    expect(presented).toEqual([
      { amount: 8, currency: 'JPY', method: 'card_sale' },
      null,
      { amount: 8, currency: 'JPY', method: 'qr_scan_sale' },
      null,
      { amount: 8, currency: 'JPY', method: 'card_sale' },
      null,
    ]);
  });

  it('says nothing again when only the order details change', () => {
    const { store, presented } = presenting();
    store.getState().pressKey('8', jpy);
    store.getState().chooseMethod('card_sale', 'JPY', limits);
    store.getState().setMemo('gift wrap');
    expect(presented).toEqual([{ amount: 8, currency: 'JPY', method: 'card_sale' }]);
  });
});
