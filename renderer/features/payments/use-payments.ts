import { pos } from '../../pos';
import { createPaymentsStore } from './payments-store';

/** The list as loaded; kept while the clerk opens a charge and comes back. */
export const paymentsStore = createPaymentsStore(pos);
