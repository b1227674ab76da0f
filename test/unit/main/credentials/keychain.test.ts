import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CredentialsError } from '../../../../main/credentials/credentials-error';
import { createKeychain } from '../../../../main/credentials/keychain';
import { storeCredentials } from './app-token-fixture';
import { fakeKeychainBackend } from './fake-keychain-backend';

async function rejection(promise: Promise<unknown>): Promise<CredentialsError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CredentialsError) return error;
    throw error;
  }
  throw new Error('expected a CredentialsError');
}

describe('keychain', () => {
  it('keeps one JSON entry of secret and JWT per profile under its service', async () => {
    const fake = fakeKeychainBackend();
    const keychain = createKeychain({ backend: fake.backend, service: 'Counter' });
    const credentials = storeCredentials();
    await keychain.write('profile-1', credentials);
    expect(JSON.parse(fake.entries.get('Counter\u0000profile-1') ?? '')).toEqual(credentials);
    expect(await keychain.read('profile-1')).toEqual(credentials);
  });

  it('answers undefined for a profile without an entry', async () => {
    const keychain = createKeychain({ backend: fakeKeychainBackend().backend });
    expect(await keychain.read('profile-1')).toBeUndefined();
  });

  it('forgets an entry when removed', async () => {
    const keychain = createKeychain({ backend: fakeKeychainBackend().backend });
    await keychain.write('profile-1', storeCredentials());
    await keychain.remove('profile-1');
    expect(await keychain.read('profile-1')).toBeUndefined();
  });

  it('reports an entry it did not write as CREDENTIALS_UNREADABLE without quoting it', async () => {
    const fake = fakeKeychainBackend();
    const keychain = createKeychain({ backend: fake.backend, service: 'Counter' });
    for (const stranger of ['hunter2-not-json', JSON.stringify({ password: 'hunter2-json' })]) {
      await fake.backend.setPassword('Counter', 'profile-1', stranger);
      const error = await rejection(keychain.read('profile-1'));
      expect(error.code).toBe('CREDENTIALS_UNREADABLE');
      expect(inspect(error, { depth: 10 })).not.toContain('hunter2');
    }
  });

  it('lists readable entries by profile and leaves unreadable ones out', async () => {
    const fake = fakeKeychainBackend();
    const keychain = createKeychain({ backend: fake.backend, service: 'Counter' });
    const credentials = storeCredentials();
    await keychain.write('profile-1', credentials);
    await fake.backend.setPassword('Counter', 'profile-2', 'not json');
    await fake.backend.setPassword('Elsewhere', 'profile-3', JSON.stringify(credentials));
    expect(await keychain.readAll()).toEqual(new Map([['profile-1', credentials]]));
  });

  it('fails every operation with KEYCHAIN_UNAVAILABLE when the OS keychain is', async () => {
    const fake = fakeKeychainBackend();
    fake.state.unavailable = true;
    const keychain = createKeychain({ backend: fake.backend });
    for (const operation of [
      () => keychain.read('profile-1'),
      () => keychain.readAll(),
      () => keychain.write('profile-1', storeCredentials()),
      () => keychain.remove('profile-1'),
    ]) {
      expect((await rejection(operation())).code).toBe('KEYCHAIN_UNAVAILABLE');
    }
  });

  it('says what to install or run on each platform', async () => {
    const fake = fakeKeychainBackend();
    fake.state.unavailable = true;
    const hints = {
      linux: [/gnome-keyring/, /Secret Service/, /D-Bus/],
      darwin: [/Keychain/],
      win32: [/Credential Manager/],
    } as const;
    for (const [platform, patterns] of Object.entries(hints)) {
      const keychain = createKeychain({
        backend: fake.backend,
        platform: platform as NodeJS.Platform,
      });
      const { message } = await rejection(keychain.write('profile-1', storeCredentials()));
      for (const pattern of patterns) expect(message).toMatch(pattern);
    }
  });
});
