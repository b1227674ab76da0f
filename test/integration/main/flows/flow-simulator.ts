import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { request } from 'undici';
import {
  cardRegistrationInput,
  saleInput,
  type CardRegistrationInput,
  type SaleInput,
} from '../../../../shared/flows/flow-input';
import { isTerminalFlowStep, type FlowProgress } from '../../../../shared/flows/flow-progress';
import type {
  Authenticator,
  FlowDependencies,
} from '../../../../main/flows/engine/flow-definition';
import { createFlowEngine, type FlowEngine } from '../../../../main/flows/engine/flow-engine';
import { journalFileName, openJournal, type Journal } from '../../../../main/journal/journal';
import { iframePollSchedule, threeDsPollSchedule } from '../../../../main/service/polling';
import { createServiceApi, type ServiceApi } from '../../../../main/service/service-api';
import { createServiceClient, type ServiceClient } from '../../../../main/service/service-client';
import type { Sleep } from '../../../../main/service/sleep';
import { startSimulator, type RunningSimulator } from '../../../../main/simulator/start-simulator';

/*
 * The engine, its flows and a real journal against the simulator over loopback HTTP. The
 * simulator's clock is frozen and the flows' waits advance it, so the spec's schedules run in
 * simulated time: a test's outcome never depends on how fast the machine is.
 */

/** Conventions: Test mode. */
export const cards = {
  succeeds: '4000056655665556',
  declined: '4111111111111111',
  refundFails: '4242424242424242',
  cancelFails: '4012888888881881',
  /**
   * The simulator's card that asks for 3DS (main/simulator/charges/README.md: Processing and
   * outcomes).
   */
  threeDs: '4000000000003220',
} as const;

export function cardSale(
  cardNumber: string,
  charge: Partial<Omit<SaleInput['charge'], 'amount'>> & { readonly amount?: number } = {},
): SaleInput {
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

export function cardRegistration(cardNumber: string): CardRegistrationInput {
  return cardRegistrationInput.parse({
    token: {
      payment_type: 'card',
      type: 'recurring',
      email: 'taro@example.jp',
      data: {
        cardholder: 'TARO YAMADA',
        card_number: cardNumber,
        exp_month: '12',
        exp_year: '2030',
        cvv: '123',
        three_ds: { enabled: true },
      },
    },
  });
}

/**
 * A customer at the simulated issuer's page, as a browser would be: posts the issuer token's
 * payload to its URL, then presses the page's button (a form posting back to the same URL).
 */
export function issuerPageCustomer(button: 'Authenticate' | 'Fail authentication') {
  const opened: Parameters<Authenticator['open']>[0][] = [];
  const authenticator: Authenticator = {
    async open(page, signal) {
      opened.push(page);
      const headers = { 'content-type': page.contentType ?? 'application/x-www-form-urlencoded' };
      const shown = await request(page.url, {
        method: 'POST',
        headers,
        body: page.body ?? '',
        signal,
      });
      const html = await shown.body.text();
      const form = new URLSearchParams();
      for (const [, name, value] of html.matchAll(
        /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
      )) {
        form.set(name ?? '', value ?? '');
      }
      const pressed = new RegExp(`name="outcome" value="([^"]+)">${button}</button>`).exec(html);
      if (pressed?.[1] === undefined) throw new Error(`The issuer page has no ${button} button`);
      form.set('outcome', pressed[1]);
      const answered = await request(page.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal,
      });
      await answered.body.text();
      return 'completed';
    },
  };
  return { authenticator, opened };
}

/** A customer who never finishes: the page stays open until the flow closes it. */
const idleCustomer: Authenticator = {
  open: (_page, signal) =>
    new Promise((resolve) => {
      if (signal.aborted) resolve('aborted');
      signal.addEventListener('abort', () => resolve('aborted'), { once: true });
    }),
};

