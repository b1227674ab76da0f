import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  appSettings,
  type AppCommand,
  type AppMode,
  type AppSettings,
  type ProfileTestResult,
} from '../../shared/ipc/ipc-payloads';
import {
  TRAINING_PROFILE_ID,
  type AppTokenCredentials,
  type ProfileInput,
  type ProfileSummary,
} from '../../shared/profiles';
import { closeDay } from '../back-office/back-office-reports';
import { createKeychain, type Keychain } from '../credentials/keychain';
import { createProfileStore } from '../credentials/profiles';
import type { TrainingProvider } from '../credentials/store-profile';
import type { Authenticator, FlowDependencies } from '../flows/flow-definition';
import type { OpenPaymentsSettings } from '../flows/open-payments';
import { recoverOperations, type Recovery } from '../flows/recovery';
import { createEventHub, type CoreEventSource } from '../ipc/event-hub';
import { createHandlerTable, type CounterServices, type HandlerTable } from '../ipc/handler-table';
import { createIpcDispatch, type IpcDispatch } from '../ipc/ipc-dispatch';
import { IpcFailure } from '../ipc/ipc-failure';
import type { Actor } from '../journal/actor';
import { openAuditTrail, type AuditTrail } from '../journal/audit-trail';
import { openJournal, type Journal } from '../journal/journal';
import { iframePollSchedule, threeDsPollSchedule } from '../service/polling';
import { createServiceApi } from '../service/service-api';
import { createServiceClient } from '../service/service-client';
import type { Printer } from '../printing/print-service';
import { ServiceClientError } from '../service/service-client-error';
import { sleep as realSleep, type Sleep } from '../service/sleep';
import type { HistorySeedInput } from '../simulator/seeding/history-seed-module';
import { seedHistory } from '../simulator/seeding/seed-history';
import { createExportRunner } from '../export/export-runner';
import { startSimulator, type RunningSimulator } from '../simulator/start-simulator';
import { defaultConnectivitySchedule, type ConnectivitySchedule } from './connectivity-monitor';
import {
  createCustomerDisplayFeed,
  type CustomerDisplayFeed,
  type CustomerDisplaySource,
} from './customer-display-feed';
import { CoreStartError } from './core-error';
import { openCorePrinting } from './core-printing';
import {
  appSettingsOf,
  openCoreSettings,
  printSettingsOf,
  type CoreSettingsFile,
} from './core-settings';
import { refusalLine } from '../ipc/refusal-line';
import { openProfileSession, type ProfileSession } from './profile-session';
import { actAsTrainingCustomer } from './training-customer';

interface CounterCoreOptions {
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
   * (docs/simulator.md: Faults): it runs without control routes, so nothing else can.
   */
  readonly onTrainingSimulator?: (simulator: Pick<RunningSimulator, 'armFaults'>) => void;
  /**
   * Where a back-office export is written (Electron: a save dialog; null when the clerk
   * cancels it). By default a file in the data directory's `exports/` folder.
   */
  readonly chooseExportPath?: (suggestedName: string) => Promise<string | null>;
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
  close(): Promise<void>;
}

const defaultSchedules: FlowDependencies['schedules'] = {
  threeDs: threeDsPollSchedule(),
  iframe: iframePollSchedule(),
  awaitingCustomer: iframePollSchedule({
    intervalMs: 5_000,
    maxPolls: 180,
    maxDurationMs: 15 * 60_000,
  }),
};

function noProfile(): IpcFailure {
  return new IpcFailure('NO_ACTIVE_PROFILE', 'No store profile is active.');
}

