import { createHash } from 'node:crypto';
import { customerRoutes } from '../../../shared/service/customers';
import type { SimulatorModule } from '../simulator-module';
import { customerIdsCollection } from './customer-id-record';

/** The simulator's own name-based UUID namespace (RFC 9562, section 5.5). */
const customerIdNamespace = Buffer.from(
  '6f1c9a52-3d7e-4b8a-9c61-2e5b7d0f4a93'.replaceAll('-', ''),
  'hex',
);

/**
 * The service's id for a merchant's customer: a UUID v5 of the merchant, the store and the
 * merchant's own id. The same three always give the same id, also after a reset or a restart
 * from the data file, so a till that stored it keeps finding the customer's tokens. The store
 * is part of the name because the route is per store and the spec does not say customers are
 * shared between stores: each store gets its own id for the same merchant-side customer.
 */
function serviceCustomerId(merchantId: string, storeId: string, customerId: string): string {
  // UUIDs cannot hold '/', so the three parts cannot run into each other.
  const name = `${merchantId}/${storeId}/${customerId}`;
  const bytes = createHash('sha1').update(customerIdNamespace).update(name, 'utf8').digest();
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Spec: Create a customer id. Answers the same UUID for the same (merchant, store, customer_id)
 * and records it once; the mode of the token plays no part, as in the spec's route.
 */
export const customersModule: SimulatorModule = {
  name: 'customers',
  collections: [customerIdsCollection],
  register(sim) {
    const customerIds = sim.state.collection(customerIdsCollection);
    sim.route(customerRoutes.createCustomerId, (ctx) => {
      const merchantId = ctx.auth.merchant_id;
      const id = serviceCustomerId(merchantId, ctx.store.id, ctx.body.customer_id);
      if (!customerIds.get(id)) {
        customerIds.insert({
          id,
          merchantId,
          storeId: ctx.store.id,
          merchantCustomerId: ctx.body.customer_id,
          createdAt: sim.clock.now(),
        });
      }
      return { customer_id: id };
    });
  },
};
