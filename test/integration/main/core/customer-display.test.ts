import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerDisplayState } from '../../../../shared/ipc/customer-display-state';
import type { AppSettings } from '../../../../shared/ipc/ipc-payloads';
import { createCounterCore, type CounterCore } from '../../../../main/core/counter-core';
import { createKeychain } from '../../../../main/credentials/keychain';
import { iframePollSchedule, threeDsPollSchedule } from '../../../../main/service/polling';
import { fakeKeychainBackend } from '../../../unit/main/credentials/fake-keychain-backend';

/*
 * The customer display's feed in the composition root, against the built-in training
 * simulator: a sale started through the dispatch reaches it as the customer may see it, and
 * a settings change reaches both the feed and the entry's watcher.
 */

const fast = iframePollSchedule({ intervalMs: 200, maxPolls: 100 });

let dataDir: string;
let core: CounterCore;
let shown: CustomerDisplayState[];

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'counter-display-'));
  core = await createCounterCore({
    dataDir,
    appVersion: '0.1.0-test',
    appMode: 'development',
    keychain: createKeychain({ backend: fakeKeychainBackend().backend, service: 'display-test' }),
    authenticator: { open: () => Promise.resolve('closed') },
    printer: null,
    schedules: {
      threeDs: threeDsPollSchedule({ firstMs: 200, capMs: 200, maxPolls: 50 }),
      iframe: fast,
      awaitingCustomer: fast,
    },
  });
  shown = [];
  core.customerDisplay.subscribe((state) => shown.push(state));
});

afterEach(async () => {
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

function until(check: () => boolean): Promise<void> {
  return expect.poll(check, { timeout: 15_000 }).toBe(true);
}

describe('the core’s customer display', () => {
  it('welcomes in the till’s language, watermarked on the training till', () => {
    expect(core.customerDisplay.current()).toEqual({ language: 'ja', training: true, sale: null });
  });

  it('shows a konbini sale’s chain, amount and deadline, and none of the customer’s data', async () => {
    const started = await core.dispatch('flows:start-sale', {
      token: {
        payment_type: 'konbini',
        email: 'hanako@example.jp',
        data: {
          customer_name: 'Hanako Yamada',
          phone_number: { country_code: '81', local_number: '9012345678' },
          convenience_store: 'family_mart',
          expiration_period: 'P3D',
        },
      },
      charge: { amount: 1500, currency: 'JPY' },
    });
    expect(started.ok).toBe(true);
    await until(() => core.customerDisplay.current().sale?.status === 'awaiting_payment');

    expect(core.customerDisplay.current().sale).toEqual({
      status: 'awaiting_payment',
      amount: 1500,
      currency: 'JPY',
      instruction: {
        type: 'konbini',
        convenienceStore: 'family_mart',
        expiresAt: expect.any(String) as unknown,
        // The numbers the customer pays with are theirs to see (simulator: charge metadata).
        details: {
          paymentNumber: expect.stringMatching(/^\d{11}$/) as unknown,
          confirmationNumber: expect.stringMatching(/^\d{4}$/) as unknown,
          institutionNumber: null,
        },
      },
    });
    expect(shown[0]?.sale?.status).toBe('in_progress');
    const everything = JSON.stringify(shown);
    for (const personal of ['Hanako', 'hanako@example.jp', '9012345678']) {
      expect(everything).not.toContain(personal);
    }
  });

  it('tells the feed and the entry of a settings change once it is saved', async () => {
    const watched: AppSettings[] = [];
    core.watchSettings((settings) => watched.push(settings));
    const saved = await core.dispatch('settings:set', { customerDisplay: true, language: 'en' });
    expect(saved.ok).toBe(true);
    await until(() => watched.length === 1);
    expect(watched[0]).toMatchObject({ customerDisplay: true, language: 'en' });
    expect(core.customerDisplay.current()).toEqual({
      language: 'en',
      training: true,
      sale: null,
    });
  });
});
