import { randomUUID } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { SaleLimits } from '../../shared/sale-limits';
import { parseRequest } from '../../shared/service/common';
import { decodeAppTokenClaims, summarizeAppToken, type AppTokenClaims } from './app-token-claims';
import { CredentialsError } from './credentials-error';
import type { Keychain } from './keychain';
import {
  appTokenCredentials,
  defaultStoreCurrency,
  profileInput,
  TRAINING_PROFILE_ID,
  type AppTokenCredentials,
  type ProfileInput,
  type ProfileSummary,
} from '../../shared/profiles';
import {
  isAllowedBaseUrl,
  storeProfile,
  trainingConnection,
  type StoreProfile,
  type TrainingProvider,
} from './store-profile';
import { type AtomicFileSystem, writeFileAtomic } from '../files/atomic-file';

const settingsFile = z.object({ version: z.literal(1), profiles: z.array(storeProfile) });
type SettingsFile = z.infer<typeof settingsFile>;

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

function parseProfileInput(input: ProfileInput): z.infer<typeof profileInput> {
  const parsed = parseRequest(profileInput, input);
  if (!parsed.success) {
    const fields = parsed.errors;
    throw new CredentialsError(
      'INVALID_PROFILE',
      `The profile is invalid: ${fields.map((f) => `${f.field} ${f.reason}`).join(', ')}.`,
      { fields },
    );
  }
  if (!isAllowedBaseUrl(parsed.data.baseUrl)) {
    throw new CredentialsError(
      'INSECURE_BASE_URL',
      'The base URL must use https; plain http is allowed only to 127.0.0.1 or localhost.',
      { fields: [{ field: 'baseUrl', reason: 'INVALID_FORMAT' }] },
    );
  }
  return parsed.data;
}

/**
 * Checks the secret's format and that the JWT is an app token for the profile's store and mode.
 * A merchant token names no store and is accepted for any: it can read across stores.
 */
function checkCredentials(
  profile: Pick<StoreProfile, 'storeId' | 'mode'>,
  credentials: AppTokenCredentials,
): AppTokenCredentials {
  if (!appTokenCredentials.shape.secret.safeParse(credentials.secret).success) {
    throw new CredentialsError(
      'INVALID_SECRET_FORMAT',
      'The app token secret must be 8 to 512 visible ASCII characters without a dot.',
      { fields: [{ field: 'secret', reason: 'INVALID_FORMAT' }] },
    );
  }
  const claims = decodeAppTokenClaims(credentials.jwt);
  if (claims.store_id != null && claims.store_id.toLowerCase() !== profile.storeId.toLowerCase()) {
    throw new CredentialsError(
      'STORE_ID_MISMATCH',
      `The app token is for store ${claims.store_id}, not the profile's store ${profile.storeId}.`,
      { fields: [{ field: 'storeId', reason: 'DEPENDS_ON_OTHER_FIELD' }] },
    );
  }
  if (claims.mode !== profile.mode) {
    throw new CredentialsError(
      'MODE_MISMATCH',
      `The app token is a ${claims.mode} mode token; the profile is in ${profile.mode} mode.`,
      { fields: [{ field: 'mode', reason: 'DEPENDS_ON_OTHER_FIELD' }] },
    );
  }
  return { secret: credentials.secret, jwt: credentials.jwt };
}

/** The claims for display, or null when the stored JWT no longer reads as an app token. */
function tokenSummary(credentials: AppTokenCredentials | undefined): ProfileSummary['token'] {
  if (credentials === undefined) return null;
  let claims: AppTokenClaims;
  try {
    claims = decodeAppTokenClaims(credentials.jwt);
  } catch (error) {
    if (error instanceof CredentialsError) return null;
    throw error;
  }
  return summarizeAppToken(claims);
}

function summarize(
  profile: StoreProfile,
  credentials: AppTokenCredentials | undefined,
): ProfileSummary {
  return {
    ...profile,
    training: false,
    hasCredentials: credentials !== undefined,
    token: tokenSummary(credentials),
  };
}

