import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isTerminalFlowStep } from '../../../../shared/flows/flow-progress';
import { openJournal } from '../../../../main/journal/journal';
import { konbiniSaleInput } from '../training-sale-inputs';
import { openOperatorTill, type OperatorTill } from './operator-till';

/*
 * The operators' channels through the core's dispatch, against the built-in training
 * simulator: signing in, main's refusals, and the operator every operation and audit entry
 * names.
 */

let till: OperatorTill;

beforeEach(async () => {
  till = await openOperatorTill();
});

afterEach(() => till.close());

const state = (channel: string, input?: unknown) => till.state(channel, input);
const refusalCode = (channel: string, input?: unknown) => till.refusalCode(channel, input);
const staffedTill = () => till.staffedTill();
const nextProgress: OperatorTill['nextProgress'] = (matches) => till.nextProgress(matches);

describe('the operators over the dispatch', () => {
  it('start with none, as a till that does not use them', async () => {
    expect(await state('operators:get-state')).toEqual({
      operators: [],
      signedIn: null,
      idleSignOutMinutes: 5,
      retryAt: null,
      approvalActions: ['refund', 'cancel', 'settings', 'profiles'],
      receiptOperator: 'name',
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
    const result = await till.core.dispatch('operators:sign-in', {
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
    expect(await refusalCode('flows:start-sale', konbiniSaleInput)).toBe('SIGNED_OUT');
    expect(await refusalCode('settings:set', { printerName: 'Counter' })).toBe('SIGNED_OUT');
    const header = await till.core.dispatch('profiles:get-active', {});
    expect(header.ok).toBe(true);
    const language = await till.core.dispatch('settings:set', { language: 'en' });
    expect(language.ok).toBe(true);
  });

  it('record the operator signed in on a sale’s journal operation', async () => {
    const { cashier } = await staffedTill();
    await state('operators:sign-in', { operatorId: cashier.id, pin: '1234' });
    const waiting = nextProgress((progress) => progress.step === 'awaiting_customer');
    const started = await till.core.dispatch('flows:start-sale', konbiniSaleInput);
    if (!started.ok) throw new Error(`the sale did not start: ${started.error.code}`);
    const { operationId } = started.data as { operationId: string };
    // The sale ends before the core closes, so no flow is cut off mid-request.
    await waiting;
    const ended = nextProgress((progress) => isTerminalFlowStep(progress.step));
    await till.core.dispatch('flows:abort', { operationId });
    await ended;
    await till.core.close();

    const opened = await openJournal({ directory: join(till.dataDir, 'journal') });
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
    const entries = await till.auditEntries();
    expect(entries.at(-1)).toMatchObject({
      actor: { operator: 'Sato' },
      event: {
        action: 'operator_change',
        details: { operatorId: cashier.id, change: 'pin_reset' },
      },
    });
    const onDisk = await Promise.all(
      ['journal/audit.log', 'operators.json'].map((file) =>
        readFile(join(till.dataDir, file), 'utf8'),
      ),
    );
    for (const text of [JSON.stringify(entries), ...onDisk])
      expect(text).not.toMatch(/"(1234|4321|9999)"/);
  });
});
