import { describe, expect, it } from 'vitest';
import { brandOf } from '../../../../../renderer/features/open-payments/payment-brand';

describe('a payment’s brand', () => {
  it('is the store, QR or wallet brand the service named, or the bank’s name', () => {
    expect(
      brandOf({ type: 'konbini_payment', convenienceStore: 'seven_eleven', expiresAt: null }),
    ).toBe('seven_eleven');
    expect(
      brandOf({ type: 'qr_code', brand: 'pay_pay_merchant', content: 'x', expiresAt: null }),
    ).toBe('pay_pay_merchant');
    expect(
      brandOf({
        type: 'bank_transfer',
        bankName: 'Aozora',
        bankCode: '0310',
        branchName: null,
        branchCode: null,
        accountHolderName: null,
        accountNumber: null,
        matchAmount: null,
        expiresAt: null,
      }),
    ).toBe('Aozora');
  });

  it('is unknown until the customer’s action is read', () => {
    expect(brandOf(null)).toBeNull();
  });
});
