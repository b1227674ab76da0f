import { describe, expect, it } from 'vitest';
import { saleCharge } from '../../../../shared/flows/flow-input';
import { saleDetailLimits } from '../../../../shared/flows/sale-details';
import { parseRequest } from '../../../../shared/service/common';

function chargeWith(metadata: Record<string, string>) {
  return parseRequest(saleCharge, { amount: 1000, currency: 'JPY', metadata });
}

describe('sale details in the charge metadata', () => {
  it('takes an order number and a memo up to their limits, counting characters', () => {
    const orderNumber = '🎁'.repeat(saleDetailLimits.orderNumber);
    const memo = '𠮷'.repeat(saleDetailLimits.memo);
    expect(chargeWith({ order_number: orderNumber, memo }).success).toBe(true);
  });

  it('refuses each one past its limit at its own key', () => {
    const result = chargeWith({
      order_number: 'x'.repeat(saleDetailLimits.orderNumber + 1),
      memo: '🎁'.repeat(saleDetailLimits.memo + 1),
    });
    expect(result.success ? [] : result.errors).toEqual([
      { field: 'metadata.order_number', reason: 'OUT_OF_RANGE' },
      { field: 'metadata.memo', reason: 'OUT_OF_RANGE' },
    ]);
  });
});
