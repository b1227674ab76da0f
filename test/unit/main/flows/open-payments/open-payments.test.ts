import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FlowProgress } from '../../../../../shared/flows/flow-progress';
import type { OpenPayment } from '../../../../../shared/ipc/ipc-payloads';
import type { RouteResponse } from '../../../../../shared/service/route';
import { createFlowEngine, type FlowEngine } from '../../../../../main/flows/engine/flow-engine';
import {
  createOpenPayments,
  type OpenPayments,
  type OpenPaymentsOptions,
} from '../../../../../main/flows/open-payments/open-payments';
import { operationIdKey } from '../../../../../shared/flows/operation-id-metadata';
import { openJournal, type Journal } from '../../../../../main/journal/journal';
import { iframePollSchedule, threeDsPollSchedule } from '../../../../../main/service/polling';
import { createServiceApi } from '../../../../../main/service/service-api';
import type { ServiceClient } from '../../../../../main/service/service-client';
import { ServiceClientError } from '../../../../../main/service/service-client-error';
import type { Sleep } from '../../../../../main/service/sleep';
import { charge, chargeId, networkError, routes, storeId, tillId, tokenId } from '../flow-harness';

/*
 * The open-payments board on a real journal, against a scripted service and a clock the test
 * moves: each sleep of the board ends only when the test advances time past it.
 */

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
const start = Date.parse('2026-11-21T10:00:00.000Z');
const deadline = '2026-11-24T10:00:00.000Z';
const otherChargeId = '11efdfaf-4d4d-4e4e-8f8f-b0b0b0b0b0b0';

const history = 'GET /stores/{storeId}/transaction_history';
const chargeExpiry = 'GET /stores/{storeId}/charges/{chargeId}/expiry/latest';

interface Call {
  readonly route: string;
  readonly input: { readonly params?: Record<string, string> };
  readonly signal: AbortSignal | undefined;
}

type Handler = (call: Call) => unknown;

/** Time that stands still until the test moves it; a sleep ends once time passes its end. */
function fakeClock() {
  let now = start;
  const timers = new Set<{ readonly at: number; readonly fire: () => void }>();
  const waiters: (() => void)[] = [];
  const sleep: Sleep = (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason as Error);
        return;
      }
      const timer = {
        at: now + ms,
        fire: () => {
          signal.removeEventListener('abort', abort);
          resolve();
        },
      };
      const abort = () => {
        timers.delete(timer);
        reject(signal.reason as Error);
      };
      signal.addEventListener('abort', abort, { once: true });
      timers.add(timer);
      for (const waiter of waiters.splice(0)) waiter();
    });
  return {
    now: () => new Date(now),
    sleep,
    /** Resolves once the board sleeps: it has done everything it could do by now. */
    idle: (): Promise<void> =>
      timers.size > 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve)),
    /** Moves time on and ends the sleeps due by then; wait for `idle` before looking. */
    advance(ms: number): void {
      now += ms;
      for (const timer of [...timers]) {
        if (timer.at > now) continue;
        timers.delete(timer);
        timer.fire();
      }
    },
  };
}

let directory: string;
let journal: Journal;
let clock: ReturnType<typeof fakeClock>;
let handlers: Record<string, Handler>;
let calls: Call[];
let changes: OpenPayment[][];
let progress: FlowProgress[];
let errors: unknown[];
let engineRunning: FlowProgress[];
let board: OpenPayments | undefined;

const client: ServiceClient = {
  async request(route, input, callOptions = {}) {
    const name = `${route.method} ${route.path}`;
    const call: Call = { route: name, input: input as Call['input'], signal: callOptions.signal };
    calls.push(call);
    const handler = handlers[name];
    if (handler === undefined) throw new Error(`The test gave no answer for ${name}`);
    const answer = await handler(call);
    if (answer instanceof Error) throw answer;
    return {
      // The route's own response schema checks the answer, as the real client does.
      data: route.response.parse(answer) as RouteResponse<typeof route>,
      meta: {
        status: 200,
        attempts: 1,
        idempotencyKey: undefined,
        idempotencyStatus: undefined,
        requestId: undefined,
      },
    };
  },
  close: () => Promise.resolve(),
};

function chargeRead(status: string, overrides: Record<string, unknown> = {}) {
  return charge({
    status,
    created_on: new Date(start).toISOString(),
    ...(status !== 'awaiting' && { charged_amount: 1200, charged_currency: 'JPY' }),
    ...overrides,
  });
}

