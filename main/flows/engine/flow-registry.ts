import type { z } from 'zod';
import type { FlowKind } from '../../../shared/flows/flow-progress';
import { bankTransferSaleFlow } from '../sales/bank-transfer/bank-transfer-sale-flow';
import { cancelFlow } from '../charge-actions/cancel-flow';
import { captureFlow } from '../charge-actions/capture-flow';
import { cardRegistrationFlow } from '../sales/card/card-registration-flow';
import { cardSaleFlow } from '../sales/card/card-sale-flow';
import type { FlowDefinition } from './flow-definition';
import { konbiniSaleFlow } from '../sales/konbini-sale-flow';
import { onlineSaleFlow } from '../sales/online-sale-flow';
import { qrMerchantSaleFlow } from '../sales/qr-merchant-sale-flow';
import { qrScanSaleFlow } from '../sales/qr-scan-sale-flow';
import { refundFlow } from '../charge-actions/refund-flow';

export type AnyFlowDefinition = FlowDefinition<z.ZodType>;

/** The flow of each kind, one line each (DESIGN.md: Flows): a kind without its flow fails tsc. */
const flowOfKind: Record<FlowKind, AnyFlowDefinition> = {
  card_sale: cardSaleFlow,
  konbini_sale: konbiniSaleFlow,
  qr_scan_sale: qrScanSaleFlow,
  qr_merchant_sale: qrMerchantSaleFlow,
  online_sale: onlineSaleFlow,
  bank_transfer_sale: bankTransferSaleFlow,
  card_registration: cardRegistrationFlow,
  capture: captureFlow,
  cancel: cancelFlow,
  refund: refundFlow,
};

/** Every flow the engine runs. */
export const registeredFlows: readonly AnyFlowDefinition[] = Object.values(flowOfKind);

/** The flows by kind; two flows of one kind are a mistake caught when the engine is made. */
export function flowsByKind(
  flows: readonly AnyFlowDefinition[],
): ReadonlyMap<FlowKind, AnyFlowDefinition> {
  const byKind = new Map<FlowKind, AnyFlowDefinition>();
  for (const flow of flows) {
    if (byKind.has(flow.kind)) throw new Error(`Two flows are registered for ${flow.kind}`);
    byKind.set(flow.kind, flow);
  }
  return byKind;
}
