import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowProgress } from '../../../../shared/flows/flow-progress';
import type { Charge } from '../../../../shared/service/charges';
import { chargeRoutes } from '../../../../shared/service/charges';
import type { Refund } from '../../../../shared/service/refunds';
import { refundRoutes } from '../../../../shared/service/refunds';
import { operationIdKey } from '../../../../shared/flows/operation-id-metadata';
import { recoverOperations } from '../../../../main/flows/recovery';
import { openJournal, type Journal, type OperationView } from '../../../../main/journal/journal';
import { readAllItems } from '../../../../main/service/pagination';
import { startSimulator, type RunningSimulator } from '../../../../main/simulator/start-simulator';
import {
  payAsCustomer,
  tillDependencies,
  tillFlows,
  tillService,
  type TillCredentials,
  type TillService,
} from './crash-test-service';

/*
 * DESIGN.md: Flows: a crash or power loss mid-payment resumes on the next start without
 * charging twice. Tills (child processes running sale-runner.ts, each with its own journal)
 * sell every kind of sale against one simulator and are killed with SIGKILL at random
 * moments; after each kill the operations they left are recovered as the app would on its
 * next start. In the end the simulator's charges and the journals must agree: at most one
 * charge per operation, no charge the journals do not know, and every operation ended, in
 * the review list with its facts, or waiting for its customer with its charge known.
 */

const TILLS = 3;
const KILLS_PER_TILL = 17;
/** Longest time a till runs after its first durable intent before it is killed. */
const MAX_KILL_DELAY_MS = 2_000;
const runner = join(import.meta.dirname, 'sale-runner.ts');
/** Kinds whose customer may take days: their operations are left open at the wait's bound. */
const longWaitKinds = ['konbini_sale', 'qr_merchant_sale', 'online_sale', 'bank_transfer_sale'];

/** Deterministic per seed, so a failing run can be replayed. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Till {
  readonly index: number;
  readonly directory: string;
  /** Every operation the till reported durable. */
  readonly reported: Set<string>;
  /** `kind:state` of each operation a kill interrupted: where the kills landed. */
  readonly killPoints: string[];
  /** Operations a recovery left waiting for their customer; a kill did not interrupt them. */
  readonly waiting: Set<string>;
}

let root: string;
let sim: RunningSimulator;
let credentials: TillCredentials;
let credentialsFile: string;
let service: TillService;
/** Tills still running, killed in afterAll should an assertion stop the test early. */
const running = new Set<ChildProcess>();

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'counter-crash-'));
  sim = await startSimulator({
    dataFile: join(root, 'simulator.json'),
    // Tills poll hard; the test is about crashes, not the rate limits.
    rateLimits: { exactPerMinute: 600_000, routePerMinute: 600_000 },
  });
  const token = sim.credentials.appTokens.store1Test;
  if (token.storeId === null) throw new Error('store1Test has no store');
  credentials = {
    baseUrl: sim.baseUrl,
    storeId: token.storeId,
    secret: token.secret,
    jwt: token.jwt,
  };
  // Handed to the tills in a file only they and this test read: never in argv or a log.
  credentialsFile = join(root, 'credentials.json');
  await writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
  service = tillService(credentials);
});

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await service?.client.close();
  await sim?.close();
  await rm(root, { recursive: true, force: true });
});

/**
 * Runs the till until it reports its first durable intent, kills it with SIGKILL `delayMs`
 * later, and returns the operations it reported.
 */
async function runAndKill(till: Till, seed: number, delayMs: number): Promise<string[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', runner, till.directory, credentialsFile, String(seed)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const closed = once(child, 'close');
  const reported: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  for await (const line of createInterface({ input: child.stdout })) {
    const [word, operationId] = line.split(' ');
    if (word !== 'intent' || operationId === undefined) continue;
    reported.push(operationId);
    timer ??= setTimeout(() => child.kill('SIGKILL'), delayMs);
  }
  const [code, signal] = (await closed) as [number | null, NodeJS.Signals | null];
  running.delete(child);
  clearTimeout(timer);
  if (signal !== 'SIGKILL') throw new Error(`till ${till.index} ended with ${code}: ${stderr}`);
  return reported;
}

/**
 * The app's next start: the journal is opened (taking over the dead till's lock), every open
 * operation is recovered, and the customers of recovered waits pay half of the time.
 */
async function recoverTill(till: Till, random: () => number): Promise<void> {
  const journal = await openTillJournal(till);
  for (const operation of journal.openOperations()) {
    if (till.waiting.has(operation.id)) continue;
    till.killPoints.push(`${operation.intent.kind}:${operation.state}`);
  }
  const payments: Promise<void>[] = [];
  const emit = (progress: FlowProgress) => {
    const { step, kind, chargeId, amount } = progress;
    if (step !== 'awaiting_customer' || !progress.abortable) return;
    if (chargeId === undefined || amount === undefined || random() < 0.5) return;
    payments.push(payAsCustomer(sim.baseUrl, kind, chargeId, amount));
  };
  const errors: unknown[] = [];
  const recovery = await recoverOperations({
    journal,
    dependencies: tillDependencies(service.api, {
      open: () => Promise.reject(new Error('recovery opens no page')),
    }),
    emit,
    flows: tillFlows,
    onError: (error) => errors.push(error),
  });
  for (const { operationId, outcome } of await recovery.customerWaits) {
    if (outcome === 'awaiting_customer') till.waiting.add(operationId);
    else till.waiting.delete(operationId);
  }
  await Promise.all(payments);
  const closed = await journal.close();
  if (!closed.ok) throw new Error(`close: ${closed.error.code}`);
  expect(errors).toEqual([]);
}

