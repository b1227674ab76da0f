import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCounterCore, type CounterCore } from '../../../../main/core/counter-core';
import { createKeychain } from '../../../../main/credentials/keychain';
import { startSimulator, type RunningSimulator } from '../../../../main/simulator/start-simulator';
import { fakeKeychainBackend } from '../../../unit/main/credentials/fake-keychain-backend';
import { fakePrinter } from '../core/fake-printer';

/*
 * A yen store takes yen, whatever the page sends: flows:start-sale, -capture and -refund in
 * another currency are refused over the real dispatch before any limit or flow, since the
 * store's maximum is in yen and ¥9,999,999 read as USD would be $99,999.99.
 */

let sim: RunningSimulator;
let core: CounterCore;
let dataDir: string;

beforeEach(async () => {
  sim = await startSimulator({ clock: 'frozen' });
  dataDir = await mkdtemp(join(tmpdir(), 'counter-store-currency-'));
  core = await createCounterCore({
    dataDir,
    appVersion: '0.1.0-test',
    appMode: 'development',
    platform: 'linux',
    keychain: createKeychain({
      backend: fakeKeychainBackend().backend,
      service: 'counter-store-currency-test',
    }),
    simulator: 'none',
    printer: fakePrinter().printer,
    authenticator: { open: () => Promise.resolve('closed') },
  });
  const token = sim.credentials.appTokens.store1Test;
  const saved = await core.dispatch('profiles:save', {
    profile: {
      name: 'Yen shop',
      storeId: token.storeId,
      mode: 'test',
      baseUrl: sim.baseUrl,
      currency: 'JPY',
    },
    credentials: { secret: token.secret, jwt: token.jwt },
  });
  if (!saved.ok) throw new Error(JSON.stringify(saved.error));
  const selected = await core.dispatch('profiles:select-active', {
    profileId: (saved.data as { id: string }).id,
  });
  if (!selected.ok) throw new Error(JSON.stringify(selected.error));
});

afterEach(async () => {
  await core.close();
  await sim.close();
  await rm(dataDir, { recursive: true, force: true });
});

const konbiniToken = {
  payment_type: 'konbini',
  email: 'hanako@example.jp',
  data: {
    customer_name: 'Hanako Yamada',
    phone_number: { country_code: '81', local_number: '9012345678' },
    convenience_store: 'lawson',
    expiration_period: 'P3D',
  },
};

const chargeId = '11111111-2222-4333-8444-555555555555';

describe('the store currency in main', () => {
  it.each(['USD', 'BHD'])(
    'refuses a %s sale on a yen store with a coded error',
    async (currency) => {
      const result = await core.dispatch('flows:start-sale', {
        token: konbiniToken,
        charge: { amount: 9999999, currency },
      });
      expect(result).toMatchObject({
        ok: false,
        error: {
          code: 'CURRENCY_NOT_OF_STORE',
          fields: [{ field: 'charge.currency', reason: 'INVALID_CURRENCY' }],
        },
      });
      expect(await core.dispatch('flows:list-running', undefined)).toEqual({ ok: true, data: [] });
    },
  );

  it('refuses another currency before the store maximum', async () => {
    const result = await core.dispatch('flows:start-sale', {
      token: konbiniToken,
      charge: { amount: 99999999, currency: 'USD' },
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'CURRENCY_NOT_OF_STORE' } });
  });

  it.each(['flows:start-capture', 'flows:start-refund'] as const)(
    'refuses %s in another currency before any flow starts',
    async (channel) => {
      const result = await core.dispatch(channel, { chargeId, amount: 500, currency: 'USD' });
      expect(result).toMatchObject({
        ok: false,
        error: {
          code: 'CURRENCY_NOT_OF_STORE',
          fields: [{ field: 'currency', reason: 'INVALID_CURRENCY' }],
        },
      });
      expect(await core.dispatch('flows:list-running', undefined)).toEqual({ ok: true, data: [] });
    },
  );

  it('starts a sale in the store’s own currency', async () => {
    const result = await core.dispatch('flows:start-sale', {
      token: konbiniToken,
      charge: { amount: 5000, currency: 'JPY' },
    });
    expect(result.ok).toBe(true);
  });
});
