import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppCommand, AppMode, AppSettings } from '../../shared/ipc/ipc-payloads';
import type { Keychain } from '../credentials/keychain';
import type { Authenticator, FlowDependencies } from '../flows/engine/flow-definition';
import type { ExportFolderOptions } from '../export/export-folder';
import type { OpenPaymentsSettings } from '../flows/open-payments/open-payments-settings';
import { createEventHub, type CoreEventSource } from '../ipc/event-hub';
import type { HandlerTable } from '../ipc/handler-table';
import { codedRefusal, createIpcDispatch, type IpcDispatch } from '../ipc/ipc-dispatch';
import { refusalLine } from '../ipc/refusal-line';
import { openAuditTrail } from '../journal/audit-trail';
import { openJournal, type Journal } from '../journal/journal';
import type { Printer } from '../printing/print-service';
import { sleep as realSleep, type Sleep } from '../service/sleep';
import type { HistorySeedInput } from '../simulator/seeding/history-seed-module';
import { seedHistory } from '../simulator/seeding/seed-history';
import { startSimulator, type RunningSimulator } from '../simulator/start-simulator';
import type { ConnectivitySchedule } from './connectivity-monitor';
import { CoreStartError } from './core-error';
import { openServices } from './core-services';
import { appSettingsOf, openCoreSettings } from './core-settings';
import { createCustomerDisplayFeed, type CustomerDisplaySource } from './customer-display-feed';

export interface CounterCoreOptions {
  /** The app's data directory (Electron's userData; a fresh temporary folder in tests). */
  readonly dataDir: string;
  readonly appVersion: string;
  /** Development checks every IPC answer and event against the contract. */
  readonly appMode?: AppMode;
  readonly platform?: string;
  /** The OS keychain unless a test gives its own. */
  readonly keychain?: Keychain;
  /** `built-in`: run the training simulator on loopback; `none`: no training profile. */
  readonly simulator?: 'built-in' | 'none';
  /**
   * Seeds the built-in training simulator's history at start (docs/simulator.md: Seeding a
   * history), for e2e tests and demos of the back office at scale. Absent in the app.
   */
  readonly trainingHistory?: HistorySeedInput;
  /** Where customers authenticate (3DS) and pay (wallet pages): a window, or a test's fake. */
  readonly authenticator: Authenticator;
  readonly now?: () => Date;
  readonly sleep?: Sleep;
  readonly schedules?: FlowDependencies['schedules'];
  readonly connectivitySchedule?: ConnectivitySchedule;
  /** The open-payments board's schedule and deadline windows; open-payments.ts has the defaults. */
  readonly openPayments?: Partial<OpenPaymentsSettings>;
  /**
   * The receipt printer (Electron: createElectronPrinter). Null where nothing can render a page,
   * as in the browser host: the printing channels, save-pdf included, answer PRINTER_NOT_AVAILABLE.
   */
  readonly printer: Printer | null;
  /**
   * Where a PDF is saved (Electron: a save dialog; null when the cashier cancels it). By
   * default a file in the data directory's `pdf/` folder. Never a path from the renderer.
   */
  readonly choosePdfPath?: (suggestedName: string) => Promise<string | null>;
  /**
   * Handed the training simulator once it runs, for tests and drills that arm its faults
   * (docs/simulator.md: Faults) or use its other app tokens (a merchant token's all-stores
   * lists) or compare a screen with its records: it runs without control routes, so nothing
   * else can.
   */
  readonly onTrainingSimulator?: (
    simulator: Pick<
      RunningSimulator,
      'armFaults' | 'clock' | 'credentials' | 'baseUrl' | 'snapshot'
    >,
  ) => void;
  /**
   * Handed the journal once it opens, for tests that plant what a till believes happened
   * (the back office's reconciliation) without a sale through the screen. Absent in the app.
   */
  readonly onJournal?: (
    journal: Pick<Journal, 'recordIntent' | 'recordOutcome' | 'markNeedsReview'>,
  ) => void;
  /**
   * Where back-office exports go until the clerk chooses a folder (by default the data
   * directory's `exports/`), and, in Electron, the folder dialog and the file manager.
   */
  readonly exportFolder?: Partial<
    Pick<ExportFolderOptions, 'defaultFolder' | 'chooseByDialog' | 'openFolder'>
  >;
  /** The system's locale; a first start shows the interface in its language. */
  readonly systemLocale?: string;
  /** For main's log: errors the renderer saw only as a code, and background failures. */
  readonly onError?: (context: string, error: unknown) => void;
  /** For main's log: a channel's expected refusal, one line (default: console.warn). */
  readonly onRefusal?: (line: string) => void;
  /**
   * `refused` where any local process can reach the dispatch (the browser host): no real
   * store's session opens, its profile cannot be added, tested or selected, and a start on it
   * falls back to training, so no sale and no read reaches a real store. `allowed` by default.
   */
  readonly realStores?: 'allowed' | 'refused';
}

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
