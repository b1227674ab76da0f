import { z } from 'zod';
import { storeCurrencyInput, type CurrencyCode } from './money';
import { saleLimits } from './sale-limits';
import { mode, uuid } from './service/common';
import { textLength } from './text-length';

/*
 * Store profiles as they cross the process boundary (STYLE.md: tokens live in main). A
 * secret goes in through `appTokenCredentials` once and is answered with `profileSummary`
 * facts, never echoed.
 */

/** The built-in profile whose backend and credentials are the simulator's, known at run time. */
export const TRAINING_PROFILE_ID = 'training';

const base64urlSegment = '[A-Za-z0-9_-]+';

/** Header, payload and signature, base64url, joined by dots (RFC 7519). */
export const appTokenJwt = z
  .string()
  .max(8192, { error: 'OUT_OF_RANGE' })
  .regex(new RegExp(`^${base64urlSegment}\\.${base64urlSegment}\\.${base64urlSegment}$`), {
    error: 'INVALID_FORMAT',
  });

/** What may be shown of a token: no secret, no JWT, nothing that authenticates. */
const appTokenSummary = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('store'), merchantId: uuid, storeId: uuid, mode }),
  z.object({ kind: z.literal('merchant'), merchantId: uuid, mode }),
]);
export type AppTokenSummary = z.infer<typeof appTokenSummary>;

/**
 * An origin and optional path; credentials, query and fragment have no place in a base URL.
 * Checked on the text because shared/ has no URL parser; main checks the parsed URL again.
 */
const baseUrl = z
  .url({ protocol: /^https?$/, error: 'INVALID_FORMAT' })
  .max(2048, { error: 'OUT_OF_RANGE' })
  .refine((value) => !/^[a-z]+:\/\/[^/]*@/i.test(value) && !/[?#]/.test(value), {
    error: 'INVALID_FORMAT',
  });

/**
 * What a store profile held before it named its currency: every store sold in yen then, as the
 * service's merchants do (base currency JPY), and so does the training simulator's store.
 */
export const defaultStoreCurrency: CurrencyCode = 'JPY';

/** The longest store name a profile takes, in characters (shared/text-length.ts). */
export const profileNameMax = 100;

/** A store's name as a profile holds it and its documents print it. */
export const storeName = z
  .string()
  .trim()
  .min(1, { error: 'REQUIRED_VALUE' })
  .refine((name) => textLength(name) <= profileNameMax, { error: 'OUT_OF_RANGE' });

export const profileInput = z.strictObject({
  name: storeName,
  storeId: uuid,
  mode,
  baseUrl,
  /** The currency the store sells in: every sale at the counter is in it. */
  currency: storeCurrencyInput,
  /** Absent: the default for the currency (saleLimitsOf), as for profiles saved before limits. */
  saleLimits: saleLimits.optional(),
});
export type ProfileInput = z.input<typeof profileInput>;

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

/** Why main's credentials store refused a profile or its credentials. */
export const credentialsErrorCode = z.enum([
  /** The app token JWT is not three base64url segments of JSON. */
  'MALFORMED_APP_TOKEN',
  /** The JWT decodes but its claims are not an app token's (conventions: Authentication). */
  'INVALID_APP_TOKEN_CLAIMS',
  /** The app token secret is empty, too short or holds characters a Bearer header cannot. */
  'INVALID_SECRET_FORMAT',
  /** A profile field is missing or badly formed; `fields` says which. */
  'INVALID_PROFILE',
  /** Plain http to anything but this machine would send the secret in the clear. */
  'INSECURE_BASE_URL',
  /** The app token belongs to another store than the profile names. */
  'STORE_ID_MISMATCH',
  /** The app token is test and the profile live, or the other way round. */
  'MODE_MISMATCH',
  'PROFILE_NOT_FOUND',
  /** The training profile is built in; its credentials come from the simulator. */
  'TRAINING_PROFILE_READ_ONLY',
  /** The simulator did not hand over a usable connection for the training profile. */
  'TRAINING_UNAVAILABLE',
  'NO_CREDENTIALS',
  /** The keychain entry exists but is not what Counter wrote; replacing the credentials fixes it. */
  'CREDENTIALS_UNREADABLE',
  /** No usable OS keychain; Counter never falls back to storing secrets elsewhere. */
  'KEYCHAIN_UNAVAILABLE',
  'SETTINGS_UNREADABLE',
  'SETTINGS_WRITE_FAILED',
]);
export type CredentialsErrorCode = z.infer<typeof credentialsErrorCode>;

/** Why the session refused to switch, remove or leave a profile, or could not recover its work. */
export const sessionFailureCode = z.enum([
  'NO_ACTIVE_PROFILE',
  /** Operations still run on the active profile. */
  'FLOWS_RUNNING',
  /** The active profile cannot be removed. */
  'PROFILE_IN_USE',
  /** Leaving training needs a store profile to go to. */
  'NO_STORE_PROFILE',
  /** The browser host runs training only (DESIGN.md: Where Electron cannot run). */
  'REAL_STORES_NOT_ALLOWED',
  /** Open operations of another profile wait for a start on it; reported, never answered. */
  'RECOVERY_DEFERRED',
]);
