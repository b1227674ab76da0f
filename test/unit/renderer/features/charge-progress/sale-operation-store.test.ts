import { describe, expect, it } from 'vitest';
import type { SaleInput } from '../../../../../shared/flows/flow-input';
import type { FlowProgress } from '../../../../../shared/flows/flow-progress';
import type { OperationSummary } from '../../../../../shared/ipc/ipc-payloads';
import { toMinorUnits } from '../../../../../shared/money';
import { createSaleOperationStore } from '../../../../../renderer/features/charge-progress/sale-operation-store';
import { saleResultOf } from '../../../../../renderer/features/charge-progress/sale-result';

const operationId = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const otherId = '4a3b2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d';

const input = {
  token: {
    payment_type: 'card',
    email: 'taro@example.com',
    data: {
      cardholder: 'Taro Yamada',
      card_number: '4242424242424242',
      exp_month: '12',
      exp_year: '2027',
      cvv: '123',
    },
  },
  charge: { amount: 1200, currency: 'JPY', capture: false },
} as SaleInput;

function progress(step: FlowProgress['step'], extra: Partial<FlowProgress> = {}): FlowProgress {
  return {
    operationId,
    kind: 'card_sale',
    step,
    at: '2025-05-01T10:00:00.000Z',
    abortable: false,
    ...extra,
  };
}

/** A ¥1,200 card sale main's journal holds as paid a moment ago. */
const paidSale: OperationSummary = {
  id: otherId,
  kind: 'card_sale',
  profileId: 'training',
  storeId: '11efdfaf-1e1d-899c-9c99-8718c995d6c0',
  mode: 'test',
  training: true,
  amount: toMinorUnits(1200),
  currency: 'JPY',
  state: 'succeeded',
  terminal: true,
  card: { brand: 'mastercard', lastFour: '4444' },
  review: null,
  resolution: null,
  createdAt: '2025-05-01T09:58:00.000Z',
  updatedAt: '2025-05-01T09:59:00.000Z',
};

/**
 * A window.pos whose progress events the test sends, optionally while the start is pending,
 * and whose journal holds `paid` as the sale of the amount paid a moment ago.
 */
