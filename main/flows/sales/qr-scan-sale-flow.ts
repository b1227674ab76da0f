import type { SaleInput } from '../../../shared/flows/flow-input';
import { paymentMethods } from '../../../shared/flows/payment-methods';
import type { FlowDefinition } from '../engine/flow-definition';
import { defineFlowMachine } from '../engine/flow-machine';
import { resumeSale } from './resume-sale';
import { awaitProcessed, createSale, saleInputFor, settleSale } from './sale-steps';

/*
 * A customer-presented QR sale (DESIGN.md: Flows): the cashier scans the code the customer's
 * wallet app shows, the code becomes a one-time token (conventions: Transaction tokens,
 * qr_scan tokens are one-time only), and the charge is processed at once. It fails with the
 * wallet's answer as a payment problem: 322 invalid, 323 expired, 324 already used, 330
 * insufficient funds (conventions: Errors). Nothing waits for the customer, so nothing is
 * abortable once the charge went out.
 */

type ScannedQrToken = Extract<SaleInput['token'], { payment_type: 'qr_scan' }> & {
  readonly data: { readonly scanned_qr: string };
};

const qrScanSaleInput = saleInputFor(
  (token): token is ScannedQrToken =>
    token.payment_type === 'qr_scan' && 'scanned_qr' in token.data,
);

const qrScanSaleMachine = defineFlowMachine('qr_scan_sale', {
  started: ['creating_token', 'abandoned'],
  creating_token: ['creating_charge', 'failed', 'abandoned'],
  creating_charge: ['processing', 'failed', 'abandoned'],
  processing: ['succeeded', 'failed'],
});

export const qrScanSaleFlow: FlowDefinition<typeof qrScanSaleInput> = {
  kind: 'qr_scan_sale',
  input: qrScanSaleInput,
  machine: qrScanSaleMachine,
  async run(run, input, dependencies) {
    const sale = await createSale(run, input, dependencies);
    if (sale !== undefined) {
      await settleSale(run, await awaitProcessed(dependencies, sale.ref, sale.charge), true);
    }
  },
  resume: (run, dependencies) =>
    resumeSale(run, dependencies, { paidIsFinal: paymentMethods.qr_scan_sale.paidIsFinal }),
};
