import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isTerminalFlowStep } from '../../../../shared/flows/flow-progress';
import { konbiniSaleInput } from '../training-sale-inputs';
import { openOperatorTill, type OperatorTill } from './operator-till';

/*
 * Main's rule for what needs a manager, over the core's dispatch: a cashier's listed action
 * is refused without a manager's approval for it, whatever the page does, and each approval
 * lets exactly one such action through, recorded with both names.
 */

let till: OperatorTill;

beforeEach(async () => {
  till = await openOperatorTill();
});

afterEach(() => till.close());

const refund = () => ({ chargeId: randomUUID(), amount: 500, currency: 'JPY' });

/** Signs the cashier in and answers a refusal's code and fields. */
async function refusalOf(channel: string, input: unknown) {
  const result = await till.core.dispatch(channel, input);
  if (result.ok) throw new Error(`${channel} was not refused`);
  return { code: result.error.code, fields: result.error.fields };
}

/** Starts the refund and waits for it to end, so no flow outlives the test's core. */
async function refundRuns(): Promise<void> {
  const ended = till.nextProgress((progress) => isTerminalFlowStep(progress.step));
  const started = await till.core.dispatch('flows:start-refund', refund());
  if (!started.ok) throw new Error(`the refund did not start: ${started.error.code}`);
  await ended;
}

async function cashierSignedIn() {
  const staff = await till.staffedTill();
  await till.state('operators:sign-in', { operatorId: staff.cashier.id, pin: '1234' });
  return staff;
}

describe('manager approvals over the dispatch', () => {
  it('refuse a cashier’s refund until a manager approves it, naming the action', async () => {
    await cashierSignedIn();
    expect(await refusalOf('flows:start-refund', refund())).toEqual({
      code: 'APPROVAL_REQUIRED',
      fields: [{ field: 'approval.refund', reason: 'REQUIRED_VALUE' }],
    });
  });

  it('let one refund through for each approval, recorded with both names', async () => {
    const { manager } = await cashierSignedIn();
    await till.state('operators:approve', {
      operatorId: manager.id,
      pin: '9999',
      action: 'refund',
    });
    await refundRuns();
    expect((await refusalOf('flows:start-refund', refund())).code).toBe('APPROVAL_REQUIRED');

    const approvals = (await till.auditEntries()).filter(
      (entry) => (entry.event as { action: string }).action === 'manager_approval',
    );
    expect(approvals).toHaveLength(1);
    expect(approvals[0]).toMatchObject({
      actor: { operator: 'Aiko' },
      event: {
        action: 'manager_approval',
        details: { approvedAction: 'refund', managerId: manager.id, managerName: 'Sato' },
      },
    });
  });

  it('keep an approval for the action it was given for, and drop it on sign-out', async () => {
    const { manager, cashier } = await cashierSignedIn();
    await till.state('operators:approve', {
      operatorId: manager.id,
      pin: '9999',
      action: 'refund',
    });
    const cancel = { chargeId: randomUUID() };
    expect(await refusalOf('flows:start-cancel', cancel)).toEqual({
      code: 'APPROVAL_REQUIRED',
      fields: [{ field: 'approval.cancel', reason: 'REQUIRED_VALUE' }],
    });
    await till.state('operators:sign-out');
    await till.state('operators:sign-in', { operatorId: cashier.id, pin: '1234' });
    expect((await refusalOf('flows:start-refund', refund())).code).toBe('APPROVAL_REQUIRED');
  });

  it('take an approval only from a manager with their own PIN', async () => {
    const { manager, cashier } = await cashierSignedIn();
    const asCashier = { operatorId: cashier.id, pin: '1234', action: 'refund' };
    expect(await till.refusalCode('operators:approve', asCashier)).toBe('APPROVER_NOT_MANAGER');
    const wrongPin = { operatorId: manager.id, pin: '1111', action: 'refund' };
    expect(await till.refusalCode('operators:approve', wrongPin)).toBe('WRONG_PIN');
    expect((await refusalOf('flows:start-refund', refund())).code).toBe('APPROVAL_REQUIRED');
  });

  it('ask nothing of a manager signed in, nor of a till without operators', async () => {
    await refundRuns();
    const { manager } = await till.staffedTill();
    await till.state('operators:sign-in', { operatorId: manager.id, pin: '9999' });
    await refundRuns();
  });

  it('let a cashier switch the language but not change a setting unapproved', async () => {
    const { manager } = await cashierSignedIn();
    expect((await till.core.dispatch('settings:set', { language: 'en' })).ok).toBe(true);
    const printer = { printerName: 'Counter' };
    expect((await refusalOf('settings:set', printer)).code).toBe('APPROVAL_REQUIRED');
    await till.state('operators:approve', {
      operatorId: manager.id,
      pin: '9999',
      action: 'settings',
    });
    expect((await till.core.dispatch('settings:set', printer)).ok).toBe(true);
  });

  it('hold a sale above the store’s threshold once the settings list it', async () => {
    const { manager, cashier } = await till.staffedTill();
    await till.state('operators:sign-in', { operatorId: manager.id, pin: '9999' });
    const listed = await till.state('operators:set-approvals', {
      actions: ['refund', 'sale_above_threshold'],
    });
    expect(listed.approvalActions).toEqual(['refund', 'sale_above_threshold']);
    await till.state('operators:sign-out');
    await till.state('operators:sign-in', { operatorId: cashier.id, pin: '1234' });
    // The training store's threshold is its currency's default, ¥1,000,000.
    const large = { ...konbiniSaleInput, charge: { amount: 1_000_001, currency: 'JPY' } };
    expect(await refusalOf('flows:start-sale', large)).toEqual({
      code: 'APPROVAL_REQUIRED',
      fields: [{ field: 'approval.sale_above_threshold', reason: 'REQUIRED_VALUE' }],
    });
    // Settings are no longer listed: a cashier changes them unasked.
    expect((await till.core.dispatch('settings:set', { printerName: 'Counter' })).ok).toBe(true);
  });

  it('let only a signed-in manager change what needs an approval', async () => {
    await cashierSignedIn();
    expect(await till.refusalCode('operators:set-approvals', { actions: [] })).toBe(
      'MANAGER_REQUIRED',
    );
  });
});
