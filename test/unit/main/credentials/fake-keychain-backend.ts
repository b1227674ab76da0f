import type { KeychainBackend } from '../../../../main/credentials/keychain';

/**
 * keytar's API over a Map. `unavailable` makes every call fail as the OS keychain does with
 * no Secret Service running.
 */
export function fakeKeychainBackend() {
  const entries = new Map<string, string>();
  const key = (service: string, account: string) => `${service}\u0000${account}`;
  const state = { unavailable: false };
  const available = () => {
    if (state.unavailable) {
      return Promise.reject(new Error('Platform failure: DBus error: Failed to connect to socket'));
    }
    return Promise.resolve();
  };
  const backend: KeychainBackend = {
    getPassword: (service, account) =>
      available().then(() => entries.get(key(service, account)) ?? null),
    setPassword: (service, account, password) =>
      available().then(() => {
        entries.set(key(service, account), password);
      }),
    deletePassword: (service, account) =>
      available().then(() => entries.delete(key(service, account))),
    findCredentials: (service) =>
      available().then(() =>
        [...entries]
          .filter(([k]) => k.startsWith(`${service}\u0000`))
          .map(([k, password]) => ({ account: k.slice(service.length + 1), password })),
      ),
  };
  return { backend, entries, state };
}
