import * as nodeFs from 'node:fs/promises';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CredentialsError } from '../../../../main/credentials/credentials-error';
import { createKeychain } from '../../../../main/credentials/keychain';
import { createProfileStore } from '../../../../main/credentials/profiles';
import type { TrainingProvider } from '../../../../main/credentials/store-profile';
import { toMinorUnits } from '../../../../shared/money';
import type { ProfileInput } from '../../../../shared/profiles';
import {
  makeJwt,
  merchantId,
  otherStoreId,
  storeCredentials,
  storeId,
  storeTokenClaims,
} from './app-token-fixture';
import { fakeKeychainBackend } from './fake-keychain-backend';

const input: ProfileInput = {
  name: 'Shibuya counter',
  storeId,
  mode: 'test',
  baseUrl: 'https://api.svc.example',
  currency: 'JPY',
};

async function rejection(promise: Promise<unknown>): Promise<CredentialsError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CredentialsError) return error;
    throw error;
  }
  throw new Error('expected a CredentialsError');
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'counter-profiles-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

function setup(
  options: Omit<Parameters<typeof createProfileStore>[0], 'dataDir' | 'keychain'> = {},
) {
  const fake = fakeKeychainBackend();
  const keychain = createKeychain({ backend: fake.backend, platform: 'linux' });
  const store = createProfileStore({ dataDir, keychain, ...options });
  return { fake, store };
}

/** Every byte the store left in its data directory. */
async function dataDirText(): Promise<string> {
  const names = await readdir(dataDir, { recursive: true });
  const texts = await Promise.all(
    names.map((name) => readFile(join(dataDir, name), 'utf8').catch(() => '')),
  );
  return texts.join('\n');
}

