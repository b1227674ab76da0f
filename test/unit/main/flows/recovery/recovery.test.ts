import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { captureInput, refundInput, saleInput } from '../../../../../shared/flows/flow-input';
import type { FlowProgress } from '../../../../../shared/flows/flow-progress';
import { parseRequest } from '../../../../../shared/service/common';
import type { RouteResponse } from '../../../../../shared/service/route';
import { bankTransferSaleFlow } from '../../../../../main/flows/sales/bank-transfer/bank-transfer-sale-flow';
import { cancelFlow } from '../../../../../main/flows/charge-actions/cancel-flow';
import { captureFlow } from '../../../../../main/flows/charge-actions/capture-flow';
import { cardRegistrationFlow } from '../../../../../main/flows/sales/card/card-registration-flow';
import { cardSaleFlow } from '../../../../../main/flows/sales/card/card-sale-flow';
import type { FlowDependencies } from '../../../../../main/flows/engine/flow-definition';
import { createFlowEngine, type FlowEngine } from '../../../../../main/flows/engine/flow-engine';
import { konbiniSaleFlow } from '../../../../../main/flows/sales/konbini-sale-flow';
import { onlineSaleFlow } from '../../../../../main/flows/sales/online-sale-flow';
import { qrMerchantSaleFlow } from '../../../../../main/flows/sales/qr-merchant-sale-flow';
import { qrScanSaleFlow } from '../../../../../main/flows/sales/qr-scan-sale-flow';
import { recoverOperations, type Recovery } from '../../../../../main/flows/recovery/recovery';
import { refundFlow } from '../../../../../main/flows/charge-actions/refund-flow';
import { openJournal, type Journal } from '../../../../../main/journal/journal';
import type { OperationView } from '../../../../../main/journal/operation-view';
import type { operationFacts, operationIntent } from '../../../../../main/journal/operation';
import { iframePollSchedule, threeDsPollSchedule } from '../../../../../main/service/polling';
import { createServiceApi } from '../../../../../main/service/service-api';
import type { ServiceClient } from '../../../../../main/service/service-client';
import { ServiceClientError } from '../../../../../main/service/service-client-error';
import type { Sleep } from '../../../../../main/service/sleep';
import {
  cancelId,
  cardToken,
  charge,
  chargeId,
  fakeAuthenticator,
  inTurn,
  networkError,
  refundId,
  routes,
  serviceError,
  storeId,
  threeDsIssuerToken,
  tokenId,
  type FakeCall,
  type Handler,
} from '../flow-harness';
import { tokenJson } from '../sale-flow-kit';

/*
 * Recovery on a real journal seeded as a flow would have left it when the app died, against a
 * scripted service: each route answers through a handler the test gives, after the request
 * and response checks the real client makes.
 */

const flows = [
  cardSaleFlow,
  konbiniSaleFlow,
  qrScanSaleFlow,
  qrMerchantSaleFlow,
  onlineSaleFlow,
  bankTransferSaleFlow,
  cardRegistrationFlow,
  captureFlow,
  cancelFlow,
  refundFlow,
];

const hourMs = 60 * 60 * 1000;
const listRefunds = 'GET /stores/{storeId}/charges/{chargeId}/refunds';
const issuerToken = 'GET /stores/{storeId}/charges/{chargeId}/issuer_token';
const chargeExpiry = 'GET /stores/{storeId}/charges/{chargeId}/expiry/latest';

let directory: string;
let journal: Journal;
let handlers: Record<string, Handler>;
let calls: FakeCall[];
let events: FlowProgress[];
let errors: unknown[];
/** How far the recovering app's clock is past the intents the test recorded. */
let laterMs: number;

/** The journal in `directory`, as the app opens it on start. */
async function openedJournal(): Promise<Journal> {
  const opened = await openJournal({ directory });
  if (!opened.ok) throw new Error(opened.error.code);
  return opened.value.journal;
}

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'counter-recovery-'));
  journal = await openedJournal();
  handlers = {};
  calls = [];
  events = [];
  errors = [];
  laterMs = 0;
});

afterEach(async () => {
  await journal.close();
  await rm(directory, { recursive: true, force: true });
});

const client: ServiceClient = {
  async request(route, input, options = {}) {
    const name = `${route.method} ${route.path}`;
    const raw = input as FakeCall['input'];
    if (route.body !== undefined) {
      const body = parseRequest(route.body, raw.body ?? {});
      if (!body.success) {
        throw new ServiceClientError(
          { kind: 'invalid_request', code: 'VALIDATION_ERROR', fields: body.errors },
          name,
        );
      }
    }
    calls.push({
      route: name,
      input: raw,
      idempotencyKey: options.idempotencyKey,
      signal: options.signal,
    });
    const handler = handlers[name];
    if (handler === undefined) throw new Error(`The test gave no answer for ${name}`);
    const answer: unknown = await handler(calls.at(-1) as FakeCall);
    return {
      data: route.response.parse(answer) as RouteResponse<typeof route>,
      meta: {
        status: 200,
        attempts: 1,
        idempotencyKey: options.idempotencyKey,
        idempotencyStatus: undefined,
        requestId: undefined,
      },
    };
  },
  close: () => Promise.resolve(),
};

