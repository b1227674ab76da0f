import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCounterCore, type CounterCore } from '../../../../main/core/counter-core';
import { createKeychain } from '../../../../main/credentials/keychain';
import { journalFileName } from '../../../../main/journal/journal';
import { operationIndexDirectoryName } from '../../../../main/journal/operation-index';
import { tillIdFileName } from '../../../../main/journal/till-id';
import { iframePollSchedule, threeDsPollSchedule } from '../../../../main/service/polling';
import { todayIn } from '../../../../renderer/features/back-office/day-range-form';
import { resolvedRange } from '../../../../shared/back-office/day-close-report';
import { reconciliationResult } from '../../../../shared/back-office/reconciliation-difference';
import { isTerminalFlowStep } from '../../../../shared/flows/flow-progress';
import { japanTimeZone } from '../../../../shared/japan-time';
import { fakeKeychainBackend } from '../../../unit/main/credentials/fake-keychain-backend';

/*
 * What the till remembers, through the dispatch of the composition root on its training
 * simulator: every charge names the till, the till's own sale is matched after its journal is
 * gone, a sale it forgot entirely reads as this till's, and a clerk's explanation of that
 * difference is shown again after a restart.
 */

let dataDir: string;
let core: CounterCore;
const keychain = fakeKeychainBackend();
const fast = iframePollSchedule({ intervalMs: 200, maxPolls: 100 });

function openCore(): Promise<CounterCore> {
  return createCounterCore({
    dataDir,
    appVersion: '0.1.0-test',
    appMode: 'development',
    platform: 'linux',
    keychain: createKeychain({ backend: keychain.backend, service: 'counter-memory-test' }),
    authenticator: { open: () => Promise.resolve('closed') },
    printer: null,
    schedules: {
      threeDs: threeDsPollSchedule({ firstMs: 200, capMs: 200, maxPolls: 50 }),
      iframe: fast,
      awaitingCustomer: fast,
    },
  });
}

async function restart(): Promise<void> {
  await core.close();
  core = await openCore();
}

async function data(channel: string, input?: unknown): Promise<unknown> {
  const result = await core.dispatch(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.data;
}

async function sell(): Promise<{ operationId: string; chargeId: string | undefined }> {
  const started = (await data('flows:start-sale', {
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
    charge: { amount: 1300, currency: 'JPY' },
  })) as { operationId: string };
  const chargeId = await new Promise<string | undefined>((resolve) => {
    const unsubscribe = core.events.subscribe((event) => {
      if (
        event.channel === 'flows:progress' &&
        event.payload.operationId === started.operationId &&
        isTerminalFlowStep(event.payload.step)
      ) {
        unsubscribe();
        resolve(event.payload.chargeId);
      }
    });
  });
  return { operationId: started.operationId, chargeId };
}

async function reconcileToday() {
  const today = todayIn(japanTimeZone);
  return reconciliationResult
    .extend({ range: resolvedRange })
    .parse(await data('history:reconcile', { fromDate: today, toDate: today }));
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'counter-memory-'));
  core = await openCore();
});

afterEach(async () => {
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('what the till remembers, through the dispatch', () => {
  it('names the till in each charge, and keeps its sales after the journal lets them go', async () => {
    const { operationId, chargeId } = await sell();
    const { tillId } = JSON.parse(await readFile(join(dataDir, tillIdFileName), 'utf8')) as {
      tillId: string;
    };
    expect(await data('charges:get', { chargeId })).toMatchObject({
      metadata: { 'counter-operation-id': operationId, 'counter-till-id': tillId },
    });

    // The journal gone (as when it let the sale go): the index still holds the sale.
    await core.close();
    await rm(join(dataDir, 'journal', journalFileName));
    core = await openCore();
    expect((await reconcileToday()).differences).toEqual([]);

    // Both gone: the charge still reads as this till's own, forgotten; a clerk explains it.
    await core.close();
    await rm(join(dataDir, 'journal', journalFileName));
    const index = join(dataDir, operationIndexDirectoryName);
    for (const name of await readdir(index)) {
      if (name.endsWith('.jsonl')) await rm(join(index, name));
    }
    core = await openCore();
    const forgotten = await reconcileToday();
    expect(forgotten.differences).toEqual([
      expect.objectContaining({ cause: 'journal_lost', till: 'this', operationId }),
    ]);
    const differenceKey = `journal_lost:${chargeId ?? ''}`;
    expect(
      await data('history:explain-difference', {
        differenceKey,
        note: 'Till restored from a backup',
      }),
    ).toMatchObject({ note: 'Till restored from a backup' });

    await restart();
    expect((await reconcileToday()).differences).toMatchObject([
      { cause: 'journal_lost', explanation: { note: 'Till restored from a backup' } },
    ]);
    const audit = (await data('audit:export', { format: 'jsonl' })) as string;
    expect(audit).toContain('"action":"difference_explained"');
  });
});
