import type { ProfileTestResult } from '../../shared/ipc/ipc-payloads';
import type { AppTokenCredentials, ProfileInput, ProfileSummary } from '../../shared/profiles';
import type { SaleLimits } from '../../shared/sale-limits';
import { createKeychain, type Keychain } from '../credentials/keychain';
import { createProfileStore } from '../credentials/profiles';
import type { TrainingProvider } from '../credentials/store-profile';
import { IpcFailure } from '../ipc/ipc-failure';
import { createServiceApi } from '../service/service-api';
import { createServiceClient } from '../service/service-client';
import { ServiceClientError } from '../service/service-client-error';
import type { RecordAudit } from './audit-recorder';
import type { CoreSettingsFile } from './core-settings';
import type { RealStoreGate } from './real-stores';

interface StoreProfilesOptions {
  readonly dataDir: string;
  readonly appVersion: string;
  /** The OS keychain unless a test gives its own. */
  readonly keychain?: Keychain;
  /** The built-in training profile's connection; absent when the till has no simulator. */
  readonly training?: TrainingProvider;
  readonly realStores: RealStoreGate;
  readonly recordAudit: RecordAudit;
  readonly settings: CoreSettingsFile;
  /** The active session's profile, which may not be removed. */
  readonly activeProfileId: () => string | undefined;
}

/**
 * The store profiles as people manage them: every change of credentials is audited, and
 * none reaches a real store where real stores are refused.
 */
export function createStoreProfiles(options: StoreProfilesOptions) {
  const { realStores, recordAudit, settings } = options;
  const profiles = createProfileStore({
    dataDir: options.dataDir,
    keychain: options.keychain ?? createKeychain(),
    ...(options.training !== undefined && { training: options.training }),
  });

  async function find(profileId: string): Promise<ProfileSummary> {
    const found = (await profiles.listProfiles()).find((profile) => profile.id === profileId);
    if (found === undefined) {
      throw new IpcFailure('PROFILE_NOT_FOUND', `There is no profile ${profileId}.`);
    }
    return found;
  }

  return {
    /** Where real stores are refused, the training profile only: not even a store's name. */
    async list(): Promise<ProfileSummary[]> {
      const all = await profiles.listProfiles();
      return realStores.allowed ? all : all.filter((profile) => profile.training);
    },
    find,
    /** Read per call by the profile's service client: nothing else holds a secret. */
    credentialsFor: (profileId: string) => profiles.credentialsFor(profileId),
    async save(input: ProfileInput, credentials: AppTokenCredentials): Promise<ProfileSummary> {
      // Every saved profile is a real store's: training is built in.
      realStores.check({ training: false });
      const saved = await profiles.saveProfile(input, credentials);
      await recordAudit({
        action: 'credential_change',
        details: { profileId: saved.id, change: 'added' },
      });
      return saved;
    },
    async replaceCredentials(
      profileId: string,
      credentials: AppTokenCredentials,
    ): Promise<ProfileSummary> {
      realStores.check(await find(profileId));
      const replaced = await profiles.replaceCredentials(profileId, credentials);
      await recordAudit({
        action: 'credential_change',
        details: { profileId, change: 'replaced' },
      });
      return replaced;
    },
    async setSaleLimits(profileId: string, limits: SaleLimits | null): Promise<ProfileSummary> {
      const before = await find(profileId);
      realStores.check(before);
      // Recorded before it takes effect, as settings changes are, so none goes unrecorded.
      await recordAudit({
        action: 'sale_limits_change',
        details: {
          profileId,
          currency: before.currency,
          from: before.saleLimits ?? null,
          to: limits,
        },
      });
      return profiles.setSaleLimits(profileId, limits);
    },
    async remove(profileId: string): Promise<void> {
      realStores.check(await find(profileId));
      if (options.activeProfileId() === profileId) {
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
    async test(profileId: string): Promise<ProfileTestResult> {
      const profile = await find(profileId);
      realStores.check(profile);
      return testConnection(profile, options.appVersion, () => profiles.credentialsFor(profileId));
    },
  };
}

export type StoreProfiles = ReturnType<typeof createStoreProfiles>;

/** Whether the profile's service answers, and answers its credentials with a store's read. */
async function testConnection(
  profile: ProfileSummary,
  appVersion: string,
  credentials: () => Promise<AppTokenCredentials>,
): Promise<ProfileTestResult> {
  // One attempt each: the cashier is waiting for an answer, not for retries.
  const client = createServiceClient({
    baseUrl: profile.baseUrl,
    appVersion,
    credentials,
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
