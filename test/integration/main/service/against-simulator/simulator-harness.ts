import { setImmediate as nextTurn } from 'node:timers/promises';
import { request, type Dispatcher } from 'undici';
import { z } from 'zod';
import { createServiceApi, type ServiceApi } from '../../../../../main/service/service-api';
import {
  createServiceClient,
  type ServiceClient,
  type ServiceClientOptions,
} from '../../../../../main/service/service-client';
import { ServiceClientError } from '../../../../../main/service/service-client-error';
import { createServicePool, defaultTimeouts } from '../../../../../main/service/service-pool';
import type { Sleep } from '../../../../../main/service/sleep';
import type { SimulatorCredentials } from '../../../../../main/simulator/accounts';
import {
  startSimulator,
  type RunningSimulator,
  type SimulatorOptions,
} from '../../../../../main/simulator/start-simulator';

/*
 * The real service client against the real simulator over loopback HTTP, on a frozen clock so
 * nothing depends on how fast the machine is. Between the client and its connection pool sits
 * a recorder of every request the client puts on the wire, so a test can count attempts and
 * read the headers each carried.
 */

interface SentRequest {
  readonly method: string;
  /** Path and query, as sent. */
  readonly path: string;
  readonly idempotencyKey: string | undefined;
}

const simState = z.looseObject({
  collections: z.record(z.string(), z.number()),
  idempotencyKeys: z.number(),
  armedFaults: z.array(z.looseObject({ spec: z.string(), remaining: z.number() })),
});
type SimState = z.infer<typeof simState>;

interface ArmedFault {
  readonly fault: string;
  readonly count?: number;
  readonly method?: 'GET' | 'POST' | 'PATCH';
  /** A route's path template, e.g. `/stores/{storeId}/charges/{chargeId}`. */
  readonly path?: string;
}

export interface ClientHandle {
  readonly client: ServiceClient;
  readonly api: ServiceApi;
  /** Every request this client sent, retries included, in order. */
  readonly sent: SentRequest[];
  /** Every wait the client asked for: retry backoffs and rate-limit pauses. */
  readonly delays: number[];
}

type AppTokenLabel = keyof SimulatorCredentials['appTokens'];

export interface Harness {
  readonly sim: RunningSimulator;
  /** Store 1, the store of the default `store1Test` app token. */
  readonly storeId: string;
  /** A client of `label`'s app token; closed with the harness. */
  connect(label?: AppTokenLabel, options?: Partial<ServiceClientOptions>): ClientHandle;
  /** A `/_sim` control route (docs/simulator.md: Control routes). */
  control(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown>;
  state(): Promise<SimState>;
  armFault(fault: ArmedFault): Promise<void>;
  close(): Promise<void>;
}

function headerValue(headers: Dispatcher.DispatchOptions['headers'], name: string) {
  if (headers === null || headers === undefined || Array.isArray(headers)) return undefined;
  if (Symbol.iterator in headers) return undefined;
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export async function startHarness(options: SimulatorOptions = {}): Promise<Harness> {
  const sim = await startSimulator({ clock: 'frozen', ...options });
  const storeId = sim.credentials.appTokens.store1Test.storeId;
  if (storeId === null) throw new Error('store1Test has no store');
  const closers: (() => Promise<void>)[] = [];

  // Waits move the simulator's clock instead of real time, so a rate-limit pause refills the
  // simulator's buckets exactly as much as the client expects.
  const advancingSleep =
    (delays: number[]): Sleep =>
    async (ms, signal) => {
      signal.throwIfAborted();
      delays.push(ms);
      sim.clock.advance(ms);
      await nextTurn();
      signal.throwIfAborted();
    };

  async function control(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
    // Control routes take JSON only, a DELETE included (docs/simulator.md: Control routes).
    const answer = await request(`${sim.baseUrl}${path}`, {
      method,
      ...(method !== 'GET' && {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      }),
    });
    const text = await answer.body.text();
    if (answer.statusCode >= 400) throw new Error(`${path}: ${answer.statusCode} ${text}`);
    return JSON.parse(text) as unknown;
  }

  return {
    sim,
    storeId,
    connect(label = 'store1Test', clientOptions = {}) {
      const token = sim.credentials.appTokens[label];
      const sent: SentRequest[] = [];
      const delays: number[] = [];
      const pool = createServicePool(sim.baseUrl, defaultTimeouts);
      const recorder = pool.compose((dispatch) => (opts, handler) => {
        sent.push({
          method: opts.method,
          path: opts.path,
          idempotencyKey: headerValue(opts.headers, 'idempotency-key'),
        });
        return dispatch(opts, handler);
      });
      const client = createServiceClient({
        baseUrl: sim.baseUrl,
        appVersion: 'test',
        credentials: () => Promise.resolve({ secret: token.secret, jwt: token.jwt }),
        dispatcher: recorder,
        sleep: advancingSleep(delays),
        now: () => sim.clock.now(),
        ...clientOptions,
      });
      closers.push(() => pool.close());
      return { client, api: createServiceApi(client), sent, delays };
    },
    control,
    state: async () => simState.parse(await control('GET', '/_sim/state')),
    async armFault(fault) {
      await control('POST', '/_sim/faults', fault);
    },
    async close() {
      for (const close of closers.splice(0)) await close();
      await sim.close();
    },
  };
}

/** The `ServiceClientError` a call fails with; anything else, or a success, fails the test. */
export async function failureOf(promise: Promise<unknown>): Promise<ServiceClientError> {
  const outcome: unknown = await promise.then(
    () => new Error('the call succeeded'),
    (reason: unknown) => reason,
  );
  if (!(outcome instanceof ServiceClientError)) throw outcome;
  return outcome;
}

/** Conventions: Test mode, and main/simulator/tokens/README.md: Card brands and test cards. */
export const cards = {
  succeeds: '4000056655665556',
  /** The simulator's card that asks for 3DS at charge time. */
  threeDs: '4000000000003220',
  /** Other published numbers that succeed, for tokens that must not share a card. */
  other: ['5555555555554444', '3530111333300000', '6011111111111117', '378282246310005'],
} as const;

export function cardTokenBody(cardNumber: string = cards.succeeds) {
  return {
    payment_type: 'card',
    email: 'taro@example.jp',
    data: {
      cardholder: 'TARO YAMADA',
      card_number: cardNumber,
      exp_month: '12',
      exp_year: '2030',
      cvv: '123',
    },
  } as const;
}

/** Drains a list reader into an array. */
export async function collect<Item>(items: AsyncIterable<Item>): Promise<Item[]> {
  const out: Item[] = [];
  for await (const item of items) out.push(item);
  return out;
}
