import { describe, expect, it } from 'vitest';
import type { RecordAudit } from '../../../../main/core/audit-recorder';
import { createManagerApprovals } from '../../../../main/operators/manager-approvals';
import type { OperatorsState, OperatorSummary } from '../../../../shared/operators';

const cashier: OperatorSummary = {
  id: '6f1d2a8e-54c0-4c0e-9d7b-0c2f7a1b3e11',
  name: 'Aiko',
  role: 'cashier',
  number: 2,
};
const manager: OperatorSummary = {
  id: '0b9c3f5e-7a21-4d8e-8f60-3c1e2d4b5a22',
  name: 'Sato',
  role: 'manager',
  number: 1,
};

/** Approvals over a till whose cashier is signed in and whose settings list every action. */
function approvalsAt(clock: { now: Date }) {
  const audited: Parameters<RecordAudit>[0][] = [];
  const approvals = createManagerApprovals({
    operators: {
      signedIn: () => cashier,
      verifyManager: () => Promise.resolve(manager),
      approvalNeeded: () => true,
      state: () => ({}) as OperatorsState,
    },
    now: () => clock.now,
    recordAudit: (event) => {
      audited.push(event);
      return Promise.resolve();
    },
  });
  return { approvals, audited };
}

async function refusal(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => 'allowed',
    (error: unknown) => (error as { code: string }).code,
  );
}

describe('a manager’s approval', () => {
  it('lets through the one action it was given for, once', async () => {
    const { approvals, audited } = approvalsAt({ now: new Date('2026-12-01T09:00:00Z') });
    await approvals.approve(manager.id, '9999', 'refund');
    expect(await refusal(approvals.spend('cancel'))).toBe('APPROVAL_REQUIRED');
    expect(await refusal(approvals.spend('refund'))).toBe('allowed');
    expect(await refusal(approvals.spend('refund'))).toBe('APPROVAL_REQUIRED');
    expect(audited).toEqual([
      {
        action: 'manager_approval',
        details: { approvedAction: 'refund', managerId: manager.id, managerName: 'Sato' },
      },
    ]);
  });

  it('lapses two minutes after the manager typed it', async () => {
    const clock = { now: new Date('2026-12-01T09:00:00Z') };
    const { approvals } = approvalsAt(clock);
    await approvals.approve(manager.id, '9999', 'refund');
    clock.now = new Date('2026-12-01T09:02:01Z');
    expect(await refusal(approvals.spend('refund'))).toBe('APPROVAL_REQUIRED');
  });

  it('is dropped when the cashier signs out', async () => {
    const { approvals } = approvalsAt({ now: new Date('2026-12-01T09:00:00Z') });
    await approvals.approve(manager.id, '9999', 'refund');
    approvals.drop();
    expect(await refusal(approvals.spend('refund'))).toBe('APPROVAL_REQUIRED');
  });
});