function expiryRead() {
  return {
    id: '11efdfaf-5e5e-4f4f-8a8a-c1c1c1c1c1c1',
    charge_id: chargeId,
    expiration_date: deadline,
    extension_count: 0,
    created_on: new Date(start).toISOString(),
    updated_on: new Date(start).toISOString(),
  };
}

/** The konbini token the sales below were made with: whom the slip is for. */
function konbiniToken(data: Record<string, unknown> = {}) {
  return {
    id: tokenId,
    store_id: storeId,
    email: 'hanako@example.jp',
    payment_type: 'konbini',
    mode: 'test',
    created_on: new Date(start).toISOString(),
    data: {
      customer_name: 'Hanako Yamada',
      phone_number: { country_code: 81, local_number: '9012345678' },
      convenience_store: 'lawson',
      ...data,
    },
  };
}

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'counter-open-payments-'));
  clock = fakeClock();
  const opened = await openJournal({ directory, now: clock.now });
  if (!opened.ok) throw new Error(opened.error.code);
  journal = opened.value.journal;
  calls = [];
  changes = [];
  progress = [];
  errors = [];
  engineRunning = [];
  handlers = {
    [routes.getCharge]: () => chargeRead('awaiting'),
    [chargeExpiry]: () => expiryRead(),
    [routes.getToken]: () => konbiniToken(),
    [history]: () => ({ items: [], has_more: false }),
  };
});

afterEach(async () => {
  await board?.stop();
  board = undefined;
  await journal.close();
  await rm(directory, { recursive: true, force: true });
});

const scope = { storeId, profileId: 'training', mode: 'test', training: true } as const;

/** The board of a session whose engine runs the flows in `engineRunning`. */
function openBoard(extra: Partial<OpenPaymentsOptions> = {}): OpenPayments {
  const dependencies = {
    api: createServiceApi(client),
    authenticator: { open: () => Promise.resolve('closed' as const) },
    sleep: clock.sleep,
    now: clock.now,
    tillId,
    schedules: {
      threeDs: threeDsPollSchedule(),
      iframe: iframePollSchedule(),
      awaitingCustomer: iframePollSchedule(),
    },
  };
  const engine = createFlowEngine({
    journal,
    dependencies,
    scope,
    emit: (event) => progress.push(event),
  });
  const session: Pick<FlowEngine, 'running' | 'settleAwaiting'> = {
    running: () => engineRunning,
    settleAwaiting: (...args) => engine.settleAwaiting(...args),
  };
  board = createOpenPayments({
    journal,
    dependencies,
    client,
    scope: { profileId: 'training', storeId },
    engine: session,
    onChange: (payments) => changes.push(payments),
    onError: (error) => errors.push(error),
    ...extra,
  });
  return board;
}

/** A konbini sale as its flow leaves it when its wait's bound passes. */
async function awaitingKonbini(charge = chargeId): Promise<string> {
  const intent = await journal.recordIntent({
    kind: 'konbini_sale',
    ...scope,
    amount: 1200,
    currency: 'JPY',
  });
  if (!intent.ok) throw new Error(intent.error.code);
  const moved = await journal.recordTransition(intent.value.id, 'awaiting_customer', {
    transactionTokenId: tokenId,
    chargeId: charge,
    chargeStatus: 'awaiting',
    brand: 'lawson',
    chargeRequest: { capture: true },
  });
  if (!moved.ok) throw new Error(moved.error.code);
  return intent.value.id;
}

/** A card sale that ended with its charge authorized, to be captured later. */
async function authorizedSale(charge: string): Promise<string> {
  const intent = await journal.recordIntent({
    kind: 'card_sale',
    ...scope,
    amount: 1200,
    currency: 'JPY',
  });
  if (!intent.ok) throw new Error(intent.error.code);
  const ended = await journal.recordOutcome(intent.value.id, 'succeeded', {
    transactionTokenId: tokenId,
    chargeId: charge,
    chargeStatus: 'authorized',
    chargeRequest: { capture: false },
  });
  if (!ended.ok) throw new Error(ended.error.code);
  return intent.value.id;
}

function historyItem(charge: string, operationId: string, createdOn: number) {
  return {
    store_id: storeId,
    resource_id: charge,
    charge_id: charge,
    amount: 1200,
    currency: 'JPY',
    amount_formatted: 1200,
    type: 'charge',
    status: 'authorized',
    metadata: { [operationIdKey]: operationId },
    created_on: new Date(createdOn).toISOString(),
    mode: 'test',
  };
}

function runningProgress(operationId: string): FlowProgress {
  return {
    operationId,
    kind: 'konbini_sale',
    step: 'awaiting_customer',
    at: new Date(start).toISOString(),
    abortable: true,
  };
}

