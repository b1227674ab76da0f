import { describe, expect, it } from 'vitest';
import type { PosApi } from '../../../../../shared/ipc/ipc-contract';
import type { IpcError, IpcResult } from '../../../../../shared/ipc/ipc-result';
import type { TrainingCustomerOutcome } from '../../../../../shared/ipc/training-customer-action';
import { toMinorUnits } from '../../../../../shared/money';
import { createTrainingCustomerStore } from '../../../../../renderer/features/training/training-customer-store';

const chargeId = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';

type Asked = Parameters<PosApi['trainingActAsCustomer']>[0];

/** A window.pos whose answers the test releases, and that records what it was asked. */
function fakePos() {
  const asked: Asked[] = [];
  const answers: ((result: IpcResult<TrainingCustomerOutcome>) => void)[] = [];
  const pos = {
    trainingActAsCustomer: (action: Asked) => {
      asked.push(action);
      return new Promise<IpcResult<TrainingCustomerOutcome>>((resolve) => answers.push(resolve));
    },
  };
  const answer = (result: IpcResult<TrainingCustomerOutcome>) => answers.shift()?.(result);
  return { pos, asked, answer };
}

const pay = { action: 'pay_konbini_slip', chargeId } as const;

describe('the training customer store', () => {
  it('marks the action pending until main answers, then keeps what it did', async () => {
    const { pos, answer } = fakePos();
    const store = createTrainingCustomerStore(pos);
    const acting = store.getState().act(pay);
    expect(store.getState().pending).toBe('pay_konbini_slip');

    const outcome = { chargeId, chargeStatus: 'successful', transfer: null };
    answer({ ok: true, data: outcome });
    await acting;
    expect(store.getState()).toMatchObject({
      pending: null,
      last: { status: 'done', action: pay, outcome },
    });
  });

  it('keeps main’s refusal with its code', async () => {
    const { pos, answer } = fakePos();
    const store = createTrainingCustomerStore(pos);
    const acting = store.getState().act(pay);
    const error: IpcError = { code: 'INVALID_CHARGE_STATUS', message: 'konbini.pay refused' };
    answer({ ok: false, error });
    await acting;
    expect(store.getState().last).toEqual({ status: 'refused', action: pay, error });
  });

  it('sends nothing more while one action is still running', async () => {
    const { pos, asked, answer } = fakePos();
    const store = createTrainingCustomerStore(pos);
    const first = store.getState().act(pay);
    await store.getState().act({
      action: 'receive_bank_transfer',
      chargeId,
      amount: toMinorUnits(1200),
    });
    expect(asked).toEqual([pay]);
    answer({ ok: true, data: { chargeId, chargeStatus: 'successful', transfer: null } });
    await first;
  });
});
