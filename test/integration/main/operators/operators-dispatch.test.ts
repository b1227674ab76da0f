import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isTerminalFlowStep, type FlowProgress } from '../../../../shared/flows/flow-progress';
import type { OperatorsState } from '../../../../shared/operators';
import { createCounterCore, type CounterCore } from '../../../../main/core/counter-core';
import { createKeychain } from '../../../../main/credentials/keychain';
import { openJournal } from '../../../../main/journal/journal';
import { iframePollSchedule, threeDsPollSchedule } from '../../../../main/service/polling';
import { fakeKeychainBackend } from '../../../unit/main/credentials/fake-keychain-backend';

/*
 * The operators' channels through the core's dispatch, against the built-in training
 * simulator: signing in, main's refusals, and the operator every operation and audit entry
 * names.
 */

let dataDir: string;
let core: CounterCore;
const fast = iframePollSchedule({ intervalMs: 100, maxPolls: 300 });

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'counter-operators-'));
  core = await createCounterCore({
    dataDir,
    appVersion: '0.1.0-test',
    keychain: createKeychain({ backend: fakeKeychainBackend().backend, service: 'operators-test' }),
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

async function state(channel: string, input?: unknown): Promise<OperatorsState> {
  const result = await core.dispatch(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.data as OperatorsState;
}

async function refusalCode(channel: string, input?: unknown): Promise<string> {
  const result = await core.dispatch(channel, input);
  if (result.ok) throw new Error(`${channel} was not refused`);
  return result.error.code;
}

/** A till with a manager, Sato (9999), and a cashier, Aiko (1234); nobody signed in. */
async function staffedTill() {
  await state('operators:create-first-manager', { name: 'Sato', pin: '9999' });
  const added = await state('operators:add', { name: 'Aiko', role: 'cashier', pin: '1234' });
  await state('operators:sign-out');
  const find = (name: string) => {
    const found = added.operators.find((operator) => operator.name === name);
    if (found === undefined) throw new Error(`${name} is not an operator`);
    return found;
  };
  return { manager: find('Sato'), cashier: find('Aiko') };
}

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

const konbiniSale = {
  token: {
    payment_type: 'konbini',
    email: 'hanako@example.jp',
    data: {
      customer_name: 'Hanako Yamada',
      phone_number: { country_code: '81', local_number: '9012345678' },
      convenience_store: 'lawson',
      expiration_period: 'P3D',
    },
  },
  charge: { amount: 1200, currency: 'JPY' },
};

describe('the operators over the dispatch', () => {
  it('start with none, as a till that does not use them', async () => {
    expect(await state('operators:get-state')).toEqual({
      operators: [],
      signedIn: null,
      idleSignOutMinutes: 5,
      retryAt: null,
    });
  });

  it('sign an operator in with their PIN and out on request', async () => {
    const { cashier } = await staffedTill();
    const signedIn = await state('operators:sign-in', { operatorId: cashier.id, pin: '1234' });
    expect(signedIn.signedIn).toEqual(cashier);
    expect((await state('operators:sign-out')).signedIn).toBeNull();
  });

  it('refuse a wrong PIN, and the right one while the PIN pad waits', async () => {
    const { cashier } = await staffedTill();
    const wrong = { operatorId: cashier.id, pin: '0000' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await refusalCode('operators:sign-in', wrong)).toBe('WRONG_PIN');
    }
    const right = { operatorId: cashier.id, pin: '1234' };
    expect(await refusalCode('operators:sign-in', right)).toBe('PIN_RETRY_LATER');
    expect((await state('operators:get-state')).retryAt).not.toBeNull();
  });

  it('refuse a PIN that is not 4 to 8 digits before any handler runs', async () => {
    const { cashier } = await staffedTill();
    const result = await core.dispatch('operators:sign-in', {
      operatorId: cashier.id,
      pin: '12a4',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('INVALID_INPUT');
    expect(result.error.fields).toEqual([{ field: 'pin', reason: 'INVALID_PIN' }]);
  });

  it('refuse to manage operators without a signed-in manager', async () => {
    const { cashier } = await staffedTill();
    const add = { name: 'Ken', role: 'cashier', pin: '5555' };
    expect(await refusalCode('operators:add', add)).toBe('SIGNED_OUT');
    await state('operators:sign-in', { operatorId: cashier.id, pin: '1234' });
    expect(await refusalCode('operators:add', add)).toBe('MANAGER_REQUIRED');
    expect(await refusalCode('operators:remove', { operatorId: cashier.id })).toBe(
      'MANAGER_REQUIRED',
    );
    expect(await refusalCode('operators:set-idle-sign-out', { minutes: 30 })).toBe(
      'MANAGER_REQUIRED',
    );
  });

  it('refuse to remove the last manager', async () => {
    const { manager } = await staffedTill();
    await state('operators:sign-in', { operatorId: manager.id, pin: '9999' });
    expect(await refusalCode('operators:remove', { operatorId: manager.id })).toBe('LAST_MANAGER');
  });

  it('refuse a sale while a till with operators has nobody signed in', async () => {
    await staffedTill();
    expect(await refusalCode('flows:start-sale', konbiniSale)).toBe('SIGNED_OUT');
    expect(await refusalCode('settings:set', { printerName: 'Counter' })).toBe('SIGNED_OUT');
    const header = await core.dispatch('profiles:get-active', {});
    expect(header.ok).toBe(true);
    const language = await core.dispatch('settings:set', { language: 'en' });
    expect(language.ok).toBe(true);
  });

  it('record the operator signed in on a sale’s journal operation', async () => {
    const { cashier } = await staffedTill();
    await state('operators:sign-in', { operatorId: cashier.id, pin: '1234' });
    const waiting = nextProgress((progress) => progress.step === 'awaiting_customer');
    const started = await core.dispatch('flows:start-sale', konbiniSale);
    if (!started.ok) throw new Error(`the sale did not start: ${started.error.code}`);
    const { operationId } = started.data as { operationId: string };
    // The sale ends before the core closes, so no flow is cut off mid-request.
    await waiting;
    const ended = nextProgress((progress) => isTerminalFlowStep(progress.step));
    await core.dispatch('flows:abort', { operationId });
    await ended;
    await core.close();

    const opened = await openJournal({ directory: join(dataDir, 'journal') });
    if (!opened.ok) throw new Error(`the journal did not open: ${opened.error.code}`);
    try {
      expect(opened.value.journal.operation(operationId)?.intent.operator).toBe('Aiko');
    } finally {
      await opened.value.journal.close();
    }
  });

  it('name the operator signed in on each audit entry, and no PIN anywhere', async () => {
    const { manager, cashier } = await staffedTill();
    await state('operators:sign-in', { operatorId: manager.id, pin: '9999' });
    await state('operators:reset-pin', { operatorId: cashier.id, pin: '4321' });
    const exported = await core.dispatch('audit:export', { format: 'jsonl' });
    if (!exported.ok) throw new Error(`the audit trail was not exported: ${exported.error.code}`);
    const jsonl = exported.data as string;
    const entries = jsonl
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { actor: { operator?: string }; event: unknown });
    expect(entries.at(-1)).toMatchObject({
      actor: { operator: 'Sato' },
      event: {
        action: 'operator_change',
        details: { operatorId: cashier.id, change: 'pin_reset' },
      },
    });
    const onDisk = await Promise.all(
      ['journal/audit.log', 'operators.json'].map((file) => readFile(join(dataDir, file), 'utf8')),
    );
    for (const text of [jsonl, ...onDisk]) expect(text).not.toMatch(/"(1234|4321|9999)"/);
  });
});
