/*
 * Saves one profile through the real OS keychain and prints the outcome as JSON: run as a
 * child process by keychain.test.ts, so the environment (no D-Bus session) is the child's own.
 * The request arrives on stdin, keeping the credentials out of the process list.
 */
import { text } from 'node:stream/consumers';
import { z } from 'zod';
import { CredentialsError } from '../../../../main/credentials/credentials-error';
import { createKeychain } from '../../../../main/credentials/keychain';
import { createProfileStore } from '../../../../main/credentials/profiles';
import { appTokenCredentials, profileInput } from '../../../../shared/profiles';

const request = z
  .object({
    dataDir: z.string(),
    service: z.string(),
    profile: profileInput,
    credentials: appTokenCredentials,
  })
  .parse(JSON.parse(await text(process.stdin)));

const store = createProfileStore({
  dataDir: request.dataDir,
  keychain: createKeychain({ service: request.service }),
});
try {
  const saved = await store.saveProfile(request.profile, request.credentials);
  process.stdout.write(JSON.stringify({ saved: saved.id }));
} catch (error) {
  if (!(error instanceof CredentialsError)) throw error;
  process.stdout.write(JSON.stringify({ code: error.code, message: error.message }));
}
