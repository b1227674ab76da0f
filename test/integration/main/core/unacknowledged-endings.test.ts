import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isTerminalFlowStep, type FlowProgress } from '../../../../shared/flows/flow-progress';
import type { IpcResult } from '../../../../shared/ipc/ipc-result';
import { createCounterCore, type CounterCore } from '../../../../main/core/counter-core';
import { createKeychain } from '../../../../main/credentials/keychain';
import { iframePollSchedule, threeDsPollSchedule } from '../../../../main/service/polling';
import { fakeKeychainBackend } from '../../../unit/main/credentials/fake-keychain-backend';

/*
 * A sale that ended while no screen followed it, through the core's dispatch against the
 * built-in training simulator: listed by flows:list-unacknowledged-endings on every start of
 * the core until the counter leaves it (flows:leave), and the same amount asked about by
 * flows:find-recent-paid-sale.
 */

let dataDir: string;
let core: CounterCore;
const keychain = fakeKeychainBackend().backend;
const fast = iframePollSchedule({ intervalMs: 100, maxPolls: 300 });

async function openCore(): Promise<CounterCore> {
  core = await createCounterCore({
    dataDir,
    appVersion: '0.1.0-test',
    keychain: createKeychain({ backend: keychain, service: 'endings-test' }),
    authenticator: { open: () => Promise.resolve('closed') },
    printer: null,
    schedules: {
      threeDs: threeDsPollSchedule({ firstMs: 100, capMs: 100, maxPolls: 50 }),
      iframe: fast,
      awaitingCustomer: fast,
    },
  });
  return core;
}

async function data(channel: string, input?: unknown): Promise<unknown> {
  const result: IpcResult<unknown> = await core.dispatch(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.data;
}

function ended(operationId: string): Promise<FlowProgress> {
  return new Promise((resolve) => {
    const stop = core.events.subscribe((event) => {
      if (event.channel !== 'flows:progress') return;
      if (event.payload.operationId !== operationId || !isTerminalFlowStep(event.payload.step)) {
        return;
      }
      stop();
      resolve(event.payload);
    });
  });
}

/** A ¥4,321 Mastercard sale started as the counter starts one; its operation id. */
async function startCardSale(): Promise<string> {
  const { operationId } = (await data('flows:start-sale', {
    token: {
      payment_type: 'card',
      type: 'one_time',
      email: 'taro@example.com',
      data: {
        cardholder: 'TARO YAMADA',
        card_number: '5555555555554444',
        exp_month: '12',
        exp_year: '2099',
        cvv: '123',
      },
    },
    charge: { amount: 4321, currency: 'JPY' },
  })) as { operationId: string };
  return operationId;
}

async function restartCore(): Promise<void> {
  await core.close();
  await openCore();
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'counter-endings-'));
  await openCore();
});

afterEach(async () => {
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('unacknowledged endings', () => {
  it('lists a sale that ended with no screen after a restart, until the counter leaves it', async () => {
    const operationId = await startCardSale();
    // No screen follows it: nobody calls flows:leave while it runs or after it ends.
    expect(await ended(operationId)).toMatchObject({ step: 'succeeded' });

    await restartCore();
    expect(await data('flows:list-unacknowledged-endings')).toEqual([
      expect.objectContaining({
        id: operationId,
        kind: 'card_sale',
        amount: 4321,
        currency: 'JPY',
        state: 'succeeded',
        card: { brand: 'mastercard', lastFour: '4444' },
      }),
    ]);

    expect(await data('flows:leave', { operationId })).toBeNull();
    expect(await data('flows:list-unacknowledged-endings')).toEqual([]);
    await restartCore();
    expect(await data('flows:list-unacknowledged-endings')).toEqual([]);
  });

  it('does not list a sale the counter left, running or ended', async () => {
    const operationId = await startCardSale();
    const end = ended(operationId);
    expect(await data('flows:leave', { operationId })).toBeNull();
    expect(await end).toMatchObject({ step: 'succeeded' });

    await restartCore();
    expect(await data('flows:list-unacknowledged-endings')).toEqual([]);
  });

  it('names the sale of the same amount just paid, acknowledged or not', async () => {
    const operationId = await startCardSale();
    await ended(operationId);
    await data('flows:leave', { operationId });

    expect(
      await data('flows:find-recent-paid-sale', { amount: 4321, currency: 'JPY' }),
    ).toMatchObject({ id: operationId, state: 'succeeded', card: { lastFour: '4444' } });
    expect(await data('flows:find-recent-paid-sale', { amount: 4320, currency: 'JPY' })).toBeNull();
  });
});