async function openTillJournal(till: Till): Promise<Journal> {
  const opened = await openJournal({ directory: till.directory });
  if (!opened.ok) throw new Error(`till ${till.index}: ${JSON.stringify(opened.error)}`);
  return opened.value.journal;
}

async function runTill(till: Till): Promise<void> {
  const random = mulberry32(1_000 + till.index);
  for (let kill = 0; kill < KILLS_PER_TILL; kill++) {
    const seed = Math.floor(random() * 2 ** 31);
    const reported = await runAndKill(till, seed, random() * MAX_KILL_DELAY_MS);
    for (const id of reported) till.reported.add(id);
    await recoverTill(till, random);
  }
}

async function all<Item>(items: AsyncIterable<Item>): Promise<Item[]> {
  const collected: Item[] = [];
  for await (const item of items) collected.push(item);
  return collected;
}

function operationIdOf(resource: {
  readonly metadata?: Record<string, unknown> | undefined;
}): unknown {
  return resource.metadata?.[operationIdKey];
}

describe('killing tills mid-sale', () => {
  it('charges no operation twice and loses none', async () => {
    const tills: Till[] = [];
    for (let index = 0; index < TILLS; index++) {
      const directory = join(root, `till-${index}`);
      await mkdir(directory);
      tills.push({ index, directory, reported: new Set(), killPoints: [], waiting: new Set() });
    }
    await Promise.all(tills.map(runTill));

    const journals = await Promise.all(tills.map(openTillJournal));
    try {
      const operations = new Map<string, OperationView>();
      for (const [index, till] of tills.entries()) {
        const journal = journals[index] as Journal;
        // No operation a till reported durable is lost.
        for (const id of till.reported) {
          const operation = journal.operation(id);
          expect(operation, `operation ${id} of till ${index}`).toBeDefined();
          if (operation !== undefined) operations.set(id, operation);
        }
        for (const operation of [...journal.openOperations(), ...journal.reviewList()]) {
          operations.set(operation.id, operation);
        }
      }

      const charges: Charge[] = await all(
        readAllItems(service.client, chargeRoutes.listStoreCharges, {
          params: { storeId: credentials.storeId },
        }),
      );
      const chargesOf = new Map<unknown, Charge[]>();
      for (const charge of charges) {
        const id = operationIdOf(charge);
        if (id === undefined) continue;
        chargesOf.set(id, [...(chargesOf.get(id) ?? []), charge]);
      }
      // No operation charged twice, and no charge the journals do not know.
      for (const [id, found] of chargesOf) {
        expect(found, `charges of operation ${String(id)}`).toHaveLength(1);
        const operation = journals
          .map((journal) => journal.operation(String(id)))
          .find((view) => view !== undefined);
        expect(operation?.facts.chargeId, `operation of charge ${found[0]?.id}`).toBe(found[0]?.id);
      }

      // No refund made twice, and none the journals do not know.
      const refunded = new Set(
        [...operations.values()]
          .filter((operation) => operation.intent.kind === 'refund')
          .flatMap((operation) =>
            'chargeId' in operation.intent ? [operation.intent.chargeId] : [],
          ),
      );
      const refunds: Refund[] = [];
      for (const chargeId of refunded) {
        refunds.push(
          ...(await all(
            readAllItems(service.client, refundRoutes.listRefunds, {
              params: { storeId: credentials.storeId, chargeId },
            }),
          )),
        );
      }
      const refundsOf = new Map<unknown, Refund[]>();
      for (const refund of refunds) {
        const id = operationIdOf(refund);
        refundsOf.set(id, [...(refundsOf.get(id) ?? []), refund]);
      }
      for (const [id, found] of refundsOf) {
        expect(found, `refunds of operation ${String(id)}`).toHaveLength(1);
        expect(operations.get(String(id))?.intent.kind).toBe('refund');
      }

      // Every operation ended, or is in the review list with its facts, or waits for its
      // customer with its charge known: nothing is left open by accident.
      const open: OperationView[] = [];
      const reviews: OperationView[] = [];
      for (const operation of operations.values()) {
        if (operation.terminal) continue;
        if (operation.review !== null) {
          reviews.push(operation);
          const charged = chargesOf.get(operation.id)?.[0];
          if (charged !== undefined) expect(operation.facts.chargeId).toBe(charged.id);
          continue;
        }
        open.push(operation);
        expect(operation.state, `open operation ${operation.id}`).toBe('awaiting_customer');
        expect(longWaitKinds).toContain(operation.intent.kind);
        expect(chargesOf.get(operation.id)?.[0]?.id).toBe(operation.facts.chargeId);
      }

      const killPoints = tills.flatMap((till) => till.killPoints);
      const landed = new Map<string, number>();
      for (const point of killPoints) landed.set(point, (landed.get(point) ?? 0) + 1);
      process.stdout.write(
        [
          `crash recovery: ${TILLS * KILLS_PER_TILL} kills, ${operations.size} operations, ` +
            `${chargesOf.size} charges, ${refundsOf.size} refunds, ${reviews.length} reviews, ` +
            `${open.length} waiting for their customer`,
          `operations a kill interrupted, by kind and state: ${[...landed]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([point, count]) => `${point} ${count}`)
            .join(', ')}`,
          `reviews: ${reviews
            .map(
              ({ intent, facts, review }) =>
                `${intent.kind} ${review?.reason} ${facts.chargeStatus}`,
            )
            .join(', ')}`,
          '',
        ].join('\n'),
      );
    } finally {
      await Promise.all(journals.map((journal) => journal.close()));
    }
  }, 600_000);
});
