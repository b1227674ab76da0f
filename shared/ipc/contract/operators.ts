import { z } from 'zod';
import {
  approvalAction,
  approvalActions,
  idleSignOutMinutes,
  operatorName,
  operatorPin,
  operatorRole,
  operatorsState,
  receiptOperator,
} from '../../operators';
import { uuid } from '../../service/common';
import { channel, emptyInput } from './channel';

const operatorId = uuid;

/**
 * The till's operators and who is signed in. A PIN goes in through sign-in, the first
 * manager, add and reset-pin, and never comes back out. Managing operators needs a
 * signed-in manager; main refuses it otherwise (MANAGER_REQUIRED). Each answers the state.
 */
export const operatorChannels = {
  'operators:get-state': channel(emptyInput, operatorsState),
  'operators:sign-in': channel(z.strictObject({ operatorId, pin: operatorPin }), operatorsState),
  'operators:sign-out': channel(emptyInput, operatorsState),
  /** Starts using operators on a till that has none; the first one is a manager. */
  'operators:create-first-manager': channel(
    z.strictObject({ name: operatorName, pin: operatorPin }),
    operatorsState,
  ),
  'operators:add': channel(
    z.strictObject({ name: operatorName, role: operatorRole, pin: operatorPin }),
    operatorsState,
  ),
  'operators:rename': channel(z.strictObject({ operatorId, name: operatorName }), operatorsState),
  'operators:set-role': channel(z.strictObject({ operatorId, role: operatorRole }), operatorsState),
  'operators:reset-pin': channel(z.strictObject({ operatorId, pin: operatorPin }), operatorsState),
  'operators:remove': channel(z.strictObject({ operatorId }), operatorsState),
  'operators:set-idle-sign-out': channel(
    z.strictObject({ minutes: idleSignOutMinutes }),
    operatorsState,
  ),
  /**
   * A manager's PIN typed on the spot for the signed-in cashier's next `action`, which main
   * refused with APPROVAL_REQUIRED; the manager does not sign in.
   */
  'operators:approve': channel(
    z.strictObject({ operatorId, pin: operatorPin, action: approvalAction }),
    operatorsState,
  ),
  /** Whether receipts and slips name the operator or show their number; a manager's change. */
  'operators:set-receipt-operator': channel(
    z.strictObject({ shown: receiptOperator }),
    operatorsState,
  ),
  /** Which actions need a manager's approval; a manager's change. */
  'operators:set-approvals': channel(z.strictObject({ actions: approvalActions }), operatorsState),
};
