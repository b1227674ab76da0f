import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { saleInput, type SaleInput } from '../../../../shared/flows/flow-input';
import { isTerminalFlowStep, type FlowProgress } from '../../../../shared/flows/flow-progress';
import { parseRequest } from '../../../../shared/service/common';
import type { RouteResponse } from '../../../../shared/service/route';
import type { Authenticator } from '../../../../main/flows/engine/flow-definition';
import { createFlowEngine, type FlowEngine } from '../../../../main/flows/engine/flow-engine';
import type { AnyFlowDefinition } from '../../../../main/flows/engine/flow-registry';
import { journalFileName, openJournal, type Journal } from '../../../../main/journal/journal';
import { iframePollSchedule, threeDsPollSchedule } from '../../../../main/service/polling';
import { createServiceApi } from '../../../../main/service/service-api';
import type { ServiceClient } from '../../../../main/service/service-client';
import {
  ServiceClientError,
  type ServiceClientErrorDetail,
} from '../../../../main/service/service-client-error';
import type { Sleep } from '../../../../main/service/sleep';

/*
 * Runs the real engine, flows and journal against a scripted service: each route answers
 * through a handler the test gives, after the same request validation the real client does.
 */

export const storeId = '11e75262-8c6a-60c4-9d8f-efa3568a7fa6';
/** The till the flows under test run on; its id goes into each charge's metadata. */
export const tillId = '7e110000-0000-4000-8000-000000000001';
export const tokenId = '11efdfaf-0a3c-4c6e-8a4e-1b2c3d4e5f60';
export const chargeId = '11efdfaf-1e1d-899c-9c99-8718c995d6c0';
export const cancelId = '11efdfaf-2b2b-4c4c-8d8d-9e9e9e9e9e9e';
export const refundId = '11efdfaf-3c3c-4d4d-8e8e-afafafafafaf';
export const cardNumber = '4000056655665556';

export interface FakeCall {
  /** `METHOD /path/{template}`. */
  readonly route: string;
  readonly input: {
    readonly params?: Record<string, string>;
    readonly query?: Record<string, unknown>;
    readonly body?: Record<string, unknown>;
  };
  readonly idempotencyKey: string | undefined;
  readonly signal: AbortSignal | undefined;
}

export type Handler = (call: FakeCall) => unknown;

export function serviceError(status: number, code: string): ServiceClientError {
  return new ServiceClientError(
    {
      kind: 'service',
      status,
      code,
      fields: [{ field: 'amount', reason: 'INVALID_AMOUNT' }],
      requestId: undefined,
      idempotencyStatus: undefined,
    },
    'fake',
  );
}

type NetworkErrorCode = Extract<ServiceClientErrorDetail, { kind: 'network' }>['code'];

export function networkError(code: NetworkErrorCode = 'CONNECTION_RESET'): ServiceClientError {
  return new ServiceClientError({ kind: 'network', code }, 'fake');
}

function cancelled(route: string): ServiceClientError {
  return new ServiceClientError({ kind: 'cancelled', code: 'CANCELLED' }, route);
}

/** A handler answering each value in turn, then the last one again and again. */
export function inTurn(...answers: readonly unknown[]): Handler {
  let next = 0;
  return () => {
    const answer = answers[Math.min(next, answers.length - 1)];
    next += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  };
}

/** A handler that answers only when the call is aborted, as the real client then does. */
export function untilAborted(call: FakeCall): Promise<never> {
  return new Promise((_, reject) => {
    const signal = call.signal;
    if (signal === undefined) throw new Error(`${call.route} was sent without a signal`);
    if (signal.aborted) reject(cancelled(call.route));
    signal.addEventListener('abort', () => reject(cancelled(call.route)), { once: true });
  });
}

