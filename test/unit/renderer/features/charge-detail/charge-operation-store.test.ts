import { describe, expect, it } from 'vitest';
import {
  createChargeOperationStore,
  type ChargeOperation,
} from '../../../../../renderer/features/charge-detail/charge-operation-store';
import type { FlowProgress } from '../../../../../shared/flows/flow-progress';
import type { PosApi } from '../../../../../shared/ipc/ipc-contract';
import { toMinorUnits } from '../../../../../shared/money';

const chargeId = '3a4b5c6d-7e8f-4a9b-8c0d-1e2f3a4b5c6d';
const operationId = '6d7e8f9a-0b1c-4d2e-8f3a-4b5c6d7e8f9a';

function progress(step: FlowProgress['step'], id = operationId): FlowProgress {
  return {
    operationId: id,
    kind: 'capture',
    step,
    at: '2025-05-01T10:05:00.000Z',
    abortable: false,
  };
}

/** A main that answers the capture with `operationId` and lets the test send progress. */
function fakeMain(options: { earlyStep?: FlowProgress['step']; refuse?: boolean } = {}) {
  const listeners = new Set<(event: FlowProgress) => void>();
  const emit = (event: FlowProgress) => listeners.forEach((listener) => listener(event));
  const started: unknown[] = [];
  const start = (input: unknown) => {
    started.push(input);
    if (options.earlyStep !== undefined) emit(progress(options.earlyStep));
    return Promise.resolve(
      options.refuse === true
        ? { ok: false as const, error: { code: 'INVALID_CHARGE_STATUS' as const, message: 'no' } }
        : { ok: true as const, data: { operationId } },
    );
  };
  const pos: Pick<
    PosApi,
    'flowsStartCapture' | 'flowsStartCancel' | 'flowsStartRefund' | 'onFlowsProgress'
  > = {
    flowsStartCapture: start,
    flowsStartCancel: start,
    flowsStartRefund: start,
    onFlowsProgress: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { pos, emit, started, listeners };
}

const captureRequest = {
  kind: 'capture' as const,
  input: { chargeId, amount: toMinorUnits(3000), currency: 'JPY' },
};

describe('a capture, cancel or refund followed from the charge detail', () => {
  it('follows its own operation to the end, then tells the detail to read the charge again', async () => {
    const ended: ChargeOperation[] = [];
    const started: ChargeOperation[] = [];
    const main = fakeMain();
    const store = createChargeOperationStore(main.pos, {
      onStarted: (operation) => started.push(operation),
      onEnded: (operation) => ended.push(operation),
    });
    expect(await store.getState().start(captureRequest)).toBeNull();
    expect(started.map((operation) => operation.operationId)).toEqual([operationId]);
    main.emit(progress('capturing'));
    main.emit(progress('succeeded', '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d'));
    expect(store.getState().operation?.progress?.step).toBe('capturing');
    expect(ended).toEqual([]);
    main.emit(progress('succeeded'));
    expect(ended.map((operation) => operation.progress?.step)).toEqual(['succeeded']);
    expect(main.listeners.size).toBe(0);
  });

  it('keeps a step main reported before it answered the start', async () => {
    const ended: ChargeOperation[] = [];
    const main = fakeMain({ earlyStep: 'failed' });
    const store = createChargeOperationStore(main.pos, {
      onStarted: () => undefined,
      onEnded: (operation) => ended.push(operation),
    });
    await store.getState().start(captureRequest);
    expect(ended.map((operation) => operation.progress?.step)).toEqual(['failed']);
  });

  it('answers main’s refusal and follows nothing', async () => {
    const main = fakeMain({ refuse: true });
    const store = createChargeOperationStore(main.pos, {
      onStarted: () => undefined,
      onEnded: () => undefined,
    });
    expect(await store.getState().start(captureRequest)).toMatchObject({
      code: 'INVALID_CHARGE_STATUS',
    });
    expect(store.getState().operation).toBeNull();
    expect(main.listeners.size).toBe(0);
  });

  it('starts no second operation while one runs', async () => {
    const main = fakeMain();
    const store = createChargeOperationStore(main.pos, {
      onStarted: () => undefined,
      onEnded: () => undefined,
    });
    await store.getState().start(captureRequest);
    await store.getState().start({ kind: 'cancel', input: { chargeId } });
    expect(main.started).toHaveLength(1);
    store.getState().dismiss();
    expect(store.getState().operation).not.toBeNull();
  });
});

describe('a capture, cancel or refund put back after the counter started again', () => {
  const capturing: FlowProgress = { ...progress('capturing'), chargeId };

  it('follows the operation main listed on its charge to the end', () => {
    const started: ChargeOperation[] = [];
    const ended: ChargeOperation[] = [];
    const main = fakeMain();
    const store = createChargeOperationStore(main.pos, {
      onStarted: (operation) => started.push(operation),
      onEnded: (operation) => ended.push(operation),
    });
    expect(store.getState().attach(capturing, [])).toBe(true);
    expect(started).toEqual([{ kind: 'capture', chargeId, operationId, progress: capturing }]);
    main.emit({ ...progress('succeeded'), at: '2025-05-01T10:06:00.000Z' });
    expect(ended.map((operation) => operation.progress?.step)).toEqual(['succeeded']);
    expect(main.listeners.size).toBe(0);
  });

  it('ends at once when main told of the end while its list was on the way', () => {
    const ended: ChargeOperation[] = [];
    const main = fakeMain();
    const store = createChargeOperationStore(main.pos, {
      onStarted: () => undefined,
      onEnded: (operation) => ended.push(operation),
    });
    store.getState().attach(capturing, [
      { ...progress('started'), at: '2025-05-01T10:04:00.000Z' },
      { ...progress('failed'), at: '2025-05-01T10:06:00.000Z' },
    ]);
    expect(ended.map((operation) => operation.progress?.step)).toEqual(['failed']);
  });

  it('is not put back over one that runs, nor from a sale or without its charge', async () => {
    const main = fakeMain();
    const store = createChargeOperationStore(main.pos, {
      onStarted: () => undefined,
      onEnded: () => undefined,
    });
    expect(store.getState().attach({ ...capturing, kind: 'card_sale' }, [])).toBe(false);
    expect(store.getState().attach(progress('capturing'), [])).toBe(false);
    await store.getState().start(captureRequest);
    expect(store.getState().attach(capturing, [])).toBe(false);
  });
});
