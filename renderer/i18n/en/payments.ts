import { paymentMethodNames } from '../../../shared/payment-method-names';
import { chargeStatusNames } from '../../../shared/status-names';
/** The payments list: the store's charges, newest first, with the filters a clerk needs. */
export const payments = {
  title: 'Payments',
  filters: {
    label: 'Filter payments',
    searchHint: 'Order number, memo, customer’s name, card’s last 4 digits or charge ID.',
    methodLoadedOnly:
      'The method filter looks through the payments loaded so far. Load more to look further back.',
  },
  columns: {
    time: 'Time ({{zone}})',
    method: 'Method',
    notes: 'Order and memo',
    amount: 'Amount',
    status: 'Status',
  },
  openRow: 'Open the payment of {{amount}} at {{time}}',
  refundedPart: 'Refunded {{amount}}',
  orderNumber: 'Order {{value}}',
  loading: 'Loading payments…',
  loadFailed: 'The payments could not be loaded.',
  retry: 'Try again',
  empty: 'No payments match these filters.',
  emptyAll: 'No payments yet in this store.',
  count_one: '{{count}} payment shown',
  count_other: '{{count}} payments shown',
  loadMore: 'Load more',
  allLoaded: 'All payments are shown.',
  method: {
    ...paymentMethodNames.en,
    unknown: 'Other method',
  },
  status: {
    ...chargeStatusNames.en,
    unknown: 'Unknown status',
  },
} as const;
