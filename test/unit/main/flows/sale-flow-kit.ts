import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { z } from 'zod';
import { saleKind } from '../../../../shared/flows/flow-input';
import type { FlowProgress, FlowStep } from '../../../../shared/flows/flow-progress';
import { cancelRoutes } from '../../../../shared/service/cancels';
import { chargeRoutes } from '../../../../shared/service/charges';
import type { RouteDefinition } from '../../../../shared/service/route';
import { tokenRoutes } from '../../../../shared/service/tokens';
import type { Authenticator, FlowDefinition } from '../../../../main/flows/engine/flow-definition';
import { FlowRun } from '../../../../main/flows/engine/flow-run';
import { openJournal, type Journal } from '../../../../main/journal/journal';
import { threeDsPollSchedule, type PollSchedule } from '../../../../main/service/polling';
import { createServiceApi } from '../../../../main/service/service-api';
import type { CallOptions, ServiceClient } from '../../../../main/service/service-client';
import { ServiceClientError } from '../../../../main/service/service-client-error';
import type { Sleep } from '../../../../main/service/sleep';
import { cancelId, charge, chargeId, serviceError, storeId, tillId, tokenId } from './flow-harness';

/*
 * A scripted service behind the real ServiceApi, and a run of a sale flow on a real journal,
 * for the sale flows' unit tests. Every response goes through its route's response schema
 * and every request body through its body schema, as the real client does.
 */

const createdOn = '2026-11-21T10:00:00.000000Z';

type Group = 'tokens' | 'charges' | 'cancels';
const tables = { tokens: tokenRoutes, charges: chargeRoutes, cancels: cancelRoutes };
const routeNames = new Map<RouteDefinition, string>(
  (Object.keys(tables) as Group[]).flatMap((group) =>
    Object.entries(tables[group]).map(([name, route]) => [route, `${group}.${name}`] as const),
  ),
);

interface Call {
  readonly route: string;
  readonly input: { readonly params?: unknown; readonly query?: unknown; readonly body?: unknown };
  readonly options: CallOptions | undefined;
}

/** A charge read: its status (with the payment error of a failed one), or a failed read. */
type ChargeRead = string | { status: string; errorCode?: number } | ServiceClientError;
type Answer = unknown;
type Handler = (input: Call['input']) => Answer;

/** The charge as the service shows it, with the payment error of a failed one. */
export function chargeJson(status: string, errorCode?: number): Record<string, unknown> {
  const paid = status === 'successful' || status === 'authorized';
  return charge({
    status,
    ...(paid && { charged_amount: 1200, charged_currency: 'JPY' }),
    ...(errorCode !== undefined && {
      error: { code: errorCode, message: `PAYMENT_FAILED_${errorCode}`, details: null },
    }),
  });
}

export function tokenJson(
  paymentType: string,
  data: Record<string, unknown>,
): Record<string, unknown> {
  return {
    id: tokenId,
    store_id: storeId,
    email: 'customer@example.com',
    payment_type: paymentType,
    mode: 'test',
    type: 'one_time',
    metadata: {},
    created_on: Date.parse(createdOn),
    data,
  };
}

export function cancelJson(status: string, errorCode?: number): Record<string, unknown> {
  return {
    id: cancelId,
    charge_id: chargeId,
    store_id: storeId,
    status,
    error:
      errorCode === undefined ? null : { code: errorCode, message: 'CANCEL_FAILED', details: null },
    metadata: {},
    mode: 'test',
    created_on: createdOn,
  };
}

function readJson(read: ChargeRead): Answer {
  if (read instanceof ServiceClientError) return read;
  return typeof read === 'string' ? chargeJson(read) : chargeJson(read.status, read.errorCode);
}

/**
 * The scripted service. `reads` are the answers to successive charge reads, the last one
 * repeating; `handlers` answer the other routes by `group.name`, an error answer being thrown.
 */