/** Resolves on a later turn, so a poll never spins without the journal moving. */
const sleep: Sleep = (_ms, signal) =>
  signal.aborted
    ? Promise.reject(signal.reason as Error)
    : new Promise((resolve) => setImmediate(resolve));

function dependencies(): FlowDependencies {
  return {
    api: createServiceApi(client),
    authenticator: { open: () => Promise.reject(new Error('recovery opens no page')) },
    sleep,
    now: () => new Date(Date.now() + laterMs),
    tillId: '7e110000-0000-4000-8000-000000000001',
    schedules: {
      threeDs: threeDsPollSchedule({ firstMs: 1, capMs: 1, maxPolls: 6 }),
      iframe: iframePollSchedule({ intervalMs: 1, maxPolls: 6 }),
      awaitingCustomer: iframePollSchedule({ intervalMs: 1, maxPolls: 4 }),
    },
  };
}

/** The engine recovery resumes operations on, as the app's session makes it. */
function engineFor(
  given: { readonly dependencies?: FlowDependencies; readonly flows?: typeof flows } = {},
): FlowEngine {
  return createFlowEngine({
    journal,
    dependencies: given.dependencies ?? dependencies(),
    scope: { storeId, profileId: 'training', mode: 'test', training: true },
    emit: (progress) => events.push(progress),
    flows: given.flows ?? flows,
    onFlowError: (error) => errors.push(error),
  });
}

function recover(engine = engineFor()): Promise<Recovery> {
  return recoverOperations({ journal, engine });
}

type Kind = z.input<typeof operationIntent>['kind'];
type Facts = z.input<typeof operationFacts>;

/** An operation as its flow recorded it before the app died: its intent, then `state`. */
async function recorded(kind: Kind, state?: string, facts: Facts = {}): Promise<string> {
  const scope = { storeId, profileId: 'training', mode: 'test', training: true } as const;
  const intent =
    kind === 'card_registration'
      ? { kind, ...scope }
      : kind === 'capture' || kind === 'cancel' || kind === 'refund'
        ? { kind, ...scope, chargeId, amount: 1200, currency: 'JPY' }
        : { kind, ...scope, amount: 1200, currency: 'JPY' };
  const opened = await journal.recordIntent(intent);
  if (!opened.ok) throw new Error(opened.error.code);
  const id = opened.value.id;
  if (state !== undefined) {
    const moved = await journal.recordTransition(id, state, facts);
    if (!moved.ok) throw new Error(moved.error.code);
  }
  return id;
}

/** The metadata a flow sends; which operation id it names does not matter to recovery. */
const chargeMetadata = { order: 'A-17', 'counter-operation-id': tokenId };

/** The facts a sale has once its charge request is about to go out. */
function chargeRequested(brand?: string): Facts {
  return {
    transactionTokenId: tokenId,
    ...(brand !== undefined && { brand }),
    chargeRequest: { capture: true, descriptor: 'COUNTER 1', metadata: chargeMetadata },
  };
}

function stateOf(id: string) {
  const operation = journal.operation(id);
  if (operation === undefined) throw new Error(`${id} is not in the journal`);
  return operation;
}

function stepsOf(id: string): string[] {
  return events.filter((event) => event.operationId === id).map((event) => event.step);
}