function realStoresRefused(): IpcFailure {
  return new IpcFailure(
    'REAL_STORES_NOT_ALLOWED',
    'This host serves the training profile only (start it with --allow-real-stores).',
  );
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
  const report =
    options.onError ??
    ((context: string, error: unknown) => console.error(`counter: ${context}`, error));
  const refused = options.onRefusal ?? ((line: string) => console.warn(line));
  const development = appMode === 'development';
  const hub = createEventHub({
    validate: development,
    onError: (channel, error) => report(`event ${channel}`, error),
  });

  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const settings = await openCoreSettings(dataDir);
  const closers: (() => Promise<unknown>)[] = [];
  const closeAll = async () => {
    for (const close of closers.splice(0).reverse()) await close();
  };

  try {
    const logs = join(dataDir, 'journal');
    await mkdir(logs, { recursive: true, mode: 0o700 });
    const journal = await openLog('JOURNAL_UNAVAILABLE', openJournal({ directory: logs, now }));
    closers.push(() => journal.journal.close());
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

    const core = await assemble({
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
    closers.push(() => core.closeSession());
    closers.push(() => core.closePrinting());
    closers.push(() => core.closeExports());
    const close = once(closeAll);
    return {
      handlers: core.handlers,
      dispatch: createIpcDispatch({
        handlers: core.handlers,
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

/**
 * Outside Electron there is no save dialog: each PDF goes to the data directory's `pdf/`,
 * each export to its `exports/`.
 */
function fileInDataDir(
  dataDir: string,
  folderName: string,
): (suggestedName: string) => Promise<string> {
  return async (suggestedName) => {
    const folder = join(dataDir, folderName);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    return join(folder, suggestedName);
  };
}

/**
 * The audit trail records what people did to real stores' money and credentials; where real
 * stores are refused it is exported only while every entry is training's or the app's own.
 */
function trainingOnlyAuditExport(
  auditTrail: AuditTrail,
  exportAudit: HandlerTable['audit:export'],
): HandlerTable['audit:export'] {
  return async (input) => {
    const exported = await auditTrail.export('jsonl');
    if (exported.ok) {
      const real = exported.value
        .split('\n')
        .filter((line) => line !== '')
        .some((line) => {
          const { profileId } = (JSON.parse(line) as { actor: Actor }).actor;
          return profileId !== undefined && profileId !== TRAINING_PROFILE_ID;
        });
      if (real) throw realStoresRefused();
    }
    return exportAudit(input);
  };
}

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

interface Parts {
  readonly options: CounterCoreOptions;
  readonly appMode: AppMode;
  readonly now: () => Date;
  readonly sleep: Sleep;
  readonly report: (context: string, error: unknown) => void;
  readonly hub: ReturnType<typeof createEventHub>;
  readonly settings: CoreSettingsFile;
  readonly journal: Journal;
  readonly auditTrail: AuditTrail;
  readonly simulator: RunningSimulator | undefined;
  readonly customerDisplay: Pick<CustomerDisplayFeed, 'leave'>;
}

async function assemble(parts: Parts) {
  const { options, hub, settings, journal, auditTrail, simulator, report } = parts;
  const training: TrainingProvider | undefined =
    simulator === undefined
      ? undefined
      : () => {
          const { secret, jwt } = simulator.credentials.appTokens.store1Test;
          return Promise.resolve({ baseUrl: simulator.baseUrl, credentials: { secret, jwt } });
        };
  const profiles = createProfileStore({
    dataDir: options.dataDir,
    keychain: options.keychain ?? createKeychain(),
    ...(training !== undefined && { training }),
  });
  const flowDependencies: Omit<FlowDependencies, 'api'> = {
    authenticator: options.authenticator,
    sleep: parts.sleep,
    now: parts.now,
    schedules: options.schedules ?? defaultSchedules,
  };

  let session: ProfileSession | undefined;
  const realStoresAllowed = options.realStores !== 'refused';

  /** Refuses a real store where real stores are refused; training always passes. */
  function checkRealStore(profile: { readonly training: boolean }): void {
    if (!profile.training && !realStoresAllowed) throw realStoresRefused();
  }

  async function findProfile(profileId: string): Promise<ProfileSummary> {
    const found = (await profiles.listProfiles()).find((profile) => profile.id === profileId);
    if (found === undefined) {
      throw new IpcFailure('PROFILE_NOT_FOUND', `There is no profile ${profileId}.`);
    }
    return found;
  }

  /** The one place a session opens, so no real store's session opens where they are refused. */
  function openSession(profile: ProfileSummary): ProfileSession {
    checkRealStore(profile);
    return openProfileSession({
      profile,
      appVersion: options.appVersion,
      credentials: () => profiles.credentialsFor(profile.id),
      journal,
      flowDependencies,
      connectivitySchedule: options.connectivitySchedule ?? defaultConnectivitySchedule,
      ...(options.openPayments !== undefined && { openPaymentsSettings: options.openPayments }),
      onProgress: (progress) => hub.emit('flows:progress', progress),
      onOpenPayments: (payments) => hub.emit('payments:open-changed', payments),
      onConnectivity: (state) => hub.emit('connectivity:changed', state),
      onError: report,
    });
  }

  /**
   * The profile the settings name: training while it is on and available, else the store's.
   * Where real stores are refused, training whatever the settings say (they are left as they
   * are, for the app that may use that store).
   */
  function configuredProfileId(): string | null {
    const current = settings.current();
    if (current.training && training !== undefined) return TRAINING_PROFILE_ID;
    if (!realStoresAllowed) return training === undefined ? null : TRAINING_PROFILE_ID;
    return current.storeProfileId;
  }

  /**
   * Resumes the operations the journal holds open before the counter takes new sales
   * (docs/reliability.md: Resuming operations after a restart). Recovery replays requests
   * with the active profile's credentials, so it resumes that profile's operations only:
   * another's would be replayed against the wrong store. Those stay open, nothing lost, for a
   * start on their own profile.
   */
  async function recover(current: ProfileSession): Promise<Recovery | undefined> {
    const open = journal.openOperations();
    if (open.length === 0) return undefined;
    const isOwn = (operation: { intent: { profileId: string } }) =>
      operation.intent.profileId === current.profile.id;
    const foreign = open.filter((operation) => !isOwn(operation)).length;
    if (foreign > 0) {
      report(
        'recovery',
        new IpcFailure(
          'RECOVERY_DEFERRED',
          `${foreign} open operations belong to another profile; they wait for a start on it.`,
        ),
      );
    }
    if (foreign === open.length) return undefined;
    const resumed = await recoverOperations({
      journal,
      include: isOwn,
      dependencies: current.dependencies,
      emit: (progress) => hub.emit('flows:progress', progress),
      onError: (error, operationId) => report(`recovery ${operationId}`, error),
    });
    resumed.customerWaits.catch((error: unknown) => report('recovery', error));
    return resumed;
  }

  // Before the session opens: its first heartbeat must reach whoever subscribes on return.
  const printing = await openCorePrinting({
    dataDir: options.dataDir,
    printer: options.printer,
    choosePdfPath: options.choosePdfPath ?? fileInDataDir(options.dataDir, 'pdf'),
    settings: () => {
      const current = settings.current();
      return {
        ...printSettingsOf(current),
        timeZone: current.timeZone,
        language: current.language,
      };
    },
    session: () => {
      if (session === undefined) throw noProfile();
      return session;
    },
    journal,
    openPayments: () => session?.openPayments.list() ?? [],
    recordAudit: (event) => recordAudit(event),
    now: parts.now,
    closeDay: (request) =>
      closeDay(services.service(), request, {
        timeZone: settings.current().timeZone,
        now: parts.now,
      }),
  });

  const startId = configuredProfileId();
  if (startId !== null) {
    try {
      session = openSession(await findProfile(startId));
    } catch (error) {
      // A missing profile or a locked keychain must not keep the till from starting: it
      // opens without a session, and the cashier picks a profile (or fixes the keychain).
      report('opening the active profile', error);
    }
  }

  const recovery = session === undefined ? undefined : await recover(session);
  // After recovery, so the customer waits it resumed are left to it (docs/reliability.md).
  session?.openPayments.start(recovery);

  const reviewing = new Set(journal.reviewList().map((operation) => operation.id));
  const unsubscribeJournal = journal.subscribe((event) => {
    if (event.type === 'compaction-failed') {
      report('journal compaction', event.error);
      return;
    }
    const { operation } = event;
    const inReview = !operation.terminal && operation.review !== null;
    if (inReview === reviewing.has(operation.id)) return;
    if (inReview) reviewing.add(operation.id);
    else reviewing.delete(operation.id);
    hub.emit('journal:review-changed', {
      operationId: operation.id,
      inReview,
      reviewCount: reviewing.size,
    });
  });

  function actor(): Actor {
    return session === undefined ? {} : { profileId: session.profile.id };
  }

  const recordAudit: CounterServices['recordAudit'] = async (event) => {
    const appended = await auditTrail.append(actor(), event);
    if (!appended.ok) {
      throw new IpcFailure(
        'AUDIT_WRITE_FAILED',
        `The audit trail answered ${appended.error.code}.`,
      );
    }
  };

  /**
   * Makes `profileId` active. The new session opens first and the switch is audited before it
   * takes effect, so a failure leaves the old profile in place and no switch goes unrecorded.
   * Refused while a flow runs: its operation belongs to the current profile's store.
   */
  async function selectProfile(profileId: string): Promise<ProfileSummary> {
    if (session?.profile.id === profileId) return findProfile(profileId);
    if (session !== undefined && session.flows.running().length > 0) {
      throw new IpcFailure('FLOWS_RUNNING', 'Finish or abort the running operations first.');
    }
    const profile = await findProfile(profileId);
    checkRealStore(profile);
    const next = openSession(profile);
    try {
      const wasTraining = session?.profile.training ?? false;
      if (wasTraining !== profile.training) {
        await recordAudit({
          action: 'training_mode_switch',
          details: { enabled: profile.training },
        });
      }
      if (!profile.training) {
        await recordAudit({
          action: 'settings_change',
          details: {
            setting: 'storeProfileId',
            from: settings.current().storeProfileId,
            to: profile.id,
          },
        });
      }
      await settings.update(
        profile.training ? { training: true } : { training: false, storeProfileId: profile.id },
      );
    } catch (error) {
      await next.close();
      throw error;
    }
    const previous = session;
    session = next;
    await previous?.close();
    // Recovery ran for the profile active at start only: the board picks up this one's waits.
    next.openPayments.start();
    hub.emit('connectivity:changed', next.connectivity());
    return profile;
  }

  async function testProfile(profileId: string): Promise<ProfileTestResult> {
    const profile = await findProfile(profileId);
    checkRealStore(profile);
    // One attempt each: the cashier is waiting for an answer, not for retries.
    const client = createServiceClient({
      baseUrl: profile.baseUrl,
      appVersion: options.appVersion,
      credentials: () => profiles.credentialsFor(profile.id),
      retry: { maxAttempts: 1 },
      timeouts: { deadlineMs: 10_000 },
    });
    const api = createServiceApi(client);
    try {
      await api.heartbeat.heartbeat();
    } catch (error) {
      await client.close();
      if (!(error instanceof ServiceClientError)) throw error;
      return {
        reachable: false,
        authenticated: false,
        failure: { step: 'heartbeat', code: error.code },
      };
    }
    try {
      await api.charges.listStoreCharges({
        params: { storeId: profile.storeId },
        query: { limit: 10 },
      });
      return { reachable: true, authenticated: true, failure: null };
    } catch (error) {
      if (!(error instanceof ServiceClientError)) throw error;
      return { reachable: true, authenticated: false, failure: { step: 'read', code: error.code } };
    } finally {
      await client.close();
    }
  }

  const exports = createExportRunner({
    service: () => services.service(),
    timeZone: () => settings.current().timeZone,
    choosePath: options.chooseExportPath ?? fileInDataDir(options.dataDir, 'exports'),
    emit: (progress) => hub.emit('export:progress', progress),
    onError: (error) => report('export', error),
  });

  const services: CounterServices = {
    journal,
    auditTrail,
    actor,
    recordAudit,
    flows() {
      if (session === undefined) throw noProfile();
      return session.flows;
    },
    openPayments() {
      if (session === undefined) throw noProfile();
      return session.openPayments.list();
    },
    abortOperation(operationId: string) {
      const aborted = services.flows().abort(operationId);
      // A customer wait resumed on start runs in recovery, not in the engine.
      if (!aborted.ok && aborted.error.code === 'NOT_RUNNING' && recovery?.abort(operationId)) {
        return { ok: true, value: undefined };
      }
      return aborted;
    },
    leaveSale: (operationId) => parts.customerDisplay.leave(operationId),
    service() {
      if (session === undefined) throw noProfile();
      return { storeId: session.profile.storeId, client: session.client };
    },
    listProfiles: () => profiles.listProfiles(),
    async saveProfile(input: ProfileInput, credentials: AppTokenCredentials) {
      // Every saved profile is a real store's: training is built in.
      checkRealStore({ training: false });
      const saved = await profiles.saveProfile(input, credentials);
      await recordAudit({
        action: 'credential_change',
        details: { profileId: saved.id, change: 'added' },
      });
      return saved;
    },
    async replaceCredentials(profileId: string, credentials: AppTokenCredentials) {
      checkRealStore(await findProfile(profileId));
      const replaced = await profiles.replaceCredentials(profileId, credentials);
      await recordAudit({
        action: 'credential_change',
        details: { profileId, change: 'replaced' },
      });
      return replaced;
    },
    async removeProfile(profileId: string) {
      if (session?.profile.id === profileId) {
        throw new IpcFailure('PROFILE_IN_USE', 'Select another profile before removing this one.');
      }
      await profiles.removeProfile(profileId);
      await recordAudit({
        action: 'credential_change',
        details: { profileId, change: 'removed' },
      });
      if (settings.current().storeProfileId === profileId) {
        await settings.update({ storeProfileId: null });
      }
    },
    testProfile,
    selectProfile,
    async activeProfile() {
      if (session === undefined) throw noProfile();
      return findProfile(session.profile.id);
    },
    training: () => session?.profile.training ?? false,
    async setTraining(enabled: boolean) {
      if (enabled && training === undefined) {
        throw new IpcFailure('TRAINING_UNAVAILABLE', 'This till has no training simulator.');
      }
      if (!enabled && !realStoresAllowed) throw realStoresRefused();
      const storeProfileId = settings.current().storeProfileId;
      if (!enabled && storeProfileId === null) {
        throw new IpcFailure('NO_STORE_PROFILE', 'Add a store profile before leaving training.');
      }
      const selected = await selectProfile(enabled ? TRAINING_PROFILE_ID : (storeProfileId ?? ''));
      return selected.training;
    },
    actAsTrainingCustomer(action) {
      // The simulator's customer must never be reachable while a real store's sale runs.
      if (simulator === undefined || session?.profile.training !== true) {
        throw new IpcFailure('TRAINING_ONLY', 'Only a training sale has a simulated customer.');
      }
      return actAsTrainingCustomer(simulator, action);
    },
    connectivity: () => session?.connectivity() ?? { status: 'unknown', checkedAt: null },
    appInfo: () => ({
      version: options.appVersion,
      platform: options.platform ?? process.platform,
      mode: parts.appMode,
    }),
    settings: () => appSettingsOf(settings.current()),
    async updateSettings(patch) {
      const before = appSettingsOf(settings.current());
      // Audited first, as every sensitive change: a write that then fails is the lesser harm.
      for (const key of appSettings.keyof().options) {
        const to = patch[key];
        if (to === undefined || to === before[key]) continue;
        await recordAudit({
          action: 'settings_change',
          details: { setting: key, from: before[key], to },
        });
      }
      return appSettingsOf(await settings.update(patch));
    },
    issueDocument: (request, output) => printing.issue(request, output),
    printingOutputs: () => printing.outputs(),
    previewDocument: (request) => printing.preview(request),
    printDayClose: (request) => printing.printDayClose(request),
    exports,
  };

  const handlers = createHandlerTable(services);
  return {
    handlers: realStoresAllowed
      ? handlers
      : {
          ...handlers,
          'audit:export': trainingOnlyAuditExport(auditTrail, handlers['audit:export']),
        },
    closePrinting: () => printing.close(),
    closeExports: () => exports.close(),
    async closeSession() {
      unsubscribeJournal();
      await session?.close();
      session = undefined;
    },
  };
}
