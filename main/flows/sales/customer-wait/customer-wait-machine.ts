import type { FlowKind } from '../../../../shared/flows/flow-progress';
import { defineFlowMachine, type FlowMachine } from '../../engine/flow-machine';

/**
 * The machine of every sale the customer pays elsewhere (konbini, bank transfer, merchant QR,
 * online wallet): token, charge, then a wait the cashier may abort with a cancel until the
 * customer has paid (conventions: Charges, Cancels).
 */
export function customerWaitSaleMachine(kind: FlowKind): FlowMachine {
  return defineFlowMachine(kind, {
    started: ['creating_token', 'abandoned'],
    creating_token: ['creating_charge', 'failed', 'abandoned'],
    creating_charge: ['processing', 'failed', 'abandoned'],
    processing: ['awaiting_customer', 'succeeded', 'failed'],
    // The move to itself leaves the operation open at the wait's bound
    // (docs/reliability.md: Long waits).
    awaiting_customer: ['awaiting_customer', 'canceling', 'succeeded', 'failed'],
    canceling: ['abandoned', 'succeeded', 'failed'],
  });
}
