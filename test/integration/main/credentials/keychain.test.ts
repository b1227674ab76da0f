import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CredentialsError } from '../../../../main/credentials/credentials-error';
import { createKeychain, osKeychainBackend } from '../../../../main/credentials/keychain';
import { createProfileStore } from '../../../../main/credentials/profiles';
import type { ProfileInput } from '../../../../shared/profiles';
import { storeCredentials, storeId } from '../../../unit/main/credentials/app-token-fixture';

const repoRoot = join(import.meta.dirname, '../../../..');

const howToRun =
  'These tests need a running, unlocked Secret Service. Run them with\n' +
  '  bash scripts/with-keyring.sh npx vitest run test/integration/main/credentials\n' +
  '(install dbus and gnome-keyring first with: bash scripts/install-system-deps.sh)';

const input: ProfileInput = {
  name: 'Integration counter',
  storeId,
  mode: 'test',
  baseUrl: 'https://api.svc.example',
  currency: 'JPY',
};

/** Every byte under a directory, to search for a secret. */
async function everythingUnder(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const texts = await Promise.all(
    files.map((file) => readFile(join(file.parentPath, file.name), 'latin1')),
  );
  return texts.join('\n');
}

// Its own service name, so a developer's real Counter entries are never touched.
const service = `Counter-test-${randomUUID()}`;

describe('profiles in the real OS keychain', () => {
  const keychain = createKeychain({ service });
  let dataDir: string;
  let available = false;

  beforeAll(async () => {
    try {
      await keychain.write('probe', storeCredentials());
      await keychain.remove('probe');
      available = true;
    } catch (error) {
      if (error instanceof CredentialsError && error.code === 'KEYCHAIN_UNAVAILABLE') {
        throw new Error(`${error.message}\n\n${howToRun}`, { cause: error });
      }
      throw error;
    }
  });
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'counter-keychain-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));
  afterAll(async () => {
    if (!available) return;
    for (const { account } of await osKeychainBackend.findCredentials(service)) {
      await osKeychainBackend.deletePassword(service, account);
    }
  });

  it('saves the credentials in the keychain and gives them back to main', async () => {
    const store = createProfileStore({ dataDir, keychain });
    const credentials = storeCredentials();
    const saved = await store.saveProfile(input, credentials);
    const entry = await osKeychainBackend.getPassword(service, saved.id);
    expect(JSON.parse(entry ?? 'null')).toEqual(credentials);
    expect(await store.credentialsFor(saved.id)).toEqual(credentials);
    expect(await store.listProfiles()).toEqual([saved]);
  });

  it('replaces the credentials in the same entry', async () => {
    const store = createProfileStore({ dataDir, keychain });
    const saved = await store.saveProfile(input, storeCredentials());
    const next = storeCredentials();
    await store.replaceCredentials(saved.id, next);
    expect(await store.credentialsFor(saved.id)).toEqual(next);
    const entries = await osKeychainBackend.findCredentials(service);
    expect(entries.filter((entry) => entry.account === saved.id)).toHaveLength(1);
  });

  it('deletes the keychain entry with the profile', async () => {
    const store = createProfileStore({ dataDir, keychain });
    const saved = await store.saveProfile(input, storeCredentials());
    await store.removeProfile(saved.id);
    expect(await osKeychainBackend.getPassword(service, saved.id)).toBeNull();
    expect(await store.listProfiles()).toEqual([]);
  });

  it('never writes the secret or the JWT to the settings file', async () => {
    const store = createProfileStore({ dataDir, keychain });
    const first = storeCredentials();
    const second = storeCredentials();
    const saved = await store.saveProfile(input, first);
    await store.replaceCredentials(saved.id, second);
    const onDisk = await everythingUnder(dataDir);
    expect(onDisk).toContain(saved.id);
    for (const value of [first.secret, first.jwt, second.secret, second.jwt]) {
      expect(onDisk).not.toContain(value);
    }
  });
});

// D-Bus is how Linux reaches the Secret Service; elsewhere there is no session to take away.
describe.runIf(process.platform === 'linux')('without a D-Bus session', () => {
  let home: string;
  beforeEach(async () => {
    home = await mkdtemp(join(tmpdir(), 'counter-no-dbus-'));
  });
  afterEach(() => rm(home, { recursive: true, force: true }));

  it('refuses to save with KEYCHAIN_UNAVAILABLE and writes nothing secret to disk', async () => {
    const credentials = storeCredentials();
    const dataDir = join(home, 'data');
    // A fresh HOME catches any fallback store under the user's directories too.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      HOME: home,
      DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(home, 'no-bus')}`,
    };
    for (const name of ['XDG_DATA_HOME', 'XDG_CONFIG_HOME', 'XDG_CACHE_HOME', 'XDG_RUNTIME_DIR']) {
      delete env[name];
    }
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'save-profile-child.ts')],
      {
        cwd: repoRoot,
        env,
        input: JSON.stringify({ dataDir, service, profile: input, credentials }),
        encoding: 'utf8',
      },
    );
    expect(child.stderr).toBe('');
    const outcome = JSON.parse(child.stdout) as { code?: string; message?: string };
    expect(outcome.code).toBe('KEYCHAIN_UNAVAILABLE');
    expect(outcome.message).toMatch(/gnome-keyring.*D-Bus/s);
    const onDisk = await everythingUnder(home);
    for (const value of [credentials.secret, credentials.jwt]) {
      expect(onDisk).not.toContain(value);
      expect(child.stdout).not.toContain(value);
    }
  });
});
