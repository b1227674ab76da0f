import { z } from 'zod';
import { mode, uuid } from '../../shared/service/common';
import { appTokenJwt, appTokenSummary } from './app-token-claims';

/*
 * The store profile and what crosses the process boundary about it. Pure zod and shared/, so
 * the IPC contract can take these schemas as they are.
 */

/** The built-in profile whose backend and credentials are the simulator's, known at run time. */
export const TRAINING_PROFILE_ID = 'training';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * https everywhere; plain http only to this machine (the built-in simulator), since anything
 * else would carry the secret in the clear.
 */
export function isAllowedBaseUrl(baseUrl: string): boolean {
  if (!URL.canParse(baseUrl)) return false;
  const url = new URL(baseUrl);
  return url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));
}

/** An origin and optional path; credentials, query and fragment have no place in a base URL. */
const baseUrl = z
  .url({ protocol: /^https?$/, error: 'INVALID_FORMAT' })
  .max(2048, { error: 'OUT_OF_RANGE' })
  .refine(
    (value) => {
      // An unparsable value is z.url's to report, once.
      if (!URL.canParse(value)) return true;
      const url = new URL(value);
      return url.username === '' && url.password === '' && url.search === '' && url.hash === '';
    },
    { error: 'INVALID_FORMAT' },
  );

export const profileInput = z.strictObject({
  name: z.string().trim().min(1, { error: 'REQUIRED_VALUE' }).max(100, { error: 'OUT_OF_RANGE' }),
  storeId: uuid,
  mode,
  baseUrl,
});
export type ProfileInput = z.input<typeof profileInput>;

/** Base URLs that reach the profile store from elsewhere than a form are held to the rule too. */
const allowedBaseUrl = baseUrl.refine(isAllowedBaseUrl, { error: 'INVALID_FORMAT' });

/** A profile as the settings file holds it: never a secret. */
export const storeProfile = z.object({ ...profileInput.shape, baseUrl: allowedBaseUrl, id: uuid });
export type StoreProfile = z.infer<typeof storeProfile>;

/**
 * Visible ASCII without the dot: the secret travels as `Bearer {secret}.{jwt}` (spec:
 * Authentication 1), where a dot would move the boundary and a space or non-ASCII byte would
 * break the header. The minimum catches a pasted fragment.
 */
const appTokenSecret = z.string().regex(/^[!-\-/-~]{8,512}$/, { error: 'INVALID_FORMAT' });

/** The one way a secret enters main; it is answered with facts, never echoed. */
export const appTokenCredentials = z.strictObject({ secret: appTokenSecret, jwt: appTokenJwt });
export type AppTokenCredentials = z.infer<typeof appTokenCredentials>;

/** Everything a caller outside the service client learns about a profile. */
export const profileSummary = z.object({
  ...profileInput.shape,
  id: z.union([uuid, z.literal(TRAINING_PROFILE_ID)]),
  /** The built-in profile backed by the simulator; the renderer names it in the user's language. */
  training: z.boolean(),
  hasCredentials: z.boolean(),
  /** Null when there are no credentials or their JWT's claims cannot be read. */
  token: appTokenSummary.nullable(),
});
export type ProfileSummary = z.infer<typeof profileSummary>;

/** What the simulator hands over for the training profile when asked. */
export const trainingConnection = z.strictObject({
  baseUrl: allowedBaseUrl,
  credentials: appTokenCredentials,
});
export type TrainingProvider = () => Promise<z.input<typeof trainingConnection>>;