export function cardToken(
  overrides: { readonly type?: string; readonly threeDs?: Record<string, unknown> } = {},
) {
  return {
    id: tokenId,
    store_id: storeId,
    email: 'taro@example.jp',
    payment_type: 'card',
    mode: 'test',
    type: overrides.type ?? 'one_time',
    created_on: 1_763_719_200_000,
    data: {
      card: {
        cardholder: 'TARO YAMADA',
        exp_month: 12,
        exp_year: 2030,
        last_four: cardNumber.slice(-4),
        brand: 'visa',
      },
      ...(overrides.threeDs !== undefined && { three_ds: overrides.threeDs }),
    },
  };
}

export function charge(overrides: Record<string, unknown> = {}) {
  return {
    id: chargeId,
    store_id: storeId,
    transaction_token_id: tokenId,
    requested_amount: 1200,
    requested_currency: 'JPY',
    charged_amount: null,
    charged_currency: null,
    status: 'pending',
    error: null,
    metadata: {},
    mode: 'test',
    created_on: '2026-11-21T10:00:00.000000Z',
    ...overrides,
  };
}

export const threeDsIssuerToken = {
  payment_type: 'card',
  issuer_token: 'https://issuer.example/3ds',
  payload: { PaReq: 'abc=', TermUrl: 'https://svc.example/3ds/done' },
  content_type: 'application/x-www-form-urlencoded; charset=UTF-8',
  call_method: 'http_post',
};

export function cardSale(charge: Record<string, unknown> = {}): SaleInput {
  return saleInput.parse({
    token: {
      payment_type: 'card',
      email: 'taro@example.jp',
      data: {
        cardholder: 'TARO YAMADA',
        card_number: cardNumber,
        exp_month: '12',
        exp_year: '2030',
        cvv: '123',
      },
    },
    charge: { amount: 1200, currency: 'JPY', ...charge },
  });
}

interface OpenedPage {
  readonly request: Parameters<Authenticator['open']>[0];
  readonly signal: AbortSignal;
}

/** An issuer page that stays open until the flow closes it; `onOpen` acts as the customer. */
export function fakeAuthenticator(onOpen: (page: OpenedPage) => void = () => undefined) {
  const opened: OpenedPage[] = [];
  const authenticator: Authenticator = {
    open(request, signal) {
      const page = { request, signal };
      opened.push(page);
      onOpen(page);
      return new Promise((resolve) => {
        if (signal.aborted) resolve('aborted');
        signal.addEventListener('abort', () => resolve('aborted'), { once: true });
      });
    },
  };
  return { authenticator, opened };
}

/** Resolves at once, but on a later turn, so polling never spins without the journal moving. */
const sleep: Sleep = (_ms, signal) =>
  signal.aborted
    ? Promise.reject(signal.reason as Error)
    : new Promise((resolve) => setImmediate(resolve));

export interface HarnessOptions {
  readonly handlers: Record<string, Handler>;
  readonly authenticator?: Authenticator;
  /** The flows' waits between polls; by default each ends on the next turn. */
  readonly sleep?: Sleep;
  readonly flows?: readonly AnyFlowDefinition[];
}

export interface Harness {
  readonly engine: FlowEngine;
  readonly journal: Journal;
  readonly calls: FakeCall[];
  readonly events: FlowProgress[];
  /** The terminal progress of an operation, once it comes. */
  ended(operationId: string): Promise<FlowProgress>;
  steps(operationId: string): string[];
  /** Every call of one route. */
  callsOf(route: string): FakeCall[];
  journalBytes(): Promise<Buffer>;
  flowErrors: unknown[];
  close(): Promise<void>;
}

