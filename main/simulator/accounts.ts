import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { currencyCode } from '../../shared/money';
import { mode, uuid } from '../../shared/service/common';
import { signJwt } from './jwt';
import { SimulatorError } from './simulator-error';

/**
 * The simulator's one merchant, its stores and the app tokens issued for them. Everything here
 * is generated once per fresh data file and persisted with it, so a training till keeps the
 * credentials it stored in its keychain across restarts.
 */

/** Claims of an app token's JWT (conventions: Authentication); a merchant token has no store_id. */
export const appTokenClaims = z.strictObject({
  sub: z.literal('app_token'),
  iat: z.number().int(),
  merchant_id: uuid,
  store_id: uuid.optional(),
  domains: z.array(z.string()),
  mode,
  creator_id: uuid,
  version: z.number().int(),
  jti: uuid,
});
export type AppTokenClaims = z.infer<typeof appTokenClaims>;

/** Per-store account settings the resource modules consult (spec: Authentication 4). */
export const storeSettings = z.strictObject({
  /** Spec: a recurring token without this permission needs usage_limit. */
  infiniteRecurringAllowed: z.boolean(),
  /** Spec: 3DS requires merchant account configuration. */
  threeDsConfigured: z.boolean(),
  /** Spec: cvv_authorize.currency defaults to the merchant's base currency. */
  baseCurrency: currencyCode,
});
type StoreSettings = z.infer<typeof storeSettings>;

const simulatorStore = z.strictObject({
  id: uuid,
  name: z.string(),
  settings: storeSettings,
});
export type SimulatorStore = z.infer<typeof simulatorStore>;

const appTokenLabel = z.enum(['store1Test', 'store2Test', 'store1Live', 'merchant', 'outdated']);
type AppTokenLabel = z.infer<typeof appTokenLabel>;

const appTokenRecord = z.strictObject({
  label: appTokenLabel,
  id: uuid,
  jwt: z.string(),
  secret: z.string(),
  storeId: uuid.nullable(),
  mode,
  version: z.number().int(),
});
export type AppTokenRecord = z.infer<typeof appTokenRecord>;

export const accountsData = z.strictObject({
  signingKey: z.string().min(43),
  currentTokenVersion: z.number().int(),
  merchant: z.strictObject({ id: uuid, name: z.string() }),
  stores: z.array(simulatorStore).min(2),
  appTokens: z.array(appTokenRecord),
});
export type AccountsData = z.infer<typeof accountsData>;

/** What `GET /_sim/credentials` answers: every seeded store and app token. */
export const simulatorCredentials = z.strictObject({
  merchantId: uuid,
  stores: z.array(simulatorStore),
  appTokens: z.record(appTokenLabel, appTokenRecord.omit({ label: true })),
});
export type SimulatorCredentials = z.infer<typeof simulatorCredentials>;

/**
 * Store 1 has every permission so the happy paths work out of the box; store 2 has none so
 * the refusals (usage_limit required, 3DS unavailable) can be exercised without settings calls.
 */
const seededSettings: readonly [StoreSettings, StoreSettings] = [
  { infiniteRecurringAllowed: true, threeDsConfigured: true, baseCurrency: 'JPY' },
  { infiniteRecurringAllowed: false, threeDsConfigured: false, baseCurrency: 'JPY' },
];

const currentTokenVersion = 2;

export function seedAccounts(nowMs: number): AccountsData {
  const key = randomBytes(32);
  const merchantId = randomUUID();
  const creatorId = randomUUID();
  const stores = seededSettings.map((settings, index) => ({
    id: randomUUID(),
    // The counter names the training store in its own language; these are the service's names.
    name: index === 0 ? 'Training store' : `Training store ${index + 1}`,
    settings: { ...settings },
  }));
  const [store1, store2] = stores;
  if (!store1 || !store2) throw new Error('seededSettings names two stores');
  const issue = (
    label: AppTokenLabel,
    storeId: string | null,
    tokenMode: AppTokenClaims['mode'],
    version: number,
  ): AppTokenRecord => {
    const id = randomUUID();
    const claims: AppTokenClaims = {
      sub: 'app_token',
      iat: Math.floor(nowMs / 1000),
      merchant_id: merchantId,
      ...(storeId === null ? {} : { store_id: storeId }),
      domains: ['localhost', '127.0.0.1'],
      mode: tokenMode,
      creator_id: creatorId,
      version,
      jti: id,
    };
    // base64url has no '.', so `{secret}.{jwt}` splits unambiguously.
    const secret = randomBytes(15).toString('base64url');
    return { label, id, jwt: signJwt(claims, key), secret, storeId, mode: tokenMode, version };
  };
  return {
    signingKey: key.toString('base64url'),
    currentTokenVersion,
    merchant: { id: merchantId, name: 'Training Merchant' },
    stores,
    appTokens: [
      issue('store1Test', store1.id, 'test', currentTokenVersion),
      issue('store2Test', store2.id, 'test', currentTokenVersion),
      issue('store1Live', store1.id, 'live', currentTokenVersion),
      issue('merchant', null, 'test', currentTokenVersion),
      issue('outdated', store1.id, 'test', currentTokenVersion - 1),
    ],
  };
}

export class Accounts {
  readonly signingKey: Buffer;
  readonly #data: AccountsData;
  readonly #stores = new Map<string, SimulatorStore>();
  readonly #tokens = new Map<string, AppTokenRecord>();

  constructor(data: AccountsData) {
    this.#data = structuredClone(data);
    this.signingKey = Buffer.from(data.signingKey, 'base64url');
    for (const store of this.#data.stores) this.#stores.set(store.id, store);
    for (const token of this.#data.appTokens) this.#tokens.set(token.id, token);
  }

  get merchantId(): string {
    return this.#data.merchant.id;
  }

  /** Shown on list items (spec: merchant_name); read per request, so no copy of the data. */
  get merchantName(): string {
    return this.#data.merchant.name;
  }

  get currentTokenVersion(): number {
    return this.#data.currentTokenVersion;
  }

  store(id: string): SimulatorStore | undefined {
    return this.#stores.get(id);
  }

  appToken(id: string): AppTokenRecord | undefined {
    return this.#tokens.get(id);
  }

  credentials(): SimulatorCredentials {
    const appTokens: Partial<SimulatorCredentials['appTokens']> = {};
    for (const { label, ...token } of this.#data.appTokens) appTokens[label] = token;
    return simulatorCredentials.parse({
      merchantId: this.#data.merchant.id,
      stores: this.#data.stores,
      appTokens,
    });
  }

  /** `POST /_sim/stores/{storeId}/settings`: lets a test switch a permission for one store. */
  updateSettings(storeId: string, change: Partial<StoreSettings>): SimulatorStore {
    const store = this.#stores.get(storeId);
    if (!store) throw new SimulatorError('NOT_FOUND');
    store.settings = { ...store.settings, ...change };
    return store;
  }

  /** `POST /_sim/reset` keeps the credentials (clients hold them) but not changed settings. */
  resetSettings(): void {
    this.#data.stores.forEach((store, index) => {
      store.settings = { ...(seededSettings[index] ?? seededSettings[1]) };
    });
  }

  snapshot(): AccountsData {
    return structuredClone(this.#data);
  }
}
