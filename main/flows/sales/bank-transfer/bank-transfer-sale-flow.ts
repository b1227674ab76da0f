import type { z } from 'zod';
import type { SaleInput } from '../../../../shared/flows/flow-input';
import { bankTransferAction } from './bank-transfer-action';
import { chargeExpiresAt } from '../customer-wait/payment-deadline';
import { awaitCustomer } from '../customer-wait/customer-wait';
import type { FlowDefinition, FlowDependencies } from '../../engine/flow-definition';
import type { FlowRun } from '../../engine/flow-run';
import { awaitProcessed, createSale, saleInputFor, settleSale } from '../sale-steps';
import { customerWaitSaleMachine } from '../customer-wait/customer-wait-machine';

/*
 * A bank-transfer sale (DESIGN.md: Flows): create the bank-transfer token (brand, amount
 * matching, expiry), charge it, wait until the charge awaits the customer, and show the
 * account to transfer to, which the charge's issuer token gives (spec: Get the issuer token
 * of a charge). A transfer the bank accepts under the token's match_amount makes the charge
 * successful; a rejected one goes back to the payer and the charge keeps waiting; the
 * deadline passing fails it (327). The cashier may abort until it is paid, which cancels the
 * charge (conventions: Charges, Cancels). A transfer can take days, so at the wait's bound
 * the operation is left open (docs/reliability.md: Long waits).
 */

type BankTransferToken = Extract<SaleInput['token'], { payment_type: 'bank_transfer' }>;

const bankTransferSaleInput = saleInputFor(
  (token): token is BankTransferToken => token.payment_type === 'bank_transfer',
);

const bankTransferSaleMachine = customerWaitSaleMachine('bank_transfer_sale');

async function runBankTransferSale(
  run: FlowRun,
  input: z.output<typeof bankTransferSaleInput>,
  dependencies: FlowDependencies,
): Promise<void> {
  const sale = await createSale(run, input, dependencies);
  if (sale === undefined) return;
  const { ref } = sale;
  const charge = await awaitProcessed(dependencies, ref, sale.charge);
  if (charge.status !== 'awaiting') return settleSale(run, charge, true);
  const issuer = await dependencies.api.charges.getChargeIssuerToken({ params: ref });
  const { data } = input.token;
  const expiresAt = await chargeExpiresAt(dependencies, ref, charge, {
    period: data.expiration_period,
    timeShift: data.expiration_time_shift,
  });
  return awaitCustomer({
    run,
    dependencies,
    ref,
    charge,
    action: bankTransferAction(issuer, sale.token, expiresAt, data.match_amount),
    paidIsFinal: true,
  });
}

export const bankTransferSaleFlow: FlowDefinition<typeof bankTransferSaleInput> = {
  kind: 'bank_transfer_sale',
  input: bankTransferSaleInput,
  machine: bankTransferSaleMachine,
  run: runBankTransferSale,
};
