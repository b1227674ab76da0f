import { describe, expect, it } from 'vitest';
import { createOpenPaymentsStore } from '../../../../../renderer/features/open-payments/open-payments-store';
import type { OpenPayment } from '../../../../../shared/ipc/ipc-payloads';
import type { IpcError, IpcResult } from '../../../../../shared/ipc/ipc-result';
import { toMinorUnits } from '../../../../../shared/money';

const first = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const second = '1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';

function payment(operationId: string): OpenPayment {
  return {
    operationId,
    kind: 'konbini_sale',
    amount: toMinorUnits(1500),
    currency: 'JPY',
    chargeId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    status: 'awaiting',
    action: { type: 'konbini_payment', convenienceStore: 'lawson', expiresAt: null },
    customer: null,
    expiresAt: '2025-05-02T10:00:00.000Z',
    nearingExpiry: false,
    followedBy: 'board',
    checkedAt: '2025-05-01T10:05:00.000Z',
    createdAt: '2025-05-01T09:00:00.000Z',
  };
}

/** A window.pos whose list answer the test releases, and whose board events the test sends. */
function fakePos() {
  const listeners = new Set<(payments: OpenPayment[]) => void>();
  let answerList: (result: IpcResult<OpenPayment[]>) => void = () => undefined;
  const pos = {
    paymentsListOpen: () =>
      new Promise<IpcResult<OpenPayment[]>>((resolve) => {
        answerList = resolve;
      }),
    onPaymentsOpenChanged: (listener: (payments: OpenPayment[]) => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  const emit = (payments: OpenPayment[]) => listeners.forEach((listener) => listener(payments));
  return {
    pos,
    emit,
    listeners,
    answerList: (r: IpcResult<OpenPayment[]>) => answerList(r),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the open-payments board store', () => {
  it('shows what main lists, then each change main sends', async () => {
    const fake = fakePos();
    const store = createOpenPaymentsStore(fake.pos);
    store.getState().connect();
    expect(store.getState().payments).toBeNull();
    fake.answerList({ ok: true, data: [payment(first)] });
    await settle();
    expect(store.getState().payments).toEqual([payment(first)]);
    fake.emit([payment(first), payment(second)]);
    expect(store.getState().payments?.map((p) => p.operationId)).toEqual([first, second]);
    fake.emit([]);
    expect(store.getState().payments).toEqual([]);
  });

  it('keeps a change main sent before the list answered, which is newer', async () => {
    const fake = fakePos();
    const store = createOpenPaymentsStore(fake.pos);
    store.getState().connect();
    fake.emit([]);
    fake.answerList({ ok: true, data: [payment(first)] });
    await settle();
    expect(store.getState().payments).toEqual([]);
  });

  it('says why the board could not be read', async () => {
    const fake = fakePos();
    const store = createOpenPaymentsStore(fake.pos);
    store.getState().connect();
    const error: IpcError = { code: 'NO_ACTIVE_PROFILE', message: 'none' };
    fake.answerList({ ok: false, error });
    await settle();
    expect(store.getState()).toMatchObject({ payments: null, error });
  });

  it('stops following the board when disconnected', () => {
    const fake = fakePos();
    const store = createOpenPaymentsStore(fake.pos);
    const disconnect = store.getState().connect();
    disconnect();
    expect(fake.listeners.size).toBe(0);
  });
});
