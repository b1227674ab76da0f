import { isIPv4 } from 'node:net';
import { z } from 'zod';
import { seedAccounts, type SimulatorCredentials } from './accounts';
import type { SimulatorClock } from './clock';
import type { armFaultsBody } from './faults';
import { readSnapshot, SnapshotWriter, type Snapshot } from './persistence';
import { rateLimits } from './rate-limiter';
import { serviceModules } from './service-modules';
import { Simulator } from './simulator';
import type { SimulatorModule } from './simulator-module';
import { SimulatorStartError } from './start-error';

/** Loopback only (DESIGN.md: the simulator is a local training and test backend). */
function isLoopback(host: string): boolean {
  return host === '::1' || (isIPv4(host) && host.startsWith('127.'));
}

const simulatorOptions = z.strictObject({
  /** 0 picks a free port. */
  port: z.number().int().min(0).max(65_535).default(0),
  host: z.string().refine(isLoopback, 'must be a loopback address').default('127.0.0.1'),
  /** Persist the state to this file and reload it at start. */
  dataFile: z.string().min(1).optional(),
  /** `false` (`--no-control`): no `/_sim` routes at all. */
  control: z.boolean().default(true),
  rateLimits: rateLimits.prefault({}),
  bodyLimitBytes: z
    .number()
    .int()
    .min(1)
    .default(1024 * 1024),
  /**
   * `real`: real time plus the advanced offset. `frozen`: time stands still at start and
   * moves only with `POST /_sim/clock/advance`, so a test's timing cannot depend on how fast
   * the machine runs it.
   */
  clock: z.enum(['real', 'frozen']).default('real'),
  /** How long a `polling=true` request is held at most, in real time. */
  pollingHoldMs: z.number().int().min(0).max(60_000).default(5000),
  saveDebounceMs: z.number().int().min(0).max(60_000).default(100),
});

export type SimulatorOptions = z.input<typeof simulatorOptions> & {
  /** The modules to run; `serviceModules` when absent. */
  readonly modules?: readonly SimulatorModule[];
};

export interface RunningSimulator {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly baseUrl: string;
  readonly credentials: SimulatorCredentials;
  readonly clock: SimulatorClock;
  /**
   * Runs a trigger (main/simulator/charges/README.md: Triggers) in process, with or without control
   * routes; answers its JSON body or throws `SimulatorError` to refuse, as the HTTP route would.
   */
  runTrigger(name: string, input: unknown): unknown;
  /**
   * Arms a fault (docs/simulator.md: Faults) in process, with or without control routes; throws
   * `SimulatorError` for a spec the control route would refuse.
   */
  armFaults(input: z.input<typeof armFaultsBody>): void;
  /**
   * The state as the data file holds it, read in process: for a test that checks a screen
   * against the simulator's own records rather than the app's reading of them.
   */
  snapshot(): Snapshot;
  /** Stops listening, ends held requests and writes the data file one last time. */
  close(): Promise<void>;
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const { modules = serviceModules, ...rest } = options;
  const parsed = simulatorOptions.safeParse(rest);
  if (!parsed.success) {
    throw new SimulatorStartError('INVALID_OPTIONS', z.prettifyError(parsed.error));
  }
  const config = parsed.data;
  const saved = config.dataFile === undefined ? undefined : await readSnapshot(config.dataFile);
  const simulator = new Simulator(
    { ...config, modules },
    saved?.accounts ?? seedAccounts(Date.now()),
    saved?.clockOffsetMs ?? 0,
  );
  if (saved) {
    try {
      simulator.restore(saved);
    } catch (error) {
      throw new SimulatorStartError(
        'DATA_FILE_INVALID',
        `${config.dataFile} does not match the simulator's modules: ${String(error)}`,
        { cause: error },
      );
    }
  }
  const writer =
    config.dataFile === undefined
      ? undefined
      : new SnapshotWriter(config.dataFile, config.saveDebounceMs, () => simulator.snapshot());
  if (writer) {
    simulator.state.onChange(() => writer.changed());
    // A fresh file is written at once, so the credentials exist on disk from the first start.
    if (!saved) {
      writer.changed();
      await writer.flush();
    }
  }
  let baseUrl: string;
  try {
    baseUrl = await simulator.listen(config.port, config.host);
  } catch (error) {
    await simulator.close();
    throw error;
  }
  return {
    baseUrl,
    credentials: simulator.accounts.credentials(),
    clock: simulator.clock,
    runTrigger: (name, input) => simulator.runTrigger(name, input),
    armFaults: (input) => simulator.armFaults(input),
    snapshot: () => simulator.snapshot(),
    close: async () => {
      await simulator.close();
      await writer?.flush();
    },
  };
}
