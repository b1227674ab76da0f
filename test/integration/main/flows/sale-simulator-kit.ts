import { expect } from 'vitest';
import type { FlowProgress } from '../../../../shared/flows/flow-progress';
import type { Charge } from '../../../../shared/service/charges';
import { operationIdKey } from '../../../../shared/flows/operation-id-metadata';
import type { FlowSimulator } from './flow-simulator';

/*
 * The customer's side of the sales that wait for one (konbini, QR, wallet, bank transfer),
 * played with the simulator's triggers (docs/simulator.md: Charges, Triggers), and the check
 * every sale ends with: one charge at the service for the operation.
 */

/**
 * Runs `act` once the operation shows what the customer must do, while the flow follows the
 * charge; resolves with what `act` resolved with. Subscribe before starting the sale.
 */
export function whenAwaitingCustomer<Value>(
  flows: FlowSimulator,
  act: (progress: FlowProgress & { readonly chargeId: string }) => Promise<Value>,
): Promise<Value> {
  return new Promise((resolve, reject) => {
    const stop = flows.engine.subscribe((progress) => {
      const { chargeId } = progress;
      if (progress.step !== 'awaiting_customer' || chargeId === undefined) return;
      stop();
      act({ ...progress, chargeId }).then(resolve, reject);
    });
  });
}

/** `POST /_sim/triggers/{name}`. */
export function trigger(flows: FlowSimulator, name: string, input: unknown): Promise<unknown> {
  return flows.control('POST', `/_sim/triggers/${name}`, input);
}

/** The store's charges made for one operation, found by the metadata every sale sends. */
export async function chargesOfOperation(
  flows: FlowSimulator,
  operationId: string,
): Promise<Charge[]> {
  const { items } = await flows.api.charges.listStoreCharges({
    params: { storeId: flows.storeId },
    query: { limit: 100 },
  });
  return items.filter((charge) => charge.metadata[operationIdKey] === operationId);
}

/** The one charge the operation made; fails the test if it made none or more. */
export async function theCharge(flows: FlowSimulator, operationId: string): Promise<Charge> {
  const charges = await chargesOfOperation(flows, operationId);
  expect(charges).toHaveLength(1);
  const [charge] = charges;
  if (charge === undefined) throw new Error('no charge');
  return charge;
}
