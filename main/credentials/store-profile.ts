import { z } from 'zod';
import { appTokenCredentials, defaultStoreCurrency, profileInput } from '../../shared/profiles';
import { currencyInput } from '../../shared/money';
import { uuid } from '../../shared/service/common';

/*
 * The store profile as main keeps it. The schemas that cross the process boundary live in
 * shared/profiles.ts; this adds what only main can check (a parsed URL) or keeps (the file).
 */

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

/** Base URLs that reach the profile store from elsewhere than a form are held to the rule too. */
const allowedBaseUrl = profileInput.shape.baseUrl.refine(isAllowedBaseUrl, {
  error: 'INVALID_FORMAT',
});

/** A profile as the settings file holds it: never a secret. */
export const storeProfile = z.object({
  ...profileInput.shape,
  baseUrl: allowedBaseUrl,
  // A profile saved before profiles named a currency is read as the yen store it was; one
  // saved before codes were checked against ISO-4217 still reads, so the file stays usable.
  currency: currencyInput.default(defaultStoreCurrency),
  id: uuid,
});
export type StoreProfile = z.infer<typeof storeProfile>;

/** What the simulator hands over for the training profile when asked. */
export const trainingConnection = z.strictObject({
  baseUrl: allowedBaseUrl,
  credentials: appTokenCredentials,
});
export type TrainingProvider = () => Promise<z.input<typeof trainingConnection>>;
