import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../../shared/service/common';
import { trainingCustomerAction } from '../../../../shared/ipc/training-customer-action';

const chargeId = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';

describe('what a trainee may ask the simulated customer to do', () => {
  it('takes an amount with a bank transfer only, a positive integer of minor units', () => {
    expect(
      trainingCustomerAction.safeParse({ action: 'receive_bank_transfer', chargeId, amount: 1200 })
        .success,
    ).toBe(true);
    expect(
      parseRequest(trainingCustomerAction, { action: 'receive_bank_transfer', chargeId }),
    ).toEqual({
      success: false,
      errors: [expect.objectContaining({ field: 'amount' })],
    });
    expect(
      parseRequest(trainingCustomerAction, {
        action: 'receive_bank_transfer',
        chargeId,
        amount: 12.5,
      }),
    ).toEqual({ success: false, errors: [{ field: 'amount', reason: 'INVALID_AMOUNT' }] });
    expect(
      trainingCustomerAction.safeParse({ action: 'pay_konbini_slip', chargeId, amount: 1200 })
        .success,
    ).toBe(false);
  });

  it('refuses an action the simulator has no customer for, and a charge that is no UUID', () => {
    expect(trainingCustomerAction.safeParse({ action: 'refund', chargeId }).success).toBe(false);
    expect(
      parseRequest(trainingCustomerAction, { action: 'expire_charge', chargeId: 'ch_1' }),
    ).toEqual({ success: false, errors: [{ field: 'chargeId', reason: 'INVALID_UUID' }] });
  });
});