export interface FlowSimulator {
  readonly sim: RunningSimulator;
  readonly api: ServiceApi;
  /** The store's client, for reads the API's bound routes leave out (every history page). */
  readonly client: ServiceClient;
  readonly engine: FlowEngine;
  readonly journal: Journal;
  readonly storeId: string;
  readonly events: FlowProgress[];
  ended(operationId: string): Promise<FlowProgress>;
  /** Starts an operation and waits for its end. */
  run(
    start: Promise<
      { ok: true; value: { operationId: string } } | { ok: false; error: { code: string } }
    >,
  ): Promise<FlowProgress>;
  /** A `/_sim` control route (docs/simulator.md: Control routes). */
  control(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown>;
  journalText(): Promise<string>;
  close(): Promise<void>;
}

/** The till the flows run at: every charge they make names it. */
export const simulatorTillId = '7e110000-0000-4000-8000-000000000001';

/** The flows' poll schedules; a test may shorten one to reach its bound in simulated time. */
type Schedules = FlowDependencies['schedules'];

export async function openFlowSimulator(
  authenticator: Authenticator = idleCustomer,
  schedules: Partial<Schedules> = {},
): Promise<FlowSimulator> {
  // A held `polling=true` read waits for a change the frozen clock cannot make by itself.
  const sim = await startSimulator({ clock: 'frozen', pollingHoldMs: 20 });
  const token = sim.credentials.appTokens.store1Test;
  if (token.storeId === null) throw new Error('store1Test has no store');
  const storeId = token.storeId;
  const client: ServiceClient = createServiceClient({
    baseUrl: sim.baseUrl,
    appVersion: 'test',
    credentials: () => Promise.resolve({ secret: token.secret, jwt: token.jwt }),
    // Retries at once: a test waits for nothing but the simulator's answers.
    random: () => 0,
  });
  const directory = await mkdtemp(join(tmpdir(), 'counter-flows-'));
  const opened = await openJournal({ directory });
  if (!opened.ok) throw new Error(opened.error.code);
  const journal = opened.value.journal;
  const events: FlowProgress[] = [];
  const waiting = new Map<string, (progress: FlowProgress) => void>();

  const sleep: Sleep = async (ms, signal) => {
    signal.throwIfAborted();
    sim.clock.advance(ms);
    await nextTurn();
    signal.throwIfAborted();
  };

  const api = createServiceApi(client);
  const engine = createFlowEngine({
    journal,
    dependencies: {
      api,
      authenticator,
      sleep,
      now: () => new Date(),
      tillId: simulatorTillId,
      schedules: {
        threeDs: threeDsPollSchedule({ maxPolls: 8 }),
        iframe: iframePollSchedule({ maxPolls: 50 }),
        awaitingCustomer: iframePollSchedule({ maxPolls: 50 }),
        ...schedules,
      },
    },
    scope: { storeId, profileId: 'training', mode: 'test', training: true },
    emit: (progress) => {
      events.push(progress);
      if (isTerminalFlowStep(progress.step)) waiting.get(progress.operationId)?.(progress);
    },
  });

  function ended(operationId: string): Promise<FlowProgress> {
    const done = events.find(
      (event) => event.operationId === operationId && isTerminalFlowStep(event.step),
    );
    if (done !== undefined) return Promise.resolve(done);
    return new Promise((resolve) => waiting.set(operationId, resolve));
  }

  return {
    sim,
    api,
    client,
    engine,
    journal,
    storeId,
    events,
    ended,
    async run(start) {
      const result = await start;
      if (!result.ok) throw new Error(`not started: ${result.error.code}`);
      return ended(result.value.operationId);
    },
    async control(method, path, body) {
      // A control POST takes JSON only, an empty object at least.
      const answer = await request(`${sim.baseUrl}${path}`, {
        method,
        ...(method === 'POST' && {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body ?? {}),
        }),
      });
      const text = await answer.body.text();
      if (answer.statusCode >= 400) throw new Error(`${path}: ${answer.statusCode} ${text}`);
      return JSON.parse(text) as unknown;
    },
    journalText: async () => (await readFile(join(directory, journalFileName))).toString('utf8'),
    async close() {
      await journal.close();
      await client.close();
      await sim.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
