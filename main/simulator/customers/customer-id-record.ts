import { z } from 'zod';
import { defineCollection } from '../collection';

/**
 * A customer id the service handed out (spec: Create a customer id): the service's UUID, and
 * the merchant system's own id it stands for. Tokens carry the UUID in their metadata key
 * univapay-customer-id (or the spec's svc-customer-id); this record lets the simulator tell which customer of which store it is.
 */
const customerIdRecord = z.strictObject({
  /** The service's customer id (a UUID): what the route answers as `customer_id`. */
  id: z.string(),
  merchantId: z.string(),
  storeId: z.string(),
  /** The merchant system's own customer id, as sent. */
  merchantCustomerId: z.string(),
  createdAt: z.number().int(),
});

export const customerIdsCollection = defineCollection('customer-ids', customerIdRecord);
