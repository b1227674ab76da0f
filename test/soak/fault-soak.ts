import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FlowProgress } from '../../shared/flows/flow-progress';
import { openJournal, type Journal } from '../../main/journal/journal';
import { createServiceApi } from '../../main/service/service-api';
import { createServiceClient, type ServiceClient } from '../../main/service/service-client';
import { ServiceClientError } from '../../main/service/service-client-error';
import { createServicePool, defaultTimeouts } from '../../main/service/service-pool';
import { startSimulator } from '../../main/simulator/start-simulator';
import {
  payAsCustomer,
  recoverTillJournal,
  threeDsCustomer,
} from '../integration/main/flows/crash-test-service';
import { createTill } from '../integration/main/flows/till';
import { injectFaults, noFaults, soakTimeouts } from './fault-injection';
import { seededRandom } from './seeded-random';
import type { SoakReport } from './soak-report';
import { tallySoak } from './soak-tally';

/*
 * `npm run soak`: one till's cashiers sell `sales` sales of every kind, with captures, cancels
 * and refunds of the card sales, through the flow engine against the simulator, while a share
 * of every request meets a fault (fault-injection.ts). The customers pay or the cashier aborts;
 * nobody walks away, so every sale must end. Then, as the app's next start would, recovery
 * takes up what was left open (still on the bad network), and the service's record is compared
 * with the journal (soak-tally.ts).
 */

export interface FaultSoakOptions {
  readonly sales: number;
  /** The share of requests that meet a fault, in [0, 1]. */
  readonly faultRate: number;
  /** Cashiers selling at once. */
  readonly lanes: number;
  readonly seed: number;
}

/** Next starts after the soak: enough for every outage a 10% fault rate makes to pass. */
const recoveryPasses = 5;

function described(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

export async function runFaultSoak(options: FaultSoakOptions): Promise<SoakReport> {
  const started = performance.now();
  const random = seededRandom(options.seed);
  const root = await mkdtemp(join(tmpdir(), 'counter-soak-'));
  const unhandled: string[] = [];
  const onUnhandled = (error: unknown) => unhandled.push(`unhandled: ${described(error)}`);
  process.on('unhandledRejection', onUnhandled);
  process.on('uncaughtException', onUnhandled);
  // A flow that broke (not a service call that failed, which the flows handle) is a crash.
  const onFlowError = (error: unknown, operationId: string) => {
    if (!(error instanceof ServiceClientError)) {
      unhandled.push(`flow of ${operationId}: ${described(error)}`);
    }
  };

  const sim = await startSimulator({
    dataFile: join(root, 'simulator.json'),
    // The soak is about faults, not the rate limits.
    rateLimits: { exactPerMinute: 600_000, routePerMinute: 600_000 },
  });
  const token = sim.credentials.appTokens.store1Test;
  if (token.storeId === null) throw new Error('store1Test has no store');
  const storeId = token.storeId;
  const credentials = () => Promise.resolve({ secret: token.secret, jwt: token.jwt });
  const timeouts = { ...defaultTimeouts, ...soakTimeouts };
  const pool = createServicePool(new URL(sim.baseUrl).origin, timeouts);
  const faults = noFaults();
  const client: ServiceClient = createServiceClient({
    baseUrl: sim.baseUrl,
    appVersion: 'soak',
    credentials,
    timeouts,
    dispatcher: injectFaults(pool, options.faultRate, seededRandom(options.seed + 1), faults),
  });
  const clean = createServiceClient({ baseUrl: sim.baseUrl, appVersion: 'soak', credentials });
  const api = createServiceApi(client);

  const journals: Journal[] = [];
  try {
    const opened = await openJournal({ directory: join(root, 'journal') });
    if (!opened.ok) throw new Error(`journal: ${opened.error.code}`);
    const { journal } = opened.value;
    journals.push(journal);
    const reported = new Set<string>();
    const refused: Record<string, number> = {};
    const till = createTill({
      journal,
      api,
      baseUrl: sim.baseUrl,
      storeId,
      random,
      customers: { abort: 0.1, walkAway: 0 },
      onIntent: (operationId) => reported.add(operationId),
      onStartRefused: (code) => (refused[code] = (refused[code] ?? 0) + 1),
      onFlowError,
      onCustomerError: (error) => unhandled.push(`customer: ${described(error)}`),
    });

    let attempted = 0;
    const lane = async () => {
      while (attempted < options.sales) {
        attempted += 1;
        try {
          await till.oneSale();
        } catch (error) {
          unhandled.push(`sale: ${described(error)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: options.lanes }, lane));

    let passes = 0;
    for (; passes < recoveryPasses && journal.openOperations().length > 0; passes++) {
      const payments: Promise<void>[] = [];
      const emit = (progress: FlowProgress) => {
        const { step, kind, chargeId, amount } = progress;
        if (step !== 'awaiting_customer' || !progress.abortable) return;
        if (chargeId === undefined || amount === undefined) return;
        payments.push(
          payAsCustomer(sim.baseUrl, kind, chargeId, amount).catch((error: unknown) => {
            unhandled.push(`customer: ${described(error)}`);
          }),
        );
      };
      const recovery = await recoverTillJournal({
        journal,
        api,
        storeId,
        authenticator: threeDsCustomer(sim.baseUrl, random),
        emit,
        onFlowError,
      });
      await recovery.customerWaits;
      await Promise.all(payments);
    }

    const tally = await tallySoak({ client: clean, storeId, journals, reported });
    const injected = Object.values(faults).reduce((sum, value) => sum + value, 0);
    return {
      title: `${options.sales} sales at ${Math.round(options.faultRate * 100)}% faults, ${options.lanes} lanes, seed ${options.seed}`,
      elapsedMs: performance.now() - started,
      details: [
        `sales attempted: ${attempted}`,
        `faults injected: ${injected} (${Object.entries(faults)
          .map(([name, value]) => `${name} ${value}`)
          .join(', ')})`,
        `starts refused: ${
          Object.entries(refused)
            .map(([code, value]) => `${code} ${value}`)
            .join(', ') || 'none'
        }`,
        `recovery passes after the sales: ${passes}`,
      ],
      tally,
      unhandled,
      reviewGoal: false,
    };
  } finally {
    await Promise.all(journals.map((journal) => journal.close()));
    await client.close();
    await clean.close();
    await pool.close();
    await sim.close();
    process.off('unhandledRejection', onUnhandled);
    process.off('uncaughtException', onUnhandled);
    await rm(root, { recursive: true, force: true });
  }
}
