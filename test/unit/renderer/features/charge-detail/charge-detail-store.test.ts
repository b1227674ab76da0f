import { describe, expect, it } from 'vitest';
import { createChargeDetailStore } from '../../../../../renderer/features/charge-detail/charge-detail-store';
import type { PosApi } from '../../../../../shared/ipc/ipc-contract';
import type { IpcResult } from '../../../../../shared/ipc/ipc-result';
import { operationIdKey } from '../../../../../shared/flows/operation-id-metadata';

const storeId = '7f3c0d4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f';
const tokenId = '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f';
const first = '3a4b5c6d-7e8f-4a9b-8c0d-000000000001';
const second = '3a4b5c6d-7e8f-4a9b-8c0d-000000000002';

type DetailPos = Pick<
  PosApi,
  'chargesGet' | 'refundsList' | 'cancelsList' | 'tokensGet' | 'journalGetOperation'
>;

const saleOperation = '9b8a7c6d-5e4f-4a3b-8c2d-000000000001';
const refundOperation = '9b8a7c6d-5e4f-4a3b-8c2d-000000000002';
const cancelOperation = '9b8a7c6d-5e4f-4a3b-8c2d-000000000003';

function charge(id: string, metadata: Record<string, unknown> = {}) {
  return {
    id,
    store_id: storeId,
    transaction_token_id: tokenId,
    requested_amount: 5000,
    requested_currency: 'JPY',
    charged_amount: 5000,
    charged_currency: 'JPY',
    status: 'successful',
    error: null,
    metadata,
    created_on: '2025-05-01T10:00:00.000Z',
  };
}

function refund(operationId: string) {
  return {
    id: '6d7e8f9a-0b1c-4d2e-8f3a-4b5c6d7e8f9a',
    store_id: storeId,
    charge_id: first,
    status: 'successful',
    amount: 1000,
    currency: 'JPY',
    metadata: { [operationIdKey]: operationId },
    mode: 'test',
    created_on: '2025-05-01T11:00:00.000Z',
  };
}

function cancel(operationId: string) {
  return {
    id: '6d7e8f9a-0b1c-4d2e-8f3a-4b5c6d7e8f9b',
    charge_id: first,
    store_id: storeId,
    status: 'failed',
    error: { code: 312, message: 'CANNOT_CANCEL', details: null },
    metadata: { [operationIdKey]: operationId },
    mode: 'test',
    created_on: '2025-05-01T12:00:00.000Z',
  };
}

/** The journal's detail of one operation on the charge, with the step it went through. */
function operation(id: string, kind: 'card_sale' | 'refund' | 'cancel') {
  return {
    id,
    kind,
    profileId: 'shop',
    storeId,
    mode: 'test',
    training: false,
    state: 'succeeded',
    terminal: true,
    chargeId: first,
    review: null,
    resolution: null,
    createdAt: '2025-05-01T09:59:30.000Z',
    updatedAt: '2025-05-01T10:00:05.000Z',
    history: [{ type: 'intent', at: '2025-05-01T09:59:30.000Z' }],
  };
}

/** A journal that holds the sale, the refund and the cancel this till made. */
function journalHolding(asked: string[]) {
  return (input: { operationId: string }) => {
    asked.push(`journalGetOperation ${input.operationId}`);
    if (input.operationId === saleOperation) return ok(operation(saleOperation, 'card_sale'));
    if (input.operationId === refundOperation) return ok(operation(refundOperation, 'refund'));
    if (input.operationId === cancelOperation) return ok(operation(cancelOperation, 'cancel'));
    return failed('OPERATION_NOT_FOUND');
  };
}

const ok = <Data>(data: Data) => Promise.resolve({ ok: true as const, data });
const failed = (code: string) =>
  Promise.resolve({ ok: false as const, error: { code, message: code } });

