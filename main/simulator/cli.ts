import { parseArgs } from 'node:util';
import { seedHistory } from './seeding/seed-history';
import type { HistorySeedResult } from './seeding/history-seed-module';
import { SimulatorError } from './simulator-error';
import { startSimulator, type RunningSimulator } from './start-simulator';
import { SimulatorStartError } from './start-error';

/*
 * `npx tsx main/simulator/cli.ts --port 4010 [--data FILE] [--host 127.0.0.1] [--no-control]
 *  [--rate-exact N] [--rate-route N] [--polling-hold-ms N] [--seed-history N [--seed-days D]]`
 *
 * The first line on stdout is one JSON object for the ready test-mode store 1, so a script or
 * a test can start the simulator and read everything it needs from that line:
 * {"baseUrl","storeId","merchantId","jwt","secret"}. Everything else goes to stderr.
 */

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value))
    throw new SimulatorStartError('INVALID_OPTIONS', `--${name} must be a whole number`);
  return Number(value);
}

/** A count or span the seeder refuses is a bad option, said as the trigger's field errors. */
function seedHistoryOrRefuse(
  simulator: RunningSimulator,
  count: number,
  days: number | undefined,
): HistorySeedResult {
  try {
    return seedHistory(simulator, { count, ...(days === undefined ? {} : { days }) });
  } catch (error) {
    if (!(error instanceof SimulatorError)) throw error;
    const fields = error.errors.map(({ field, reason }) => `${field} ${reason}`).join(', ');
    throw new SimulatorStartError('INVALID_OPTIONS', `--seed-history/--seed-days: ${fields}`);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string' },
      data: { type: 'string' },
      'no-control': { type: 'boolean', default: false },
      'rate-exact': { type: 'string' },
      'rate-route': { type: 'string' },
      'polling-hold-ms': { type: 'string' },
      'seed-history': { type: 'string' },
      'seed-days': { type: 'string' },
    },
    strict: true,
  });
  const exact = integer('rate-exact', values['rate-exact']);
  const route = integer('rate-route', values['rate-route']);
  const pollingHoldMs = integer('polling-hold-ms', values['polling-hold-ms']);
  const seedCount = integer('seed-history', values['seed-history']);
  const seedDays = integer('seed-days', values['seed-days']);
  if (seedDays !== undefined && seedCount === undefined) {
    throw new SimulatorStartError('INVALID_OPTIONS', '--seed-days needs --seed-history');
  }
  const simulator = await startSimulator({
    port: integer('port', values.port),
    control: !values['no-control'],
    ...(values.host === undefined ? {} : { host: values.host }),
    ...(values.data === undefined ? {} : { dataFile: values.data }),
    ...(pollingHoldMs === undefined ? {} : { pollingHoldMs }),
    rateLimits: {
      ...(exact === undefined ? {} : { exactPerMinute: exact }),
      ...(route === undefined ? {} : { routePerMinute: route }),
    },
  });
  if (seedCount !== undefined) {
    const seeded = seedHistoryOrRefuse(simulator, seedCount, seedDays);
    console.warn(
      `simulator: seeded ${String(seeded.charges)} charges and ${String(seeded.refunds)} refunds from ${seeded.from} to ${seeded.to}`,
    );
  }
  const store = simulator.credentials.appTokens.store1Test;
  process.stdout.write(
    `${JSON.stringify({
      baseUrl: simulator.baseUrl,
      storeId: store.storeId,
      merchantId: simulator.credentials.merchantId,
      jwt: store.jwt,
      secret: store.secret,
    })}\n`,
  );
  console.warn(
    `simulator: listening on ${simulator.baseUrl} (GET /_sim/credentials for every token)`,
  );
  const stop = (): void => {
    simulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('simulator: could not close cleanly', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof SimulatorStartError)
    console.error(`simulator: ${error.code}: ${error.message}`);
  else console.error('simulator: could not start', error);
  process.exit(1);
});
