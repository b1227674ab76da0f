import { AsyncEntry, findCredentialsAsync } from '@napi-rs/keyring';
import type * as keytar from '@napi-rs/keyring/keytar';
import { CredentialsError } from './credentials-error';
import { appTokenCredentials, type AppTokenCredentials } from '../../shared/profiles';

/** keytar's API, the part Counter uses; the OS keychain in the app, an in-memory fake in tests. */
export type KeychainBackend = Pick<
  typeof keytar,
  'getPassword' | 'setPassword' | 'deletePassword' | 'findCredentials'
>;

/*
 * The entries are keytar's, but pinned to the Secret Service on Linux: the keytar module's
 * default falls back to the kernel keyring there, which forgets the credentials at logout and,
 * with no Secret Service, answers a read with "none" instead of failing. Other platforms
 * ignore the option and use the macOS Keychain or the Windows Credential Manager.
 */
const entryOptions = { linux: { store: 'secret-service' } } as const;
const entry = (service: string, account: string) => new AsyncEntry(service, account, entryOptions);

export const osKeychainBackend: KeychainBackend = {
  getPassword: (service, account) => entry(service, account).getPassword(),
  setPassword: (service, account, password) => entry(service, account).setPassword(password),
  deletePassword: (service, account) => entry(service, account).deletePassword(),
  findCredentials: (service) => findCredentialsAsync(service),
};

/** What to install or run, per platform, to give Counter a keychain. */
function unavailableHint(platform: NodeJS.Platform): string {
  switch (platform) {
    case 'linux':
      return (
        'Counter keeps credentials only in the Secret Service: install gnome-keyring (or another ' +
        'Secret Service provider such as KeePassXC), run it in a D-Bus session ' +
        '(DBUS_SESSION_BUS_ADDRESS must be set) and unlock the keyring.'
      );
    case 'darwin':
      return 'Unlock the login keychain in Keychain Access and allow Counter to use it.';
    case 'win32':
      return 'Make sure Windows Credential Manager (the VaultSvc service) is running for this user.';
    default:
      return `No keychain is supported on ${platform}.`;
  }
}

/**
 * One keychain entry per profile id, holding `{secret, jwt}` as JSON. Every failure of the
 * backend is KEYCHAIN_UNAVAILABLE: there is no second place to keep a secret, so the caller
 * fails rather than writing it anywhere else.
 */
export function createKeychain({
  backend = osKeychainBackend,
  platform = process.platform,
  service = 'Counter',
}: {
  backend?: KeychainBackend;
  platform?: NodeJS.Platform;
  /** Tests use their own service so they never touch a developer's real entries. */
  service?: string;
} = {}) {
  async function call<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      throw new CredentialsError(
        'KEYCHAIN_UNAVAILABLE',
        `The OS keychain is unavailable. ${unavailableHint(platform)}`,
        { cause: error },
      );
    }
  }

  function parseEntry(password: string): AppTokenCredentials | undefined {
    let json: unknown;
    try {
      json = JSON.parse(password);
    } catch {
      // Unreadable is the answer; the SyntaxError would quote the secret.
      return undefined;
    }
    const parsed = appTokenCredentials.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  }

  return {
    /** Undefined when there is no entry; CREDENTIALS_UNREADABLE when it is not ours. */
    async read(profileId: string): Promise<AppTokenCredentials | undefined> {
      const password = await call(() => backend.getPassword(service, profileId));
      if (password === null) return undefined;
      const credentials = parseEntry(password);
      if (credentials === undefined) {
        throw new CredentialsError(
          'CREDENTIALS_UNREADABLE',
          `The keychain entry of profile ${profileId} is not an app token; enter the credentials again.`,
        );
      }
      return credentials;
    },

    /** Readable entries by profile id; an unreadable one is left out, as if absent. */
    async readAll(): Promise<Map<string, AppTokenCredentials>> {
      const found = await call(() => backend.findCredentials(service));
      const entries = new Map<string, AppTokenCredentials>();
      for (const { account, password } of found) {
        const credentials = parseEntry(password);
        if (credentials !== undefined) entries.set(account, credentials);
      }
      return entries;
    },

    async write(profileId: string, credentials: AppTokenCredentials): Promise<void> {
      const password = JSON.stringify({ secret: credentials.secret, jwt: credentials.jwt });
      await call(() => backend.setPassword(service, profileId, password));
    },

    async remove(profileId: string): Promise<void> {
      await call(() => backend.deletePassword(service, profileId));
    },
  };
}

export type Keychain = ReturnType<typeof createKeychain>;
