import type { ConnectivityState, OpenPayment } from '../../shared/ipc/ipc-payloads';
import { TRAINING_PROFILE_ID, type ProfileSummary } from '../../shared/profiles';
import type { Authenticator, FlowDependencies } from '../flows/engine/flow-definition';
import type { FlowAbortError, FlowEngine } from '../flows/engine/flow-engine';
import type { OpenPaymentsSettings } from '../flows/open-payments/open-payments-settings';
import { recoverOperations } from '../flows/recovery/recovery';
import type { createEventHub } from '../ipc/event-hub';
import { IpcFailure } from '../ipc/ipc-failure';
import type { ActiveService } from '../ipc/route-channel-handlers';
import type { Actor } from '../journal/actor';
import type { Journal } from '../journal/journal';
import type { Result } from '../../shared/result';
import { iframePollSchedule, threeDsPollSchedule } from '../service/polling';
import type { Sleep } from '../service/sleep';
import type { RecordAudit } from './audit-recorder';
import { defaultConnectivitySchedule, type ConnectivitySchedule } from './connectivity-monitor';
import type { CoreSettingsFile } from './core-settings';
import { openProfileSession, type ProfileSession } from './profile-session';
import type { RealStoreGate } from './real-stores';
import type { StoreProfiles } from './store-profiles';

