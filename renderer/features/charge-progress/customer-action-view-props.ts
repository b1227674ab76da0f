import type { CustomerAction } from '../../../shared/flows/flow-progress';
import type { SaleOperation } from './sale-operation-store';

/**
 * What a customer-action view is given: the action of the flow's latest step, and its sale.
 * Apart from the table of views (customer-action-views.ts), so a method's view imports this
 * without importing the table that imports it.
 */
export interface CustomerActionViewProps<Type extends CustomerAction['type']> {
  action: Extract<CustomerAction, { type: Type }>;
  operation: SaleOperation;
}
