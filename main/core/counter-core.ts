import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppCommand, AppSettings } from '../../shared/ipc/ipc-payloads';
import { createEventHub, type CoreEventSource } from '../ipc/event-hub';
import type { HandlerTable } from '../ipc/handler-table';
import { codedRefusal, createIpcDispatch, type IpcDispatch } from '../ipc/ipc-dispatch';
import { refusalLine } from '../ipc/refusal-line';
import { openAuditTrail } from '../journal/audit-trail';
import { feedOperationIndex } from '../back-office/till-operations';
import { openJournal } from '../journal/journal';
import { openOperationIndex, operationIndexDirectoryName } from '../journal/operation-index';
import { openTillId } from '../journal/till-id';
import { sleep as realSleep } from '../service/sleep';
import { seedHistory } from '../simulator/seeding/seed-history';
import { startSimulator, type RunningSimulator } from '../simulator/start-simulator';
import { CoreStartError } from './core-error';
import type { CounterCoreOptions } from './core-options';
import { openServices } from './core-services';
import { appSettingsOf, openCoreSettings } from './core-settings';
import { createCustomerDisplayFeed, type CustomerDisplaySource } from './customer-display-feed';

export interface CounterCore {
  /** Every invoke channel's handler, for a transport that dispatches itself. */
  readonly handlers: HandlerTable;
  /** What every transport calls: checks the input, runs the handler, types every failure. */
  readonly dispatch: IpcDispatch;
  /** The contract's events, for the transport to push to the app window. */
  readonly events: CoreEventSource;
  /** Relays a menu command to the renderer (`app:command`). */
  command(command: AppCommand): void;
  /** What the customer display shows, for the transport that feeds its window alone. */
  readonly customerDisplay: CustomerDisplaySource;
  /** Told of every settings change once it is saved (the entry opens or closes the display). */
  watchSettings(listener: (settings: AppSettings) => void): () => void;
  /** The built-in simulator's origin, whose issuer and wallet pages training sales open. */
  readonly simulatorOrigin: string | undefined;
  /** Whether the active session is the training profile's. */
  training(): boolean;
  close(): Promise<void>;
}

/**
 * The composition root of the main process, shared by the Electron entry and the browser
 * host: the journal and audit trail, the store profiles, the training simulator, the active
 * profile's session (service client, flow engine, heartbeat), settings, and the IPC handler
 * table over all of them. Nothing in here imports Electron.
 */
export async function createCounterCore(options: CounterCoreOptions): Promise<CounterCore> {
  const { dataDir } = options;
  const appMode = options.appMode ?? 'development';
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? realSleep;
  const refused = options.onRefusal ?? ((line: string) => console.warn(line));
  // A coded refusal in the background (RECOVERY_DEFERRED, a profile the service refused) is
  // expected: one line, as the IPC's are. Anything else is a fault and keeps its stack.
  const report =
    options.onError ??
    ((context: string, error: unknown) => {
      const refusal = codedRefusal(error);
      if (refusal === null) console.error(`counter: ${context}`, error);
      else refused(refusalLine(context, refusal));
    });
  const development = appMode === 'development';
  const hub = createEventHub({
    validate: development,
    onError: (channel, error) => report(`event ${channel}`, error),
  });

  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const settings = await openCoreSettings(dataDir, options.systemLocale);
  const closers: (() => Promise<unknown>)[] = [];
  const closeAll = async () => {
    for (const close of closers.splice(0).reverse()) await close();
  };

  try {
    const logs = join(dataDir, 'journal');
    await mkdir(logs, { recursive: true, mode: 0o700 });
    const journal = await openLog('JOURNAL_UNAVAILABLE', openJournal({ directory: logs, now }));
    closers.push(() => journal.journal.close());
    options.onJournal?.(journal.journal);
    const audit = await openLog('AUDIT_UNAVAILABLE', openAuditTrail({ directory: logs, now }));
    closers.push(() => audit.trail.close());
    const tillId = await openTillId(dataDir);
    const operationIndex = await openOperationIndex({
      directory: join(dataDir, operationIndexDirectoryName),
      now,
    });
    const unfeed = await feedOperationIndex(journal.journal, operationIndex, {
      timeZone: () => settings.current().timeZone,
      onError: (error) => report('operation index', error),
    });
    closers.push(() => Promise.resolve(unfeed()));

    const simulator =
      options.simulator === 'none' ? undefined : await startTrainingSimulator(dataDir);
    if (simulator !== undefined) {
      closers.push(() => simulator.close());
      options.onTrainingSimulator?.(simulator);
      if (options.trainingHistory !== undefined) seedHistory(simulator, options.trainingHistory);
    }

    const customerDisplay = createCustomerDisplayFeed({
      context: () => {
        const current = settings.current();
        return {
          language: current.language,
          training: current.training && simulator !== undefined,
        };
      },
      onError: (error) => report('customer display', error),
    });
    const unfollow = hub.subscribe((event) => {
      if (event.channel === 'flows:progress') customerDisplay.follow(event.payload);
    });
    const unwatch = settings.subscribe(() => customerDisplay.refresh());
    closers.push(() => {
      unwatch();
      unfollow();
      customerDisplay.close();
      return Promise.resolve();
    });

    const services = await openServices({
      options,
      appMode,
      now,
      sleep,
      report,
      hub,
      settings,
      journal: journal.journal,
      operationIndex,
      tillId,
      auditTrail: audit.trail,
      simulator,
      customerDisplay,
    });
    closers.push(() => services.close());
    const close = once(closeAll);
    return {
      handlers: services.handlers,
      dispatch: createIpcDispatch({
        handlers: services.handlers,
        validateOutput: development,
        onError: (channel, error) => report(`ipc ${channel}`, error),
        onRefusal: (channel, refusal) => refused(refusalLine(channel, refusal)),
      }),
      events: hub,
      command: (command) => hub.emit('app:command', { command }),
      customerDisplay: { current: customerDisplay.current, subscribe: customerDisplay.subscribe },
      watchSettings: (listener) =>
        settings.subscribe((current) => listener(appSettingsOf(current))),
      simulatorOrigin: simulator === undefined ? undefined : new URL(simulator.baseUrl).origin,
      training: services.training,
      close,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

async function openLog<Value, Failure extends { readonly code: string }>(
  code: 'JOURNAL_UNAVAILABLE' | 'AUDIT_UNAVAILABLE',
  opening: Promise<{ ok: true; value: Value } | { ok: false; error: Failure }>,
): Promise<Value> {
  const opened = await opening;
  if (!opened.ok) throw new CoreStartError(code, `${code}: ${opened.error.code}`);
  return opened.value;
}

/**
 * The training backend: the simulator on loopback with its state in the data directory, so a
 * training till keeps its history. Without control routes: their unauthenticated
 * `/_sim/credentials` would hand the training credentials to anything on this machine.
 */
async function startTrainingSimulator(dataDir: string): Promise<RunningSimulator> {
  const folder = join(dataDir, 'training');
  await mkdir(folder, { recursive: true, mode: 0o700 });
  try {
    return await startSimulator({ dataFile: join(folder, 'simulator.json'), control: false });
  } catch (error) {
    throw new CoreStartError('TRAINING_UNAVAILABLE', 'The training simulator did not start.', {
      cause: error,
    });
  }
}

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
