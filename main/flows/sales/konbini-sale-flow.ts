import type { z } from 'zod';
import type { SaleInput } from '../../../shared/flows/flow-input';
import { defaultKonbiniExpirationPeriod } from '../../../shared/service/token-expiration';
import { chargeExpiresAt } from './customer-wait/payment-deadline';
import { awaitCustomer } from './customer-wait/customer-wait';
import type { FlowDefinition, FlowDependencies } from '../engine/flow-definition';
import type { FlowRun } from '../engine/flow-run';
import { awaitProcessed, createSale, saleInputFor, settleSale } from './sale-steps';
import { customerWaitSaleMachine } from './customer-wait/customer-wait-machine';

/*
 * A konbini sale (DESIGN.md: Flows): create the konbini token (its expiration rules were
 * checked by saleInput), charge it, wait until the charge awaits the customer, show the
 * convenience store and the deadline, and follow the charge until the customer paid
 * (successful) or the deadline passed (failed, 327). The cashier may abort while the customer
 * has not paid: the charge is canceled, which a paid konbini charge no longer can be
 * (conventions: Charges, Cancels). A payment can take days, so at the wait's bound the
 * operation is left open (docs/reliability.md: Long waits).
 */

type KonbiniToken = Extract<SaleInput['token'], { payment_type: 'konbini' }>;

const konbiniSaleInput = saleInputFor(
  (token): token is KonbiniToken => token.payment_type === 'konbini',
);

const konbiniSaleMachine = customerWaitSaleMachine('konbini_sale');

async function runKonbiniSale(
  run: FlowRun,
  input: z.output<typeof konbiniSaleInput>,
  dependencies: FlowDependencies,
): Promise<void> {
  const sale = await createSale(run, input, dependencies);
  if (sale === undefined) return;
  const { ref } = sale;
  const charge = await awaitProcessed(dependencies, ref, sale.charge);
  if (charge.status !== 'awaiting') return settleSale(run, charge, true);
  const { data } = input.token;
  const expiresAt = await chargeExpiresAt(dependencies, ref, charge, {
    // Limits: konbini expiration_period defaults to 30 days.
    period: data.expiration_period ?? defaultKonbiniExpirationPeriod,
    timeShift: data.expiration_time_shift,
  });
  return awaitCustomer({
    run,
    dependencies,
    ref,
    charge,
    action: { type: 'konbini_payment', convenienceStore: data.convenience_store, expiresAt },
    paidIsFinal: true,
  });
}

export const konbiniSaleFlow: FlowDefinition<typeof konbiniSaleInput> = {
  kind: 'konbini_sale',
  input: konbiniSaleInput,
  machine: konbiniSaleMachine,
  run: runKonbiniSale,
};
