import type { z } from 'zod';
import type { FlowKind } from '../../shared/flows/flow-progress';
import { cancelFlow } from './cancel-flow';
import { captureFlow } from './capture-flow';
import { cardRegistrationFlow } from './card-registration-flow';
import { cardSaleFlow } from './card-sale-flow';
import type { FlowDefinition } from './flow-definition';
import { refundFlow } from './refund-flow';

export type AnyFlowDefinition = FlowDefinition<z.ZodType>;

/** Every flow the engine runs, one line each (DESIGN.md: Flows). */
export const registeredFlows: readonly AnyFlowDefinition[] = [
  cardSaleFlow,
  cardRegistrationFlow,
  captureFlow,
  cancelFlow,
  refundFlow,
];

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
