import type { operatorChannels } from '../../shared/ipc/contract/operators';
import type { AreaHandlers } from '../ipc/handler-table';
import type { ManagerApprovals } from './manager-approvals';
import type { Operators } from './operators';

/** The till's operators: signing in and out, a manager's approvals and changes. */
export function createOperatorHandlers(
  operators: Operators,
  approvals: ManagerApprovals,
): AreaHandlers<typeof operatorChannels> {
  return {
    'operators:get-state': () => Promise.resolve(operators.state()),
    'operators:sign-in': ({ operatorId, pin }) => operators.signIn(operatorId, pin),
    'operators:sign-out': () => {
      approvals.drop();
      return Promise.resolve(operators.signOut());
    },
    'operators:create-first-manager': ({ name, pin }) => operators.createFirstManager(name, pin),
    'operators:add': ({ name, role, pin }) => operators.add(name, role, pin),
    'operators:rename': ({ operatorId, name }) => operators.rename(operatorId, name),
    'operators:set-role': ({ operatorId, role }) => operators.setRole(operatorId, role),
    'operators:reset-pin': ({ operatorId, pin }) => operators.resetPin(operatorId, pin),
    'operators:remove': ({ operatorId }) => operators.remove(operatorId),
    'operators:set-idle-sign-out': ({ minutes }) => operators.setIdleSignOut(minutes),
    'operators:approve': ({ operatorId, pin, action }) =>
      approvals.approve(operatorId, pin, action),
    'operators:set-approvals': ({ actions }) => operators.setApprovalActions(actions),
    'operators:set-receipt-operator': ({ shown }) => operators.setReceiptOperator(shown),
  };
}
