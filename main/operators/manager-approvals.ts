import {
  approvalRefusalField,
  type ApprovalAction,
  type OperatorsState,
} from '../../shared/operators';
import type { RecordAudit } from '../core/audit-recorder';
import { operatorFailure } from './operator-failure';
import type { Operators } from './operators';

/*
 * A manager's approval, typed on the spot for one action of the cashier signed in
 * (main/operators/README.md: Manager approvals). It is held in memory only, for that cashier and
 * that action, and the action spends it: a second refund needs a second approval, an
 * approval for a refund lets no cancel through, and signing out or waiting drops it.
 */

/** How long an approval waits for its action: the cashier goes on at once, or asks again. */
const approvalLifetimeMs = 2 * 60_000;

interface PendingApproval {
  readonly action: ApprovalAction;
  readonly cashierId: string;
  readonly manager: { readonly id: string; readonly name: string };
  readonly until: number;
}

interface ManagerApprovalOptions {
  readonly operators: Pick<Operators, 'signedIn' | 'verifyManager' | 'approvalNeeded' | 'state'>;
  readonly now: () => Date;
  readonly recordAudit: RecordAudit;
}

export function createManagerApprovals({ operators, now, recordAudit }: ManagerApprovalOptions) {
  let pending: PendingApproval | null = null;

  function approvalRequired(action: ApprovalAction) {
    return operatorFailure(
      'APPROVAL_REQUIRED',
      `A manager must approve it (${action}).`,
      undefined,
      [approvalRefusalField(action)],
    );
  }

  return {
    /** A manager's PIN for the signed-in cashier's next `action`. */
    async approve(managerId: string, pin: string, action: ApprovalAction): Promise<OperatorsState> {
      const cashier = operators.signedIn();
      if (cashier === null) {
        throw operatorFailure('SIGNED_OUT', 'An operator must sign in on this till first.');
      }
      const manager = await operators.verifyManager(managerId, pin);
      pending = {
        action,
        cashierId: cashier.id,
        manager: { id: manager.id, name: manager.name },
        until: now().getTime() + approvalLifetimeMs,
      };
      return operators.state();
    },

    /**
     * Resolves when `action` may go ahead: nobody needs an approval for it, or the one waiting
     * for it is spent now and recorded with both names (the cashier as the entry's operator).
     * APPROVAL_REQUIRED otherwise, naming the action so the page can ask for it.
     */
    async spend(action: ApprovalAction): Promise<void> {
      if (!operators.approvalNeeded(action)) return;
      const approval = pending;
      const cashier = operators.signedIn();
      if (
        approval === null ||
        approval.action !== action ||
        approval.cashierId !== cashier?.id ||
        now().getTime() > approval.until
      ) {
        throw approvalRequired(action);
      }
      pending = null;
      await recordAudit({
        action: 'manager_approval',
        details: {
          approvedAction: action,
          managerId: approval.manager.id,
          managerName: approval.manager.name,
        },
      });
    },

    /** Signing out drops what was approved for the operator who leaves. */
    drop(): void {
      pending = null;
    },
  };
}

export type ManagerApprovals = ReturnType<typeof createManagerApprovals>;
