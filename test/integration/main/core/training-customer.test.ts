import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTerminalFlowStep, type FlowProgress } from '../../../../shared/flows/flow-progress';
import type { IpcResult } from '../../../../shared/ipc/ipc-result';
import { createCounterCore, type CounterCore } from '../../../../main/core/counter-core';
import { createKeychain } from '../../../../main/credentials/keychain';
import type { CoreEvent } from '../../../../main/ipc/event-hub';
import { iframePollSchedule, threeDsPollSchedule } from '../../../../main/service/polling';
import { storeCredentials, storeId } from '../../../unit/main/credentials/app-token-fixture';
import { fakeKeychainBackend } from '../../../unit/main/credentials/fake-keychain-backend';

/*
 * training:act-as-customer through the core's dispatch, against the built-in training
 * simulator, which runs without control routes: the trainee plays the customer of each sale
 * that waits for one, and the sale's own flow sees the outcome.
 */

let dataDir: string;
let core: CounterCore;
const events: CoreEvent[] = [];

const fast = iframePollSchedule({ intervalMs: 100, maxPolls: 300 });

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'counter-training-'));
  events.length = 0;
  core = await createCounterCore({
    dataDir,
    appVersion: '0.1.0-test',
    keychain: createKeychain({ backend: fakeKeychainBackend().backend, service: 'training-test' }),
    authenticator: { open: () => Promise.resolve('closed') },
    printer: null,
    schedules: {
      threeDs: threeDsPollSchedule({ firstMs: 100, capMs: 100, maxPolls: 50 }),
      iframe: fast,
      awaitingCustomer: fast,
    },
  });
  core.events.subscribe((event) => events.push(event));
});

