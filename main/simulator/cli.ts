import { parseArgs } from 'node:util';
import { seedHistory } from './seeding/seed-history';
import { historySeedInput } from './seeding/history-seed-module';
import { startSimulator } from './start-simulator';
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

/** A seeding flag's value within the seeder's bounds, refused before anything starts. */
function seedOption(
  name: 'seed-history' | 'seed-days',
  value: string | undefined,
  bounds: { readonly minValue: number | null; readonly maxValue: number | null },
): number | undefined {
  const number = integer(name, value);
  const { minValue: min, maxValue: max } = bounds;
  if (number === undefined || min === null || max === null) return number;
  if (number < min || number > max) {
    throw new SimulatorStartError(
      'INVALID_OPTIONS',
      `--${name} must be a whole number from ${String(min)} to ${String(max)}`,
    );
  }
  return number;
}

function parseOptions() {
  try {
    return parseArgs({
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
    }).values;
  } catch (error) {
    // parseArgs says what is wrong (an unknown flag, a value missing or starting with a dash).
    throw new SimulatorStartError('INVALID_OPTIONS', (error as Error).message, { cause: error });
  }
}

async function main(): Promise<void> {
  const values = parseOptions();
  const exact = integer('rate-exact', values['rate-exact']);
  const route = integer('rate-route', values['rate-route']);
  const pollingHoldMs = integer('polling-hold-ms', values['polling-hold-ms']);
  const seedCount = seedOption(
    'seed-history',
    values['seed-history'],
    historySeedInput.shape.count,
  );
  const seedDays = seedOption(
    'seed-days',
    values['seed-days'],
    historySeedInput.shape.days.unwrap(),
  );
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
    const seeded = seedHistory(simulator, {
      count: seedCount,
      ...(seedDays === undefined ? {} : { days: seedDays }),
    });
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
  if (error instanceof SimulatorStartError) {
    console.error(`simulator: ${error.code}: ${error.message}`);
    // Exit 2 for a usage error, as the headless export does; 1 when the data file fails.
    process.exit(error.code === 'INVALID_OPTIONS' ? 2 : 1);
  }
  console.error('simulator: could not start', error);
  process.exit(1);
});