export interface ActiveSessionOptions {
  readonly appVersion: string;
  /** Where customers authenticate (3DS) and pay (wallet pages): a window, or a test's fake. */
  readonly authenticator: Authenticator;
  readonly now: () => Date;
  readonly sleep: Sleep;
  readonly schedules?: FlowDependencies['schedules'];
  readonly connectivitySchedule?: ConnectivitySchedule;
  /** The open-payments board's schedule and deadline windows; open-payments.ts has the defaults. */
  readonly openPayments?: Partial<OpenPaymentsSettings>;
  readonly hub: ReturnType<typeof createEventHub>;
  readonly settings: CoreSettingsFile;
  readonly journal: Journal;
  /** This till's id, which every charge it makes names. */
  readonly tillId: string;
  readonly profiles: Pick<StoreProfiles, 'find' | 'list' | 'credentialsFor'>;
  readonly realStores: RealStoreGate;
  /** Whether the till has the built-in training profile (a simulator to train on). */
  readonly trainingAvailable: boolean;
  readonly recordAudit: RecordAudit;
  /** The operator signed in, whom every operation and audit entry names; none without operators. */
  readonly operatorName: () => string | undefined;
  readonly report: (context: string, error: unknown) => void;
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

/**
 * The active profile's session (service client reading the keychain per call, flow engine,
 * open-payments board, heartbeat) and everything that changes it: the start on the profile
 * the settings name with the recovery of its open operations, switching profiles, and
 * entering or leaving training. Nothing else opens a session, so none opens for a real store
 * where real stores are refused.
 */
export function createActiveSession(options: ActiveSessionOptions) {
  const { hub, settings, journal, profiles, realStores, recordAudit, report } = options;
  const flowDependencies: Omit<FlowDependencies, 'api'> = {
    authenticator: options.authenticator,
    sleep: options.sleep,
    now: options.now,
    tillId: options.tillId,
    schedules: options.schedules ?? defaultSchedules,
  };
  let session: ProfileSession | undefined;

  function open(profile: ProfileSummary): ProfileSession {
    realStores.check(profile);
    return openProfileSession({
      profile,
      appVersion: options.appVersion,
      credentials: () => profiles.credentialsFor(profile.id),
      journal,
      operatorName: options.operatorName,
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
    if (current.training && options.trainingAvailable) return TRAINING_PROFILE_ID;
    if (!realStores.allowed) return options.trainingAvailable ? TRAINING_PROFILE_ID : null;
    return current.storeProfileId;
  }

  /**
   * Resumes the operations the journal holds open before the counter takes new sales
   * (docs/reliability.md: Resuming operations after a restart). Recovery replays requests
   * with the active profile's credentials, so it resumes that profile's operations only:
   * another's would be replayed against the wrong store. Those stay open, nothing lost, for a
   * start on their own profile.
   */
  async function recover(current: ProfileSession): Promise<void> {
    const openOperations = journal.openOperations();
    if (openOperations.length === 0) return;
    const isOwn = (operation: { intent: { profileId: string } }) =>
      operation.intent.profileId === current.profile.id;
    const foreign = openOperations.filter((operation) => !isOwn(operation)).length;
    if (foreign > 0) {
      report(
        'recovery',
        new IpcFailure(
          'RECOVERY_DEFERRED',
          `${foreign} open operations belong to another profile; they wait for a start on it.`,
        ),
      );
    }
    if (foreign === openOperations.length) return;
    await recoverOperations({ journal, include: isOwn, engine: current.flows });
  }

  function required(): ProfileSession {
    if (session === undefined) throw noProfile();
    return session;
  }

  function actor(): Actor {
    const operator = options.operatorName();
    return {
      ...(session !== undefined && { profileId: session.profile.id }),
      ...(operator !== undefined && { operator }),
    };
  }

  /**
   * Makes `profileId` active. The new session opens first and the switch is audited before it
   * takes effect, so a failure leaves the old profile in place and no switch goes unrecorded.
   * Refused while a flow runs: its operation belongs to the current profile's store.
   */
  async function select(profileId: string): Promise<ProfileSummary> {
    if (session?.profile.id === profileId) return profiles.find(profileId);
    if (session !== undefined && session.flows.running().length > 0) {
      throw new IpcFailure('FLOWS_RUNNING', 'Finish or abort the running operations first.');
    }
    const profile = await profiles.find(profileId);
    realStores.check(profile);
    const next = open(profile);
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

  return {
    /**
     * Opens the profile the settings name and resumes its open operations, then starts its
     * open-payments board with the customer waits recovery did not take.
     */
    async start(): Promise<void> {
      const startId = configuredProfileId();
      if (startId !== null) {
        try {
          session = open(await profiles.find(startId));
        } catch (error) {
          // A missing profile or a locked keychain must not keep the till from starting: it
          // opens without a session, and the cashier picks a profile (or fixes the keychain).
          report('opening the active profile', error);
        }
      }
      if (session !== undefined) await recover(session);
      // After recovery, so the board finds the journal as the replays left it and the
      // customer waits they handed on running in the engine (docs/reliability.md).
      session?.openPayments.start();
    },
    /** The active session, if a profile is active. */
    current: (): ProfileSession | undefined => session,
    /** The active session; NO_ACTIVE_PROFILE when none is. */
    required,
    /** Who acts: the active profile, or no one. */
    actor,
    /** The active profile as the profile store holds it now. */
    profile: (): Promise<ProfileSummary> => profiles.find(required().profile.id),
    flows: (): FlowEngine => required().flows,
    openPayments: (): OpenPayment[] => required().openPayments.list(),
    service: (): ActiveService => {
      const current = required();
      return { storeId: current.profile.storeId, client: current.client };
    },
    connectivity: (): ConnectivityState =>
      session?.connectivity() ?? { status: 'unknown', checkedAt: null },
    training: (): boolean => session?.profile.training ?? false,
    select,
    async setTraining(enabled: boolean): Promise<boolean> {
      if (enabled && !options.trainingAvailable) {
        throw new IpcFailure('TRAINING_UNAVAILABLE', 'This till has no training simulator.');
      }
      realStores.check({ training: enabled });
      // A store profile added during training was never sold for: leaving training goes to it
      // (the settings screen offers to leave as soon as one exists).
      const storeProfileId =
        settings.current().storeProfileId ??
        (await profiles.list()).find((profile) => !profile.training)?.id ??
        null;
      if (!enabled && storeProfileId === null) {
        throw new IpcFailure('NO_STORE_PROFILE', 'Add a store profile before leaving training.');
      }
      const selected = await select(enabled ? TRAINING_PROFILE_ID : (storeProfileId ?? ''));
      return selected.training;
    },
    /** Aborts a running flow, a customer wait resumed on start included. */
    abort: (operationId: string): Result<void, FlowAbortError> =>
      required().flows.abort(operationId),
    async close(): Promise<void> {
      await session?.close();
      session = undefined;
    },
  };
}

export type ActiveSession = ReturnType<typeof createActiveSession>;
