import { mkdtemp, rm, stat, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCounterCore, type CounterCore } from '../../../../main/core/counter-core';
import { createKeychain } from '../../../../main/credentials/keychain';
import { auditFileName } from '../../../../main/journal/audit-trail';
import { iframePollSchedule, threeDsPollSchedule } from '../../../../main/service/polling';
import { zonedDate } from '../../../../shared/back-office/zoned-day';
import type {
  ClosePreview,
  CloseSummary,
  TillClose,
} from '../../../../shared/back-office/till-close';
import { isTerminalFlowStep, type FlowProgress } from '../../../../shared/flows/flow-progress';
import type { OperatorsState } from '../../../../shared/operators';
import { fakeKeychainBackend } from '../../../unit/main/credentials/fake-keychain-backend';
import { konbiniSaleInput } from '../training-sale-inputs';

/*
 * Closing a store day through the core's dispatch, against the built-in training simulator:
 * a close is written once, refused again, needs a manager on a till with operators, and is
 * whole or absent after the app dies while writing it.
 */

let dataDir: string;
let core: CounterCore;
const fast = iframePollSchedule({ intervalMs: 100, maxPolls: 300 });

function openCore(): Promise<CounterCore> {
  return createCounterCore({
    dataDir,
    appVersion: '0.1.0-test',
    keychain: createKeychain({ backend: fakeKeychainBackend().backend, service: 'close-test' }),
    authenticator: { open: () => Promise.resolve('closed') },
    printer: null,
    schedules: {
      threeDs: threeDsPollSchedule({ firstMs: 100, capMs: 100, maxPolls: 50 }),
      iframe: fast,
      awaitingCustomer: fast,
    },
  });
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'counter-close-'));
  core = await openCore();
});

afterEach(async () => {
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function data<T>(channel: string, input?: unknown): Promise<T> {
  const result = await core.dispatch(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.data as T;
}

async function refusalCode(channel: string, input?: unknown): Promise<string> {
  const result = await core.dispatch(channel, input);
  if (result.ok) throw new Error(`${channel} was not refused`);
  return result.error.code;
}

async function today(): Promise<string> {
  const { timeZone } = await data<{ timeZone: string }>('settings:get');
  return zonedDate(Date.now(), timeZone);
}

function nextProgress(matches: (progress: FlowProgress) => boolean): Promise<FlowProgress> {
  return new Promise((resolve) => {
    const stop = core.events.subscribe((event) => {
      if (event.channel !== 'flows:progress' || !matches(event.payload)) return;
      stop();
      resolve(event.payload);
    });
  });
}

describe('closing a store day over the dispatch', () => {
  it('lists a payment awaiting its customer before closing, then closes once', async () => {
    const day = await today();
    const waiting = nextProgress((progress) => progress.step === 'awaiting_customer');
    const started = await data<{ operationId: string }>('flows:start-sale', konbiniSaleInput);
    await waiting;

    const preview = await data<ClosePreview>('close:preview', { day });
    expect(preview.number).toBe(1);
    expect(preview.stillOpen.awaitingCustomers.map((each) => each.operationId)).toEqual([
      started.operationId,
    ]);

    const close = await data<TillClose>('close:day', { day });
    expect(close).toMatchObject({ day, number: 1, closedBy: null });
    expect(close.lines).toEqual([
      expect.objectContaining({ currency: 'JPY', kind: 'konbini_sale', status: 'open', count: 1 }),
    ]);
    expect(await refusalCode('close:day', { day })).toBe('DAY_ALREADY_CLOSED');
    expect(await refusalCode('close:preview', { day })).toBe('DAY_ALREADY_CLOSED');
    expect(await data<CloseSummary[]>('close:list')).toEqual([
      { storeId: close.storeId, day, number: 1, closedAt: close.closedAt, closedBy: null },
    ]);
    expect(await data<TillClose>('close:get', { number: 1 })).toEqual(close);

    const ended = nextProgress((progress) => isTerminalFlowStep(progress.step));
    await core.dispatch('flows:abort', { operationId: started.operationId });
    await ended;
    // What changed since: the sale the close saw open has ended.
    const compared = await data<{ now: ClosePreview }>('close:compare', { number: 1 });
    expect(compared.now.lines).toEqual([
      expect.objectContaining({ kind: 'konbini_sale', status: 'abandoned', count: 1 }),
    ]);
  });

  it('needs a manager signed in on a till with operators', async () => {
    const day = await today();
    await data('operators:create-first-manager', { name: 'Sato', pin: '9999' });
    const added = await data<OperatorsState>('operators:add', {
      name: 'Aiko',
      role: 'cashier',
      pin: '1234',
    });
    const cashier = added.operators.find((each) => each.name === 'Aiko');
    const manager = added.operators.find((each) => each.name === 'Sato');
    if (cashier === undefined || manager === undefined) throw new Error('no operators');
    await data('operators:sign-in', { operatorId: cashier.id, pin: '1234' });
    expect(await refusalCode('close:day', { day })).toBe('CLOSE_NEEDS_MANAGER');
    expect(await data<CloseSummary[]>('close:list')).toEqual([]);

    await data('operators:sign-in', { operatorId: manager.id, pin: '9999' });
    expect(await data<TillClose>('close:day', { day })).toMatchObject({ closedBy: 'Sato' });
  });

  it('is whole or absent after the app dies while writing it', async () => {
    const day = await today();
    await data<TillClose>('close:day', { day });
    await core.close();
    // The close's entry cut short, as a write the app died in leaves it.
    const audit = join(dataDir, 'journal', auditFileName);
    await truncate(audit, (await stat(audit)).size - 7);

    core = await openCore();
    expect(await data<CloseSummary[]>('close:list')).toEqual([]);
    expect(await data<TillClose>('close:day', { day })).toMatchObject({ day, number: 1 });
    await core.close();

    core = await openCore();
    expect((await data<CloseSummary[]>('close:list')).map((each) => each.number)).toEqual([1]);
    expect(await refusalCode('close:day', { day })).toBe('DAY_ALREADY_CLOSED');
  });
});
