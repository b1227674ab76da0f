import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { FlowProgress } from '../../shared/flows/flow-progress';
import { openJournal, type Journal } from '../../main/journal/journal';
import { startSimulator } from '../../main/simulator/start-simulator';
import {
  payAsCustomer,
  recoverTillJournal,
  threeDsCustomer,
  tillService,
  type TillCredentials,
  type TillService,
} from '../integration/main/flows/crash-test-service';
import { seededRandom } from './seeded-random';
import type { SoakReport } from './soak-report';
import { tallySoak } from './soak-tally';

/*
 * `npm run soak -- --crash`, and the crash-recovery test at a smaller size (DESIGN.md: Flows: a
 * crash or power loss mid-payment resumes on the next start without charging twice). Tills
 * (child processes running sale-runner.ts, each with its own journal) sell every kind of sale
 * against one simulator and are killed with SIGKILL at random moments; after each kill the
 * operations they left are recovered as the app would on its next start. In the end the
 * simulator's charges and the journals are compared (soak-tally.ts).
 */

export interface CrashSoakOptions {
  readonly tills: number;
  readonly killsPerTill: number;
  /**
   * Longest time a till runs after its first durable intent before it is killed: longer lets
   * more kills land in the captures, cancels and refunds that follow a card sale.
   */
  readonly maxKillDelayMs: number;
  readonly seed: number;
}
const runner = join(import.meta.dirname, '../integration/main/flows/sale-runner.ts');

interface Till {
  readonly index: number;
  readonly directory: string;
  /** Every operation the till reported durable. */
  readonly reported: Set<string>;
  /** Operations a recovery left waiting for their customer; a kill did not interrupt them. */
  readonly waiting: Set<string>;
}

function described(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

export async function runCrashSoak(options: CrashSoakOptions): Promise<SoakReport> {
  const started = performance.now();
  const root = await mkdtemp(join(tmpdir(), 'counter-crash-'));
  const unhandled: string[] = [];
  /** `kind:state` of each operation a kill interrupted: where the kills landed. */
  const killPoints = new Map<string, number>();
  /** Tills still running, killed at the end should the soak stop early. */
  const running = new Set<ChildProcess>();
  const sim = await startSimulator({
    dataFile: join(root, 'simulator.json'),
    // Tills poll hard; the soak is about crashes, not the rate limits.
    rateLimits: { exactPerMinute: 600_000, routePerMinute: 600_000 },
  });
  const token = sim.credentials.appTokens.store1Test;
  if (token.storeId === null) throw new Error('store1Test has no store');
  const credentials: TillCredentials = {
    baseUrl: sim.baseUrl,
    storeId: token.storeId,
    secret: token.secret,
    jwt: token.jwt,
  };
  // Handed to the tills in a file only they and this soak read: never in argv or a log.
  const credentialsFile = join(root, 'credentials.json');
  await writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
  const service: TillService = tillService(credentials);

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
    if (signal !== 'SIGKILL') unhandled.push(`till ${till.index} ended with ${code}: ${stderr}`);
    return reported;
  }

  async function openTillJournal(till: Till): Promise<Journal> {
    const opened = await openJournal({ directory: till.directory });
    if (!opened.ok) throw new Error(`till ${till.index}: ${JSON.stringify(opened.error)}`);
    return opened.value.journal;
  }

  /**
   * The app's next start: the journal is opened (taking over the dead till's lock), every open
   * operation is recovered, and the customers of recovered waits pay (or authenticate at the
   * issuer page offered again) half of the time.
   */
  async function recoverTill(till: Till, random: () => number): Promise<void> {
    const journal = await openTillJournal(till);
    for (const operation of journal.openOperations()) {
      if (till.waiting.has(operation.id)) continue;
      const point = `${operation.intent.kind}:${operation.state}`;
      killPoints.set(point, (killPoints.get(point) ?? 0) + 1);
    }
    const payments: Promise<void>[] = [];
    const emit = (progress: FlowProgress) => {
      const { step, kind, chargeId, amount } = progress;
      if (step !== 'awaiting_customer' || !progress.abortable) return;
      if (chargeId === undefined || amount === undefined || random() < 0.5) return;
      payments.push(payAsCustomer(sim.baseUrl, kind, chargeId, amount));
    };
    const recovery = await recoverTillJournal({
      journal,
      api: service.api,
      storeId: credentials.storeId,
      // The customer of a re-offered issuer page is still at the counter half of the time.
      authenticator: threeDsCustomer(sim.baseUrl, random, () => random() < 0.5),
      emit,
      onFlowError: (error, operationId) =>
        unhandled.push(`recovery of ${operationId}: ${described(error)}`),
    });
    for (const { operationId, outcome } of await recovery.customerWaits) {
      if (outcome === 'awaiting_customer') till.waiting.add(operationId);
      else till.waiting.delete(operationId);
    }
    await Promise.all(payments);
    const closed = await journal.close();
    if (!closed.ok) throw new Error(`close: ${closed.error.code}`);
  }

  async function runTill(till: Till): Promise<void> {
    const random = seededRandom(options.seed * 1_000 + till.index);
    for (let kill = 0; kill < options.killsPerTill; kill++) {
      const seed = Math.floor(random() * 2 ** 31);
      const reported = await runAndKill(till, seed, random() * options.maxKillDelayMs);
      for (const id of reported) till.reported.add(id);
      await recoverTill(till, random);
    }
  }

  const journals: Journal[] = [];
  try {
    const tills: Till[] = [];
    for (let index = 0; index < options.tills; index++) {
      const directory = join(root, `till-${index}`);
      await mkdir(directory);
      tills.push({ index, directory, reported: new Set(), waiting: new Set() });
    }
    await Promise.all(tills.map(runTill));
    journals.push(...(await Promise.all(tills.map(openTillJournal))));
    const reported = new Set(tills.flatMap((till) => [...till.reported]));
    const tally = await tallySoak({
      client: service.client,
      storeId: credentials.storeId,
      journals,
      reported,
    });
    const landed = [...killPoints]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([point, count]) => `${point} ${count}`)
      .join(', ');
    return {
      title:
        `${options.tills * options.killsPerTill} kills of ${options.tills} tills within ` +
        `${options.maxKillDelayMs} ms of their first sale, seed ${options.seed}`,
      elapsedMs: performance.now() - started,
      details: [`operations a kill interrupted, by kind and state: ${landed}`],
      tally,
      unhandled,
      reviewGoal: true,
    };
  } finally {
    for (const child of running) child.kill('SIGKILL');
    await Promise.all(journals.map((journal) => journal.close()));
    await service.client.close();
    await sim.close();
    await rm(root, { recursive: true, force: true });
  }
}
