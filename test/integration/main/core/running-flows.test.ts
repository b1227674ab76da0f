import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FlowProgress } from '../../../../shared/flows/flow-progress';
import { createCounterCore, type CounterCore } from '../../../../main/core/counter-core';
import { createKeychain } from '../../../../main/credentials/keychain';
import { iframePollSchedule, threeDsPollSchedule } from '../../../../main/service/polling';
import { fakeKeychainBackend } from '../../../unit/main/credentials/fake-keychain-backend';
import { konbiniSaleInput } from '../training-sale-inputs';

/*
 * flows:list-running through the core's dispatch, against the built-in training simulator: a
 * sale the counter started is on the counter, for a counter that starts again to go back to,
 * until the counter leaves it (flows:leave), which aborts nothing.
 */

let dataDir: string;
let core: CounterCore;

const fast = iframePollSchedule({ intervalMs: 100, maxPolls: 300 });

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'counter-running-'));
  core = await createCounterCore({
    dataDir,
    appVersion: '0.1.0-test',
    keychain: createKeychain({ backend: fakeKeychainBackend().backend, service: 'running-test' }),
    authenticator: { open: () => Promise.resolve('closed') },
    printer: null,
    schedules: {
      threeDs: threeDsPollSchedule({ firstMs: 100, capMs: 100, maxPolls: 50 }),
      iframe: fast,
      awaitingCustomer: fast,
    },
  });
});

afterEach(async () => {
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The next progress that `matches`; subscribe before what sends it. */
function nextProgress(matches: (progress: FlowProgress) => boolean): Promise<FlowProgress> {
  return new Promise((resolve) => {
    const stop = core.events.subscribe((event) => {
      if (event.channel !== 'flows:progress' || !matches(event.payload)) return;
      stop();
      resolve(event.payload);
    });
  });
}

describe('the running flows', () => {
  it('name a sale the counter started as on the counter until the counter leaves it', async () => {
    const waiting = nextProgress((progress) => progress.step === 'awaiting_customer');
    const started = await core.dispatch('flows:start-sale', konbiniSaleInput);
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    const { operationId } = started.data as { operationId: string };
    await waiting;

    expect(await core.dispatch('flows:list-running', undefined)).toEqual({
      ok: true,
      data: [
        {
          progress: expect.objectContaining({
            operationId,
            kind: 'konbini_sale',
            step: 'awaiting_customer',
            amount: 1200,
            currency: 'JPY',
          }) as unknown,
          startedAt: expect.any(String) as unknown,
          onCounter: true,
        },
      ],
    });

    expect(await core.dispatch('flows:leave', { operationId })).toEqual({ ok: true, data: null });
    expect(await core.dispatch('flows:list-running', undefined)).toEqual({
      ok: true,
      data: [expect.objectContaining({ onCounter: false }) as unknown],
    });
  });
});