/** A main whose answers the test writes; results are typed loosely as main's are parsed. */
function fakePos(overrides: Partial<Record<keyof DetailPos, (input: never) => Promise<unknown>>>) {
  const asked: string[] = [];
  const pos = {
    chargesGet: (input: { chargeId: string }) => {
      asked.push(`chargesGet ${input.chargeId}`);
      return ok(charge(input.chargeId));
    },
    refundsList: () => ok({ items: [], has_more: false }),
    cancelsList: () => ok({ items: [], has_more: false }),
    tokensGet: () =>
      ok({
        id: tokenId,
        store_id: storeId,
        mode: 'test',
        created_on: '2025-05-01T09:59:00.000Z',
        payment_type: 'card',
        data: {
          card: {
            cardholder: 'T Y',
            exp_month: 1,
            exp_year: 2030,
            last_four: '4242',
            brand: 'visa',
          },
        },
      }),
    journalGetOperation: (input: { operationId: string }) => {
      asked.push(`journalGetOperation ${input.operationId}`);
      return failed('OPERATION_NOT_FOUND');
    },
    ...overrides,
  } as unknown as DetailPos;
  return { pos, asked };
}

describe('the charge detail', () => {
  it('reads how the charge was paid from its transaction token', async () => {
    const store = createChargeDetailStore(fakePos({}).pos);
    await store.getState().open(first);
    expect(store.getState().detail?.method).toEqual({
      paymentType: 'card',
      brand: 'visa',
      lastFour: '4242',
    });
  });

  it('keeps what the list knew when the token cannot be read', async () => {
    const store = createChargeDetailStore(fakePos({ tokensGet: () => failed('NOT_FOUND') }).pos);
    await store.getState().open(first, { paymentType: 'konbini', brand: 'lawson' });
    expect(store.getState().detail?.method).toEqual({
      paymentType: 'konbini',
      brand: 'lawson',
      lastFour: null,
    });
  });

  it('asks the journal for the operations it knows on the charge, and leaves out one it cannot show', async () => {
    const { pos, asked } = fakePos({});
    const store = createChargeDetailStore(pos);
    await store.getState().open(first, { operationId: 'sale-operation' });
    store.getState().addOperation('capture-operation');
    await store.getState().refresh();
    expect(asked.filter((call) => call.startsWith('journal'))).toEqual([
      'journalGetOperation sale-operation',
      'journalGetOperation sale-operation',
      'journalGetOperation capture-operation',
    ]);
    expect(store.getState().detail?.operations).toEqual([]);
  });

  it('finds the sale its charge names in its metadata when opened without one, as from the list', async () => {
    const asked: string[] = [];
    const { pos } = fakePos({
      chargesGet: (input: { chargeId: string }) =>
        ok(charge(input.chargeId, { [operationIdKey]: saleOperation })),
      journalGetOperation: journalHolding(asked),
    });
    const store = createChargeDetailStore(pos);
    await store.getState().open(first, { paymentType: 'card', brand: 'visa' });
    expect(store.getState().detail?.operations.map(({ id }) => id)).toEqual([saleOperation]);
    expect(store.getState().operationIds).toEqual([saleOperation]);
    await store.getState().refresh();
    expect(asked).toEqual([
      `journalGetOperation ${saleOperation}`,
      `journalGetOperation ${saleOperation}`,
    ]);
    expect(store.getState().detail?.operations.map(({ id }) => id)).toEqual([saleOperation]);
  });

  it('asks once for a sale both the opener and the charge’s metadata name', async () => {
    const asked: string[] = [];
    const { pos } = fakePos({
      chargesGet: (input: { chargeId: string }) =>
        ok(charge(input.chargeId, { [operationIdKey]: saleOperation })),
      journalGetOperation: journalHolding(asked),
    });
    const store = createChargeDetailStore(pos);
    await store.getState().open(first, { operationId: saleOperation });
    expect(asked).toEqual([`journalGetOperation ${saleOperation}`]);
    expect(store.getState().detail?.operations.map(({ id }) => id)).toEqual([saleOperation]);
  });

  it('finds the refunds’ operations from their metadata, and shows none for another till’s charge', async () => {
    const asked: string[] = [];
    const { pos } = fakePos({
      chargesGet: (input: { chargeId: string }) =>
        ok(charge(input.chargeId, { [operationIdKey]: 'another-tills-sale' })),
      refundsList: () => ok({ items: [refund(refundOperation)], has_more: false }),
      journalGetOperation: journalHolding(asked),
    });
    const store = createChargeDetailStore(pos);
    await store.getState().open(first);
    expect(asked).toEqual([
      'journalGetOperation another-tills-sale',
      `journalGetOperation ${refundOperation}`,
    ]);
    expect(store.getState().detail?.operations.map(({ id }) => id)).toEqual([refundOperation]);
  });

  it('lists the charge’s cancels, and finds their operations from their metadata', async () => {
    const asked: string[] = [];
    const listed: unknown[] = [];
    const { pos } = fakePos({
      cancelsList: (input: unknown) => {
        listed.push(input);
        return ok({ items: [cancel(cancelOperation)], has_more: false });
      },
      journalGetOperation: journalHolding(asked),
    });
    const store = createChargeDetailStore(pos);
    await store.getState().open(first);
    expect(listed).toEqual([{ chargeId: first, query: { limit: 100 } }]);
    expect(store.getState().detail?.cancels).toMatchObject([
      { status: 'failed', error: { code: 312 } },
    ]);
    expect(store.getState().detail?.operations.map(({ id }) => id)).toEqual([cancelOperation]);
  });

  it('shows the error when the cancels cannot be read', async () => {
    const { pos } = fakePos({ cancelsList: () => failed('TIMEOUT') });
    const store = createChargeDetailStore(pos);
    await store.getState().open(first);
    expect(store.getState()).toMatchObject({ error: { code: 'TIMEOUT' }, detail: null });
  });

  it('drops the answer for a charge the clerk has already left', async () => {
    let answerFirst: (value: IpcResult<unknown>) => void = () => undefined;
    const { pos } = fakePos({
      chargesGet: (input: { chargeId: string }) =>
        input.chargeId === first
          ? new Promise((resolve) => {
              answerFirst = resolve;
            })
          : ok(charge(input.chargeId)),
    });
    const store = createChargeDetailStore(pos);
    const opening = store.getState().open(first);
    await store.getState().open(second);
    answerFirst({ ok: true, data: charge(first) });
    await opening;
    expect(store.getState().detail?.charge.id).toBe(second);
  });

  it('keeps the read detail on show when a refresh fails, with the error beside it', async () => {
    let fail = false;
    const { pos } = fakePos({
      chargesGet: (input: { chargeId: string }) =>
        fail ? failed('TIMEOUT') : ok(charge(input.chargeId)),
    });
    const store = createChargeDetailStore(pos);
    await store.getState().open(first);
    fail = true;
    await store.getState().refresh();
    expect(store.getState()).toMatchObject({
      error: { code: 'TIMEOUT' },
      detail: { charge: { id: first } },
    });
  });

  it('shows the journal’s operations on a charge the service says it does not have', async () => {
    const asked: string[] = [];
    const { pos } = fakePos({
      chargesGet: () => failed('NOT_FOUND'),
      refundsList: () => failed('NOT_FOUND'),
      journalGetOperation: journalHolding(asked),
    });
    const store = createChargeDetailStore(pos);
    await store.getState().open(first, { operationId: saleOperation });
    expect(store.getState()).toMatchObject({ error: { code: 'NOT_FOUND' }, detail: null });
    expect(store.getState().unknownAtService?.map(({ id }) => id)).toEqual([saleOperation]);
  });

  it('keeps the journal’s operations out of a read that failed for another reason', async () => {
    const { pos } = fakePos({
      chargesGet: () => failed('TIMEOUT'),
      journalGetOperation: journalHolding([]),
    });
    const store = createChargeDetailStore(pos);
    await store.getState().open(first, { operationId: saleOperation });
    expect(store.getState()).toMatchObject({ error: { code: 'TIMEOUT' }, unknownAtService: null });
  });
});