/**
 * Store profiles: their non-secret facts in `profiles.json` in the data directory, their
 * credentials in the OS keychain. A secret enters through `saveProfile` or
 * `replaceCredentials` and leaves only through `credentialsFor`, which is for the service
 * client in main; everyone else gets facts such as `hasCredentials` (electron/fiddle's pattern).
 */
export function createProfileStore({
  dataDir,
  keychain,
  training,
  fs,
}: {
  dataDir: string;
  keychain: Keychain;
  /** The simulator's connection for the built-in training profile; without it there is none. */
  training?: TrainingProvider;
  fs?: AtomicFileSystem;
}) {
  const settingsFileName = 'profiles.json';
  // Messages reach the page, so they name the file; the path (the user's name in it) stays in
  // the cause, which only main's log sees.
  const settingsPath = join(dataDir, settingsFileName);

  // Changes read, modify and write the settings file; one at a time, so none is lost.
  let changes: Promise<unknown> = Promise.resolve();
  function exclusive<T>(change: () => Promise<T>): Promise<T> {
    const result = changes.then(change);
    // The caller gets the failure through `result`; the queue only waits for it to settle.
    changes = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  async function readProfiles(): Promise<StoreProfile[]> {
    let text: string;
    try {
      text = await readFile(settingsPath, 'utf8');
    } catch (error) {
      if (isMissingFile(error)) return [];
      throw new CredentialsError('SETTINGS_UNREADABLE', `Cannot read ${settingsFileName}.`, {
        cause: error,
      });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new CredentialsError('SETTINGS_UNREADABLE', `${settingsFileName} is not JSON.`, {
        cause: error,
      });
    }
    const parsed = settingsFile.safeParse(json);
    if (!parsed.success) {
      throw new CredentialsError(
        'SETTINGS_UNREADABLE',
        `${settingsFileName} does not hold Counter's store profiles.`,
        { cause: parsed.error },
      );
    }
    return parsed.data.profiles;
  }

  async function writeProfiles(profiles: StoreProfile[]): Promise<void> {
    const settings: SettingsFile = { version: 1, profiles };
    try {
      await mkdir(dataDir, { recursive: true, mode: 0o700 });
      await writeFileAtomic(settingsPath, `${JSON.stringify(settings, null, 2)}\n`, {
        fileSystem: fs,
      });
    } catch (error) {
      throw new CredentialsError('SETTINGS_WRITE_FAILED', `Cannot write ${settingsFileName}.`, {
        cause: error,
      });
    }
  }

  async function findProfile(profileId: string): Promise<StoreProfile> {
    if (profileId === TRAINING_PROFILE_ID) {
      throw new CredentialsError(
        'TRAINING_PROFILE_READ_ONLY',
        'The training profile is built in; its credentials come from the simulator.',
      );
    }
    const profile = (await readProfiles()).find((p) => p.id === profileId);
    if (profile === undefined) {
      throw new CredentialsError('PROFILE_NOT_FOUND', `There is no profile ${profileId}.`);
    }
    return profile;
  }

  async function trainingSession(provider: TrainingProvider) {
    let offered: unknown;
    try {
      offered = await provider();
    } catch (error) {
      throw new CredentialsError(
        'TRAINING_UNAVAILABLE',
        'The simulator did not provide the training connection.',
        { cause: error },
      );
    }
    const connection = parseRequest(trainingConnection, offered);
    if (!connection.success) {
      throw new CredentialsError(
        'TRAINING_UNAVAILABLE',
        'The simulator provided an unusable training connection.',
        { fields: connection.errors },
      );
    }
    const summary = summarizeAppToken(decodeAppTokenClaims(connection.data.credentials.jwt));
    if (summary.kind !== 'store') {
      throw new CredentialsError(
        'TRAINING_UNAVAILABLE',
        'The simulator issued a merchant token; training needs a store token.',
      );
    }
    return { ...connection.data, summary };
  }

  return {
    /** Every profile with what may be shown of it; the training profile first, when there is one. */
    async listProfiles(): Promise<ProfileSummary[]> {
      const profiles = await readProfiles();
      // With no stored profile there is nothing to look up, so a first run needs no keychain.
      const credentials =
        profiles.length === 0 ? new Map<string, AppTokenCredentials>() : await keychain.readAll();
      const summaries = profiles.map((profile) => summarize(profile, credentials.get(profile.id)));
      if (training === undefined) return summaries;
      const session = await trainingSession(training);
      return [
        {
          id: TRAINING_PROFILE_ID,
          name: 'Training',
          storeId: session.summary.storeId,
          mode: session.summary.mode,
          baseUrl: session.baseUrl,
          // The simulator's store sells in yen.
          currency: defaultStoreCurrency,
          training: true,
          hasCredentials: true,
          token: session.summary,
        },
        ...summaries,
      ];
    },

    /**
     * Creates a profile after checking it, the credentials' format, and that the app token is
     * for the profile's store and mode. The keychain entry is written first: if the keychain is
     * unavailable, nothing is written at all.
     */
    saveProfile(input: ProfileInput, credentials: AppTokenCredentials): Promise<ProfileSummary> {
      return exclusive(async () => {
        const facts = parseProfileInput(input);
        const checked = checkCredentials(facts, credentials);
        const profiles = await readProfiles();
        const profile: StoreProfile = { id: randomUUID(), ...facts };
        await keychain.write(profile.id, checked);
        try {
          await writeProfiles([...profiles, profile]);
        } catch (error) {
          // Without its profile the entry would be an orphaned secret; take it back out.
          try {
            await keychain.remove(profile.id);
          } catch (rollbackError) {
            throw new CredentialsError(
              'SETTINGS_WRITE_FAILED',
              `Cannot write ${settingsFileName}, nor remove the new keychain entry ${profile.id}.`,
              { cause: new AggregateError([error, rollbackError]) },
            );
          }
          throw error;
        }
        return summarize(profile, checked);
      });
    },

    /** New credentials for an existing profile, checked as `saveProfile` checks them. */
    replaceCredentials(
      profileId: string,
      credentials: AppTokenCredentials,
    ): Promise<ProfileSummary> {
      return exclusive(async () => {
        const profile = await findProfile(profileId);
        const checked = checkCredentials(profile, credentials);
        await keychain.write(profile.id, checked);
        return summarize(profile, checked);
      });
    },

    /** New sale limits for a profile, or null for its currency's default (saleLimitsOf). */
    setSaleLimits(profileId: string, limits: SaleLimits | null): Promise<ProfileSummary> {
      return exclusive(async () => {
        const profile = await findProfile(profileId);
        // Absent is the currency's default; JSON leaves an undefined property out of the file.
        const updated: StoreProfile = { ...profile, saleLimits: limits ?? undefined };
        const profiles = await readProfiles();
        await writeProfiles(profiles.map((p) => (p.id === profileId ? updated : p)));
        return summarize(updated, await keychain.read(profileId));
      });
    },

    /** Deletes the keychain entry first, so a failure never leaves a secret without its profile. */
    removeProfile(profileId: string): Promise<void> {
      return exclusive(async () => {
        const profile = await findProfile(profileId);
        await keychain.remove(profile.id);
        await writeProfiles((await readProfiles()).filter((p) => p.id !== profile.id));
      });
    },

    /** The secret and JWT for the service client's Authorization header; main process only. */
    async credentialsFor(profileId: string): Promise<AppTokenCredentials> {
      if (profileId === TRAINING_PROFILE_ID) {
        if (training === undefined) {
          throw new CredentialsError('PROFILE_NOT_FOUND', 'There is no training profile.');
        }
        return (await trainingSession(training)).credentials;
      }
      const profile = await findProfile(profileId);
      const credentials = await keychain.read(profile.id);
      if (credentials === undefined) {
        throw new CredentialsError('NO_CREDENTIALS', `Profile ${profileId} has no credentials.`);
      }
      return credentials;
    },
  };
}
