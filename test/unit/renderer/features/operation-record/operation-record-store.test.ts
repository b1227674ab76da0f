import { describe, expect, it } from 'vitest';
import { createOperationRecordStore } from '../../../../../renderer/features/operation-record/operation-record-store';
import type { PosApi } from '../../../../../shared/ipc/ipc-contract';
import type { IpcResult } from '../../../../../shared/ipc/ipc-result';

const storeId = '7f3c0d4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f';
const first = '9b8a7c6d-5e4f-4a3b-8c2d-000000000001';
const second = '9b8a7c6d-5e4f-4a3b-8c2d-000000000002';

function operation(id: string) {
  return {
    id,
    kind: 'card_sale',
    profileId: 'shop',
    storeId,
    mode: 'test',
    training: false,
    state: 'succeeded',
    terminal: true,
    review: null,
    resolution: { outcome: 'succeeded', at: '2025-05-01T10:30:00.000Z' },
    createdAt: '2025-05-01T09:59:30.000Z',
    updatedAt: '2025-05-01T10:30:00.000Z',
    history: [{ type: 'intent', at: '2025-05-01T09:59:30.000Z' }],
  };
}

type RecordPos = Pick<PosApi, 'journalGetOperation'>;

/** A journal whose answers the test releases one by one, in the order it chooses. */
function heldJournal() {
  const answers = new Map<string, (result: IpcResult<unknown>) => void>();
  const pos = {
    journalGetOperation: ({ operationId }: { operationId: string }) =>
      new Promise((resolve) => answers.set(operationId, resolve)),
  } as unknown as RecordPos;
  return { pos, answer: (id: string, result: IpcResult<unknown>) => answers.get(id)?.(result) };
}

describe('the operation record', () => {
  it('shows what the journal recorded of the operation asked for', async () => {
    const { pos, answer } = heldJournal();
    const store = createOperationRecordStore(pos);
    const opening = store.getState().open(first);
    expect(store.getState()).toMatchObject({ operationId: first, loading: true, operation: null });
    answer(first, { ok: true, data: operation(first) });
    await opening;
    expect(store.getState()).toMatchObject({
      loading: false,
      error: null,
      operation: { id: first },
    });
  });

  it('says why the journal could not show it', async () => {
    const { pos, answer } = heldJournal();
    const store = createOperationRecordStore(pos);
    const opening = store.getState().open(first);
    answer(first, { ok: false, error: { code: 'OPERATION_NOT_FOUND', message: 'gone' } });
    await opening;
    expect(store.getState()).toMatchObject({
      operation: null,
      error: { code: 'OPERATION_NOT_FOUND' },
    });
  });

  it('drops the answer for an operation the clerk has left', async () => {
    const { pos, answer } = heldJournal();
    const store = createOperationRecordStore(pos);
    const firstOpening = store.getState().open(first);
    const secondOpening = store.getState().open(second);
    answer(second, { ok: true, data: operation(second) });
    answer(first, { ok: true, data: operation(first) });
    await Promise.all([firstOpening, secondOpening]);
    expect(store.getState().operation?.id).toBe(second);
    store.getState().close();
    expect(store.getState()).toMatchObject({ operationId: null, operation: null });
  });
});
