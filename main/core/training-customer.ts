import { z } from 'zod';
import {
  trainingCustomerRefusalCode,
  type TrainingCustomerAction,
  type TrainingCustomerOutcome,
} from '../../shared/ipc/training-customer-action';
import { IpcFailure } from '../ipc/ipc-failure';
import { SimulatorError } from '../simulator/simulator-error';
import type { RunningSimulator } from '../simulator/start-simulator';

/**
 * Each customer action's trigger and the trigger's input (main/simulator/charges/README.md:
 * Triggers).
 */
function triggerOf(action: TrainingCustomerAction): { name: string; input: unknown } {
  const { chargeId } = action;
  switch (action.action) {
    case 'pay_konbini_slip':
      return { name: 'konbini.pay', input: { chargeId } };
    case 'receive_bank_transfer':
      return { name: 'bank_transfer.receive', input: { chargeId, amount: action.amount } };
    case 'pay_merchant_qr':
      return { name: 'qr_merchant.pay', input: { chargeId } };
    case 'pay_online_wallet':
      return { name: 'online.complete', input: { chargeId, outcome: 'success' } };
    case 'decline_online_wallet':
      return { name: 'online.complete', input: { chargeId, outcome: 'failure' } };
    case 'expire_charge':
      return { name: 'charge.expire', input: { chargeId } };
  }
}

/** What the triggers answer: the charge, or for a transfer the bank's verdict and the charge. */
const triggerAnswer = z.union([
  z.object({
    transfer: z.enum(['accepted', 'rejected']),
    charge: z.object({ status: z.string() }),
  }),
  z.object({ status: z.string() }),
]);

/**
 * Plays the customer of a training sale on the built-in simulator, in process (it runs with
 * no control routes). The simulator's refusal reaches the renderer as a code: NOT_FOUND (no
 * such charge), INVALID_CHARGE_STATUS (paid, expired or canceled already, or still in 3DS) or
 * PAYMENT_TYPE_NOT_SUPPORTED (an action for another payment method).
 */
export function actAsTrainingCustomer(
  simulator: RunningSimulator,
  action: TrainingCustomerAction,
): TrainingCustomerOutcome {
  const { name, input } = triggerOf(action);
  let answer: unknown;
  try {
    answer = simulator.runTrigger(name, input);
  } catch (error) {
    if (!(error instanceof SimulatorError)) throw error;
    // A refusal about the charge names why in its one reason (INVALID_CHARGE_STATUS,
    // PAYMENT_TYPE_NOT_SUPPORTED); that is the code the trainee needs to read.
    const code = trainingCustomerRefusalCode.safeParse(error.errors[0]?.reason).data ?? error.code;
    throw new IpcFailure(code, `${name} refused charge ${action.chargeId}: ${code}.`, [], {
      cause: error,
    });
  }
  const parsed = triggerAnswer.parse(answer);
  return 'transfer' in parsed
    ? { chargeId: action.chargeId, chargeStatus: parsed.charge.status, transfer: parsed.transfer }
    : { chargeId: action.chargeId, chargeStatus: parsed.status, transfer: null };
}
