import { afterEach, describe, expect, it, vi } from 'vitest';
import { refundInput, saleInput } from '../../../../../shared/flows/flow-input';
import type { FlowProgress } from '../../../../../shared/flows/flow-progress';
import { cardSaleFlow } from '../../../../../main/flows/sales/card/card-sale-flow';
import type {
  Authenticator,
  FlowDefinition,
} from '../../../../../main/flows/engine/flow-definition';
import { defineFlowMachine } from '../../../../../main/flows/engine/flow-machine';
import type { FlowRun } from '../../../../../main/flows/engine/flow-run';
import { flowsByKind, registeredFlows } from '../../../../../main/flows/engine/flow-registry';
import {
  cardSale,
  cardToken,
  charge,
  chargeId,
  networkError,
  openHarness,
  routes,
  serviceError,
  started,
  storeId,
  type Harness,
} from '../flow-harness';
import { tokenJson } from '../sale-flow-kit';

let harness: Harness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const refund = refundInput.parse({ chargeId, amount: 500, currency: 'JPY' });

/** A refund-kind flow whose body the test writes, to drive the engine through each case. */
function scriptedFlow(body: (run: FlowRun) => Promise<void>): FlowDefinition<typeof refundInput> {
  return {
    kind: 'refund',
    input: refundInput,
    machine: defineFlowMachine('refund', {
      started: ['creating_token', 'refunding', 'failed'],
      creating_token: ['refunding', 'failed'],
      refunding: ['succeeded', 'failed'],
    }),
    run: body,
    // The engine never resumes: recovery does (recovery.test.ts).
    resume: () => Promise.reject(new Error('The engine resumed a flow')),
  };
}

async function withFlow(body: (run: FlowRun) => Promise<void>): Promise<Harness> {
  harness = await openHarness({ handlers: {}, flows: [scriptedFlow(body)] });
  return harness;
}

