import type { z } from 'zod';
import type { SaleInput } from '../../../shared/flows/flow-input';
import { chargeExpiresAt } from './customer-wait/payment-deadline';
import { awaitCustomer } from './customer-wait/customer-wait';
import type { FlowDefinition, FlowDependencies } from '../engine/flow-definition';
import type { FlowRun } from '../engine/flow-run';
import { awaitProcessed, createSale, saleInputFor, settleSale } from './sale-steps';
import { customerWaitSaleMachine } from './customer-wait/customer-wait-machine';

/*
 * A merchant-presented QR sale (DESIGN.md: Flows): the counter shows a code the customer pays
 * with their wallet app. The token names only the wallet's brand (spec: data for qr_scan,
 * merchant-presented; conventions: qr_merchant); once the charge awaits the customer its
 * issuer token is the code's content (spec: Get the issuer token of a charge). The flow
 * follows the charge until it is paid, expires (failed, 327) or the cashier aborts, which
 * cancels it.
 */

type QrScanToken = Extract<SaleInput['token'], { payment_type: 'qr_scan' }>;
type MerchantQrToken =
  | Extract<SaleInput['token'], { payment_type: 'qr_merchant' }>
  | (QrScanToken & { readonly data: { readonly brand: string } });

const qrMerchantSaleInput = saleInputFor(
  (token): token is MerchantQrToken =>
    token.payment_type === 'qr_merchant' ||
    (token.payment_type === 'qr_scan' && 'brand' in token.data),
);

const qrMerchantSaleMachine = customerWaitSaleMachine('qr_merchant_sale');

async function runQrMerchantSale(
  run: FlowRun,
  input: z.output<typeof qrMerchantSaleInput>,
  dependencies: FlowDependencies,
): Promise<void> {
  const sale = await createSale(run, input, dependencies);
  if (sale === undefined) return;
  const { ref } = sale;
  const charge = await awaitProcessed(dependencies, ref, sale.charge);
  if (charge.status !== 'awaiting') return settleSale(run, charge, true);
  const issuer = await dependencies.api.charges.getChargeIssuerToken({ params: ref });
  // Without a code to show the customer cannot pay: settleSale hands a waiting charge to a person.
  if (issuer.issuer_token === undefined) return settleSale(run, charge, true);
  const expiresAt = await chargeExpiresAt(dependencies, ref, charge, {
    period: undefined,
    timeShift: undefined,
  });
  return awaitCustomer({
    run,
    dependencies,
    ref,
    charge,
    action: {
      type: 'qr_code',
      brand: input.token.data.brand,
      content: issuer.issuer_token,
      expiresAt,
    },
    paidIsFinal: false,
  });
}

export const qrMerchantSaleFlow: FlowDefinition<typeof qrMerchantSaleInput> = {
  kind: 'qr_merchant_sale',
  input: qrMerchantSaleInput,
  machine: qrMerchantSaleMachine,
  run: runQrMerchantSale,
};
