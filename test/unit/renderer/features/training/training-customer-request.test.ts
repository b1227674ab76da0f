import { describe, expect, it } from 'vitest';
import { trainingCustomerRequest } from '../../../../../renderer/features/training/training-customer-request';

const chargeId = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';

describe('a training customer request', () => {
  it('needs no amount to pay a slip, pay a QR, approve or decline in a wallet, or let the charge expire', () => {
    for (const action of [
      'pay_konbini_slip',
      'pay_merchant_qr',
      'pay_online_wallet',
      'decline_online_wallet',
      'expire_charge',
    ] as const) {
      expect(trainingCustomerRequest(action, chargeId, '', 'JPY')).toEqual({
        ok: true,
        value: { action, chargeId },
      });
    }
  });

  it('reads a typed transfer amount in major units into minor units', () => {
    expect(trainingCustomerRequest('receive_bank_transfer', chargeId, '1,200', 'JPY')).toEqual({
      ok: true,
      value: { action: 'receive_bank_transfer', chargeId, amount: 1200 },
    });
    expect(trainingCustomerRequest('receive_bank_transfer', chargeId, '33.50', 'USD')).toEqual({
      ok: true,
      value: { action: 'receive_bank_transfer', chargeId, amount: 3350 },
    });
  });

  it('names why a transfer amount is refused, for the message under the field', () => {
    const reasonOf = (typed: string, currency = 'JPY') =>
      trainingCustomerRequest('receive_bank_transfer', chargeId, typed, currency);
    expect(reasonOf('')).toEqual({ ok: false, error: { field: 'amount', reason: 'EMPTY' } });
    expect(reasonOf('abc')).toEqual({
      ok: false,
      error: { field: 'amount', reason: 'NOT_A_NUMBER' },
    });
    expect(reasonOf('12.5')).toEqual({
      ok: false,
      error: { field: 'amount', reason: 'NO_DECIMALS_IN_CURRENCY' },
    });
    expect(reasonOf('12.505', 'USD')).toEqual({
      ok: false,
      error: { field: 'amount', reason: 'TOO_MANY_DECIMALS' },
    });
    expect(reasonOf('0')).toEqual({
      ok: false,
      error: { field: 'amount', reason: 'INVALID_AMOUNT' },
    });
  });

  it('refuses a charge id that is no UUID rather than sending it', () => {
    expect(trainingCustomerRequest('pay_konbini_slip', 'not-a-charge', '', 'JPY')).toEqual({
      ok: false,
      error: { field: 'chargeId', reason: 'INVALID_UUID' },
    });
  });
});