describe('saving a profile', () => {
  it('lists the saved profile with its token facts and credentials for main only', async () => {
    const { store } = setup();
    const credentials = storeCredentials();
    const saved = await store.saveProfile(input, credentials);
    const { id, ...facts } = saved;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(facts).toEqual({
      ...input,
      training: false,
      hasCredentials: true,
      token: { kind: 'store', merchantId, storeId, mode: 'test' },
    });
    expect(await store.listProfiles()).toEqual([saved]);
    expect(await store.credentialsFor(saved.id)).toEqual(credentials);
  });

  it('keeps the currency the store sells in', async () => {
    const { store } = setup();
    const saved = await store.saveProfile({ ...input, currency: 'USD' }, storeCredentials());
    expect(saved.currency).toBe('USD');
    expect((await store.listProfiles()).map((p) => p.currency)).toEqual(['USD']);
  });

  it('accepts a merchant token, which names no store, and says so', async () => {
    const { store } = setup();
    const claims = storeTokenClaims();
    delete claims['store_id'];
    const saved = await store.saveProfile(input, storeCredentials(claims));
    expect(saved.token).toEqual({ kind: 'merchant', merchantId, mode: 'test' });
  });

  it('accepts http only to this machine, as the built-in simulator serves', async () => {
    const { store } = setup();
    for (const baseUrl of [
      'http://127.0.0.1:4010',
      'http://localhost:4010/',
      'http://[::1]:4010',
    ]) {
      await expect(
        store.saveProfile({ ...input, baseUrl }, storeCredentials()),
      ).resolves.toMatchObject({ baseUrl });
    }
  });

  it('names each invalid field with INVALID_PROFILE', async () => {
    const { store } = setup();
    const cases: [Partial<ProfileInput>, string, string][] = [
      [{ name: '  ' }, 'name', 'REQUIRED_VALUE'],
      [{ storeId: 'store-1' }, 'storeId', 'INVALID_UUID'],
      [{ mode: 'sandbox' as 'test' }, 'mode', 'INVALID_FORMAT'],
      [{ baseUrl: 'api.svc.example' }, 'baseUrl', 'INVALID_FORMAT'],
      [{ baseUrl: 'ftp://api.svc.example' }, 'baseUrl', 'INVALID_FORMAT'],
      [{ baseUrl: 'https://user:pass@api.svc.example' }, 'baseUrl', 'INVALID_FORMAT'],
      [{ currency: 'yen' }, 'currency', 'INVALID_CURRENCY'],
      [{ currency: '' }, 'currency', 'INVALID_CURRENCY'],
    ];
    for (const [change, field, reason] of cases) {
      const error = await rejection(store.saveProfile({ ...input, ...change }, storeCredentials()));
      expect(error.code).toBe('INVALID_PROFILE');
      expect(error.fields).toEqual([{ field, reason }]);
    }
  });

  it('refuses plain http to another machine with INSECURE_BASE_URL', async () => {
    const { store } = setup();
    const error = await rejection(
      store.saveProfile({ ...input, baseUrl: 'http://api.svc.example' }, storeCredentials()),
    );
    expect(error.code).toBe('INSECURE_BASE_URL');
  });

  it('refuses a secret a Bearer header cannot carry with INVALID_SECRET_FORMAT', async () => {
    const { store } = setup();
    for (const secret of [
      '',
      'short',
      'has.a.dot.inside',
      'has a space inside',
      'nön-ascii-secret',
    ]) {
      const error = await rejection(store.saveProfile(input, { ...storeCredentials(), secret }));
      expect(error.code).toBe('INVALID_SECRET_FORMAT');
    }
  });

  it('refuses a JWT that is not one with MALFORMED_APP_TOKEN', async () => {
    const { store } = setup();
    const error = await rejection(
      store.saveProfile(input, { ...storeCredentials(), jwt: 'not-a-jwt' }),
    );
    expect(error.code).toBe('MALFORMED_APP_TOKEN');
  });

  it('refuses a JWT that is not an app token with INVALID_APP_TOKEN_CLAIMS', async () => {
    const { store } = setup();
    const credentials = storeCredentials({ ...storeTokenClaims(), sub: 'user' });
    expect((await rejection(store.saveProfile(input, credentials))).code).toBe(
      'INVALID_APP_TOKEN_CLAIMS',
    );
  });

  it('refuses a token for another store with STORE_ID_MISMATCH', async () => {
    const { store } = setup();
    const credentials = storeCredentials({ ...storeTokenClaims(), store_id: otherStoreId });
    const error = await rejection(store.saveProfile(input, credentials));
    expect(error.code).toBe('STORE_ID_MISMATCH');
    expect(error.fields).toEqual([{ field: 'storeId', reason: 'DEPENDS_ON_OTHER_FIELD' }]);
  });

  it('compares store ids regardless of letter case', async () => {
    const { store } = setup();
    await expect(
      store.saveProfile({ ...input, storeId: storeId.toUpperCase() }, storeCredentials()),
    ).resolves.toMatchObject({ hasCredentials: true });
  });

  it('refuses a test token for a live profile with MODE_MISMATCH', async () => {
    const { store } = setup();
    const error = await rejection(
      store.saveProfile({ ...input, mode: 'live' }, storeCredentials()),
    );
    expect(error.code).toBe('MODE_MISMATCH');
    expect(error.fields).toEqual([{ field: 'mode', reason: 'DEPENDS_ON_OTHER_FIELD' }]);
  });

  it('stores nothing when it refuses', async () => {
    const { store, fake } = setup();
    const wrongStore = storeCredentials({ ...storeTokenClaims(), store_id: otherStoreId });
    await rejection(store.saveProfile(input, wrongStore));
    expect(fake.entries.size).toBe(0);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('writes nothing to disk when the keychain is unavailable', async () => {
    const { store, fake } = setup();
    fake.state.unavailable = true;
    const credentials = storeCredentials();
    const error = await rejection(store.saveProfile(input, credentials));
    expect(error.code).toBe('KEYCHAIN_UNAVAILABLE');
    expect(error.message).toMatch(/gnome-keyring/);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('takes the keychain entry back when the settings cannot be written', async () => {
    const { store, fake } = setup({
      fs: { ...nodeFs, rename: () => Promise.reject(new Error('EROFS')) },
    });
    const error = await rejection(store.saveProfile(input, storeCredentials()));
    expect(error.code).toBe('SETTINGS_WRITE_FAILED');
    expect(fake.entries.size).toBe(0);
  });

  it('names the settings file in what the page reads, never the data directory', async () => {
    const unwritable = setup({
      fs: { ...nodeFs, rename: () => Promise.reject(new Error('EROFS')) },
    });
    const writing = await rejection(unwritable.store.saveProfile(input, storeCredentials()));
    const { store } = setup();
    const messages = [writing.message];
    for (const content of ['{"version": 1, "profiles": [', '{"version": 2, "profiles": []}']) {
      await writeFile(join(dataDir, 'profiles.json'), content);
      messages.push((await rejection(store.listProfiles())).message);
    }
    for (const message of messages) {
      expect(message).toContain('profiles.json');
      expect(message).not.toContain(dataDir);
    }
  });

  it('keeps every profile when several are saved at once', async () => {
    const { store } = setup();
    await Promise.all(
      ['One', 'Two', 'Three'].map((name) =>
        store.saveProfile({ ...input, name }, storeCredentials()),
      ),
    );
    expect((await store.listProfiles()).map((p) => p.name).sort()).toEqual(['One', 'Three', 'Two']);
  });
});

describe('keeping secrets', () => {
  it('never writes the secret or the JWT to the settings file', async () => {
    const { store } = setup();
    const first = storeCredentials();
    const second = storeCredentials();
    const saved = await store.saveProfile(input, first);
    await store.replaceCredentials(saved.id, second);
    const text = await dataDirText();
    expect(text).toContain(saved.id);
    for (const value of [first.secret, first.jwt, second.secret, second.jwt]) {
      expect(text).not.toContain(value);
    }
  });

  it('never puts the secret or the JWT in an error or on the console', async () => {
    const console = ['log', 'info', 'warn', 'error', 'debug'].map((method) =>
      vi.spyOn(globalThis.console, method as 'log'),
    );
    const { store, fake } = setup();
    const credentials = storeCredentials();
    const attempts = [
      () => store.saveProfile({ ...input, baseUrl: 'http://api.svc.example' }, credentials),
      () => store.saveProfile(input, { ...credentials, secret: `${credentials.secret}.x` }),
      () => store.saveProfile(input, { ...credentials, jwt: `${credentials.jwt}.x` }),
      () => store.saveProfile({ ...input, mode: 'live' }, credentials),
      () => store.saveProfile({ ...input, storeId: otherStoreId }, credentials),
      () => store.replaceCredentials('00000000-0000-0000-0000-000000000000', credentials),
      () => {
        fake.state.unavailable = true;
        return store.saveProfile(input, credentials);
      },
    ];
    for (const attempt of attempts) {
      const text = inspect(await rejection(attempt()), { depth: 10 });
      expect(text).not.toContain(credentials.secret);
      expect(text).not.toContain(credentials.jwt.split('.')[2]);
    }
    for (const spy of console) expect(spy).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('changing a profile', () => {
  it('replaces the credentials after checking them against the stored profile', async () => {
    const { store } = setup();
    const saved = await store.saveProfile(input, storeCredentials());
    const wrongStore = storeCredentials({ ...storeTokenClaims(), store_id: otherStoreId });
    expect((await rejection(store.replaceCredentials(saved.id, wrongStore))).code).toBe(
      'STORE_ID_MISMATCH',
    );
    const next = storeCredentials();
    await store.replaceCredentials(saved.id, next);
    expect(await store.credentialsFor(saved.id)).toEqual(next);
  });

  it('sets a profile’s sale limits, and goes back to the currency default on null', async () => {
    const { store } = setup();
    const saved = await store.saveProfile(input, storeCredentials());
    const limits = { maximum: toMinorUnits(500_000), confirmAbove: toMinorUnits(50_000) };
    expect(await store.setSaleLimits(saved.id, limits)).toMatchObject({
      id: saved.id,
      saleLimits: limits,
      hasCredentials: true,
    });
    expect((await store.listProfiles())[0]?.saleLimits).toEqual(limits);
    expect((await store.setSaleLimits(saved.id, null)).saleLimits).toBeUndefined();
    expect(await dataDirText()).not.toContain('saleLimits');
    expect((await rejection(store.setSaleLimits('training', limits))).code).toBe(
      'TRAINING_PROFILE_READ_ONLY',
    );
  });

  it('removes the profile and its keychain entry', async () => {
    const { store, fake } = setup();
    const kept = await store.saveProfile({ ...input, name: 'Kept' }, storeCredentials());
    const removed = await store.saveProfile({ ...input, name: 'Removed' }, storeCredentials());
    await store.removeProfile(removed.id);
    expect((await store.listProfiles()).map((p) => p.id)).toEqual([kept.id]);
    expect([...fake.entries.keys()]).toEqual([`Counter\u0000${kept.id}`]);
    expect((await rejection(store.credentialsFor(removed.id))).code).toBe('PROFILE_NOT_FOUND');
  });

  it('keeps the profile when the keychain cannot delete its entry', async () => {
    const { store, fake } = setup();
    const saved = await store.saveProfile(input, storeCredentials());
    fake.state.unavailable = true;
    expect((await rejection(store.removeProfile(saved.id))).code).toBe('KEYCHAIN_UNAVAILABLE');
    fake.state.unavailable = false;
    expect((await store.listProfiles()).map((p) => p.id)).toEqual([saved.id]);
  });

  it('answers PROFILE_NOT_FOUND for an unknown profile', async () => {
    const { store } = setup();
    const unknown = '00000000-0000-0000-0000-000000000000';
    for (const attempt of [
      () => store.replaceCredentials(unknown, storeCredentials()),
      () => store.removeProfile(unknown),
      () => store.credentialsFor(unknown),
    ]) {
      expect((await rejection(attempt())).code).toBe('PROFILE_NOT_FOUND');
    }
  });
});

describe('reading profiles', () => {
  it('needs no keychain while there is no stored profile', async () => {
    const { store, fake } = setup();
    fake.state.unavailable = true;
    expect(await store.listProfiles()).toEqual([]);
  });

  it('shows a profile whose keychain entry is gone as without credentials', async () => {
    const { store, fake } = setup();
    const saved = await store.saveProfile(input, storeCredentials());
    fake.entries.clear();
    expect(await store.listProfiles()).toEqual([{ ...saved, hasCredentials: false, token: null }]);
    expect((await rejection(store.credentialsFor(saved.id))).code).toBe('NO_CREDENTIALS');
  });

  it('refuses a settings file it did not write with SETTINGS_UNREADABLE and leaves it', async () => {
    const { store } = setup();
    const settings = join(dataDir, 'profiles.json');
    for (const content of ['{"version": 1, "profiles": [', '{"version": 2, "profiles": []}']) {
      await writeFile(settings, content);
      expect((await rejection(store.listProfiles())).code).toBe('SETTINGS_UNREADABLE');
      expect((await rejection(store.saveProfile(input, storeCredentials()))).code).toBe(
        'SETTINGS_UNREADABLE',
      );
      expect(await readFile(settings, 'utf8')).toBe(content);
    }
  });

  it('reads a profile saved before profiles named a currency as a yen store', async () => {
    const { store } = setup();
    const older = {
      id: '11efd2ab-5b8d-be7f-9fd0-b07b8c9daeb5',
      name: input.name,
      storeId,
      mode: 'test',
      baseUrl: input.baseUrl,
    };
    await writeFile(
      join(dataDir, 'profiles.json'),
      JSON.stringify({ version: 1, profiles: [older] }),
    );
    expect((await store.listProfiles()).map((p) => [p.id, p.currency])).toEqual([
      [older.id, 'JPY'],
    ]);
  });

  it('refuses a settings file whose base URL sends the secret in the clear', async () => {
    const { store } = setup();
    const profile = { ...input, id: '11efd2ab-5b8d-be7f-9fd0-b07b8c9daeb5' };
    await writeFile(
      join(dataDir, 'profiles.json'),
      JSON.stringify({ version: 1, profiles: [{ ...profile, baseUrl: 'http://api.svc.example' }] }),
    );
    expect((await rejection(store.credentialsFor(profile.id))).code).toBe('SETTINGS_UNREADABLE');
  });
});

describe('the training profile', () => {
  const simulator = { baseUrl: 'http://127.0.0.1:4010', credentials: storeCredentials() };

  it('is listed first, flagged, with the simulator connection', async () => {
    const { store } = setup({ training: () => Promise.resolve(simulator) });
    const saved = await store.saveProfile(input, storeCredentials());
    expect(await store.listProfiles()).toEqual([
      {
        id: 'training',
        name: 'Training',
        storeId,
        mode: 'test',
        baseUrl: simulator.baseUrl,
        currency: 'JPY',
        training: true,
        hasCredentials: true,
        token: { kind: 'store', merchantId, storeId, mode: 'test' },
      },
      saved,
    ]);
  });

  it('takes its credentials from the simulator each time they are asked for', async () => {
    let credentials = storeCredentials();
    const { store } = setup({
      training: () => Promise.resolve({ baseUrl: simulator.baseUrl, credentials }),
    });
    expect(await store.credentialsFor('training')).toEqual(credentials);
    credentials = storeCredentials();
    expect(await store.credentialsFor('training')).toEqual(credentials);
  });

  it('cannot be given credentials or removed', async () => {
    const { store } = setup({ training: () => Promise.resolve(simulator) });
    for (const attempt of [
      () => store.replaceCredentials('training', storeCredentials()),
      () => store.removeProfile('training'),
    ]) {
      expect((await rejection(attempt())).code).toBe('TRAINING_PROFILE_READ_ONLY');
    }
  });

  it('does not exist without the simulator', async () => {
    const { store } = setup();
    expect(await store.listProfiles()).toEqual([]);
    expect((await rejection(store.credentialsFor('training'))).code).toBe('PROFILE_NOT_FOUND');
  });

  it('fails with TRAINING_UNAVAILABLE when the simulator cannot provide it', async () => {
    const claims = storeTokenClaims();
    delete claims['store_id'];
    const providers: TrainingProvider[] = [
      () => Promise.reject(new Error('simulator not started')),
      () => Promise.resolve({ ...simulator, baseUrl: 'http://10.0.0.2:4010' }),
      () => Promise.resolve({ ...simulator, credentials: storeCredentials(claims) }),
    ];
    for (const training of providers) {
      const { store } = setup({ training });
      expect((await rejection(store.credentialsFor('training'))).code).toBe('TRAINING_UNAVAILABLE');
    }
  });
});

it('reads a JWT with unknown claims in a stored entry as an app token', async () => {
  const { store } = setup();
  const saved = await store.saveProfile(input, {
    secret: 'Sekrit-extra-claims',
    jwt: makeJwt({ ...storeTokenClaims(), scope: ['x'] }),
  });
  expect(saved.token).toEqual({ kind: 'store', merchantId, storeId, mode: 'test' });
});