/** Lets every queued progress event reach the test. */
function delivered(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function cancelJson(status: string) {
  return {
    id: cancelId,
    charge_id: chargeId,
    store_id: storeId,
    status,
    error: null,
    metadata: {},
    mode: 'test',
    created_on: '2026-11-21T10:00:01.000000Z',
  };
}

function refundJson(status: string, metadata: Record<string, string> = {}) {
  return {
    id: refundId,
    store_id: storeId,
    charge_id: chargeId,
    status,
    amount: 1200,
    currency: 'JPY',
    reason: 'customer_request',
    error: null,
    metadata,
    mode: 'test',
    created_on: '2026-11-21T10:00:01.000000Z',
  };
}

describe('a sale whose charge request was never recorded', () => {
  it('is abandoned without a request when not even its token was created', async () => {
    const id = await recorded('card_sale', 'creating_token');
    const recovery = await recover();
    expect(recovery.operations).toEqual([
      { operationId: id, kind: 'card_sale', outcome: 'abandoned' },
    ]);
    expect(calls).toEqual([]);
  });

  it('is abandoned when only its token is known, since a token alone charges nobody', async () => {
    const id = await recorded('konbini_sale', 'creating_token', { transactionTokenId: tokenId });
    await recover();
    expect(stateOf(id)).toMatchObject({ state: 'abandoned', terminal: true });
    expect(calls).toEqual([]);
  });

  it('shows recovering before its outcome', async () => {
    const id = await recorded('card_sale');
    await recover();
    await delivered();
    expect(stepsOf(id)).toEqual(['recovering', 'abandoned']);
  });
});

describe('a sale whose charge request went out and whose answer was lost', () => {
  it('replays the charge create with the recorded key and body and follows the charge', async () => {
    const id = await recorded('card_sale', 'creating_charge', chargeRequested());
    handlers[routes.createCharge] = () => charge();
    handlers[routes.getCharge] = () => charge({ status: 'successful', charged_amount: 1200 });
    await recover();

    const [create] = calls.filter((call) => call.route === routes.createCharge);
    expect(create?.idempotencyKey).toBe(stateOf(id).idempotencyKeys.charge_create);
    expect(create?.input.body).toEqual({
      transaction_token_id: tokenId,
      amount: 1200,
      currency: 'JPY',
      capture: true,
      descriptor: 'COUNTER 1',
      metadata: chargeMetadata,
    });
    expect(stateOf(id)).toMatchObject({
      state: 'succeeded',
      facts: { chargeId, chargeStatus: 'successful' },
    });
  });

  it('goes to review without a replay once the 24-hour idempotency window has passed', async () => {
    const id = await recorded('card_sale', 'creating_charge', chargeRequested());
    laterMs = 24 * hourMs;
    await recover();
    expect(calls).toEqual([]);
    expect(stateOf(id).review).toMatchObject({ reason: 'idempotency_window_passed' });
    expect(journal.reviewList().map((operation) => operation.id)).toEqual([id]);
  });

  it('replays within the window', async () => {
    const id = await recorded('card_sale', 'creating_charge', chargeRequested());
    laterMs = 23 * hourMs;
    handlers[routes.createCharge] = () => charge();
    handlers[routes.getCharge] = () => charge({ status: 'failed', error: declined });
    await recover();
    expect(stateOf(id)).toMatchObject({ state: 'failed', facts: { paymentError: { code: 306 } } });
  });

  it('goes to review when the service says the key was used for another request', async () => {
    const id = await recorded('card_sale', 'creating_charge', chargeRequested());
    handlers[routes.createCharge] = () => {
      throw serviceError(409, 'IDEMPOTENCY_KEY_CONFLICT');
    };
    await recover();
    expect(stateOf(id)).toMatchObject({
      state: 'needs_review',
      review: { reason: 'idempotency_key_conflict' },
      facts: { serviceError: { status: 409, code: 'IDEMPOTENCY_KEY_CONFLICT' } },
    });
  });

  it('fails with the reason when the token expired before the charge reached the service', async () => {
    const id = await recorded('qr_scan_sale', 'creating_charge', chargeRequested());
    handlers[routes.createCharge] = () => {
      throw serviceError(400, 'TRANSACTION_TOKEN_EXPIRED');
    };
    const recovery = await recover();
    expect(recovery.operations[0]?.outcome).toBe('failed');
    expect(stateOf(id).facts.serviceError).toEqual({
      status: 400,
      code: 'TRANSACTION_TOKEN_EXPIRED',
    });
  });

  it('goes to review when the token was charged by a request the journal does not know', async () => {
    const id = await recorded('card_sale', 'creating_charge', chargeRequested());
    handlers[routes.createCharge] = () => {
      throw serviceError(400, 'TRANSACTION_ALREADY_PROCESSED');
    };
    await recover();
    expect(stateOf(id).review).toMatchObject({ reason: 'unexpected_service_state' });
  });

  it('stays open for the next start when the service cannot be reached, and says so', async () => {
    const id = await recorded('card_sale', 'creating_charge', chargeRequested());
    handlers[routes.createCharge] = () => {
      throw networkError('CONNECTION_REFUSED');
    };
    const recovery = await recover();
    await delivered();
    expect(recovery.operations[0]?.outcome).toBe('left_open');
    expect(stateOf(id)).toMatchObject({ state: 'creating_charge', review: null, terminal: false });
    expect(journal.openOperations().map((operation) => operation.id)).toEqual([id]);
    expect(events.at(-1)).toMatchObject({
      step: 'recovering',
      problem: { type: 'connection', code: 'CONNECTION_REFUSED' },
    });
    expect(errors).toHaveLength(1);
  });
});

const declined = { code: 306, message: 'DECLINED', details: null };

describe('a sale whose charge is known', () => {
  it('ends as the charge ended, without creating anything', async () => {
    const id = await recorded('card_sale', 'processing', { chargeId, chargeStatus: 'pending' });
    handlers[routes.getCharge] = () => charge({ status: 'failed', error: declined });
    await recover();
    expect(calls.map((call) => call.route)).toEqual([routes.getCharge]);
    expect(stateOf(id)).toMatchObject({ state: 'failed', facts: { chargeStatus: 'failed' } });
  });

  it('waits with server-side polling while the charge is still pending', async () => {
    const id = await recorded('card_sale', 'processing', { chargeId });
    handlers[routes.getCharge] = inTurn(charge(), charge(), charge({ status: 'successful' }));
    await recover();
    expect(calls.filter((call) => call.input.query?.polling === true)).toHaveLength(2);
    expect(stateOf(id).state).toBe('succeeded');
  });

  describe('a card charge awaiting 3DS', () => {
    const awaitingThreeDs = charge({ status: 'awaiting', three_ds_mode: 'normal' });
    const cardFacts: Facts = {
      ...chargeRequested(),
      chargeId,
      card: { brand: 'visa', lastFour: '5556' },
    };
    let canceled: boolean;

    beforeEach(() => {
      canceled = false;
      handlers[routes.chargeThreeDs] = () => threeDsIssuerToken;
      handlers[routes.cancel] = () => {
        canceled = true;
        return cancelJson('pending');
      };
      handlers[routes.getCancel] = () => cancelJson('successful');
    });

    function engineWithPage(page: ReturnType<typeof fakeAuthenticator>): FlowEngine {
      return engineFor({ dependencies: { ...dependencies(), authenticator: page.authenticator } });
    }

    it('offers the issuer page again and ends as the charge ends, since the customer may still be there', async () => {
      const id = await recorded('card_sale', 'authenticating', cardFacts);
      handlers[routes.getCharge] = inTurn(
        awaitingThreeDs,
        awaitingThreeDs,
        charge({ status: 'successful', three_ds_mode: 'normal' }),
      );
      const page = fakeAuthenticator();
      const recovery = await recover(engineWithPage(page));
      expect(recovery.operations).toEqual([
        { operationId: id, kind: 'card_sale', outcome: 'awaiting_customer' },
      ]);
      expect(await recovery.customerWaits).toEqual([
        { operationId: id, kind: 'card_sale', outcome: 'succeeded' },
      ]);
      await delivered();
      expect(stepsOf(id)).toEqual(['recovering', 'authenticating', 'succeeded']);
      expect(page.opened).toHaveLength(1);
      expect(page.opened[0]?.request).toMatchObject({
        operationId: id,
        url: 'https://issuer.example/3ds',
      });
      expect(journal.reviewList()).toEqual([]);
    });

    it('cancels the charge when the customer does not authenticate at the page offered again', async () => {
      const id = await recorded('card_sale', 'authenticating', cardFacts);
      handlers[routes.getCharge] = () =>
        canceled ? charge({ status: 'canceled' }) : awaitingThreeDs;
      const page = fakeAuthenticator();
      const recovery = await recover(engineWithPage(page));
      await recovery.customerWaits;
      await delivered();
      expect(stepsOf(id)).toEqual(['recovering', 'authenticating', 'canceling', 'abandoned']);
      expect(events.at(-1)).toMatchObject({ problem: { type: 'timed_out' } });
      expect(page.opened[0]?.signal.aborted).toBe(true);
      expect(stateOf(id)).toMatchObject({ state: 'abandoned', facts: { cancelId } });
    });

    it('cancels the charge without offering the page once its time has passed', async () => {
      const id = await recorded('card_sale', 'authenticating', cardFacts);
      handlers[routes.getCharge] = () =>
        canceled ? charge({ status: 'canceled' }) : awaitingThreeDs;
      // The iframe schedule's ten minutes, counted from the authentication's start.
      laterMs = 10 * 60 * 1000;
      const page = fakeAuthenticator();
      const recovery = await recover(engineWithPage(page));
      expect(recovery.operations[0]?.outcome).toBe('abandoned');
      await delivered();
      expect(stepsOf(id)).toEqual(['recovering', 'canceling', 'abandoned']);
      expect(page.opened).toEqual([]);
      expect(calls.filter((call) => call.route === routes.cancel)).toHaveLength(1);
    });

    it('hands a charge awaiting without 3DS to a person, as the live flow does', async () => {
      const id = await recorded('card_sale', 'processing', cardFacts);
      handlers[routes.getCharge] = () => charge({ status: 'awaiting', three_ds_mode: 'skip' });
      await recover();
      expect(stateOf(id).review?.reason).toBe('unexpected_service_state');
    });
  });

  it('shows a konbini customer their payment again and follows the charge until it is paid', async () => {
    const id = await recorded('konbini_sale', 'awaiting_customer', {
      ...chargeRequested('family_mart'),
      chargeId,
    });
    handlers[routes.getCharge] = inTurn(
      charge({ status: 'awaiting' }),
      charge({ status: 'awaiting' }),
      charge({ status: 'successful', charged_amount: 1200 }),
    );
    handlers[chargeExpiry] = () => ({
      id: '11efdfb1-0000-4000-8000-000000000001',
      charge_id: chargeId,
      expiration_date: '2026-11-28T10:00:00.000000Z',
      extension_count: 0,
      created_on: '2026-11-21T10:00:00.000000Z',
      updated_on: '2026-11-21T10:00:00.000000Z',
    });
    const recovery = await recover();
    expect(recovery.operations[0]?.outcome).toBe('awaiting_customer');
    expect(await recovery.customerWaits).toEqual([
      { operationId: id, kind: 'konbini_sale', outcome: 'succeeded' },
    ]);
    await delivered();
    expect(stepsOf(id)).toEqual(['recovering', 'awaiting_customer', 'succeeded']);
    expect(events.find((event) => event.step === 'awaiting_customer')?.action).toEqual({
      type: 'konbini_payment',
      convenienceStore: 'family_mart',
      expiresAt: '2026-11-28T10:00:00.000Z',
    });
  });

  it('counts a resumed konbini deadline from the period its sale recorded when the service gives none', async () => {
    await recorded('konbini_sale', 'awaiting_customer', {
      ...chargeRequested('family_mart'),
      expiration: { period: 'P2D' },
      chargeId,
    });
    handlers[routes.getCharge] = inTurn(
      charge({ status: 'awaiting' }),
      charge({ status: 'successful', charged_amount: 1200 }),
    );
    handlers[chargeExpiry] = () => {
      throw serviceError(404, 'NOT_FOUND');
    };
    const recovery = await recover();
    await recovery.customerWaits;
    await delivered();
    expect(events.find((event) => event.step === 'awaiting_customer')?.action).toEqual({
      type: 'konbini_payment',
      convenienceStore: 'family_mart',
      expiresAt: '2026-11-23T10:00:00.000Z',
    });
  });

  it('shows a wallet’s customer the token again with the time left to approve', async () => {
    const id = await recorded('online_sale', 'awaiting_customer', {
      ...chargeRequested('alipay_online'),
      chargeId,
    });
    handlers[routes.getCharge] = inTurn(
      charge({ status: 'awaiting' }),
      charge({ status: 'successful', charged_amount: 1200 }),
    );
    handlers[issuerToken] = () => ({
      payment_type: 'online',
      issuer_token: 'sim_alipay_online_abc',
      call_method: 'app',
    });
    handlers[chargeExpiry] = () => ({
      id: '11efdfb1-0000-4000-8000-000000000003',
      charge_id: chargeId,
      expiration_date: '2026-11-21T10:15:00.000000Z',
      extension_count: 0,
      created_on: '2026-11-21T10:00:00.000000Z',
      updated_on: '2026-11-21T10:00:00.000000Z',
    });
    const recovery = await recover();
    await recovery.customerWaits;
    await delivered();
    expect(events.find((event) => event.operationId === id && event.action)?.action).toEqual({
      type: 'wallet',
      brand: 'alipay_online',
      callMethod: 'app',
      issuerToken: 'sim_alipay_online_abc',
      payload: null,
      expiresAt: '2026-11-21T10:15:00.000Z',
    });
  });

  it('leaves a customer wait open at the flows’ bound, still tracked', async () => {
    const id = await recorded('bank_transfer_sale', 'awaiting_customer', {
      ...chargeRequested('aozora_bank'),
      chargeId,
    });
    handlers[routes.getCharge] = () => charge({ status: 'awaiting' });
    handlers[chargeExpiry] = () => {
      throw serviceError(404, 'NOT_FOUND');
    };
    handlers[issuerToken] = () => ({
      payment_type: 'bank_transfer',
      bank_name: 'AOZORA BANK',
      account_number: '1234567',
    });
    handlers[routes.getToken] = () =>
      tokenJson('bank_transfer', { brand: 'aozora_bank', match_amount: 'minimum' });
    const recovery = await recover();
    expect(await recovery.customerWaits).toEqual([
      { operationId: id, kind: 'bank_transfer_sale', outcome: 'awaiting_customer' },
    ]);
    expect(stateOf(id)).toMatchObject({ state: 'awaiting_customer', facts: { chargeId } });
    expect(journal.openOperations().map((operation) => operation.id)).toEqual([id]);
    await delivered();
    expect(events.find((event) => event.step === 'awaiting_customer')?.action).toMatchObject({
      type: 'bank_transfer',
      bankName: 'AOZORA BANK',
      accountNumber: '1234567',
      matchAmount: 'minimum',
      expiresAt: null,
    });
  });

  it('cancels the charge of a recovered wait when the cashier aborts it', async () => {
    const id = await recorded('qr_merchant_sale', 'processing', {
      ...chargeRequested('pay_pay'),
      chargeId,
    });
    let canceled = false;
    handlers[routes.getCharge] = () => charge({ status: canceled ? 'canceled' : 'awaiting' });
    handlers[chargeExpiry] = () => {
      throw serviceError(404, 'NOT_FOUND');
    };
    handlers[routes.getToken] = () =>
      tokenJson('qr_merchant', {
        brand: 'pay_pay_merchant',
        qr_image_url: 'https://wallet.example/qr',
      });
    handlers[routes.cancel] = () => {
      canceled = true;
      return cancelJson('pending');
    };
    handlers[routes.getCancel] = () => cancelJson('successful');
    // A wait that never passes its bound, so only the abort ends it.
    const engine = engineFor({
      dependencies: {
        api: createServiceApi(client),
        authenticator: { open: () => Promise.reject(new Error('recovery opens no page')) },
        sleep,
        now: () => new Date(),
        tillId: '7e110000-0000-4000-8000-000000000001',
        schedules: {
          threeDs: threeDsPollSchedule({ firstMs: 1, capMs: 1, maxPolls: 6 }),
          iframe: iframePollSchedule({ intervalMs: 1 }),
          awaitingCustomer: iframePollSchedule({ intervalMs: 1, maxPolls: 1_000_000 }),
        },
      },
    });
    const shown = new Promise<void>((resolve) =>
      engine.subscribe((progress) => progress.abortable && resolve()),
    );
    const recovery = await recover(engine);
    // The cashier can abort once the wait shows the customer's action.
    await shown;
    expect(engine.running()).toEqual([
      expect.objectContaining({ operationId: id, step: 'awaiting_customer', abortable: true }),
    ]);
    // Its customer left with the counter that started it: a counter starting now does not
    // go back to it, the open-payments board shows it.
    expect(engine.runningFlows()).toEqual([expect.objectContaining({ onCounter: false })]);
    expect(engine.abort(id)).toEqual({ ok: true, value: undefined });
    expect(await recovery.customerWaits).toEqual([
      { operationId: id, kind: 'qr_merchant_sale', outcome: 'abandoned' },
    ]);
    expect(engine.abort(id)).toEqual({ ok: false, error: { code: 'NOT_RUNNING' } });
    expect(engine.running()).toEqual([]);
    expect(stateOf(id).facts.chargeStatus).toBe('canceled');
  });

  it('goes on with the cancel the cashier asked for before the crash', async () => {
    const id = await recorded('online_sale', 'canceling', { chargeId, brand: 'alipay_online' });
    let canceled = false;
    handlers[routes.getCharge] = () => charge({ status: canceled ? 'canceled' : 'awaiting' });
    handlers[routes.cancel] = () => {
      canceled = true;
      return cancelJson('pending');
    };
    handlers[routes.getCancel] = () => cancelJson('successful');
    await recover();
    expect(calls.filter((call) => call.route === routes.cancel)).toHaveLength(1);
    expect(stateOf(id)).toMatchObject({ state: 'abandoned', facts: { chargeStatus: 'canceled' } });
  });

  it('sends no second cancel when the charge is already canceled', async () => {
    const id = await recorded('konbini_sale', 'canceling', { chargeId });
    handlers[routes.getCharge] = () => charge({ status: 'canceled' });
    await recover();
    expect(calls.map((call) => call.route)).toEqual([routes.getCharge]);
    expect(stateOf(id).state).toBe('abandoned');
  });

  it('goes to review when the charge cannot be read in a way a retry would not change', async () => {
    const id = await recorded('card_sale', 'processing', { chargeId });
    handlers[routes.getCharge] = () => {
      throw serviceError(404, 'NOT_FOUND');
    };
    await recover();
    expect(stateOf(id)).toMatchObject({
      review: { reason: 'outcome_unknown' },
      facts: { chargeId, serviceError: { status: 404, code: 'NOT_FOUND' } },
    });
  });
});

describe('a capture, cancel or refund', () => {
  it('is abandoned when it had not left its intent, since nothing was sent', async () => {
    const ids = [await recorded('capture'), await recorded('cancel'), await recorded('refund')];
    const recovery = await recover();
    expect(recovery.operations.map((operation) => operation.outcome)).toEqual([
      'abandoned',
      'abandoned',
      'abandoned',
    ]);
    expect(ids.map((id) => stateOf(id).terminal)).toEqual([true, true, true]);
    expect(calls).toEqual([]);
  });

  it('replays a capture under its key with the recorded amount and reads the charge', async () => {
    const id = await recorded('capture', 'capturing', { chargeStatus: 'authorized' });
    let captured = false;
    handlers[routes.getCharge] = () =>
      charge({ status: captured ? 'successful' : 'authorized', charged_amount: 1200 });
    handlers[routes.capture] = () => {
      captured = true;
      return {};
    };
    await recover();
    const [capture] = calls.filter((call) => call.route === routes.capture);
    expect(capture?.idempotencyKey).toBe(stateOf(id).idempotencyKeys.capture);
    expect(capture?.input.body).toEqual({ amount: 1200, currency: 'JPY' });
    expect(stateOf(id).state).toBe('succeeded');
  });

  it('replays a cancel under its key', async () => {
    const id = await recorded('cancel', 'canceling');
    let canceled = false;
    handlers[routes.getCharge] = () => charge({ status: canceled ? 'canceled' : 'authorized' });
    handlers[routes.cancel] = () => {
      canceled = true;
      return cancelJson('pending');
    };
    handlers[routes.getCancel] = () => cancelJson('successful');
    await recover();
    const [cancel] = calls.filter((call) => call.route === routes.cancel);
    expect(cancel?.idempotencyKey).toBe(stateOf(id).idempotencyKeys.cancel);
    expect(stateOf(id)).toMatchObject({ state: 'succeeded', facts: { cancelId } });
  });

  it('follows a refund found at the service by its operation id instead of creating it', async () => {
    const id = await recorded('refund', 'refunding', { refundReason: 'customer_request' });
    handlers[listRefunds] = () => ({
      items: [refundJson('pending', { 'counter-operation-id': id })],
      has_more: false,
    });
    handlers[routes.getRefund] = () => refundJson('successful');
    await recover();
    expect(calls.map((call) => call.route)).toEqual([listRefunds, routes.getRefund]);
    expect(stateOf(id)).toMatchObject({
      state: 'succeeded',
      facts: { refundId, refundStatus: 'successful' },
    });
  });

  it('replays a refund the service does not hold under its key', async () => {
    const id = await recorded('refund', 'refunding', { refundReason: 'customer_request' });
    handlers[listRefunds] = () => ({ items: [refundJson('successful')], has_more: false });
    handlers[routes.createRefund] = () => refundJson('successful');
    await recover();
    const [create] = calls.filter((call) => call.route === routes.createRefund);
    expect(create?.idempotencyKey).toBe(stateOf(id).idempotencyKeys.refund_create);
    expect(create?.input.body).toEqual({
      amount: 1200,
      currency: 'JPY',
      reason: 'customer_request',
      metadata: { 'counter-operation-id': id },
    });
    expect(stateOf(id).state).toBe('succeeded');
  });

  it('goes to review instead of replaying once the idempotency window has passed', async () => {
    const id = await recorded('capture', 'capturing');
    laterMs = 25 * hourMs;
    await recover();
    expect(calls).toEqual([]);
    expect(stateOf(id).review).toMatchObject({ reason: 'idempotency_window_passed' });
  });
});

/** What the app had sent, and what its journal held, when it died with a request in flight. */
interface Crash {
  readonly operationId: string;
  /** The request in flight, as it was sent. */
  readonly sent: FakeCall;
  /** The operation as the journal held it when that request went out. */
  readonly atRequest: OperationView;
}

/**
 * Starts an operation as the counter does and lets it run until its request on `route` is in
 * flight; the service never answers, and the app dies there. The journal is then opened again
 * from its file, as the next start opens it.
 */
async function crashDuring(
  route: string,
  start: (engine: FlowEngine) => ReturnType<FlowEngine['startRefund']>,
  onProgress: (progress: FlowProgress, engine: FlowEngine) => void = () => undefined,
): Promise<Crash> {
  const inFlight = new Promise<Omit<Crash, 'operationId'>>((resolve) => {
    handlers[route] = (call) => {
      const [atRequest] = journal.openOperations();
      if (atRequest !== undefined) resolve({ sent: call, atRequest });
      return new Promise(() => undefined);
    };
  });
  const engine: FlowEngine = createFlowEngine({
    journal,
    dependencies: dependencies(),
    scope: { storeId, profileId: 'training', mode: 'test', training: true },
    emit: (progress) => onProgress(progress, engine),
    flows,
  });
  const started = await start(engine);
  if (!started.ok) throw new Error(started.error.code);
  const { sent, atRequest } = await inFlight;
  await journal.close();
  journal = await openedJournal();
  return { operationId: started.value.operationId, sent, atRequest };
}

/** The one call of `route` recovery made, which must be the request in flight at the crash. */
function replayOf(route: string, crash: Crash): FakeCall {
  const replays = calls.filter((call) => call.route === route && call !== crash.sent);
  expect(replays).toHaveLength(1);
  return replays[0] as FakeCall;
}

/** Same route, key, path and body bytes: the service answers it from its record of the first. */
function expectSameRequest(replay: FakeCall, crash: Crash): void {
  expect(replay.idempotencyKey).toBe(crash.sent.idempotencyKey);
  expect(JSON.stringify(replay.input)).toBe(JSON.stringify(crash.sent.input));
}

describe('a request replayed after a crash', () => {
  it('resends a cancel with the cashier’s metadata, recorded before it went, byte for byte', async () => {
    handlers[routes.getCharge] = () => charge({ status: 'successful', charged_amount: 1200 });
    const crash = await crashDuring(routes.cancel, (engine) =>
      engine.startCancel({ chargeId, metadata: { till: 3, clerk: 'Sato', voided: true } }),
    );
    expect(crash.atRequest).toMatchObject({
      state: 'canceling',
      facts: { cancelRequest: crash.sent.input.body },
    });
    expect(crash.sent.input.body).toEqual({
      metadata: { till: 3, clerk: 'Sato', voided: true, 'counter-operation-id': crash.operationId },
    });

    let canceled = false;
    handlers[routes.getCharge] = () => charge({ status: canceled ? 'canceled' : 'successful' });
    handlers[routes.cancel] = () => {
      canceled = true;
      return cancelJson('pending');
    };
    handlers[routes.getCancel] = () => cancelJson('successful');
    await recover();
    expectSameRequest(replayOf(routes.cancel, crash), crash);
    expect(stateOf(crash.operationId)).toMatchObject({ state: 'succeeded', facts: { cancelId } });
  });

  it('resends a refund with the cashier’s reason, message and metadata, recorded before it went, byte for byte', async () => {
    const crash = await crashDuring(routes.createRefund, (engine) =>
      engine.startRefund(
        refundInput.parse({
          chargeId,
          amount: 500,
          currency: 'JPY',
          reason: 'customer_request',
          message: 'Wrong size, returned at till 3',
          metadata: { receipt: 'R-2211', till: 3, items: ['T-shirt', 'M'] },
        }),
      ),
    );
    const sentMetadata = {
      receipt: 'R-2211',
      till: 3,
      items: ['T-shirt', 'M'],
      'counter-operation-id': crash.operationId,
    };
    expect(crash.sent.input.body).toEqual({
      amount: 500,
      currency: 'JPY',
      reason: 'customer_request',
      message: 'Wrong size, returned at till 3',
      metadata: sentMetadata,
    });
    expect(crash.atRequest).toMatchObject({
      state: 'refunding',
      facts: {
        refundReason: 'customer_request',
        refundRequest: { message: 'Wrong size, returned at till 3', metadata: sentMetadata },
      },
    });

    // The first request never reached the service: no refund carries the operation's id.
    handlers[listRefunds] = () => ({ items: [], has_more: false });
    handlers[routes.createRefund] = () => refundJson('successful');
    await recover();
    expectSameRequest(replayOf(routes.createRefund, crash), crash);
    expect(stateOf(crash.operationId)).toMatchObject({
      state: 'succeeded',
      facts: { refundId, refundStatus: 'successful' },
    });
  });

  it('resends a capture with the amount and currency of its intent, byte for byte', async () => {
    let captured = false;
    handlers[routes.getCharge] = () =>
      charge({ status: captured ? 'successful' : 'authorized', charged_amount: 1200 });
    const crash = await crashDuring(routes.capture, (engine) =>
      engine.startCapture(captureInput.parse({ chargeId, amount: 1000, currency: 'JPY' })),
    );
    expect(crash.atRequest.state).toBe('capturing');

    handlers[routes.capture] = () => {
      captured = true;
      return {};
    };
    await recover();
    expectSameRequest(replayOf(routes.capture, crash), crash);
    expect(stateOf(crash.operationId).state).toBe('succeeded');
  });

  it('resends the cancel of a sale the cashier aborted, recorded before it went, byte for byte', async () => {
    let canceled = false;
    handlers[routes.createToken] = () => tokenJson('qr_merchant', { brand: 'pay_pay_merchant' });
    handlers[routes.createCharge] = () => charge();
    handlers[routes.getCharge] = () => charge({ status: canceled ? 'canceled' : 'awaiting' });
    handlers[routes.getToken] = () =>
      tokenJson('qr_merchant', {
        brand: 'pay_pay_merchant',
        qr_image_url: 'https://wallet.example/qr',
      });
    handlers[chargeExpiry] = () => {
      throw serviceError(404, 'NOT_FOUND');
    };
    const sale = saleInput.parse({
      token: {
        payment_type: 'qr_merchant',
        email: 'mpm@example.com',
        data: { brand: 'pay_pay_merchant' },
      },
      charge: { amount: 1200, currency: 'JPY', metadata: { order: 'A-17' } },
    });
    const crash = await crashDuring(
      routes.cancel,
      (engine) => engine.startSale(sale),
      (progress, engine) => {
        // The cashier aborts while the customer has the code.
        if (progress.step === 'awaiting_customer' && progress.abortable) {
          engine.abort(progress.operationId);
        }
      },
    );
    expect(crash.atRequest).toMatchObject({
      state: 'canceling',
      facts: { chargeId, cancelRequest: crash.sent.input.body },
    });

    handlers[routes.cancel] = () => {
      canceled = true;
      return cancelJson('pending');
    };
    handlers[routes.getCancel] = () => cancelJson('successful');
    await recover();
    expectSameRequest(replayOf(routes.cancel, crash), crash);
    expect(stateOf(crash.operationId)).toMatchObject({
      state: 'abandoned',
      facts: { chargeStatus: 'canceled', cancelId },
    });
  });
});

describe('a card registration', () => {
  it('is abandoned while its token is unknown', async () => {
    const id = await recorded('card_registration', 'creating_token');
    await recover();
    expect(stateOf(id).state).toBe('abandoned');
    expect(calls).toEqual([]);
  });

  it('ends as the token’s 3DS ended', async () => {
    const id = await recorded('card_registration', 'authenticating_token', {
      transactionTokenId: tokenId,
    });
    handlers[routes.getToken] = () =>
      cardToken({ type: 'recurring', threeDs: { enabled: true, status: 'successful' } });
    await recover();
    expect(stateOf(id).state).toBe('succeeded');
  });
});

describe('recovery as a whole', () => {
  it('leaves an operation whose flow this app does not run open, and says why', async () => {
    const id = await recorded('capture', 'capturing');
    const recovery = await recover(engineFor({ flows: [cardSaleFlow] }));
    expect(recovery.operations).toEqual([
      { operationId: id, kind: 'capture', outcome: 'left_open' },
    ]);
    expect(errors).toHaveLength(1);
    expect(journal.openOperations().map((operation) => operation.id)).toEqual([id]);
  });

  it('resumes every open operation and leaves ended and reviewed ones alone', async () => {
    const ended = await recorded('card_sale');
    await journal.recordOutcome(ended, 'failed');
    const reviewed = await recorded('card_sale');
    await journal.markNeedsReview(reviewed, 'outcome_unknown');
    const open = [await recorded('card_sale'), await recorded('konbini_sale')];
    const recovery = await recover();
    expect(recovery.operations.map((operation) => operation.operationId)).toEqual(open);
    expect(journal.openOperations()).toEqual([]);
  });
});
