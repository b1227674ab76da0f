import { timestampToDate } from '../../../shared/service/common';
import { refund } from '../../../shared/service/refunds';
import { defineCollection } from '../collection';

/**
 * Refunds as the service shows them; the refunds module keeps them and the history module
 * lists them. Whether a refund will fail is read from its charge when it is processed.
 */
export const refundsCollection = defineCollection('refunds', refund, (item) =>
  timestampToDate(item.created_on).getTime(),
);