export async function openHarness(options: HarnessOptions): Promise<Harness> {
  const directory = await mkdtemp(join(tmpdir(), 'counter-flows-'));
  const opened = await openJournal({ directory });
  if (!opened.ok) throw new Error(opened.error.code);
  const journal = opened.value.journal;
  const calls: FakeCall[] = [];
  const events: FlowProgress[] = [];
  const flowErrors: unknown[] = [];
  const waiting = new Map<string, (progress: FlowProgress) => void>();

  const client: ServiceClient = {
    async request(route, input, callOptions = {}) {
      const name = `${route.method} ${route.path}`;
      // As the real client: an aborted call is not sent, and an invalid one never leaves.
      if (callOptions.signal?.aborted) throw cancelled(name);
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
      const call: FakeCall = {
        route: name,
        input: raw,
        idempotencyKey: callOptions.idempotencyKey,
        signal: callOptions.signal,
      };
      calls.push(call);
      const handler = options.handlers[name];
      if (handler === undefined) throw new Error(`The test gave no answer for ${name}`);
      const answer: unknown = await handler(call);
      return {
        // The route's own response schema checks the answer, as the real client does.
        data: route.response.parse(answer) as RouteResponse<typeof route>,
        meta: {
          status: 200,
          attempts: 1,
          idempotencyKey: callOptions.idempotencyKey,
          idempotencyStatus: undefined,
          requestId: undefined,
        },
      };
    },
    close: () => Promise.resolve(),
  };

  const engine = createFlowEngine({
    journal,
    dependencies: {
      api: createServiceApi(client),
      authenticator: options.authenticator ?? fakeAuthenticator().authenticator,
      sleep: options.sleep ?? sleep,
      now: () => new Date('2026-11-21T10:00:00Z'),
      tillId,
      schedules: {
        threeDs: threeDsPollSchedule({ firstMs: 1, capMs: 1, maxPolls: 6 }),
        iframe: iframePollSchedule({ intervalMs: 1, maxPolls: 6 }),
        awaitingCustomer: iframePollSchedule({ intervalMs: 1, maxPolls: 6 }),
      },
    },
    scope: { storeId, profileId: 'training', mode: 'test', training: true },
    emit: (progress) => {
      events.push(progress);
      if (isTerminalFlowStep(progress.step)) waiting.get(progress.operationId)?.(progress);
    },
    onFlowError: (error) => flowErrors.push(error),
    ...(options.flows !== undefined && { flows: options.flows }),
  });

  return {
    engine,
    journal,
    calls,
    events,
    flowErrors,
    ended(operationId) {
      const done = events.find(
        (event) => event.operationId === operationId && isTerminalFlowStep(event.step),
      );
      if (done !== undefined) return Promise.resolve(done);
      return new Promise((resolve) => waiting.set(operationId, resolve));
    },
    steps(operationId) {
      return events.filter((event) => event.operationId === operationId).map((event) => event.step);
    },
    callsOf(route) {
      return calls.filter((call) => call.route === route);
    },
    journalBytes: () => readFile(join(directory, journalFileName)),
    async close() {
      await journal.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Starts an operation and fails the test if it did not start. */
export async function started(
  start: Promise<
    { ok: true; value: { operationId: string } } | { ok: false; error: { code: string } }
  >,
): Promise<string> {
  const result = await start;
  if (!result.ok) throw new Error(`not started: ${result.error.code}`);
  return result.value.operationId;
}

/** Lets every pending turn run: a flow still going would send its next request meanwhile. */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
}

export const routes = {
  createToken: 'POST /tokens',
  getToken: 'GET /stores/{storeId}/tokens/{tokenId}',
  tokenThreeDs: 'GET /stores/{storeId}/tokens/{tokenId}/three_ds/issuer_token',
  createCharge: 'POST /charges',
  getCharge: 'GET /stores/{storeId}/charges/{chargeId}',
  chargeThreeDs: 'GET /stores/{storeId}/charges/{chargeId}/three_ds/issuer_token',
  capture: 'POST /stores/{storeId}/charges/{chargeId}/capture',
  cancel: 'POST /stores/{storeId}/charges/{chargeId}/cancels',
  getCancel: 'GET /stores/{storeId}/charges/{chargeId}/cancels/{cancelId}',
  createRefund: 'POST /stores/{storeId}/charges/{chargeId}/refunds',
  getRefund: 'GET /stores/{storeId}/charges/{chargeId}/refunds/{refundId}',
} as const;
