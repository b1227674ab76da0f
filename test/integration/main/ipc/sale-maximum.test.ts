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
 * flows:start-sale holds the store's maximum in main, whatever the renderer let through: a
 * profile with a ¥5,000 maximum refuses ¥5,001 before any flow starts.
 */

let sim: RunningSimulator;
let core: CounterCore;
let dataDir: string;

beforeEach(async () => {
  sim = await startSimulator({ clock: 'frozen' });
  dataDir = await mkdtemp(join(tmpdir(), 'counter-sale-maximum-'));
  core = await createCounterCore({
    dataDir,
    appVersion: '0.1.0-test',
    appMode: 'development',
    platform: 'linux',
    keychain: createKeychain({
      backend: fakeKeychainBackend().backend,
      service: 'counter-sale-maximum-test',
    }),
    simulator: 'none',
    printer: fakePrinter().printer,
    authenticator: { open: () => Promise.resolve('closed') },
  });
  const token = sim.credentials.appTokens.store1Test;
  const saved = await core.dispatch('profiles:save', {
    profile: {
      name: 'Small shop',
      storeId: token.storeId,
      mode: 'test',
      baseUrl: sim.baseUrl,
      currency: 'JPY',
      saleLimits: { maximum: 5000, confirmAbove: 1000 },
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

describe('the store maximum in main', () => {
  it('keeps the limits a profile is saved with', async () => {
    const listed = await core.dispatch('profiles:list', undefined);
    expect(listed).toMatchObject({
      ok: true,
      data: [{ name: 'Small shop', saleLimits: { maximum: 5000, confirmAbove: 1000 } }],
    });
  });

  it('refuses a sale above the active profile’s maximum with a coded error', async () => {
    const result = await core.dispatch('flows:start-sale', {
      token: konbiniToken,
      charge: { amount: 5001, currency: 'JPY' },
    });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'AMOUNT_ABOVE_STORE_MAXIMUM',
        fields: [{ field: 'charge.amount', reason: 'OUT_OF_RANGE' }],
      },
    });
    expect(await core.dispatch('flows:list-running', undefined)).toEqual({ ok: true, data: [] });
  });

  it('starts a sale at the maximum itself', async () => {
    const result = await core.dispatch('flows:start-sale', {
      token: konbiniToken,
      charge: { amount: 5000, currency: 'JPY' },
    });
    expect(result.ok).toBe(true);
  });
});