function fakePos(early: FlowProgress[] = [], paid: OperationSummary | null = null) {
  const listeners = new Set<(event: FlowProgress) => void>();
  const aborted: string[] = [];
  const left: string[] = [];
  const starts: unknown[] = [];
  const emit = (event: FlowProgress) => listeners.forEach((listener) => listener(event));
  const pos = {
    onFlowsProgress: (listener: (event: FlowProgress) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flowsFindRecentPaidSale: () => Promise.resolve({ ok: true as const, data: paid }),
    flowsStartSale: (sale: unknown) => {
      starts.push(sale);
      early.forEach(emit);
      return Promise.resolve({ ok: true as const, data: { operationId } });
    },
    flowsAbort: ({ operationId: id }: { operationId: string }) => {
      aborted.push(id);
      return Promise.resolve({ ok: true as const, data: null });
    },
    flowsLeave: ({ operationId: id }: { operationId: string }) => {
      left.push(id);
      return Promise.resolve({ ok: true as const, data: null });
    },
    flowsReopenCustomerPage: () =>
      Promise.resolve({
        ok: false as const,
        error: { code: 'NOTHING_TO_REOPEN' as const, message: 'NOTHING_TO_REOPEN' },
      }),
  };
  return { pos, emit, aborted, left, listeners, starts };
}

/** The question the store asks once it holds one. */
function askedQuestion(store: ReturnType<typeof createSaleOperationStore>) {
  return new Promise<NonNullable<ReturnType<typeof store.getState>['repeat']>>((resolve) => {
    const unsubscribe = store.subscribe(({ repeat }) => {
      if (repeat === null) return;
      unsubscribe();
      resolve(repeat);
    });
  });
}

describe('sale operation store', () => {
  it('asks before charging an amount just paid, and sends nothing when told not to', async () => {
    const fake = fakePos([], paidSale);
    const store = createSaleOperationStore(fake.pos);
    const asked = askedQuestion(store);
    const started = store.getState().start(input);
    const question = await asked;
    expect(question.paid).toBe(paidSale);
    expect(fake.starts).toEqual([]);

    question.answer(false);
    expect(await started).toBeNull();
    expect(fake.starts).toEqual([]);
    expect(store.getState()).toMatchObject({ operation: null, starting: false, repeat: null });
  });

  it('charges an amount just paid once the cashier says to charge again', async () => {
    const fake = fakePos([], paidSale);
    const store = createSaleOperationStore(fake.pos);
    const asked = askedQuestion(store);
    const started = store.getState().start(input);
    (await asked).answer(true);
    expect(await started).toBeNull();
    expect(fake.starts).toEqual([input]);
    expect(store.getState()).toMatchObject({ operation: { operationId }, repeat: null });
  });

  it('keeps the steps main reported before it answered the start', async () => {
    const fake = fakePos([progress('started'), progress('creating_token')]);
    const store = createSaleOperationStore(fake.pos);
    await store.getState().start(input);
    expect(store.getState().operation?.steps).toEqual(['started', 'creating_token']);
  });

  it('follows only its own operation and stops listening once it ends', async () => {
    const fake = fakePos();
    const store = createSaleOperationStore(fake.pos);
    await store.getState().start(input);
    fake.emit(progress('creating_charge', { operationId: otherId }));
    fake.emit(progress('processing'));
    expect(store.getState().operation?.progress?.step).toBe('processing');
    fake.emit(progress('succeeded', { chargeStatus: 'authorized' }));
    expect(fake.listeners.size).toBe(0);
  });

  it('asks main to abort only while the progress says the step is abortable', async () => {
    const fake = fakePos();
    const store = createSaleOperationStore(fake.pos);
    await store.getState().start(input);
    fake.emit(progress('processing'));
    await store.getState().abort();
    expect(fake.aborted).toEqual([]);
    fake.emit(progress('authenticating', { abortable: true }));
    await store.getState().abort();
    expect(fake.aborted).toEqual([operationId]);
  });

  it('keeps a running sale when asked to clear it, and forgets a finished one', async () => {
    const fake = fakePos();
    const store = createSaleOperationStore(fake.pos);
    await store.getState().start(input);
    store.getState().clear();
    expect(store.getState().operation).not.toBeNull();
    expect(fake.left).toEqual([]);
    fake.emit(progress('failed'));
    store.getState().clear();
    expect(store.getState().operation).toBeNull();
    expect(fake.left).toEqual([operationId]);
  });

  it('leaves a sale waiting for its customer without aborting it, and stops listening', async () => {
    const fake = fakePos();
    const store = createSaleOperationStore(fake.pos);
    await store.getState().start(input);
    fake.emit(progress('awaiting_customer', { abortable: true }));
    store.getState().leave();
    expect(store.getState().operation).toBeNull();
    expect(fake.aborted).toEqual([]);
    expect(fake.left).toEqual([operationId]);
    expect(fake.listeners.size).toBe(0);
  });

  it('does not leave a sale that is not waiting for its customer', async () => {
    const fake = fakePos();
    const store = createSaleOperationStore(fake.pos);
    await store.getState().start(input);
    fake.emit(progress('processing'));
    store.getState().leave();
    expect(store.getState().operation?.progress?.step).toBe('processing');
  });
});

describe('sale result', () => {
  const base = {
    operationId,
    kind: 'card_sale' as const,
    capture: true,
    amount: toMinorUnits(1200),
    currency: 'JPY',
    steps: [],
    abortError: null,
  };

  it('tells an authorization from a captured payment by the charge status', () => {
    expect(
      saleResultOf({ ...base, progress: progress('succeeded', { chargeStatus: 'authorized' }) })
        .kind,
    ).toBe('succeededAuthorized');
    expect(
      saleResultOf({ ...base, progress: progress('succeeded', { chargeStatus: 'successful' }) })
        .kind,
    ).toBe('succeededCaptured');
  });

  it('falls back to what was asked when the last event names no charge status', () => {
    expect(saleResultOf({ ...base, capture: false, progress: progress('succeeded') }).kind).toBe(
      'succeededAuthorized',
    );
  });

  it('keeps the payment problem of a failed sale', () => {
    const problem = { type: 'payment', code: 306, message: 'declined' } as const;
    expect(saleResultOf({ ...base, progress: progress('failed', { problem }) })).toEqual({
      kind: 'failed',
      tone: 'danger',
      problem,
    });
  });
});

describe('a sale put back after the counter started again', () => {
  const waiting = progress('awaiting_customer', {
    kind: 'konbini_sale',
    amount: toMinorUnits(1200),
    currency: 'JPY',
    at: '2025-05-01T10:01:00.000Z',
  });

  it('follows the sale from the progress main listed, then live to its end', () => {
    const fake = fakePos();
    const store = createSaleOperationStore(fake.pos);
    expect(store.getState().attach(waiting, [])).toBe(true);
    expect(store.getState().operation).toMatchObject({
      operationId,
      kind: 'konbini_sale',
      amount: 1200,
      currency: 'JPY',
      capture: null,
    });
    expect(store.getState().operation?.steps).toEqual(
      expect.arrayContaining([
        'creating_token',
        'creating_charge',
        'processing',
        'awaiting_customer',
      ]),
    );
    fake.emit(
      progress('succeeded', {
        kind: 'konbini_sale',
        chargeStatus: 'successful',
        at: '2025-05-01T10:02:00.000Z',
      }),
    );
    const operation = store.getState().operation;
    expect(operation?.progress?.step).toBe('succeeded');
    expect(operation === null ? null : saleResultOf(operation).kind).toBe('succeededCaptured');
    expect(fake.listeners.size).toBe(0);
  });

  it('takes what main told since its list, and no older word from before it', () => {
    const fake = fakePos();
    const store = createSaleOperationStore(fake.pos);
    const older = progress('processing', { kind: 'konbini_sale', at: '2025-05-01T10:00:30.000Z' });
    const paid = progress('succeeded', {
      kind: 'konbini_sale',
      chargeStatus: 'successful',
      at: '2025-05-01T10:02:00.000Z',
    });
    store.getState().attach(waiting, [older, paid]);
    expect(store.getState().operation?.steps.slice(-2)).toEqual(['awaiting_customer', 'succeeded']);
    fake.emit(older);
    expect(store.getState().operation?.progress?.step).toBe('succeeded');
  });

  it('is not put back over a sale the counter already follows, nor from a capture', async () => {
    const fake = fakePos();
    const store = createSaleOperationStore(fake.pos);
    expect(store.getState().attach(progress('capturing', { kind: 'capture' }), [])).toBe(false);
    expect(store.getState().operation).toBeNull();
    await store.getState().start(input);
    expect(store.getState().attach({ ...waiting, operationId: otherId }, [])).toBe(false);
    expect(store.getState().operation?.operationId).toBe(operationId);
  });
});