function chargeReads(): number {
  return calls.filter((call) => call.route === routes.getCharge).length;
}

describe('the open-payments board', () => {
  it('shows a konbini payment left open, then records it succeeded once paid and takes it off', async () => {
    const operationId = await awaitingKonbini();
    // The sale began an hour before the board opened: its age is the journal's, not the read's.
    clock.advance(hourMs);
    openBoard().start();
    await clock.idle();

    expect(changes.at(-1)).toEqual([
      {
        operationId,
        kind: 'konbini_sale',
        amount: 1200,
        currency: 'JPY',
        chargeId,
        status: 'awaiting',
        action: { type: 'konbini_payment', convenienceStore: 'lawson', expiresAt: deadline },
        customer: { name: 'Hanako Yamada', phoneEnd: '5678' },
        expiresAt: deadline,
        nearingExpiry: false,
        followedBy: 'board',
        checkedAt: new Date(start + hourMs).toISOString(),
        createdAt: new Date(start).toISOString(),
      },
    ]);

    handlers[routes.getCharge] = () => chargeRead('successful');
    clock.advance(minuteMs);
    await clock.idle();

    expect(changes.at(-1)).toEqual([]);
    expect(journal.operation(operationId)).toMatchObject({
      state: 'succeeded',
      terminal: true,
      facts: { chargeId, chargeStatus: 'successful' },
    });
    expect(progress).toContainEqual(
      expect.objectContaining({ operationId, step: 'succeeded', chargeStatus: 'successful' }),
    );
  });

  it('names whom each konbini slip is for by name and only the phone number’s last digits', async () => {
    const named = await awaitingKonbini();
    const unnamed = await awaitingKonbini(otherChargeId);
    handlers[routes.getCharge] = (call) =>
      chargeRead('awaiting', { id: call.input.params?.chargeId });
    handlers[routes.getToken] = () =>
      calls.filter((call) => call.route === routes.getToken).length === 1
        ? konbiniToken({
            customer_name: '  山田 花子 ',
            phone_number: { country_code: 81, local_number: '08011112222' },
          })
        : konbiniToken({ customer_name: null, phone_number: null });
    openBoard().start();
    await clock.idle();

    const customers = new Map(
      board?.list().map((payment) => [payment.operationId, payment.customer]),
    );
    expect(customers.get(named)).toEqual({ name: '山田 花子', phoneEnd: '2222' });
    expect(customers.get(unnamed)).toBeNull();
    expect(JSON.stringify(changes)).not.toContain('08011112222');
  });

  it('reads a slip’s customer again when its token could not be read, its deadline shown meanwhile', async () => {
    const operationId = await awaitingKonbini();
    handlers[routes.getToken] = () => networkError('CONNECTION_REFUSED');
    openBoard().start();
    await clock.idle();
    expect(board?.list()).toEqual([
      expect.objectContaining({ operationId, customer: null, expiresAt: deadline }),
    ]);

    handlers[routes.getToken] = () => konbiniToken();
    clock.advance(2 * minuteMs);
    await clock.idle();
    expect(board?.list()).toEqual([
      expect.objectContaining({ customer: { name: 'Hanako Yamada', phoneEnd: '5678' } }),
    ]);
  });

  it('records a konbini payment whose deadline passed as failed with 327', async () => {
    const operationId = await awaitingKonbini();
    handlers[routes.getCharge] = () =>
      chargeRead('failed', {
        error: { code: 327, message: 'PAYMENT_EXPIRED', details: null },
      });
    openBoard().start();
    await clock.idle();

    expect(board?.list()).toEqual([]);
    expect(journal.operation(operationId)).toMatchObject({
      state: 'failed',
      facts: { chargeStatus: 'failed', paymentError: { code: 327 } },
    });
    expect(progress).toContainEqual(
      expect.objectContaining({
        operationId,
        step: 'failed',
        problem: { type: 'payment', code: 327, message: 'PAYMENT_EXPIRED' },
      }),
    );
  });

  it('flags an authorization within a day of lapsing for capture or cancel', async () => {
    const lapsing = await authorizedSale(chargeId);
    const fresh = await authorizedSale(otherChargeId);
    const lapsingCreated = start - 6 * dayMs - hourMs;
    handlers[history] = () => ({
      items: [
        historyItem(otherChargeId, fresh, start - hourMs),
        historyItem(chargeId, lapsing, lapsingCreated),
      ],
      has_more: false,
    });
    openBoard().start();
    await clock.idle();

    expect(board?.list()).toEqual([
      expect.objectContaining({
        operationId: lapsing,
        kind: 'card_sale',
        status: 'authorized',
        action: null,
        expiresAt: new Date(lapsingCreated + 7 * dayMs).toISOString(),
        nearingExpiry: true,
        // When the sale began, not when its charge was made (the history's created_on).
        createdAt: new Date(start).toISOString(),
      }),
      expect.objectContaining({ operationId: fresh, status: 'authorized', nearingExpiry: false }),
    ]);
    expect(calls.find((call) => call.route === history)?.input).toMatchObject({
      query: { type: 'charge', status: 'authorized' },
    });
  });

  it('takes an authorization made meanwhile onto the board and off it once captured', async () => {
    handlers[routes.getCharge] = () => chargeRead('authorized');
    openBoard().start();
    await clock.idle();
    const operationId = await authorizedSale(chargeId);
    await clock.idle();

    expect(board?.list()).toEqual([
      expect.objectContaining({
        operationId,
        status: 'authorized',
        expiresAt: new Date(start + 7 * dayMs).toISOString(),
      }),
    ]);

    handlers[routes.getCharge] = () => chargeRead('successful');
    const capture = await journal.recordIntent({
      kind: 'capture',
      ...scope,
      chargeId,
      amount: 1200,
      currency: 'JPY',
    });
    if (!capture.ok) throw new Error(capture.error.code);
    await journal.recordOutcome(capture.value.id, 'succeeded', { chargeStatus: 'successful' });
    await clock.idle();

    // Read again at the capture's end, not an interval later: time has not moved.
    expect(board?.list()).toEqual([]);
  });

  it('lists a payment the engine follows without reading it on the board schedule', async () => {
    const operationId = await awaitingKonbini();
    engineRunning = [runningProgress(operationId)];
    handlers[routes.getCharge] = () => chargeRead('successful');
    openBoard().start();
    await clock.idle();
    for (let look = 0; look < 3; look++) {
      clock.advance(minuteMs);
      await clock.idle();
    }

    expect(board?.list()).toEqual([
      expect.objectContaining({ operationId, followedBy: 'flow', expiresAt: deadline }),
    ]);
    // Read once to show its deadline; its end is the flow's to record.
    expect(chargeReads()).toBe(1);
    expect(journal.operation(operationId)).toMatchObject({ state: 'awaiting_customer' });

    engineRunning = [];
    clock.advance(minuteMs);
    await clock.idle();
    expect(journal.operation(operationId)).toMatchObject({ state: 'succeeded' });
  });

  it('backs off while reads fail and keeps the payment on the board', async () => {
    const operationId = await awaitingKonbini();
    handlers[routes.getCharge] = () => networkError('CONNECTION_REFUSED');
    openBoard().start();
    await clock.idle();
    expect(chargeReads()).toBe(1);

    // Waits double from the interval: 2, then 4 minutes.
    const readsAt = [];
    for (let minute = 1; minute <= 6; minute++) {
      clock.advance(minuteMs);
      await clock.idle();
      readsAt.push(chargeReads());
    }
    expect(readsAt).toEqual([1, 2, 2, 2, 2, 3]);
    expect(board?.list()).toEqual([
      expect.objectContaining({ operationId, checkedAt: null, followedBy: 'board' }),
    ]);
    expect(journal.operation(operationId)).toMatchObject({ state: 'awaiting_customer' });
    expect(errors).toEqual([]);

    handlers[routes.getCharge] = () => chargeRead('awaiting');
    clock.advance(8 * minuteMs);
    await clock.idle();
    expect(board?.list()).toEqual([
      expect.objectContaining({ operationId, checkedAt: clock.now().toISOString() }),
    ]);
  });

  it('stops every read and wait on stop, one in flight included', async () => {
    await awaitingKonbini();
    await awaitingKonbini(otherChargeId);
    let reached: (call: Call) => void = () => undefined;
    const reading = new Promise<Call>((resolve) => (reached = resolve));
    handlers[routes.getCharge] = (call) =>
      new Promise((_, reject) => {
        reached(call);
        call.signal?.addEventListener('abort', () =>
          reject(new ServiceClientError({ kind: 'cancelled', code: 'CANCELLED' }, call.route)),
        );
      });
    const opened = openBoard();
    opened.start();
    const inFlight = await reading;

    await opened.stop();
    expect(inFlight.signal?.aborted).toBe(true);
    clock.advance(dayMs);
    await new Promise((resolve) => setImmediate(resolve));
    expect(chargeReads()).toBe(1);
    expect(errors).toEqual([]);
  });
});