afterEach(async () => {
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function data(channel: string, input?: unknown): Promise<unknown> {
  const result = await core.dispatch(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.data;
}

/** The first progress of `operationId` that `matches`, whether it came already or comes later. */
function progressOf(
  operationId: string,
  matches: (progress: FlowProgress) => boolean,
): Promise<FlowProgress> {
  return vi.waitFor(
    () => {
      const found = events
        .filter((event) => event.channel === 'flows:progress')
        .map((event) => event.payload)
        .find((progress) => progress.operationId === operationId && matches(progress));
      if (found === undefined) throw new Error(`no such progress of ${operationId} yet`);
      return found;
    },
    { timeout: 25_000, interval: 20 },
  );
}

/** Starts a sale and answers its charge once the flow waits for the customer. */
async function awaitingSale(token: unknown, amount = 1200) {
  const { operationId } = (await data('flows:start-sale', {
    token,
    charge: { amount, currency: 'JPY' },
  })) as { operationId: string };
  const waiting = await progressOf(operationId, (p) => p.step === 'awaiting_customer');
  if (waiting.chargeId === undefined) throw new Error('awaiting_customer without a charge');
  return { operationId, chargeId: waiting.chargeId };
}

const ended = (operationId: string) => progressOf(operationId, (p) => isTerminalFlowStep(p.step));

const konbini = {
  payment_type: 'konbini',
  email: 'hanako@example.jp',
  data: {
    customer_name: 'Hanako Yamada',
    phone_number: { country_code: '81', local_number: '9012345678' },
    convenience_store: 'lawson',
    expiration_period: 'P3D',
  },
};
const bankTransfer = {
  payment_type: 'bank_transfer',
  email: 'transfer@example.jp',
  data: { brand: 'aozora_bank', match_amount: 'exact' },
};
const merchantQr = {
  payment_type: 'qr_merchant',
  email: 'mpm@example.jp',
  data: { brand: 'we_chat_mpm' },
};
/** A wallet app's payment: no page to pay on, so only the trainee's action can complete it. */
const walletApp = {
  payment_type: 'online',
  data: { brand: 'alipay_online', call_method: 'app' },
};

describe('training:act-as-customer', () => {
  it('pays a konbini slip, and the sale succeeds', async () => {
    const { operationId, chargeId } = await awaitingSale(konbini);
    expect(
      await data('training:act-as-customer', { action: 'pay_konbini_slip', chargeId }),
    ).toEqual({ chargeId, chargeStatus: 'successful', transfer: null });
    expect(await ended(operationId)).toMatchObject({ step: 'succeeded', chargeId });
  });

  it('pays a merchant-presented QR, and the sale succeeds', async () => {
    const { operationId, chargeId } = await awaitingSale(merchantQr);
    expect(await data('training:act-as-customer', { action: 'pay_merchant_qr', chargeId })).toEqual(
      { chargeId, chargeStatus: 'successful', transfer: null },
    );
    expect(await ended(operationId)).toMatchObject({ step: 'succeeded' });
  });

  it('approves an online wallet payment in the wallet, and the sale succeeds', async () => {
    const { operationId, chargeId } = await awaitingSale(walletApp);
    expect(
      await data('training:act-as-customer', { action: 'pay_online_wallet', chargeId }),
    ).toEqual({ chargeId, chargeStatus: 'successful', transfer: null });
    expect(await ended(operationId)).toMatchObject({ step: 'succeeded', chargeId });
  });

  it('declines an online wallet payment in the wallet, and the sale fails as not approved', async () => {
    const { operationId, chargeId } = await awaitingSale(walletApp);
    expect(
      await data('training:act-as-customer', { action: 'decline_online_wallet', chargeId }),
    ).toEqual({ chargeId, chargeStatus: 'failed', transfer: null });
    expect(await ended(operationId)).toMatchObject({
      step: 'failed',
      problem: { type: 'payment', code: 308 },
    });
  });

  it('receives a bank transfer: the bank rejects a wrong amount, then takes the right one', async () => {
    const { operationId, chargeId } = await awaitingSale(bankTransfer, 1200);
    expect(
      await data('training:act-as-customer', {
        action: 'receive_bank_transfer',
        chargeId,
        amount: 1000,
      }),
    ).toEqual({ chargeId, chargeStatus: 'awaiting', transfer: 'rejected' });
    expect(
      await data('training:act-as-customer', {
        action: 'receive_bank_transfer',
        chargeId,
        amount: 1200,
      }),
    ).toEqual({ chargeId, chargeStatus: 'successful', transfer: 'accepted' });
    expect(await ended(operationId)).toMatchObject({ step: 'succeeded' });
  });

  it('lets a charge expire, and the sale fails with the expiry code', async () => {
    const { operationId, chargeId } = await awaitingSale(konbini);
    expect(await data('training:act-as-customer', { action: 'expire_charge', chargeId })).toEqual({
      chargeId,
      chargeStatus: 'failed',
      transfer: null,
    });
    expect(await ended(operationId)).toMatchObject({ step: 'failed', chargeId });
  });

  it('names why the simulated customer cannot act: another payment type, or not awaiting any more', async () => {
    const { operationId, chargeId } = await awaitingSale(konbini);
    expect(
      await core.dispatch('training:act-as-customer', { action: 'pay_merchant_qr', chargeId }),
    ).toMatchObject({ ok: false, error: { code: 'PAYMENT_TYPE_NOT_SUPPORTED' } });
    expect(
      await core.dispatch('training:act-as-customer', { action: 'pay_online_wallet', chargeId }),
    ).toMatchObject({ ok: false, error: { code: 'PAYMENT_TYPE_NOT_SUPPORTED' } });
    await data('training:act-as-customer', { action: 'pay_konbini_slip', chargeId });
    await ended(operationId);
    expect(
      await core.dispatch('training:act-as-customer', { action: 'pay_konbini_slip', chargeId }),
    ).toMatchObject({ ok: false, error: { code: 'INVALID_CHARGE_STATUS' } });
    expect(
      await core.dispatch('training:act-as-customer', {
        action: 'expire_charge',
        chargeId: '11111111-1111-4111-8111-111111111111',
      }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('refuses a transfer of no amount before anything reaches the simulator', async () => {
    const result: IpcResult<unknown> = await core.dispatch('training:act-as-customer', {
      action: 'receive_bank_transfer',
      chargeId: '11111111-1111-4111-8111-111111111111',
      amount: 0,
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', fields: [{ field: 'amount', reason: 'INVALID_AMOUNT' }] },
    });
  });

  it('answers TRAINING_ONLY while a store profile is active', async () => {
    const saved = (await data('profiles:save', {
      profile: {
        name: 'Shop',
        storeId,
        mode: 'test',
        baseUrl: core.simulatorOrigin,
        currency: 'JPY',
      },
      credentials: storeCredentials(),
    })) as { id: string };
    await data('profiles:select-active', { profileId: saved.id });

    expect(
      await core.dispatch('training:act-as-customer', {
        action: 'pay_konbini_slip',
        chargeId: '11111111-1111-4111-8111-111111111111',
      }),
    ).toMatchObject({ ok: false, error: { code: 'TRAINING_ONLY' } });
  });
});