export class FakeService {
  readonly calls: Call[] = [];
  reads: ChargeRead[] = ['awaiting'];
  readonly handlers: Map<string, Handler>;
  readonly api = createServiceApi(this.#client());

  constructor(token: Record<string, unknown>, handlers: Readonly<Record<string, Handler>> = {}) {
    this.handlers = new Map(
      Object.entries({
        'tokens.createToken': () => token,
        'charges.createCharge': () => chargeJson('pending'),
        'charges.getCharge': () => readJson(this.#nextRead()),
        'charges.getChargeExpiry': () => serviceError(404, 'NOT_FOUND'),
        'cancels.createCancel': () => {
          this.reads = ['canceled'];
          return cancelJson('pending');
        },
        'cancels.getCancel': () => cancelJson('successful'),
        ...handlers,
      }),
    );
  }

  /** The calls of one route, by `group.name`. */
  callsTo(route: string): Call[] {
    return this.calls.filter((call) => call.route === route);
  }

  #nextRead(): ChargeRead {
    const [next, ...rest] = this.reads;
    if (next === undefined) throw new Error('no charge read scripted');
    if (rest.length > 0) this.reads = rest;
    return next;
  }

  #client(): ServiceClient {
    return {
      request: async (route, input, options) => {
        await Promise.resolve();
        const name = routeNames.get(route);
        if (name === undefined) throw new Error(`unscripted route ${route.path}`);
        const given = input as Call['input'];
        route.body?.parse(given.body);
        this.calls.push({ route: name, input: given, options });
        const handler = this.handlers.get(name);
        if (handler === undefined) throw new Error(`unscripted route ${name}`);
        const answer = handler(given);
        if (answer instanceof Error) throw answer;
        const meta = {
          status: route.status,
          attempts: 1,
          idempotencyKey: options?.idempotencyKey,
          idempotencyStatus: undefined,
          requestId: undefined,
        };
        return { data: route.response.parse(answer), meta } as never;
      },
      close: () => Promise.resolve(),
    };
  }
}

/** No waiting, but an aborted signal stops a wait as the real sleep does. */
const immediateSleep: Sleep = (_ms, signal) =>
  signal.aborted ? Promise.reject(new Error('aborted')) : Promise.resolve();

const shortSchedules: {
  threeDs: PollSchedule;
  iframe: PollSchedule;
  awaitingCustomer: PollSchedule;
} = {
  threeDs: threeDsPollSchedule({ firstMs: 1, capMs: 1, maxPolls: 5 }),
  iframe: threeDsPollSchedule({ firstMs: 1, capMs: 1, maxPolls: 5 }),
  awaitingCustomer: { delayMs: () => 1, maxPolls: 4, maxDurationMs: Number.MAX_SAFE_INTEGER },
};

const closingAuthenticator: Authenticator = {
  open: () => Promise.resolve('closed'),
};

/** A sale flow run on a fresh journal, its progress kept, abortable from any progress event. */
export class SaleHarness {
  readonly events: FlowProgress[] = [];
  readonly controller = new AbortController();
  /** Called with each progress event as the run emits it. */
  onProgress: (progress: FlowProgress) => void = () => undefined;
  /** The run in progress, for what the engine asks of it meanwhile (reopen a page). */
  running: FlowRun | undefined;
  #journal: Journal | undefined;
  #directory: string | undefined;

  get journal(): Journal {
    if (this.#journal === undefined) throw new Error('harness not opened');
    return this.#journal;
  }

  async open(): Promise<void> {
    this.#directory = await mkdtemp(join(tmpdir(), 'counter-sale-'));
    const opened = await openJournal({ directory: this.#directory });
    if (!opened.ok) throw new Error(opened.error.code);
    this.#journal = opened.value.journal;
  }

  async close(): Promise<void> {
    await this.#journal?.close();
    if (this.#directory !== undefined) await rm(this.#directory, { recursive: true, force: true });
  }

  /** Records the sale's intent and runs `flow` on it to its end (or to where it leaves off). */
  async run<Input extends z.ZodType>(
    flow: FlowDefinition<Input>,
    input: z.input<Input>,
    service: FakeService,
    authenticator: Authenticator = closingAuthenticator,
  ): Promise<FlowRun> {
    const parsed = flow.input.parse(input);
    const intent = await this.journal.recordIntent({
      kind: saleKind.parse(flow.kind),
      storeId,
      profileId: 'training',
      mode: 'test',
      training: true,
      amount: 1200,
      currency: 'JPY',
    });
    if (!intent.ok) throw new Error(intent.error.code);
    const run = new FlowRun(
      {
        journal: this.journal,
        emit: (progress) => {
          this.events.push(progress);
          this.onProgress(progress);
        },
        now: () => new Date(createdOn),
      },
      flow.machine,
      intent.value,
      this.controller.signal,
    );
    this.running = run;
    await flow.run(run, parsed, {
      api: service.api,
      authenticator,
      sleep: immediateSleep,
      now: () => new Date(createdOn),
      tillId,
      schedules: shortSchedules,
    });
    return run;
  }

  steps(): FlowStep[] {
    return this.events.map((event) => event.step);
  }

  last(): FlowProgress {
    const event = this.events.at(-1);
    if (event === undefined) throw new Error('no progress');
    return event;
  }

  /** Aborts the run when it reaches `step`, as the engine does when the cashier aborts. */
  abortAt(step: FlowStep): void {
    this.onProgress = (progress) => {
      if (progress.step === step) this.controller.abort();
    };
  }
}