describe('flow engine', () => {
  it('records the intent with the scope, amount and currency before the first request', async () => {
    let intentAtFirstRequest: unknown;
    harness = await openHarness({
      handlers: {
        [routes.createToken]: () => {
          intentAtFirstRequest = harness?.journal.openOperations()[0]?.intent;
          throw networkError('CONNECTION_REFUSED');
        },
      },
    });
    const id = await started(harness.engine.startSale(cardSale()));
    expect(harness.journal.operation(id)?.state).toBe('intent');
    await harness.ended(id);
    expect(intentAtFirstRequest).toEqual({
      kind: 'card_sale',
      storeId,
      profileId: 'training',
      mode: 'test',
      training: true,
      amount: 1200,
      currency: 'JPY',
    });
  });

  it('starts each sale with the flow of its payment type, and refuses one without a flow', async () => {
    harness = await openHarness({ handlers: {}, flows: [cardSaleFlow] });
    const konbini = await harness.engine.startSale({
      token: {
        payment_type: 'konbini',
        email: 'taro@example.jp',
        data: {
          customer_name: 'TARO YAMADA',
          phone_number: { country_code: '81', local_number: '9012345678' },
          convenience_store: 'lawson',
        },
      },
      charge: { ...cardSale().charge },
    });
    expect(konbini).toEqual({
      ok: false,
      error: { code: 'FLOW_NOT_AVAILABLE', kind: 'konbini_sale' },
    });
    expect(harness.journal.openOperations()).toEqual([]);
  });

  it('refuses input its flow does not accept, with the field errors, and records nothing', async () => {
    const h = await withFlow(() => Promise.resolve());
    const result = await h.engine.startRefund({ ...refund, chargeId: 'not-an-id' });
    expect(result).toEqual({
      ok: false,
      error: { code: 'INVALID_INPUT', fields: [{ field: 'chargeId', reason: 'INVALID_UUID' }] },
    });
    expect(h.journal.openOperations()).toEqual([]);
  });

  it('tells a reloaded screen the last progress of each running flow, and forgets ended ones', async () => {
    let finish: () => void = () => undefined;
    const h = await withFlow(async (run) => {
      await run.move('refunding', { abortable: true });
      await new Promise<void>((resolve) => (finish = resolve));
      await run.move('succeeded');
    });
    const id = await started(h.engine.startRefund(refund));
    await new Promise<void>((resolve) => {
      const stop = h.engine.subscribe((progress) => {
        if (progress.step === 'refunding') resolve(stop());
      });
    });
    expect(h.engine.running()).toEqual([
      expect.objectContaining({ operationId: id, step: 'refunding', abortable: true, chargeId }),
    ]);
    finish();
    await h.ended(id);
    expect(h.engine.running()).toEqual([]);
    expect(h.engine.abort(id)).toEqual({ ok: false, error: { code: 'NOT_RUNNING' } });
  });

  it('lists a flow the counter started as on the counter until the counter leaves it', async () => {
    let finish: () => void = () => undefined;
    const h = await withFlow(async (run) => {
      await run.move('refunding', { abortable: true });
      await new Promise<void>((resolve) => (finish = resolve));
      await run.move('succeeded');
    });
    const id = await started(h.engine.startRefund(refund));
    await new Promise<void>((resolve) => {
      const stop = h.engine.subscribe((progress) => {
        if (progress.step === 'refunding') resolve(stop());
      });
    });
    const createdAt = h.journal.operation(id)?.createdAt;
    expect(h.engine.runningFlows()).toEqual([
      {
        progress: expect.objectContaining({
          operationId: id,
          step: 'refunding',
          chargeId,
        }) as unknown,
        startedAt: createdAt,
        onCounter: true,
      },
    ]);
    await h.engine.leave(id);
    expect(h.engine.runningFlows()).toEqual([expect.objectContaining({ onCounter: false })]);
    // Leaving aborts nothing: the flow goes on to its end.
    finish();
    expect(await h.ended(id)).toMatchObject({ step: 'succeeded' });
    expect(h.engine.runningFlows()).toEqual([]);
  });

  it('sends every event to the channel and to each subscriber until it unsubscribes', async () => {
    const h = await withFlow(async (run) => {
      await run.move('refunding');
      await run.move('succeeded');
    });
    const seen: FlowProgress[] = [];
    const unsubscribe = h.engine.subscribe((progress) => seen.push(progress));
    const first = await started(h.engine.startRefund(refund));
    await h.ended(first);
    unsubscribe();
    const second = await started(h.engine.startRefund(refund));
    await h.ended(second);
    expect(seen.map((progress) => progress.step)).toEqual(['started', 'refunding', 'succeeded']);
    expect(h.events).toHaveLength(6);
  });

  it('fails an operation whose service call failed before money could move', async () => {
    const h = await withFlow(async (run) => {
      await run.move('creating_token');
      throw serviceError(401, 'INVALID_APP_TOKEN');
    });
    const id = await started(h.engine.startRefund(refund));
    expect(await h.ended(id)).toMatchObject({
      step: 'failed',
      problem: { type: 'service', status: 401, code: 'INVALID_APP_TOKEN' },
    });
    expect(h.journal.operation(id)?.facts.serviceError).toEqual({
      status: 401,
      code: 'INVALID_APP_TOKEN',
    });
  });

  it('hands an operation to a person when a call failed after money may have moved', async () => {
    const h = await withFlow(async (run) => {
      await run.move('refunding');
      throw networkError('CONNECTION_REFUSED');
    });
    const id = await started(h.engine.startRefund(refund));
    expect(await h.ended(id)).toMatchObject({
      step: 'needs_review',
      problem: { type: 'review', reason: 'outcome_unknown' },
    });
    expect(h.journal.operation(id)?.review?.reason).toBe('outcome_unknown');
  });

  it('hands an operation to a person when its flow breaks, and reports the error', async () => {
    const broken = new TypeError('not a function');
    const h = await withFlow(() => Promise.reject(broken));
    const id = await started(h.engine.startRefund(refund));
    expect(await h.ended(id)).toMatchObject({ step: 'needs_review' });
    expect(h.flowErrors).toEqual([broken]);
  });

  it('hands an operation to a person when its flow returns without an end', async () => {
    const h = await withFlow((run) => run.move('refunding'));
    const id = await started(h.engine.startRefund(refund));
    expect(await h.ended(id)).toMatchObject({ step: 'needs_review' });
  });

  it('leaves an operation waiting for the customer open, neither running nor under review', async () => {
    const waiting: FlowDefinition<typeof refundInput> = {
      ...scriptedFlow(() => Promise.resolve()),
      machine: defineFlowMachine('refund', { started: ['awaiting_customer'] }),
      run: (run) => run.move('awaiting_customer'),
    };
    harness = await openHarness({ handlers: {}, flows: [waiting] });
    const id = await started(harness.engine.startRefund(refund));
    const h = harness;
    await vi.waitFor(() => expect(h.engine.running()).toEqual([]));
    const operation = h.journal.operation(id);
    expect(operation?.state).toBe('awaiting_customer');
    expect(operation?.terminal).toBe(false);
    expect(h.journal.reviewList()).toEqual([]);
    expect(h.journal.openOperations().map((open) => open.id)).toEqual([id]);
    expect(h.engine.abort(id)).toMatchObject({ ok: false, error: { code: 'NOT_RUNNING' } });
  });

  it('frees a customer wait whose flow broke inside it, leaving its operation to the board', async () => {
    const walletUrl = `http://127.0.0.1:9/wallet/charges/${chargeId}`;
    const broken: Authenticator = { open: () => Promise.reject(new Error('WINDOW_FAILED')) };
    harness = await openHarness({
      handlers: {
        [routes.createToken]: () =>
          tokenJson('online', { brand: 'alipay_online', call_method: 'http_get' }),
        [routes.createCharge]: () => charge(),
        [routes.getCharge]: () => charge({ status: 'awaiting' }),
        'GET /stores/{storeId}/charges/{chargeId}/issuer_token': () => ({
          payment_type: 'online',
          issuer_token: walletUrl,
          call_method: 'http_get',
        }),
        'GET /stores/{storeId}/charges/{chargeId}/expiry/latest': () => {
          throw serviceError(404, 'NOT_FOUND');
        },
      },
      authenticator: broken,
    });
    const h = harness;
    const stopped = new Promise<FlowProgress>((resolve) =>
      h.engine.subscribe((progress) => {
        if (progress.step === 'awaiting_customer' && !progress.abortable) resolve(progress);
      }),
    );
    const id = await started(
      h.engine.startSale(
        saleInput.parse({
          token: {
            payment_type: 'online',
            data: { brand: 'alipay_online', call_method: 'http_get' },
          },
          charge: { amount: 1200, currency: 'JPY' },
        }),
      ),
    );

    // The last word a screen or a till's lane waits for: the flow no longer follows the wait.
    expect(await stopped).toMatchObject({
      operationId: id,
      chargeId,
      action: { type: 'wallet' },
    });
    expect(h.engine.running()).toEqual([]);
    expect(h.engine.abort(id)).toMatchObject({ ok: false, error: { code: 'NOT_RUNNING' } });
    expect(h.journal.operation(id)).toMatchObject({ state: 'awaiting_customer', terminal: false });
    expect(h.flowErrors).toEqual([new Error('WINDOW_FAILED')]);
  });

  it('still ends the screen under review when the journal cannot record the end', async () => {
    const h = await withFlow(async (run) => {
      await harness?.journal.close();
      await run.move('refunding');
    });
    const id = await started(h.engine.startRefund(refund));
    expect(await h.ended(id)).toMatchObject({
      step: 'needs_review',
      amount: 500,
      problem: { type: 'review', reason: 'journal_write_failed' },
    });
    expect(h.engine.running()).toEqual([]);
  });

  it('registers one flow per kind, each with its own machine', () => {
    const byKind = flowsByKind(registeredFlows);
    expect(byKind.size).toBe(registeredFlows.length);
    for (const [kind, flow] of byKind) expect(flow.machine.kind).toBe(kind);
    expect(() => flowsByKind([cardSaleFlow, cardSaleFlow])).toThrow(/card_sale/);
  });

  it('refuses to abort a flow that said it cannot be aborted now', async () => {
    harness = await openHarness({
      handlers: {
        [routes.createToken]: () => cardToken(),
        [routes.createCharge]: () => {
          const running = harness?.engine.running()[0];
          expect(running?.step).toBe('creating_charge');
          expect(harness?.engine.abort(running?.operationId ?? '')).toEqual({
            ok: false,
            error: { code: 'NOT_ABORTABLE', step: 'creating_charge' },
          });
          throw serviceError(400, 'CHARGE_TOO_QUICK');
        },
      },
    });
    const id = await started(harness.engine.startSale(cardSale()));
    expect(await harness.ended(id)).toMatchObject({ step: 'failed' });
  });
});
